/**
 * The exam screens' calls: exams and their question banks (CSV in and out), learners' question
 * reports and time accommodations. Admin only, audited, stale edits refused.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { deleteContentSchema, setVisibilitySchema } from "../../../shared/admin/content-schemas.ts";
import {
  accommodationSchema,
  correctKeySchema,
  importBankSchema,
  listBankSchema,
  listExamsSchema,
  saveExamQuestionSchema,
  saveExamSchema,
} from "../../../shared/exams/exam-admin-schemas.ts";
import { requireAdmin } from "../../http/auth.ts";
import {
  ErrorSchema,
  PaginationSchema,
  ValidationErrorSchema,
  adminOnlyResponses,
  filePart,
  formBody,
  jsonContent,
  rowIdParam,
  staleEditResponse,
} from "../router.ts";

const adminCall = { tags: ["Admin: exams"], middleware: requireAdmin, security: [{ bearerAuth: [] }] };

const letter = z.enum(["a", "b", "c", "d"]);

const ReportSchema = z
  .object({
    report_id: z.number().int(),
    question_id: z.number().int(),
    attempt_id: z.number().int(),
    exam_name: z.string(),
    reason: z.enum(["wrong-key", "unclear", "other"]),
    message: z.string().nullable(),
    created_at: z.string(),
    question: z.string(),
    options: z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string() }),
    correct_option: letter.openapi({ description: "The key as stored" }),
    reporter: z.object({ name: z.string(), email: z.string() }),
    learners_letters: z.object({ a: letter, b: letter, c: letter, d: letter }).openapi({
      description: "The letter the learner saw each stored option under (their attempt's order)",
    }),
    learners_choice: letter.nullable().openapi({ description: "The stored option the learner chose" }),
    submitted_attempts: z.number().int().openapi({
      description: "Submitted attempts that asked the question: a corrected key scores them again",
    }),
  })
  .openapi("AdminExamReport");

const AccommodationSchema = z
  .object({
    user_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    multiplier: z.number(),
    updated_at: z.string(),
  })
  .openapi("AdminAccommodation");

export const listReports = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/exam-reports",
  summary: "Learners' open reports of exam questions, oldest first (the first 100)",
  responses: {
    200: jsonContent(z.object({ data: z.array(ReportSchema) }), "The open reports"),
    ...adminOnlyResponses,
  },
});

export const dismissReport = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/exam-reports/{id}/dismiss",
  summary: "Close a report without changing the key",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Closed"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such report"),
    409: jsonContent(ErrorSchema, "Already handled"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const correctKey = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/exam-questions/{id}/key",
  summary: "Correct a question's key: every attempt that asked it is scored again, its reports closed",
  request: { params: rowIdParam, body: formBody(correctKeySchema.openapi("CorrectKeyBody")) },
  responses: {
    200: jsonContent(
      z.object({
        message: z.string(),
        data: z.object({
          previous: z.string(),
          corrected: z.string(),
          rescored: z.number().int(),
          now_passing: z.number().int(),
          resolved_reports: z.number().int(),
        }),
      }),
      "Corrected",
    ),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such question"),
    422: jsonContent(ValidationErrorSchema, "An option other than a, b, c or d"),
  },
});

export const listAccommodations = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/accommodations",
  summary: "The learners with extra exam time",
  responses: {
    200: jsonContent(z.object({ data: z.array(AccommodationSchema) }), "The learners"),
    ...adminOnlyResponses,
  },
});

export const saveAccommodation = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/accommodations/save",
  summary:
    "Give a learner (by email) a time multiplier from 1 to 4 for the exams they start; 1 takes it back",
  request: { body: formBody(accommodationSchema.openapi("AccommodationBody")) },
  responses: {
    200: jsonContent(
      z.object({
        message: z.string(),
        data: z.object({ user_id: z.number().int(), multiplier: z.number() }),
      }),
      "Saved",
    ),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "An unknown email, or a multiplier out of range"),
  },
});

export const AdminExamSchema = z
  .object({
    id: z.number().int(),
    category_id: z.number().int(),
    name: z.string().openapi({ description: "The exam's title: its child category's name" }),
    slug: z.string().openapi({ description: "Learners take it at /user/my-exam/{slug}" }),
    parent_name: z.string().nullable(),
    questions_per_attempt: z.number().int(),
    pass_mark_percent: z.number().int(),
    cooling_off_hours: z.number().int(),
    validity_months: z.number().int().nullable().openapi({ description: "Null: certificates never expire" }),
    bank_size: z
      .number()
      .int()
      .openapi({ description: "How many visible questions its bank holds: what attempts draw from" }),
    hidden_questions: z
      .number()
      .int()
      .openapi({ description: "Its hidden questions: never drawn, kept for the attempts that asked them" }),
    status: z.number().int().openapi({ description: "1 visible, 0 hidden" }),
    updated_at: z.string().openapi({ description: "ISO 8601; the version to send back with a change" }),
  })
  .openapi("AdminExam");

export const AdminExamQuestionSchema = z
  .object({
    id: z.number().int(),
    exam_id: z.number().int(),
    question: z.string(),
    option_a: z.string(),
    option_b: z.string(),
    option_c: z.string(),
    option_d: z.string(),
    correct_option: z.enum(["a", "b", "c", "d"]),
    explanation: z.string().nullable(),
    sort_order: z.number().int(),
    status: z.number().int().openapi({ description: "1 visible, 0 hidden (never drawn for a new attempt)" }),
    updated_at: z.string().openapi({ description: "ISO 8601; the version to send back with a change" }),
  })
  .openapi("AdminExamQuestion");

const examResponse = jsonContent(z.object({ message: z.string(), data: AdminExamSchema }), "Saved");

export const listExams = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/exams",
  summary: "Exams by name, hidden ones included (25 a page)",
  request: { query: listExamsSchema },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(AdminExamSchema), pagination: PaginationSchema }),
      "A page of exams",
    ),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "A bad page, or an over-long search"),
  },
});

export const getExam = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/exams/{id}",
  summary: "One exam's settings, for its edit form",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ data: AdminExamSchema }), "The exam"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such exam"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const saveExam = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/exams/save",
  summary: "Add an exam to a child category (`category_id`), or edit one's settings (`id` + `updated_at`)",
  request: {
    body: formBody(
      saveExamSchema.openapi("SaveExamBody", {
        example: {
          category_id: "12",
          questions_per_attempt: "15",
          pass_mark_percent: "70",
          cooling_off_hours: "24",
          validity_months: "24",
          status: "1",
        },
      }),
    ),
  },
  responses: {
    200: examResponse,
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No exam has this id"),
    ...staleEditResponse,
    422: jsonContent(
      ValidationErrorSchema,
      "A setting out of range, a main category, or a category that has an exam already",
    ),
  },
});

export const setExamVisibility = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/exams/{id}/visibility",
  summary: "Hide (0) or show (1) an exam: hidden, nobody can start it",
  request: {
    params: rowIdParam,
    body: formBody(setVisibilitySchema.omit({ id: true }).openapi("SetExamVisibilityBody")),
  },
  responses: {
    200: examResponse,
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such exam"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A status other than 0 or 1, or no updated_at"),
  },
});

export const deleteExam = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/exams/{id}/delete",
  summary: "Delete an exam nobody has taken, with its question bank",
  description:
    "Refused with 409 once learners have taken it (hide it instead), and when it changed since read.",
  request: {
    params: rowIdParam,
    body: formBody(deleteContentSchema.omit({ id: true }).openapi("DeleteExamBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Deleted"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such exam"),
    409: jsonContent(ErrorSchema, "Taken, or changed by someone else since it was read"),
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});

export const listExamQuestions = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/exams/{id}/questions",
  summary: "A page of an exam's question bank, in its order (25 a page), keys and hidden questions included",
  request: { params: rowIdParam, query: listBankSchema },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(AdminExamQuestionSchema), pagination: PaginationSchema }),
      "A page of the bank",
    ),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such exam"),
    422: jsonContent(ValidationErrorSchema, "A bad id or page"),
  },
});

export const exportExamQuestions = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/exams/{id}/questions.csv",
  summary:
    "An exam's visible questions as a CSV file (UTF-8, a header line), as the import takes it; hidden ones are left out",
  request: { params: rowIdParam },
  responses: {
    200: {
      content: { "text/csv": { schema: z.string() } },
      description:
        "Columns question, option_a, option_b, option_c, option_d, correct_option (a-d), explanation",
    },
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such exam"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const importExamQuestions = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/exams/import",
  summary: "Import a CSV file into an exam's question bank: every row, or none",
  description:
    "Multipart: `exam_id`, `file` (CSV, UTF-8, at most 2 MB and 2,000 questions, the columns the export " +
    "writes, `explanation` optional) and `mode`: `append` (default) adds the rows after the bank's " +
    "questions, `replace` puts them in its place (409 once learners were asked any of them). A file with " +
    "a bad row is refused with 422, its errors under `file` by line number, and nothing is imported.",
  request: {
    body: formBody(
      importBankSchema.safeExtend({ file: filePart("The CSV file") }).openapi("ImportExamQuestionsBody"),
    ),
  },
  responses: {
    200: jsonContent(
      z.object({
        message: z.string(),
        data: z.object({ imported: z.number().int(), bank_size: z.number().int() }),
      }),
      "Imported",
    ),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such exam"),
    409: jsonContent(ErrorSchema, "Replacing a bank whose questions learners were asked"),
    413: jsonContent(ErrorSchema, "The request is larger than 3 MB"),
    422: jsonContent(ValidationErrorSchema, "No file, a file that is not CSV, or bad rows (by line number)"),
  },
});

export const saveExamQuestion = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/exam-questions/save",
  summary: "Add a question to an exam's bank (`exam_id`), or edit one (`id` + `updated_at`)",
  description:
    "A changed `correct_option` scores again every attempt that asked the question. `status` (1 visible, " +
    "0 hidden) is optional: a new question is visible, an edited one keeps its visibility.",
  request: {
    body: formBody(
      saveExamQuestionSchema.openapi("SaveExamQuestionBody", {
        example: {
          exam_id: "3",
          question: "Which clause filters groups after GROUP BY?",
          option_a: "WHERE",
          option_b: "HAVING",
          option_c: "ORDER BY",
          option_d: "LIMIT",
          correct_option: "b",
        },
      }),
    ),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminExamQuestionSchema }), "Saved"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such exam, or no such question in it"),
    ...staleEditResponse,
    422: jsonContent(
      ValidationErrorSchema,
      "A missing question or option, a key other than a-d, a status other than 0 or 1",
    ),
  },
});

export const setExamQuestionVisibility = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/exam-questions/{id}/visibility",
  summary: "Hide (0) or show (1) a bank question: hidden, no new attempt draws it",
  description:
    "The attempts that asked a hidden question keep it, with their answers and scores; the exam's " +
    "`bank_size` counts visible questions only.",
  request: {
    params: rowIdParam,
    body: formBody(setVisibilitySchema.omit({ id: true }).openapi("SetExamQuestionVisibilityBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminExamQuestionSchema }), "Saved"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such question"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A status other than 0 or 1, or no updated_at"),
  },
});

export const deleteExamQuestion = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/exam-questions/{id}/delete",
  summary: "Delete a bank question nobody was asked",
  description:
    "Refused with 409 once asked in an attempt (correct or hide it instead), and when changed since read.",
  request: {
    params: rowIdParam,
    body: formBody(deleteContentSchema.omit({ id: true }).openapi("DeleteExamQuestionBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Deleted"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such question"),
    409: jsonContent(ErrorSchema, "Asked in attempts, or changed by someone else since it was read"),
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});
