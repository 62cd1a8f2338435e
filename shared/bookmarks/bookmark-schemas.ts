/** Input of the bookmark operations: the API (GET /user/saveUserBookMark, /user/deleteBookmark) and the pages' POSTs. */
import { z } from "zod";
import { recordId, slugField } from "../forms/schema-fields.ts";
import { BookmarkMessages } from "./bookmark-messages.ts";

export const saveBookmarkSchema = z.object({
  // A child category's slug; whether it names a category is the service's question.
  slug: slugField("slug", BookmarkMessages.unknownSlug),
});
export type SaveBookmarkInput = z.infer<typeof saveBookmarkSchema>;

export const deleteBookmarkSchema = z.object({
  bookmarkId: recordId("bookmark id"),
});
export type DeleteBookmarkInput = z.infer<typeof deleteBookmarkSchema>;
