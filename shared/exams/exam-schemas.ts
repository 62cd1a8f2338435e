/**
 * Input of the exam and certificate operations: the API (SPEC.md §7 `exam/…`, `public/getanswers`)
 * and the pages' actions. Whether a slug names a public exam, or a question belongs to the
 * attempt, is the services' question (server/services/exams).
 */
import { z } from "zod";
import { optionalText, recordId, slugField } from "../forms/schema-fields.ts";
import { EXAM_OPTION_LETTERS, QUESTION_REPORT_REASONS } from "./exam-rules.ts";
import { ExamMessages } from "./exam-messages.ts";

/** A slug of these operations: text no slug can be is "The selected … is invalid.", as Laravel says it. */
const examSlug = (field = "slug") => slugField(field, `The selected ${field} is invalid.`);

const option = z.enum(EXAM_OPTION_LETTERS, { error: ExamMessages.unknownOption });

/** "true"/"false"/"1"/"0" from a form or a query string, or a JSON boolean. */
const flag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])], { error: "The value must be true or false." })
  .transform((value) => value === true || value === "true" || value === "1");

/** `?slug=`: a category slug (getExamDetails, getanswers). */
export const examSlugQuerySchema = z.object({ slug: examSlug() });

/** `{slug}` in a path. */
export const examSlugParamSchema = z.object({ slug: examSlug() });

/** Starts the exam, or resumes the attempt already open. */
export const startExamSchema = z.object({ examSlug: examSlug("examSlug") });
export type StartExamInput = z.infer<typeof startExamSchema>;

/** Saves one answer as it is chosen (or clears it with an empty option), and the review mark. */
export const saveAnswerSchema = z.object({
  examSlug: examSlug("examSlug"),
  questionId: recordId("question id"),
  // Absent: the answer stays as saved (a mark alone); empty or null: the answer is cleared.
  option: z
    .union([option, z.literal(""), z.null()], { error: ExamMessages.unknownOption })
    // For OpenAPI: one of the letters, "" or null (z.null() alone has no type to describe).
    .meta({ type: "string", enum: [...EXAM_OPTION_LETTERS, ""], nullable: true })
    .transform((value) => (value ? value : null))
    .optional(),
  marked: flag.optional(),
});
export type SaveAnswerInput = z.infer<typeof saveAnswerSchema>;

/** Question ids as JSON object keys are text: digits only, within PostgreSQL's integer. */
const questionIdKey = z
  .string()
  .regex(/^\d{1,10}$/, { error: "Each answer must be keyed by a question id." })
  .refine((key) => Number(key) >= 1 && Number(key) <= 2_147_483_647, {
    error: "Each answer must be keyed by a question id.",
  });

/**
 * SPEC.md §7 `exam/submitanswers`: `answers` maps question id to the chosen option, `examSlug`
 * names the exam. A web form sends `answers` as JSON text.
 */
export const submitAnswersSchema = z.object({
  examSlug: examSlug("examSlug"),
  answers: z.preprocess(
    (value) => {
      if (typeof value !== "string") return value ?? {};
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z
      .record(questionIdKey, option, { error: "The answers must map question ids to options a to d." })
      .refine((answers) => Object.keys(answers).length <= 200, { error: "Too many answers." }),
  ),
});
export type SubmitAnswersInput = z.infer<typeof submitAnswersSchema>;

/** A learner's report of a problem with a question of their submitted attempt. */
export const reportQuestionSchema = z.object({
  examSlug: examSlug("examSlug"),
  questionId: recordId("question id"),
  reason: z.enum(QUESTION_REPORT_REASONS, { error: "Choose why you are reporting this question." }),
  message: optionalText("message", 1000),
});
export type ReportQuestionInput = z.infer<typeof reportQuestionSchema>;

/** SPEC.md §7 `public/getanswers`: the certificate's category slug and its public id. */
export const publicCertificateSchema = z.object({
  slug: examSlug(),
  uId: examSlug("uId"),
});

/** The holder's choice to let search engines index their public certificate page. */
export const certificateSearchableSchema = z.object({
  slug: examSlug(),
  searchable: flag,
});
