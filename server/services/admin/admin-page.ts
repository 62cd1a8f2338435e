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
