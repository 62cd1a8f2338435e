import type { ServiceEnv } from "../service-env.ts";
import { eq } from "drizzle-orm";
import { JOBS_PAGE_SIZE, type JobCategory } from "../../../shared/jobs/job-categories.ts";
import type { Database } from "../../db/client.ts";
import { remoteJobsCache, type RemoteJobsSource } from "../../db/schema/index.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { REFRESH_INTERVAL_HOURS, refreshRemoteJobs } from "./refresh-remote-jobs.ts";
import { jobLocations, type RemoteJob } from "./remote-job.ts";

/** The Popular Tags of a category: its listings' most frequent tags. */
const POPULAR_TAGS = 15;
const HOUR_MS = 60 * 60 * 1000;

export type RemoteJobsQuery = {
  category: JobCategory;
  /** A place from `countries`; anything else is no filter. */
  country?: string | null;
  /** A company from `companies`; anything else is no filter. */
  company?: string | null;
  page: number;
};

export type RemoteJobsSourceInfo = {
  kind: RemoteJobsSource;
  /** Who to credit and link to (the service's terms ask for a link back). */
  name: string;
  url: string;
  fetchedAt: Date | null;
};

export type RemoteJobsPage = {
  jobs: RemoteJob[];
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
  /** The filters applied: a value not offered is dropped. */
  country: string | null;
  company: string | null;
  /** Every place the category's listings name, for the country filter. */
  countries: string[];
  /** The companies of the listings in the chosen country, for the company filter. */
  companies: string[];
  tags: string[];
  /** Null when there are no listings at all. */
  source: RemoteJobsSourceInfo | null;
};

type Listings = { jobs: RemoteJob[]; source: RemoteJobsSource; fetchedAt: Date };

/**
 * Parsed listings per category and database, kept while the stored row is unchanged: a page
 * reads one small row to learn whether the list changed, not the whole list each time.
 */
const parsed = new WeakMap<Database, Map<string, Listings & { key: string }>>();

async function readListings(db: Database, category: string) {
  const [state] = await db
    .select({
      fetchedAt: remoteJobsCache.fetchedAt,
      source: remoteJobsCache.source,
      lastAttemptAt: remoteJobsCache.lastAttemptAt,
    })
    .from(remoteJobsCache)
    .where(eq(remoteJobsCache.category, category))
    .limit(1);
  if (!state) return undefined;
  const key = `${state.source}|${state.fetchedAt.getTime()}`;
  let byCategory = parsed.get(db);
  if (!byCategory) parsed.set(db, (byCategory = new Map()));
  let listings = byCategory.get(category);
  if (listings?.key !== key) {
    const [row] = await db
      .select({
        payload: remoteJobsCache.payload,
        fetchedAt: remoteJobsCache.fetchedAt,
        source: remoteJobsCache.source,
      })
      .from(remoteJobsCache)
      .where(eq(remoteJobsCache.category, category))
      .limit(1);
    if (!row) return undefined;
    listings = {
      key: `${row.source}|${row.fetchedAt.getTime()}`,
      jobs: Array.isArray(row.payload) ? (row.payload as RemoteJob[]) : [],
      source: row.source,
      fetchedAt: row.fetchedAt,
    };
    byCategory.set(category, listings);
  }
  return { listings, lastAttemptAt: state.lastAttemptAt };
}

/** Remotive is credited by name; another compatible service by its host. */
export function sourceCredit(remoteJobsUrl: string): { name: string; url: string } {
  const url = new URL(remoteJobsUrl);
  return /(^|\.)remotive\.(com|io)$/i.test(url.hostname)
    ? { name: "Remotive", url: "https://remotive.com" }
    : { name: url.hostname, url: url.origin };
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

export type JobsEnv = ServiceEnv<"remoteJobsUrl" | "remoteJobsTimeoutMs">;

/**
 * One page of a category's remote jobs (/job, GET /public/remoteJobs), filtered by place and
 * company, newest first, 20 a page. The listings come from PostgreSQL, never from the service
 * during the request: when they are due for a refresh, a background job is queued. Only a
 * category with nothing stored at all is fetched in the request, bounded by the service timeout.
 */
export async function listRemoteJobs(
  db: Database,
  env: JobsEnv,
  query: RemoteJobsQuery,
): Promise<RemoteJobsPage> {
  const { category } = query;
  const { remoteJobsUrl } = env.config;
  let stored = await readListings(db, category);

  if (remoteJobsUrl) {
    if (!stored) {
      await refreshRemoteJobs(db, env, category);
      stored = await readListings(db, category);
    } else if (isDue(stored.listings, stored.lastAttemptAt)) {
      // One queued refresh per category at a time (job_key); its handler checks the cap again.
      await enqueueJob(
        db,
        "refresh-remote-jobs",
        { category },
        { jobKey: `refresh-remote-jobs:${category}`, maxAttempts: 1 },
      );
    }
  }

  const all = stored?.listings.jobs ?? [];
  const countries = [...countBy(all.flatMap(jobLocations)).keys()].sort(byName);
  const country = countries.find((place) => place === query.country) ?? null;
  const inCountry = country ? all.filter((job) => jobLocations(job).includes(country)) : all;
  const companies = [...new Set(inCountry.map((job) => job.company_name))].sort(byName);
  const company = companies.find((name) => name === query.company) ?? null;
  const matching = company ? inCountry.filter((job) => job.company_name === company) : inCountry;

  const tags = [...countBy(all.flatMap((job) => job.tags)).entries()]
    .sort((a, b) => b[1] - a[1] || byName(a[0], b[0]))
    .slice(0, POPULAR_TAGS)
    .map(([tag]) => tag);

  const perPage = JOBS_PAGE_SIZE;
  const total = matching.length;
  const source: RemoteJobsSourceInfo | null =
    stored && all.length > 0
      ? {
          kind: stored.listings.source,
          ...(stored.listings.source === "seed"
            ? { name: "W3Programmer sample listings", url: "/job" }
            : remoteJobsUrl
              ? sourceCredit(remoteJobsUrl)
              : // Listings fetched before the service was switched off: still someone else's.
                { name: "an external jobs service", url: "/job" }),
          fetchedAt: stored.listings.source === "remote" ? stored.listings.fetchedAt : null,
        }
      : null;
  return {
    jobs: matching.slice((query.page - 1) * perPage, query.page * perPage),
    total,
    page: query.page,
    perPage,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    country,
    company,
    countries,
    companies,
    tags,
    source,
  };
}

/** Seeded listings, or a service answer older than the interval, with no call in the interval. */
function isDue(listings: Listings, lastAttemptAt: Date | null): boolean {
  const interval = REFRESH_INTERVAL_HOURS * HOUR_MS;
  const now = Date.now();
  const stale = listings.source === "seed" || now - listings.fetchedAt.getTime() >= interval;
  return stale && (lastAttemptAt === null || now - lastAttemptAt.getTime() >= interval);
}
