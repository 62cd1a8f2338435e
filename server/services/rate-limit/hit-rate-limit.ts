import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { ServiceError } from "../service-error.ts";
import type { RateLimitRule } from "./rate-limits.ts";

export const TOO_MANY_REQUESTS = "Too many attempts. Please try again later.";

/** A limit was reached: 429 with `Retry-After`, on the API and on the pages' forms alike. */
export function rateLimited(retryAfterSeconds: number): ServiceError {
  return new ServiceError(429, TOO_MANY_REQUESTS, { retryAfterSeconds });
}

export type RateLimitHit = { count: number; allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one hit of `subject` against `rule` and says whether it is within the limit. One
 * atomic upsert in PostgreSQL, so every app process sharing the database sees the same count;
 * the window is computed from the database clock for the same reason.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
): Promise<RateLimitHit> {
  const key = `${rule.name}:${subject}`;
  const window = rule.windowSeconds;
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limit_hits (key, window_start, count)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / ${window}) * ${window}), 1)
    on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
    returning count,
      ceil(extract(epoch from window_start) + ${window} - extract(epoch from now()))::int as retry_after
  `);
  const row = result.rows[0]!;
  if (row.count === 1 && Math.random() < 0.01) await pruneRateLimitHits(db);
  return {
    count: row.count,
    allowed: row.count <= rule.limit,
    retryAfterSeconds: Math.max(1, row.retry_after),
  };
}

/**
 * Counts one hit against each rule (all of them, so an attacker's IP keeps counting even while an
 * account is locked) and throws a 429 ServiceError if any is over its limit.
 */
export async function enforceRateLimits(
  db: Database,
  checks: ReadonlyArray<readonly [RateLimitRule, string]>,
): Promise<void> {
  let retryAfter = 0;
  for (const [rule, subject] of checks) {
    const hit = await hitRateLimit(db, rule, subject);
    if (!hit.allowed) retryAfter = Math.max(retryAfter, hit.retryAfterSeconds);
  }
  if (retryAfter > 0) throw rateLimited(retryAfter);
}

/** Old windows are useless; the longest window is an hour, so a day's margin is plenty. */
export async function pruneRateLimitHits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
}
