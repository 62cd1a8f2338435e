import { DEFAULT_JOB_CATEGORY } from "@shared/jobs/job-categories";

export type JobFiltersChoice = {
  category: string;
  country?: string | null;
  company?: string | null;
  page?: number;
};

/** /job's address for a choice of filters; the default category and page 1 are left out. */
export function jobsHref(filters: JobFiltersChoice): string {
  const params = new URLSearchParams();
  if (filters.category !== DEFAULT_JOB_CATEGORY) params.set("category", filters.category);
  if (filters.country) params.set("country", filters.country);
  if (filters.company) params.set("company", filters.company);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `/job?${search}` : "/job";
}
