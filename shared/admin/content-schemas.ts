/**
 * Input of the category and question editors: their admin pages and their /api/admin calls
 * (one schema per operation, docs/decisions/0013); and the fields every content editor's input is
 * made of (visibility, slug, display order, the version read).
 */
import { z } from "zod";
import {
  MAX_PAGE,
  MAX_SLUG_LENGTH,
  optionalText,
  optionalWholeNumber,
  recordId,
  requiredText,
  searchText,
  singleLineText,
  wholeNumber,
} from "../forms/schema-fields.ts";
import { ADMIN_SEARCH_MAX_LENGTH } from "./admin-messages.ts";
import {
  ANSWER_HTML_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_SORTS,
  QUESTION_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  SORT_ORDER_MAX,
} from "./content-messages.ts";
import { editVersion } from "./edit-version.ts";

export const emptyIsAbsent = (value: unknown) => (value === "" ? undefined : value);
export const listPage = optionalWholeNumber("page", { min: 1, max: MAX_PAGE, fallback: 1 });

/**
 * Visible (1) or hidden (0); forms and clients may also say "visible" / "hidden". `label` is the
 * form's ("visibility" on most editors; "status" where no form names it).
 */
export function visibility(label = "status") {
  const required = `The ${label} field is required.`;
  const invalid = `The selected ${label} is invalid.`;
  return z
    .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? required : invalid) })
    .transform((value, context) => {
      const text = String(value).trim().toLowerCase();
      if (text === "1" || text === "visible") return 1;
      if (text === "0" || text === "hidden") return 0;
      context.addIssue({ code: "custom", message: text === "" ? required : invalid });
      return z.NEVER;
    });
}

/**
 * A slug an editor chooses: lower-case letters, digits and single hyphens. Empty or absent means
 * "made from the name" (the service does that).
 */
export function editableSlug() {
  return z.preprocess(
    emptyIsAbsent,
    z
      .string({ error: "The slug must be a string." })
      .trim()
      .max(MAX_SLUG_LENGTH, { error: `The slug may not be greater than ${MAX_SLUG_LENGTH} characters.` })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
        error: "The slug may only contain lower-case letters, numbers and single hyphens.",
      })
      .optional(),
  );
}

/** One of `values`, or absent when empty. */
export function optionalChoice<const Values extends readonly [string, ...string[]]>(
  field: string,
  values: Values,
) {
  return z.preprocess(
    emptyIsAbsent,
    z.enum(values, { error: `The selected ${field} is invalid.` }).optional(),
  );
}

/** One of `values`, required. */
export function requiredChoice<const Values extends readonly [string, ...string[]]>(
  field: string,
  values: Values,
) {
  const required = `The ${field} field is required.`;
  return z.preprocess(
    emptyIsAbsent,
    z.enum(values, {
      error: (issue) => (issue.input === undefined ? required : `The selected ${field} is invalid.`),
    }),
  );
}

/** A list's order: one of `sorts`, `fallback` when absent or empty. */
export function listSort<const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  fallback: Sorts[number],
) {
  return z.preprocess(
    emptyIsAbsent,
    z.enum(sorts, { error: "The selected sort is invalid." }).optional().default(fallback),
  );
}

/** Where a row stands in its list, 0 first; empty means 0. `label` is the form's. */
export function displayOrder(label = "display order") {
  return z.preprocess(
    emptyIsAbsent,
    wholeNumber(label, {
      min: 0,
      max: SORT_ORDER_MAX,
      // "-5" is refused for its sign: say what is allowed.
      notWhole: `The ${label} must be a whole number of 0 or more.`,
    }).optional(),
  );
}
export const sortOrder = displayOrder();
export const optionalId = (field: string) => z.preprocess(emptyIsAbsent, recordId(field).optional());
export const optionalVersion = z.preprocess(emptyIsAbsent, editVersion().optional());

/** An edit (with `id`) must carry the version it was read at; an addition carries neither. */
export function requireVersionWithId(value: { id?: number; updated_at?: Date }, context: z.RefinementCtx) {
  if (value.id !== undefined && value.updated_at === undefined) {
    context.addIssue({
      code: "custom",
      path: ["updated_at"],
      message: "The updated at field is required when id is present.",
    });
  }
}

/** The category list: any words of the name, the parent (none: every category), the order, the page. */
export const listCategoriesSchema = z.object({
  search: searchText("search", ADMIN_SEARCH_MAX_LENGTH),
  parent_id: optionalId("parent id"),
  sort: listSort(CATEGORY_SORTS, "order"),
  page: listPage,
});
export type ListCategoriesInput = z.infer<typeof listCategoriesSchema>;

/** Add a category (no id) or edit one at the version read. No parent makes a main category. */
export const saveCategorySchema = z
  .object({
    id: optionalId("id"),
    updated_at: optionalVersion,
    name: singleLineText("name", { max: CATEGORY_NAME_MAX_LENGTH }),
    slug: editableSlug(),
    parent_id: optionalId("parent"),
    sort_order: sortOrder,
    status: visibility("visibility"),
    meta_title: optionalText("SEO title", SEO_TITLE_MAX_LENGTH),
    meta_description: optionalText("SEO description", SEO_DESCRIPTION_MAX_LENGTH),
  })
  .superRefine(requireVersionWithId);
export type SaveCategoryInput = z.infer<typeof saveCategorySchema>;

/** The question list: one category or all, words of the question or answer, the page. */
export const listQuestionsSchema = z.object({
  search: searchText("search", ADMIN_SEARCH_MAX_LENGTH),
  category_id: optionalId("category id"),
  page: listPage,
});
export type ListQuestionsInput = z.infer<typeof listQuestionsSchema>;

/** Add a question (no id) or edit one at the version read. `answer` is the editor's HTML. */
export const saveQuestionSchema = z
  .object({
    id: optionalId("id"),
    updated_at: optionalVersion,
    category_id: recordId("category"),
    question: singleLineText("question", { max: QUESTION_MAX_LENGTH }),
    slug: editableSlug(),
    answer: requiredText("answer", { max: ANSWER_HTML_MAX_LENGTH }),
    sort_order: sortOrder,
    status: visibility("visibility"),
  })
  .superRefine(requireVersionWithId);
export type SaveQuestionInput = z.infer<typeof saveQuestionSchema>;

/** Hide or show a row at the version read. */
export const setVisibilitySchema = z.object({
  id: recordId("id"),
  status: visibility(),
  updated_at: editVersion(),
});
export type SetVisibilityInput = z.infer<typeof setVisibilitySchema>;

/** Delete a row at the version read. */
export const deleteContentSchema = z.object({ id: recordId("id"), updated_at: editVersion() });
export type DeleteContentInput = z.infer<typeof deleteContentSchema>;
