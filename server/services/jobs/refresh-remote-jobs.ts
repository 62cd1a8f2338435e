import type { JobsEnv } from "./list-remote-jobs.ts";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { fetchRemoteJobs } from "./fetch-remote-jobs.ts";

/**
 * One call to the service per category every 6 hours at most, whatever came of the last one:
 * never more than the four a day Remotive asks for, and a dead service is not asked again on
 * every request.
 */
export const REFRESH_INTERVAL_HOURS = 6;

/**
 * Takes this category's turn to call the service, atomically across every app process sharing
 * the database: true for the one caller whose turn it is. A category never seen before gets an
 * empty row dated 1970, so a failed first call leaves "nothing yet" rather than "nothing".
 */
async function claimAttempt(db: Database, category: string): Promise<boolean> {
  const result = await db.execute(sql`
    insert into remote_jobs_cache (category, payload, fetched_at, source, last_attempt_at)
    values (${category}, '[]'::jsonb, to_timestamp(0), 'remote', now())
    on conflict (category) do update set last_attempt_at = now()
    where remote_jobs_cache.last_attempt_at is null
       or remote_jobs_cache.last_attempt_at <= now() - make_interval(hours => ${REFRESH_INTERVAL_HOURS})
    returning id
  `);
  return result.rows.length > 0;
}

export type RefreshOutcome = "refreshed" | "failed" | "not-due" | "not-configured";

/**
 * Calls the remote-jobs service for one category if it is this category's turn and stores the
 * answer, replacing the seeded or older listings. A failure is logged and keeps whatever was
 * stored: the page goes on showing the last good data. Never throws for the service's faults, so
 * the background job is not retried past the cap.
 */
export async function refreshRemoteJobs(
  db: Database,
  env: JobsEnv,
  category: string,
): Promise<RefreshOutcome> {
  const { remoteJobsUrl, remoteJobsTimeoutMs } = env.config;
  if (!remoteJobsUrl) return "not-configured";
  if (!(await claimAttempt(db, category))) return "not-due";
  const started = performance.now();
  try {
    const jobs = await fetchRemoteJobs(remoteJobsUrl, category, remoteJobsTimeoutMs);
    await db.execute(sql`
      update remote_jobs_cache
      set payload = ${JSON.stringify(jobs)}::jsonb, fetched_at = now(), source = 'remote'
      where category = ${category}
    `);
    env.logger.info(
      { category, jobs: jobs.length, ms: Math.round(performance.now() - started) },
      "remote jobs refreshed",
    );
    return "refreshed";
  } catch (error) {
    env.logger.warn(
      { category, err: error, ms: Math.round(performance.now() - started) },
      "remote jobs service failed; keeping the last good listings",
    );
    return "failed";
  }
}
