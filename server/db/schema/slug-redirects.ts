import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/**
 * The slugs public pages had before an edit renamed them: written by the `slug_renamed` trigger
 * (migration 0021) whenever a row of a table with public pages changes its slug, whoever changed
 * it, so that an old address (a search result, a shared link) is sent on to the page's new one
 * (server/http/renamed-slugs.ts). `row_id` is the row's id in `table_name`; a deleted row leaves
 * its entries pointing at nothing, which answer 404 as before.
 */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    tableName: text("table_name").notNull(),
    oldSlug: text("old_slug").notNull(),
    rowId: integer("row_id").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.oldSlug] })],
);
