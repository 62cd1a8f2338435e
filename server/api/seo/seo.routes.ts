import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, ValidationErrorSchema, jsonContent } from "../router.ts";

const tags = ["SEO"];

/**
 * The SEO calls answer the legacy site's field names (SPEC.md §3 "SEO data"), misspellings and
 * abbreviations included; `meta_title` is the page kind's title, which the legacy calls lacked.
 */
const pageSeoRoute = (
  path: string,
  page: string,
  name: string,
  fields: { description: string; keywords: string },
) =>
  createRoute({
    method: "get",
    path,
    tags,
    summary: `SEO texts of ${page}`,
    responses: {
      200: jsonContent(
        z
          .object({
            [fields.description]: z.string(),
            [fields.keywords]: z.string().openapi({ description: "Comma-separated" }),
            meta_title: z.string(),
          })
          .openapi(name),
        "Meta description, keywords and title",
      ),
    },
  });

export const getSeoDataForHome = pageSeoRoute("/public/getSeoDataForHome", "the home page", "HomeSeo", {
  description: "home_pages_meta_description",
  keywords: "home_pages_meta_keywords",
});

export const getSeoDataForIndex = pageSeoRoute(
  "/public/getSeoDataForIndex",
  "the index pages (/all-category)",
  "IndexSeo",
  { description: "index_pages_meta_description", keywords: "index_pages_meta_keywords" },
);

export const getSeoDataForQuesAnsw = pageSeoRoute(
  "/public/getSeoDataForQuesAnsw",
  "the question-and-answer pages",
  "QuesAnswSeo",
  { description: "q_a_meta_des", keywords: "q_a_meta_key" },
);

export const getSeoDataForTorrent = pageSeoRoute(
  "/public/getSeoDataForTorrent",
  "the torrent tutorial pages",
  "TorrentSeo",
  { description: "torrent_pages_meta_description", keywords: "torrent_pages_meta_keywords" },
);

export const mainCategorySeo = createRoute({
  method: "get",
  path: "/public/mainCategorySeo/{slug}",
  tags,
  summary: "A category's own SEO texts (main or child category, by slug)",
  request: {
    params: z.object({
      slug: z
        .string()
        .max(200, { error: "The slug is too long." })
        .openapi({ param: { name: "slug", in: "path" }, example: "java" }),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({ meta_title: z.string(), meta_description: z.string(), meta_keyword: z.string() })
        .openapi("CategorySeo"),
      "Title, description and keywords (the category's name and intro stand in for empty ones)",
    ),
    404: jsonContent(ErrorSchema, "No published category has that slug"),
    422: jsonContent(ValidationErrorSchema, "The slug is too long to be one"),
  },
});
