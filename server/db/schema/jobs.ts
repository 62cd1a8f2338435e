import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/**
 * Last answer of the remote-jobs service per job category (SPEC §9 job categories), shared by all
 * app processes; also holds the seeded listings used when no REMOTE_JOBS_URL is configured.
 */
export const remoteJobsCache = pgTable("remote_jobs_cache", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  category: text("category").notNull().unique(),
  payload: jsonb("payload").notNull(),
  fetchedAt: timestamptz("fetched_at").notNull().defaultNow(),
});

export type RemoteJobsCacheRow = typeof remoteJobsCache.$inferSelect;
export type NewRemoteJobsCacheRow = typeof remoteJobsCache.$inferInsert;
