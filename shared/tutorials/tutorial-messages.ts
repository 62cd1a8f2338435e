/**
 * The tutorials' texts and limits (SPEC.md §2, §8, §9), word for word. Plain data: the pages
 * import these without the schemas that use them.
 */

/** SPEC.md §9: the tutorial list shows 18 a page, numbered from 1. */
export const TUTORIAL_PAGE_SIZE = 18;
/** Large enough for any list a client shows, small enough that one request stays cheap. */
export const TUTORIAL_MAX_PAGE_SIZE = 100;
/** SPEC.md §9: suggestions show at most 10 names, cut at 60 characters. */
export const TUTORIAL_SUGGESTION_LIMIT = 10;
export const TUTORIAL_SUGGESTION_NAME_LENGTH = 60;
/** SPEC.md §9: the page links show every page up to 11 pages, a window with ellipses above. */
export const TUTORIAL_PAGINATION_MAX_PAGES_WITHOUT_GAPS = 11;
/** Longer queries are not searches a person types; the API refuses them (422). */
export const TUTORIAL_SEARCH_MAX_LENGTH = 200;
/** SPEC.md §2: the Download button saves the .torrent under this name. */
export const TORRENT_DOWNLOAD_FILE_NAME = "JOBS.torrent";

export const TutorialMessages = {
  notFound: "Tutorial not found.",
  copied: "Copied!",
  /** SPEC.md §8: only logged, in the browser's console. */
  downloadLinkMissing: "Download link is missing.",
  /** Beside the Download button of a tutorial whose files are not uploaded yet. */
  noFilesYet: "The files of this tutorial are not available yet.",
  noDescription: "No description available.",
} as const;
