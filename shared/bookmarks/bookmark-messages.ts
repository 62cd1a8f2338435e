/** What bookmarking says (SPEC.md §8); plain data for the pages and the API alike. */
export const BookmarkMessages = {
  saved: "Bookmark saved successfully",
  deleted: "Bookmark deleted successfully",
  unknownSlug: "The selected slug is invalid.",
  alreadySaved: "This category is already in your bookmarks.",
  notFound: "Bookmark not found.",
  /** SPEC.md §8: every failed delete says this on the page, whatever the reason. */
  deleteFailed: "Error! There was an issue deleting your bookmark.",
  /** SPEC.md §8: a failed save that is not a 422. */
  saveFailed: "Something went wrong, please try again.",
} as const;
