/**
 * The remote-jobs page's categories (SPEC.md §9), in button order: the slug is what the
 * remote-jobs service takes as `?category=`. Plain data for the page and the server alike.
 */
export const JOB_CATEGORIES = [
  { slug: "software-dev", label: "Software Development" },
  { slug: "customer-support", label: "Customer Support" },
  { slug: "design", label: "Design" },
  { slug: "marketing", label: "Marketing" },
  { slug: "sales", label: "Sales" },
  { slug: "product", label: "Product" },
  { slug: "devops", label: "DevOps / Sysadmin" },
  { slug: "finance-legal", label: "Finance / Legal" },
  { slug: "hr", label: "Human Resources" },
  { slug: "qa", label: "QA" },
  { slug: "writing", label: "Writing" },
] as const;

export type JobCategory = (typeof JOB_CATEGORIES)[number]["slug"];

/** The page opens on software jobs: the site is for people seeking IT jobs. */
export const DEFAULT_JOB_CATEGORY: JobCategory = "software-dev";

/** SPEC.md §9: 20 jobs a page. */
export const JOBS_PAGE_SIZE = 20;

export function isJobCategory(value: string): value is JobCategory {
  return JOB_CATEGORIES.some((category) => category.slug === value);
}

export const JobMessages = {
  noJobs: "No jobs found.",
} as const;
