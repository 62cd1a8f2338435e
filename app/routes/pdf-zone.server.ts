import { redirect, type AppLoadContext } from "react-router";
import { listHref, readListPage, readListQuery } from "~/components/navigation/list-location";
import { pageMeta } from "~/seo";
import { LIBRARY_SEARCH_MAX_LENGTH, PDF_PAGE_SIZE } from "@shared/library/library-messages";
import { getPdfCategoryPage } from "@server/services/library/get-pdf-category-page";
import { orPageNotFound } from "./service-not-found.server";

/**
 * Everything /pdf-zone/{slug} renders: one page of the folder's PDFs (60 a page), searched by
 * `?q=`, and its head. An unknown folder is the 404 page; a page past the last goes to the last.
 */
export async function loadPdfZone(context: AppLoadContext, slug: string, url: URL) {
  const page = readListPage(url.searchParams.get("page"));
  const query = readListQuery(url.searchParams.get("q"), LIBRARY_SEARCH_MAX_LENGTH);
  const path = `/pdf-zone/${slug}`;
  const found = await orPageNotFound(
    getPdfCategoryPage(context.db, { slug, page, pageSize: PDF_PAGE_SIZE, searchQuery: query }),
  );
  if (found.total > 0 && page > found.lastPage) throw redirect(listHref(path, query, found.lastPage));

  const name = found.category.name;
  const title = query
    ? `Search "${query}" in ${name} PDFs`
    : page > 1
      ? `${name} PDFs (page ${page})`
      : `${name} PDFs`;
  return {
    categoryName: name,
    items: found.items,
    page,
    lastPage: found.lastPage,
    total: found.total,
    pageSize: found.pageSize,
    query,
    meta: [
      ...pageMeta({
        title,
        description: `${name}: ${found.total} free PDF${found.total === 1 ? "" : "s"} for IT interview preparation, to read online or download.`,
        // A search is a view of the folder, not a page of its own.
        path: listHref(path, "", query ? 1 : page),
        publicUrl: context.config.publicUrl,
      }),
      ...(query ? [{ name: "robots", content: "noindex, follow" }] : []),
    ],
  };
}
