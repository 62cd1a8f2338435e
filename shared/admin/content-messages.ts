import { SLUG_TAKEN } from "./admin-messages.ts";

/** What the category and question editors and their /api/admin calls say. Plain data for the browser. */
export const CategoryMessages = {
  created: "Category added",
  saved: "Category saved",
  hidden: "The category is hidden from the site.",
  shown: "The category is shown on the site.",
  deleted: "Category deleted",
  notFound: "Category not found",
  slugTaken: SLUG_TAKEN,
  parentNotFound: "The selected parent is invalid.",
  parentNotMain: "The parent must be a main category.",
  ownParent: "A category cannot be its own parent.",
  hasChildrenToMove: "A main category with child categories cannot become a child.",
  hasChildren: "This category still has child categories: move or delete them first.",
  hasQuestions: "This category still has questions: move or delete them first.",
  inUse: "This category is still used by exams or certificates and cannot be deleted. Hide it instead.",
  hasExam: "This category has an exam: delete the exam first.",
  /** Why a list row offers no Delete (the service refuses it with the messages above). */
  keptChildren: "has child categories",
  keptQuestions: "has questions",
  keptInUse: "has exam results",
  keptExam: "has an exam",
} as const;

export const QuestionMessages = {
  created: "Question added",
  saved: "Question saved",
  hidden: "The question is hidden from the site.",
  shown: "The question is shown on the site.",
  deleted: "Question deleted",
  notFound: "Question not found",
  slugTaken: SLUG_TAKEN,
  categoryNotFound: "The selected category is invalid.",
  categoryNotChild: "Questions belong to a child category.",
  answerRequired: "The answer field is required.",
} as const;

/** Visible (1) or hidden (0): CONTENT_STATUS of the schema, in words for the forms. */
export const VISIBILITY_LABELS = { 1: "Visible", 0: "Hidden" } as const;
/** The Visibility select of every content editor: its status as posted ("1" or "0") and its label. */
export const VISIBILITY_CHOICES = [
  { value: "1", label: VISIBILITY_LABELS[1] },
  { value: "0", label: VISIBILITY_LABELS[0] },
];

/** How the category list can be ordered. */
export const CATEGORY_SORTS = ["order", "name", "newest"] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];
export const CATEGORY_SORT_LABELS: Record<CategorySort, string> = {
  order: "Display order",
  name: "Name",
  newest: "Newest",
};

export const CATEGORY_NAME_MAX_LENGTH = 150;
export const SEO_TITLE_MAX_LENGTH = 255;
export const SEO_DESCRIPTION_MAX_LENGTH = 500;
export const QUESTION_MAX_LENGTH = 500;
/** An answer's HTML as the editor sends it; a long answer with code is a few tens of kB. */
export const ANSWER_HTML_MAX_LENGTH = 200_000;
export const SORT_ORDER_MAX = 1_000_000;

/**
 * The question list counts matches up to this many; beyond, it says "more than" and offers no
 * deeper pages: at 500,000 questions an exact count and a deep OFFSET would read the whole table
 * on every keystroke, while an admin narrows a long list by category or search.
 */
export const QUESTION_LIST_COUNT_CAP = 10_000;

/**
 * A search counts its matches up to this many only: each candidate's full-text vector is read to
 * test it (large, stored out of line), so counting 10,000 matches of a common word took 130 ms at
 * 500,000 questions, 1,000 about 13 ms (docs/performance.md). Past it, the search is too broad
 * to page through anyway.
 */
export const QUESTION_SEARCH_COUNT_CAP = 1_000;
