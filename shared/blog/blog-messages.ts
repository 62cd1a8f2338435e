/**
 * The blog's constants and texts (SPEC.md §5, §9), plain data for the pages and the server alike.
 */
export const BLOG_PAGE_SIZE = 6;
/** The most a client may ask for in one page of posts. */
export const BLOG_MAX_PAGE_SIZE = 50;
/** List cards cut titles at 60 characters and descriptions at 100, with an ellipsis. */
export const BLOG_TITLE_LENGTH = 60;
export const BLOG_DESCRIPTION_LENGTH = 100;
/** Search suggestions start at 2 characters, 300 ms after the last key, at most 10. */
export const BLOG_SEARCH_MIN_LENGTH = 2;
export const BLOG_SEARCH_DELAY_MS = 300;
export const BLOG_SUGGESTION_LIMIT = 10;
/** Longer search text is not something a person types. */
export const BLOG_SEARCH_MAX_LENGTH = 200;
/** The sidebar's "Recent posts". */
export const BLOG_RECENT_POSTS = 5;

export const BlogMessages = {
  noPosts: "No posts have been published here yet.",
  noSearchResults: "No posts match your search. Try other words, or clear the search.",
  postNotFound: "Blog post not found.",
  categoryNotFound: "Blog category not found.",
  tagNotFound: "Tag not found.",
  noDescription: "No description available.",
} as const;
