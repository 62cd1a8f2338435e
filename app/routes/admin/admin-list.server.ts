/**
 * The loaders of the admin lists (/admin/categories, /admin/users, /admin/orders…): `?q=`,
 * `?page=` and, where a list has orders, `?sort=`, read the same way on every list, and the page
 * of rows a list returns for AdminListPage (app/features/admin/admin-list-page.tsx) to draw.
 */
import { ADMIN_SEARCH_MAX_LENGTH } from "@shared/admin/admin-messages";
import type { AdminPage } from "@server/services/admin/admin-page";
import {
  readListChoice,
  readListFilterId,
  readListPage,
  readListQuery,
} from "~/components/navigation/list-location";

/** What an admin list's address asks for: the search ("" for none) and the page (from 1). */
export type AdminListParams = { search: string; page: number };

/**
 * `?q=` cut to what the admin searches take, `?page=` (anything else is page 1) and, given the
 * list's orders, `?sort=` (anything else is `defaultSort`), so an old or mistyped link still lands.
 */
export function readAdminListParams(url: URL): AdminListParams;
export function readAdminListParams<Sort extends string>(
  url: URL,
  sorts: readonly Sort[],
  defaultSort: Sort,
): AdminListParams & { sort: Sort };
export function readAdminListParams<Sort extends string>(
  url: URL,
  sorts?: readonly Sort[],
  defaultSort?: Sort,
): AdminListParams & { sort?: Sort } {
  const params = url.searchParams;
  return {
    search: readListQuery(params.get("q"), ADMIN_SEARCH_MAX_LENGTH),
    ...(sorts &&
      defaultSort !== undefined && { sort: readListChoice(params.get("sort"), sorts, defaultSort) }),
    page: readListPage(params.get("page")),
  };
}

/**
 * The row a list is narrowed to (`?category=`, `?folder=`): its id when it is one of `choices`,
 * else none (every row), as an old or mistyped link still lands on the whole list.
 */
export function readAdminListFilter(url: URL, name: string, choices: { id: number }[]): number | undefined {
  const chosen = readListFilterId(url.searchParams.get(name));
  return choices.some((choice) => choice.id === chosen) ? chosen : undefined;
}

/**
 * What an admin list's loader returns: what was asked for, the page, pages and count the service
 * found, and its rows as the screen draws them (plain values, dates as text).
 */
export function adminListData<Params extends AdminListParams, Found, Row>(
  params: Params,
  found: AdminPage<Found>,
  toRow: (found: Found) => Row,
) {
  return {
    ...params,
    page: found.page,
    lastPage: found.lastPage,
    total: found.total,
    rows: found.rows.map(toRow),
  };
}
