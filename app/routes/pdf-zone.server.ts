import type { AppLoadContext } from "react-router";
import { LIBRARY_SEARCH_MAX_LENGTH, PDF_PAGE_SIZE } from "@shared/library/library-messages";
import { getPdfCategoryPage } from "@server/services/library/get-pdf-category-page";
import {
  listPageData,
  listPageMeta,
  listPageTitle,
  readListLocation,
  redirectPastLastPage,
} from "./paged-list.server";
import { orPageNotFound } from "./service-not-found.server";

/**
 * Everything /pdf-zone/{slug} renders: one page of the folder's PDFs (60 a page), searched by
 * `?q=`, and its head. An unknown folder is the 404 page; a page past the last goes to the last.
 */
export async function loadPdfZone(context: AppLoadContext, slug: string, url: URL) {
  const location = readListLocation(url, LIBRARY_SEARCH_MAX_LENGTH);
  const { page, query } = location;
  const path = `/pdf-zone/${slug}`;
  const found = await orPageNotFound(
    getPdfCategoryPage(context.db, { slug, page, pageSize: PDF_PAGE_SIZE, searchQuery: query }),
  );
  redirectPastLastPage(path, location, found.lastPage);

  const name = found.category.name;
  return {
    categoryName: name,
    ...listPageData(found, location),
    meta: listPageMeta(
      {
        title: listPageTitle(`${name} PDFs`, `Search "${query}" in ${name} PDFs`, location),
        description: `${name}: ${found.total} free PDF${found.total === 1 ? "" : "s"} for IT interview preparation, to read online or download.`,
        path,
        publicUrl: context.config.publicUrl,
      },
      location,
    ),
  };
}
