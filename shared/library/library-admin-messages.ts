import { SLUG_TAKEN } from "../admin/admin-messages.ts";

/**
 * What the PDF library's admin screens (folders and their PDFs) and their /api/admin/library calls
 * say, and their limits. Plain data for the browser.
 */
export const PdfFolderMessages = {
  created: "Folder added",
  saved: "Folder saved",
  hidden: "The folder and its PDFs are hidden from the site.",
  shown: "The folder is shown on the site.",
  deleted: "Folder deleted",
  notFound: "Folder not found",
  slugTaken: SLUG_TAKEN,
  hasPdfs: "This folder still holds PDFs: move or delete them first.",
  /** Why a list row offers no Delete (the service refuses it with the messages around). */
  keptPdfs: "holds PDFs",
  keptDownloadOnly: "the site's pages rely on it",
  downloadOnlyKept:
    "This is the download-only folder (id 93), which the site's pages rely on: it cannot be deleted. Hide it instead.",
} as const;

export const PdfFileMessages = {
  created: "PDF added",
  saved: "PDF saved",
  hidden: "The PDF is hidden from the site.",
  shown: "The PDF is shown on the site.",
  deleted: "PDF deleted",
  notFound: "PDF not found",
  slugTaken: SLUG_TAKEN,
  folderInvalid: "The selected folder is invalid.",
  fileRequired: "Choose the PDF file to upload.",
  uploadNeedsFileSource: "A PDF file is stored only with the source file: choose it, or send no file.",
  pdfInvalid: "The PDF file is not a PDF document.",
  pdfTooLarge: "The PDF file may not be greater than 20 MB.",
  viewUrlInvalid: "The view URL must be a web address starting with http:// or https://.",
  downloadLinkInvalid: "The download link must be a web address starting with http:// or https://.",
  linkRequired: "Give a download link, a view URL or both.",
  downloadOnlyNeedsDownload:
    "The download-only folder shows nothing but a download button: give a download link, or upload the file.",
} as const;

/**
 * A library PDF as uploaded (as an e-book's). The check parses the whole file with pdf-lib in the
 * app process: about 50 MB above the process's own for a 19 MB PDF (docs/performance.md), which
 * one upload at a time keeps within the process's memory goal.
 */
export const LIBRARY_PDF_MAX_BYTES = 20 * 1024 * 1024;

export const PDF_FOLDER_NAME_MAX_LENGTH = 150;
/** What a folder's card on /pdf-books shows; short by nature. */
export const PDF_FOLDER_SHORT_NAME_MAX_LENGTH = 60;
export const PDF_NAME_MAX_LENGTH = 255;

/** Where a PDF's bytes come from: a file the site stores, or addresses elsewhere. */
export const PDF_SOURCES = ["file", "link"] as const;
export type PdfSource = (typeof PDF_SOURCES)[number];
export const PDF_SOURCE_LABELS: Record<PdfSource, string> = {
  file: "A PDF file stored by the site",
  link: "Links to a PDF elsewhere",
};

/** How the folder list and the PDF list can be ordered. */
export const PDF_FOLDER_SORTS = ["order", "name", "newest"] as const;
export type PdfFolderSort = (typeof PDF_FOLDER_SORTS)[number];
export const PDF_FILE_SORTS = ["order", "name", "newest"] as const;
export type PdfFileSort = (typeof PDF_FILE_SORTS)[number];
export const PDF_SORT_LABELS: Record<PdfFolderSort | PdfFileSort, string> = {
  order: "Display order",
  name: "Name",
  newest: "Newest",
};

/**
 * The PDF list counts matches up to this many and pages no deeper (docs/decisions/0013, as the
 * question list does): past it, the admin picks a folder or searches.
 */
export const PDF_LIST_COUNT_CAP = 10_000;
