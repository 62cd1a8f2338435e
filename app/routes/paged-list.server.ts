/**
 * The loaders of the searched, paged lists (/pdf-zone/{slug}, /torrent-tutorial,
 * /question-answer/{slug}, the blog's lists): where the address says the visitor stands, the way
 * back into the list from a page past its end, and the head of a page or a search.
 */
import { redirect, type MetaDescriptor } from "react-router";
import { listHref, readListPage, readListQuery } from "~/components/navigation/list-location";
import { pageMeta, type PageMeta } from "~/seo";

/** The page of the list (from 1) and what was searched ("" for none). */
export type ListLocation = { page: number; query: string };

/** `?page=` and `?q=` as every list reads them (list-location.ts). */
export function readListLocation(url: URL, maxQueryLength: number): ListLocation {
  return {
    page: readListPage(url.searchParams.get("page")),
    query: readListQuery(url.searchParams.get("q"), maxQueryLength),
  };
}

/** What a SearchedList draws: the service's page of items, and where the visitor stands. */
export function listPageData<T>(
  found: { items: T[]; lastPage: number; total: number; pageSize: number },
  { page, query }: ListLocation,
) {
  return {
    items: found.items,
    page,
    lastPage: found.lastPage,
    total: found.total,
    pageSize: found.pageSize,
    query,
  };
}

/** A page past the last (the list shrank, or the number was typed) goes to the last, search kept. */
export function redirectPastLastPage(path: string, { page, query }: ListLocation, lastPage: number) {
  if (page > lastPage) throw redirect(listHref(path, query, lastPage));
}

/** The page's title: the search's own, or the list's, with its number past page 1. */
export function listPageTitle(title: string, searchTitle: string, { page, query }: ListLocation): string {
  if (query) return searchTitle;
  return page > 1 ? `${title} (page ${page})` : title;
}

/**
 * The head of a page of the list at `path`. A search is a view of the list, not a page of its own:
 * its canonical address is the list's first page, and search engines are asked not to index it.
 */
export function listPageMeta(head: PageMeta, location: ListLocation) {
  const { page, query } = location;
  return [
    ...pageMeta({ ...head, path: listHref(head.path, "", query ? 1 : page) }),
    ...(query ? [{ name: "robots", content: "noindex, follow" }] : []),
  ] satisfies MetaDescriptor[];
}
