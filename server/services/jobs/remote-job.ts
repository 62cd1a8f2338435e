import { z } from "zod";
import { cutText } from "../../../shared/text/cut-text.ts";
import { htmlToText, sanitizeHtml } from "../content/sanitize-html.ts";

/** A listing as the site stores and shows it (SPEC.md §3 "Remote job"), plus its tags. */
export type RemoteJob = {
  id: number;
  title: string;
  /** The service's name of the category, e.g. "Software Development". */
  category: string;
  /** e.g. "full_time", "contract". */
  job_type: string;
  /** ISO 8601. */
  publication_date: string;
  /** Free text from the service, e.g. "USA", "USA, Canada", "Worldwide". */
  candidate_required_location: string;
  salary: string;
  company_name: string;
  /** Sanitised HTML (the service's own HTML went through the site's allow-list). */
  description: string;
  /** The listing on the service's site: an http(s) URL. */
  url: string;
  tags: string[];
};

/** The most listings kept per category: the newest. A page shows 20, a visitor pages a few. */
export const MAX_JOBS_PER_CATEGORY = 500;
const MAX_FIELD = 300;
/** A description is a page of text; anything longer is cut before it is stored. */
const MAX_DESCRIPTION = 50_000;

const text = (max = MAX_FIELD) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? "").replaceAll("\u0000", "").replace(/\s+/g, " ").trim().slice(0, max));

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  });

/**
 * One job of a Remotive-compatible answer. Anything not shaped like a job, or whose link is not
 * http(s) (a `javascript:` link would run in our page), is dropped rather than trusted.
 */
const incomingJob = z.object({
  id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ]),
  url: httpUrl,
  title: text().pipe(z.string().min(1)),
  company_name: text().pipe(z.string().min(1)),
  category: text(),
  job_type: text(60),
  publication_date: z
    .string()
    .nullish()
    .transform((value) => {
      const date = value ? new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`) : null;
      return date && !Number.isNaN(date.getTime()) ? date.toISOString() : new Date(0).toISOString();
    }),
  candidate_required_location: text(),
  salary: text(120),
  description: z
    .string()
    .nullish()
    .transform((value) => (value ?? "").replaceAll("\u0000", "").slice(0, MAX_DESCRIPTION)),
  tags: z
    .array(z.unknown())
    .nullish()
    .transform((tags) =>
      (tags ?? [])
        .filter((tag): tag is string => typeof tag === "string")
        .map((tag) => tag.replace(/\s+/g, " ").trim().slice(0, 60))
        .filter(Boolean)
        .slice(0, 20),
    ),
});

/**
 * The jobs of a service's answer (`{ jobs: [...] }`), each checked and its description
 * sanitised, newest first, at most MAX_JOBS_PER_CATEGORY. Undefined when the answer is not a
 * job list at all (an error page, a changed API): the last good data then stays.
 */
export function normaliseJobs(body: unknown): RemoteJob[] | undefined {
  if (typeof body !== "object" || body === null || !Array.isArray((body as { jobs?: unknown }).jobs)) {
    return undefined;
  }
  const jobs: RemoteJob[] = [];
  for (const candidate of (body as { jobs: unknown[] }).jobs) {
    const parsed = incomingJob.safeParse(candidate);
    if (!parsed.success) continue;
    jobs.push({ ...parsed.data, description: sanitizeHtml(parsed.data.description) });
  }
  jobs.sort((a, b) => b.publication_date.localeCompare(a.publication_date) || b.id - a.id);
  return jobs.slice(0, MAX_JOBS_PER_CATEGORY);
}

/** A job's places, as the country filter offers them: "USA, Canada" → ["USA", "Canada"]. */
export function jobLocations(job: Pick<RemoteJob, "candidate_required_location">): string[] {
  const parts = job.candidate_required_location
    .split(/\s*(?:[,;/|]|\bor\b)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts : ["Anywhere"];
}

/** The first words of a description, for a listing card, cut between words. */
export function jobExcerpt(job: Pick<RemoteJob, "description">, length = 220): string {
  return cutText(htmlToText(job.description), length, { atWord: true });
}
