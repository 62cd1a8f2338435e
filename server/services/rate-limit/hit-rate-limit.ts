import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { ServiceError } from "../service-error.ts";
import type { RateLimitCheck, RateLimitRule } from "./rate-limits.ts";

export const TOO_MANY_REQUESTS = "Too many attempts. Please try again later.";

/** A limit was reached: 429 with `Retry-After`, on the API and on the pages' forms alike. */
export function rateLimited(retryAfterSeconds: number): ServiceError {
  return new ServiceError(429, TOO_MANY_REQUESTS, { retryAfterSeconds });
}

export type RateLimitHit = { count: number; allowed: boolean; retryAfterSeconds: number };

/**
 * A rule's window is kept as this many buckets. Hits count while their bucket started less than
 * a window ago, so the window slides a bucket at a time: a client cannot make twice a limit by
 * straddling a boundary, as it could with one counter per window.
 */
export const BUCKETS_PER_WINDOW = 15;

/** One bucket of hits: when it started and how many it holds (seconds since the epoch). */
export type RateLimitBucket = { startedAt: number; count: number };

/**
 * Whether the newest hit is within the limit, given the buckets of the last window (the newest
 * hit included), and, when it is not, in how many seconds one more hit would be: when enough of
 * the oldest buckets have left the window. Never more than the window.
 */
export function judgeHits(
  rule: RateLimitRule,
  buckets: readonly RateLimitBucket[],
  now: number,
): RateLimitHit {
  const oldestFirst = [...buckets].sort((a, b) => a.startedAt - b.startedAt);
  const count = oldestFirst.reduce((sum, bucket) => sum + bucket.count, 0);
  if (count <= rule.limit) return { count, allowed: true, retryAfterSeconds: 0 };
  let left = count;
  let freedAt = now + rule.windowSeconds;
  for (const bucket of oldestFirst) {
    left -= bucket.count;
    if (left < rule.limit) {
      freedAt = bucket.startedAt + rule.windowSeconds;
      break;
    }
  }
  const retryAfterSeconds = Math.min(rule.windowSeconds, Math.max(1, Math.ceil(freedAt - now)));
  return { count, allowed: false, retryAfterSeconds };
}

/**
 * Counts one hit of `subject` against `rule` and says whether it is within the limit. One
 * statement in PostgreSQL (an atomic upsert of the current bucket, and the window's other
 * buckets), so every app process sharing the database sees the same count; time is the
 * database's clock for the same reason.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
): Promise<RateLimitHit> {
  const key = `${rule.name}:${subject}`;
  const window = rule.windowSeconds;
  const bucket = window / BUCKETS_PER_WINDOW;
  // The other buckets are read from the statement's snapshot, taken before the upsert: the
  // current one comes from the upsert's RETURNING, so concurrent hits each see their own count.
  const result = await db.execute<{ started_at: number; count: number; now: number }>(sql`
    with hit as (
      insert into rate_limit_hits (key, window_start, count)
      values (${key}, to_timestamp(floor(extract(epoch from now()) / ${bucket}) * ${bucket}), 1)
      on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
      returning window_start, count
    )
    select extract(epoch from window_start)::float8 as started_at, count,
      extract(epoch from now())::float8 as now
    from hit
    union all
    select extract(epoch from window_start)::float8, count, extract(epoch from now())::float8
    from rate_limit_hits
    where key = ${key}
      and window_start > now() - make_interval(secs => ${window})
      and window_start < (select window_start from hit)
  `);
  const rows = result.rows.map((row) => ({
    startedAt: Number(row.started_at),
    count: Number(row.count),
  }));
  const now = Number(result.rows[0]!.now);
  const verdict = judgeHits(rule, rows, now);
  if (rows.length === 1 && rows[0]!.count === 1 && Math.random() < 0.01) {
    await pruneRateLimitHits(db);
  }
  return verdict;
}

/**
 * Takes back one hit of `subject` (the newest bucket's): for a limit on failures only (refused
 * coupon codes, wrong passwords: limitAttempts), every attempt is counted first, atomically, so
 * that attempts sent at once cannot all pass before any is counted, and the ones that turn out
 * good are forgiven.
 */
export async function forgiveRateLimitHit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  const key = `${rule.name}:${subject}`;
  await db.execute(sql`
    update rate_limit_hits set count = count - 1
    where key = ${key} and count > 0
      and window_start = (select max(window_start) from rate_limit_hits where key = ${key})
  `);
}

/** Counts one hit against each rule (all of them); the longest wait of those over their limit, or 0. */
async function hitEach(db: Database, checks: readonly RateLimitCheck[]): Promise<number> {
  let retryAfter = 0;
  for (const [rule, subject] of checks) {
    const hit = await hitRateLimit(db, rule, subject);
    if (!hit.allowed) retryAfter = Math.max(retryAfter, hit.retryAfterSeconds);
  }
  return retryAfter;
}

/**
 * Counts one hit against each rule (all of them, so an attacker's IP keeps counting even while an
 * account is locked) and throws a 429 ServiceError if any is over its limit.
 */
export async function enforceRateLimits(db: Database, checks: readonly RateLimitCheck[]): Promise<void> {
  const retryAfter = await hitEach(db, checks);
  if (retryAfter > 0) throw rateLimited(retryAfter);
}

export type AttemptLimits = {
  /** Limits every request counts against, a refused one too (an address's), as enforceRateLimits. */
  everyRequest?: readonly RateLimitCheck[];
  /**
   * Limits only the attempts let through count against (an account's): a request refused by any
   * limit is not counted here, so that an address hammering an account it is locked out of does
   * not spend what the account is allowed from other addresses.
   */
  attempts: readonly RateLimitCheck[];
  /**
   * When given, of the attempts let through only those that throw an error it accepts count (a
   * wrong password), so that nobody else's failures refuse someone who gets it right.
   */
  isFailure?: (error: unknown) => boolean;
};

/**
 * Runs `attempt` under limits on attempts (guesses of a password, reset mails). Every limit is hit
 * first, atomically, so that attempts sent at once cannot all pass before any is counted, and a
 * request over any of them is refused (429) before `attempt` runs: neither its answer nor its time
 * tells anything about it. The `attempts` hits of a request that does not count (refused, or not a
 * failure) are then taken back, as refused coupon codes' are (forgiveRateLimitHit).
 */
export async function limitAttempts<T>(
  db: Database,
  limits: AttemptLimits,
  attempt: () => Promise<T>,
): Promise<T> {
  const retryAfter = await hitEach(db, [...(limits.everyRequest ?? []), ...limits.attempts]);
  let counts = retryAfter === 0 && !limits.isFailure;
  try {
    if (retryAfter > 0) throw rateLimited(retryAfter);
    return await attempt();
  } catch (error) {
    if (retryAfter === 0 && limits.isFailure?.(error)) counts = true;
    throw error;
  } finally {
    if (!counts) {
      for (const [rule, subject] of limits.attempts) await forgiveRateLimitHit(db, rule, subject);
    }
  }
}

/** Old buckets are useless; the longest window is an hour, so a day's margin is plenty. */
export async function pruneRateLimitHits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
}
