/**
 * The PDF library's texts and limits (SPEC.md §2, §8, §9), word for word. Plain data: the pages
 * import these without the schemas that use them.
 */

/** SPEC.md §9: the PDF list shows 60 a page. */
export const PDF_PAGE_SIZE = 60;
/** Large enough for any list a client shows, small enough that one request stays cheap. */
export const PDF_MAX_PAGE_SIZE = 100;
/** SPEC.md §9: PDF names are cut at 100 characters, with an ellipsis. */
export const PDF_NAME_LENGTH = 100;
/** SPEC.md §9: the inline viewer is 1000 px high. */
export const PDF_VIEWER_HEIGHT = 1000;
/** SPEC.md §2, §9: the PDFs of folder 93 are offered only through a large Download PDF button. */
export const DOWNLOAD_ONLY_PDF_CATEGORY_ID = 93;
/** Longer queries are not searches a person types; the API refuses them (422). */
export const LIBRARY_SEARCH_MAX_LENGTH = 200;

export const LibraryMessages = {
  noPdf: "No PDF to display.",
  viewerFailed: "Failed to load PDF viewer.",
  folderNotFound: "PDF category not found.",
  pdfNotFound: "PDF not found.",
} as const;
