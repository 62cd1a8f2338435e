import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/**
 * Rate-limit counters kept in PostgreSQL so that several app processes share them (DESIGN
 * "Scale"): one row per key and bucket (a fifteenth of the rule's window, `window_start` being the
 * bucket's start), incremented with
 * `INSERT … ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_hits.count + 1`.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    count: integer("count").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    // Pruning old windows.
    index("rate_limit_hits_window_start_idx").on(t.windowStart),
  ],
);

export type RateLimitHit = typeof rateLimitHits.$inferSelect;
