import { redirect, type AppLoadContext } from "react-router";
import { jobsHref } from "~/features/jobs/jobs-href";
import { pageMeta } from "~/seo";
import { DEFAULT_JOB_CATEGORY, JOB_CATEGORIES, isJobCategory } from "@shared/jobs/job-categories";
import { listRemoteJobs } from "@server/services/jobs/list-remote-jobs";
import { jobExcerpt } from "@server/services/jobs/remote-job";
import { listGuides } from "@server/services/store/list-guides";

/** SPEC.md §9: the sidebar shows the first 12 guides. */
export const SIDEBAR_GUIDES = 12;
const MAX_PAGE = 10_000;

const JOB_TYPES: Record<string, string> = {
  full_time: "Full time",
  part_time: "Part time",
  contract: "Contract",
  freelance: "Freelance",
  internship: "Internship",
};

function jobTypeLabel(type: string): string {
  return JOB_TYPES[type] ?? (type ? type.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase()) : "");
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * /job: a category's remote jobs (from PostgreSQL, never waiting for the jobs service), the
 * country and company filters, the first 12 guides and the Popular Tags.
 */
export async function loadJobsPage(context: AppLoadContext, url: URL) {
  const { db, config, logger } = context;
  const requested = url.searchParams.get("category") ?? "";
  const category = isJobCategory(requested) ? requested : DEFAULT_JOB_CATEGORY;
  const page = readPage(url.searchParams.get("page"));
  const [found, guides] = await Promise.all([
    listRemoteJobs(
      db,
      { config, logger },
      {
        category,
        country: url.searchParams.get("country"),
        company: url.searchParams.get("company"),
        page,
      },
    ),
    listGuides(db, { kind: "guide", limit: SIDEBAR_GUIDES }),
  ]);
  if (page > found.lastPage) {
    throw redirect(
      jobsHref({ category, country: found.country, company: found.company, page: found.lastPage }),
    );
  }
  const label = JOB_CATEGORIES.find((entry) => entry.slug === category)!.label;
  return {
    category,
    country: found.country,
    company: found.company,
    countries: found.countries,
    companies: found.companies,
    jobs: found.jobs.map((job) => ({
      id: job.id,
      title: job.title,
      company: job.company_name,
      location: job.candidate_required_location || "Anywhere",
      jobType: jobTypeLabel(job.job_type),
      salary: job.salary,
      date: new Date(job.publication_date).toLocaleDateString("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      }),
      isoDate: job.publication_date,
      excerpt: jobExcerpt(job),
      url: job.url,
      tags: job.tags.slice(0, 5),
    })),
    total: found.total,
    page: found.page,
    lastPage: found.lastPage,
    tags: found.tags,
    source: found.source && {
      kind: found.source.kind,
      name: found.source.name,
      url: found.source.url,
      updated: found.source.fetchedAt?.toLocaleDateString("en-US", {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      }),
    },
    guides: guides.map((guide) => ({
      id: guide.id,
      slug: guide.slug,
      title: guide.title,
      price: guide.price,
    })),
    meta: pageMeta({
      title: category === DEFAULT_JOB_CATEGORY ? "Remote IT jobs" : `Remote ${label} jobs`,
      description: `Remote ${label.toLowerCase()} jobs for people seeking work with US companies, filtered by country and company.`,
      // Filters and pages are views of the category's list.
      path: jobsHref({ category }),
      publicUrl: config.publicUrl,
    }),
  };
}
