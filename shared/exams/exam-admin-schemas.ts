/** Input of the exam screens of the admin area and their /api/admin calls. */
import { z } from "zod";
import { ADMIN_SEARCH_MAX_LENGTH } from "../admin/admin-messages.ts";
import {
  emptyIsAbsent,
  listPage,
  optionalId,
  optionalVersion,
  requireVersionWithId,
  displayOrder,
  visibility,
} from "../admin/content-schemas.ts";
import {
  emailAddress,
  optionalText,
  recordId,
  requiredText,
  searchText,
  wholeNumber,
  whenFieldsPass,
} from "../forms/schema-fields.ts";
import {
  EXAM_EXPLANATION_MAX_LENGTH,
  EXAM_IMPORT_MODES,
  EXAM_OPTION_MAX_LENGTH,
  EXAM_QUESTION_MAX_LENGTH,
  ExamAdminMessages,
} from "./exam-admin-messages.ts";
import { EXAM_OPTION_LETTERS, MAX_TIME_MULTIPLIER, MIN_TIME_MULTIPLIER } from "./exam-rules.ts";

/** The stored option (option_a…option_d) that is the right answer. */
export const correctKeySchema = z.object({
  option: z.enum(EXAM_OPTION_LETTERS, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? "The option field is required."
        : "The option must be a, b, c or d.",
  }),
});
export type CorrectKeyInput = z.infer<typeof correctKeySchema>;

const range = `The time multiplier must be between ${MIN_TIME_MULTIPLIER} and ${MAX_TIME_MULTIPLIER}.`;

/** A learner's exam time multiplier: 1 takes the accommodation back. */
export const accommodationSchema = z.object({
  email: emailAddress(undefined, "learner's email"),
  multiplier: z
    .string({
      error: (issue) => (issue.input === undefined ? "The time multiplier field is required." : range),
    })
    .trim()
    .regex(/^\d(\.\d{1,2})?$/, { error: range })
    .transform(Number)
    .pipe(z.number().min(MIN_TIME_MULTIPLIER, { error: range }).max(MAX_TIME_MULTIPLIER, { error: range })),
});
export type AccommodationInput = z.infer<typeof accommodationSchema>;

/** The exam list: words of the exam's (its category's) name, the page. */
export const listExamsSchema = z.object({
  search: searchText("search", ADMIN_SEARCH_MAX_LENGTH),
  page: listPage,
});
export type ListExamsInput = z.infer<typeof listExamsSchema>;

/**
 * Add an exam to a child category (no id: `category_id` says which) or edit one's settings at the
 * version read (its category stays). The bounds are the exams table's check constraints.
 */
export const saveExamSchema = z
  .object({
    id: optionalId("id"),
    updated_at: optionalVersion,
    category_id: optionalId("category"),
    questions_per_attempt: wholeNumber("number of questions per attempt", { min: 1, max: 200 }),
    pass_mark_percent: wholeNumber("pass mark", { min: 1, max: 100 }),
    cooling_off_hours: wholeNumber("hours between attempts", {
      min: 0,
      max: 8760,
      notWhole: "The hours between attempts must be a whole number of 0 or more.",
    }),
    // Empty: certificates never expire.
    validity_months: z.preprocess(
      emptyIsAbsent,
      wholeNumber("months certificates are valid for", { min: 1, max: 600 }).optional(),
    ),
    status: visibility("visibility"),
  })
  .refine((value) => value.id !== undefined || value.category_id !== undefined, {
    path: ["category_id"],
    error: ExamAdminMessages.categoryRequired,
    when: whenFieldsPass("id", "category_id"),
  })
  .superRefine(requireVersionWithId);
export type SaveExamInput = z.infer<typeof saveExamSchema>;

/** One page of an exam's question bank. */
export const listBankSchema = z.object({ page: listPage });

/** The right option's letter: a to d, as stored (option_a…option_d); a spreadsheet's "B" is b. */
const correctOption = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.enum(EXAM_OPTION_LETTERS, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? "The correct option field is required."
        : "The correct option must be a, b, c or d.",
  }),
);

/**
 * A bank question's own fields: the one rule for the question editor, its API call and every row
 * of an imported bank file (exam-bank-csv.ts).
 */
export const examQuestionFields = z.object({
  question: requiredText("question", { max: EXAM_QUESTION_MAX_LENGTH }),
  option_a: requiredText("option A", { max: EXAM_OPTION_MAX_LENGTH }),
  option_b: requiredText("option B", { max: EXAM_OPTION_MAX_LENGTH }),
  option_c: requiredText("option C", { max: EXAM_OPTION_MAX_LENGTH }),
  option_d: requiredText("option D", { max: EXAM_OPTION_MAX_LENGTH }),
  correct_option: correctOption,
  explanation: optionalText("explanation", EXAM_EXPLANATION_MAX_LENGTH),
});
export type ExamQuestionFields = z.infer<typeof examQuestionFields>;

/**
 * Add a question to an exam's bank (no id) or edit one at the version read. Without a visibility,
 * a new question is visible and an edited one keeps its own.
 */
export const saveExamQuestionSchema = examQuestionFields
  .extend({
    id: optionalId("id"),
    updated_at: optionalVersion,
    exam_id: recordId("exam id"),
    sort_order: displayOrder("order in the bank"),
    status: z.preprocess(emptyIsAbsent, visibility("visibility").optional()),
  })
  .superRefine(requireVersionWithId);
export type SaveExamQuestionInput = z.infer<typeof saveExamQuestionSchema>;

/** Import a bank file into an exam: its rows added after the bank's, or in place of them. */
export const importBankSchema = z.object({
  exam_id: recordId("exam id"),
  mode: z.preprocess(
    emptyIsAbsent,
    z.enum(EXAM_IMPORT_MODES, { error: "The mode must be append or replace." }).optional().default("append"),
  ),
});
export type ImportBankInput = z.infer<typeof importBankSchema>;
