import { createRoute, z } from "@hono/zod-openapi";
import { DEFAULT_JOB_CATEGORY, JOB_CATEGORIES, JOBS_PAGE_SIZE } from "../../../shared/jobs/job-categories.ts";
import { searchText } from "../../../shared/forms/schema-fields.ts";
import { ValidationErrorSchema, integerParam, jsonContent } from "../router.ts";

const MAX_PAGE = 10_000;
const categorySlugs = JOB_CATEGORIES.map((category) => category.slug);

/** A filter as typed (searchText's rule); empty is none. */
const filterText = (name: string, example: string) =>
  searchText(name, 200)
    .transform((value) => value || null)
    .openapi({ param: { name, in: "query" }, type: "string", maxLength: 200, example });

export const RemoteJobSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    category: z.string(),
    job_type: z.string(),
    publication_date: z.string().openapi({ description: "ISO 8601" }),
    candidate_required_location: z.string(),
    salary: z.string(),
    company_name: z.string(),
    description: z.string().openapi({ description: "Sanitized HTML" }),
    url: z.string().openapi({ description: "The listing on the source's site (http or https)" }),
    tags: z.array(z.string()),
  })
  .openapi("RemoteJob");

export const remoteJobs = createRoute({
  method: "get",
  path: "/public/remoteJobs",
  tags: ["Remote jobs"],
  summary: "One page of a category's remote jobs, filtered by country and company",
  description:
    `Not in the legacy API (its page called the jobs service itself). ${JOBS_PAGE_SIZE} jobs a page, newest first. ` +
    "The listings come from a Remotive-compatible service, cached in the site's database and refreshed at most four times a day " +
    "per category; when the service is unreachable the last good listings (or the site's sample listings) are served. " +
    "`countries` lists every place the category's jobs name; `companies` the companies of the jobs in the chosen country. " +
    "A country or company not offered is ignored (`country`/`company` answer null). `source` credits where the listings come from.",
  request: {
    query: z.object({
      category: z
        .enum(categorySlugs, { error: `The category must be one of: ${categorySlugs.join(", ")}.` })
        .default(DEFAULT_JOB_CATEGORY)
        .openapi({ param: { name: "category", in: "query" }, example: "software-dev" }),
      country: filterText("country", "USA"),
      company: filterText("company", "Northwind Analytics"),
      page: integerParam({
        field: "page",
        min: 1,
        max: MAX_PAGE,
        default: 1,
        param: { name: "page", in: "query" },
      }),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          jobs: z.array(RemoteJobSchema),
          category: z.string(),
          country: z.string().nullable(),
          company: z.string().nullable(),
          countries: z.array(z.string()),
          companies: z.array(z.string()),
          tags: z.array(z.string()).openapi({ description: "The category's most frequent tags" }),
          pagination: z.object({
            current_page: z.number().int(),
            last_page: z.number().int(),
            per_page: z.number().int(),
            total: z.number().int(),
          }),
          source: z
            .object({
              kind: z.enum(["remote", "seed"]),
              name: z.string(),
              url: z.string(),
              fetched_at: z.string().nullable(),
            })
            .nullable()
            .openapi({ description: "Null when there are no listings at all" }),
        })
        .openapi("RemoteJobs"),
      "The page of jobs",
    ),
    422: jsonContent(ValidationErrorSchema, "Unknown category, or invalid page, country or company"),
  },
});
