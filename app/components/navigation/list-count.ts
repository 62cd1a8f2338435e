import type { ListPage } from "./searched-list";

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
