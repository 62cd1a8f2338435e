/**
 * The address of a page of a list: `?q=` (what was searched) and `?page=` (from 1), the same on
 * every paged public list (Q&A, PDF folders, tutorials), so a search or a page is a URL the
 * server renders and a visitor can share; and what such a page says about what it shows.
 */

/** Beyond this a page number is a typo or a probe. */
const MAX_PAGE = 1_000_000;
/** PostgreSQL's integer, as schema-fields.ts says it (not imported: it would bring Zod to every list page). */
const MAX_INT4 = 2_147_483_647;

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/** `?page=`: a whole number from 1, anything else is page 1 (an old or mistyped link still lands). */
export function readListPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** One of a list's fixed choices (`?sort=`): the value when it is one of `choices`, else `fallback`. */
export function readListChoice<Choice extends string>(
  value: string | null,
  choices: readonly Choice[],
  fallback: Choice,
): Choice {
  return choices.find((choice) => choice === value) ?? fallback;
}

/** A list's filter by a row's id (`?category=`): a whole number from 1, else no filter. */
export function readListFilterId(value: string | null): number | undefined {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id >= 1 && id <= MAX_INT4 ? id : undefined;
}

/** `?q=`: the search as typed, without control characters, cut to what the list's search takes. */
export function readListQuery(value: string | null, maxLength: number): string {
  return (value ?? "").replace(CONTROL_CHARACTERS, "").trim().slice(0, maxLength);
}

/** Further query parameters a list's links keep (a filter: `?country=`); empty ones are left out. */
export type ListFilters = Record<string, string | null | undefined>;

/** The list's address for a search and a page; `path` "" gives a link relative to the current page. */
export function listHref(path: string, query: string, page: number, filters: ListFilters = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  if (search) return `${path}?${search}`;
  return path || ".";
}

/** A page of a searched list, as the list's loader returns it. */
export type ListPage = {
  /** The page (from 1) and the last one. */
  page: number;
  lastPage: number;
  /** How many match in all, and how many a page holds. */
  total: number;
  pageSize: number;
  /** The search the page shows (`?q=`), "" for none. */
  query: string;
};

/** The numbers, from 1, of the first and last items a page shows (0 and 0 for an empty list). */
export function shownRange({ page, pageSize, total }: ListPage): { first: number; last: number } {
  return { first: total === 0 ? 0 : (page - 1) * pageSize + 1, last: Math.min(total, page * pageSize) };
}

/**
 * What a searched list says above its items: "12 PDFs · showing 1–12", or with a search
 * "3 results for “java” · showing 1–3".
 */
export function listCountText(list: ListPage, noun: { one: string; many: string }): string {
  const { total, query } = list;
  const { first, last } = shownRange(list);
  const count = query
    ? `${total} ${total === 1 ? "result" : "results"} for “${query}”`
    : `${total} ${total === 1 ? noun.one : noun.many}`;
  return total > 0 ? `${count} · showing ${first}–${last}` : count;
}
