import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";

/** One page of an admin list, as its screen and its /api/admin call show it. */
export type AdminPage<Row> = { rows: Row[]; total: number; page: number; lastPage: number; pageSize: number };

/** The rows an admin list skips to show `page` (1-based). */
export const adminPageOffset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

/** The last page of `total` rows: never below 1, so an empty list still has one. */
export const adminLastPage = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

export function adminPage<Row>(rows: Row[], total: number, page: number): AdminPage<Row> {
  return { rows, total, page, lastPage: adminLastPage(total), pageSize: ADMIN_PAGE_SIZE };
}

/**
 * How many rows of `table` satisfy `where`, counted up to `cap` (the answer is `cap + 1` when
 * there are more): an exact COUNT(*) over hundreds of thousands of rows on every keystroke is
 * what a long admin list must not do (docs/decisions/0013). Such a list then pages no deeper than
 * the cap, so its OFFSET never passes it either.
 */
export async function cappedCount(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from ${table} where ${where ?? sql`true`} limit ${cap + 1}
    ) capped
  `);
  return result.rows[0]?.n ?? 0;
}
