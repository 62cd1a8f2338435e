/** Input of the bookmark operations: the API (GET /user/saveUserBookMark, /user/deleteBookmark) and the pages' POSTs. */
import { z } from "zod";
import { CONTROL_CHARACTERS, recordId } from "../forms/schema-fields.ts";
import { BookmarkMessages } from "./bookmark-messages.ts";

const SLUG_REQUIRED = "The slug field is required.";

export const saveBookmarkSchema = z.object({
  // A child category's slug. Text no slug can be (too long, control characters) is refused like
  // an unknown one; whether it names a category is the service's question.
  slug: z
    .string({ error: SLUG_REQUIRED })
    .trim()
    .min(1, { error: SLUG_REQUIRED, abort: true })
    .refine((slug) => slug.length <= 200 && !CONTROL_CHARACTERS.test(slug), {
      error: BookmarkMessages.unknownSlug,
    }),
});
export type SaveBookmarkInput = z.infer<typeof saveBookmarkSchema>;

export const deleteBookmarkSchema = z.object({
  bookmarkId: recordId("bookmark id"),
});
export type DeleteBookmarkInput = z.infer<typeof deleteBookmarkSchema>;
