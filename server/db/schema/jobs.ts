import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/** Where a category's listings came from: the remote-jobs service, or the demo seed. */
export const REMOTE_JOBS_SOURCES = ["remote", "seed"] as const;
export type RemoteJobsSource = (typeof REMOTE_JOBS_SOURCES)[number];

/**
 * Last answer of the remote-jobs service per job category (SPEC §9 job categories), shared by all
 * app processes; also holds the seeded listings used when no REMOTE_JOBS_URL is configured.
 * `payload` is the normalised, sanitised list (server/services/jobs/remote-jobs-source.ts).
 */
export const remoteJobsCache = pgTable(
  "remote_jobs_cache",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    category: text("category").notNull().unique(),
    payload: jsonb("payload").notNull(),
    fetchedAt: timestamptz("fetched_at").notNull().defaultNow(),
    source: text("source", { enum: REMOTE_JOBS_SOURCES }).notNull().default("remote"),
    // When a process last called the service for this category, whatever came of it: the service
    // asks for at most four calls a day, and a dead service must not be asked on every request.
    lastAttemptAt: timestamptz("last_attempt_at"),
  },
  () => [check("remote_jobs_cache_source_chk", sql`source in ('remote', 'seed')`)],
);

export type RemoteJobsCacheRow = typeof remoteJobsCache.$inferSelect;
export type NewRemoteJobsCacheRow = typeof remoteJobsCache.$inferInsert;
