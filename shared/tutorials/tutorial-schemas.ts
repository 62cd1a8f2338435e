/** Input of the tutorials' calls (SPEC.md §7): the API routes and the pages' loaders. */
import { z } from "zod";
import { MAX_PAGE, optionalWholeNumber, searchText, slugField } from "../forms/schema-fields.ts";
import {
  TUTORIAL_MAX_PAGE_SIZE,
  TUTORIAL_PAGE_SIZE,
  TUTORIAL_SEARCH_MAX_LENGTH,
} from "./tutorial-messages.ts";

/** GET /public/getTorrentTutorial: one page of the tutorials, optionally searched by title. */
export const tutorialListSchema = z.object({
  page: optionalWholeNumber("page", { min: 1, max: MAX_PAGE, fallback: 1 }),
  pageSize: optionalWholeNumber("page size", {
    min: 1,
    max: TUTORIAL_MAX_PAGE_SIZE,
    fallback: TUTORIAL_PAGE_SIZE,
  }),
  searchQuery: searchText("search query", TUTORIAL_SEARCH_MAX_LENGTH),
});
export type TutorialListInput = z.infer<typeof tutorialListSchema>;

/** GET /public/gettorrentrow: one tutorial by its slug. */
export const tutorialRowSchema = z.object({ slug: slugField() });
export type TutorialRowInput = z.infer<typeof tutorialRowSchema>;
