import { createRoute, z } from "@hono/zod-openapi";
import {
  examSlugParamSchema,
  examSlugQuerySchema,
  reportQuestionSchema,
  saveAnswerSchema,
  startExamSchema,
  submitAnswersSchema,
} from "../../../shared/exams/exam-schemas.ts";
import { requireUser } from "../../http/auth.ts";
import { ErrorSchema, ValidationErrorSchema, jsonContent, unauthenticatedResponse } from "../router.ts";

const examCall = { tags: ["Exams"] };
const userCall = { ...examCall, middleware: requireUser, security: [{ bearerAuth: [] }] };
const MessageSchema = z.object({ message: z.string() });
const SLUG_EXAMPLE = "javascript-fundamentals-interview-questions";
const option = z.enum(["a", "b", "c", "d"]);

const ExamRulesSchema = {
  pass_mark: z
    .number()
    .int()
    .openapi({ description: "Percent of the questions asked that passes", example: 70 }),
  cooling_off_hours: z
    .number()
    .int()
    .openapi({ description: "Wait after an attempt before the next", example: 24 }),
  duration_seconds: z
    .number()
    .int()
    .openapi({ description: "3600, before any accommodation", example: 3600 }),
  validity_months: z
    .number()
    .int()
    .nullable()
    .openapi({ description: "How long a certificate stays valid; null: it does not expire" }),
};

export const getExamDetailsBySlug = createRoute({
  ...examCall,
  method: "get",
  path: "/exam/getExamDetails/{slug}",
  summary: "A public exam's title, number of questions and rules",
  request: { params: examSlugParamSchema.openapi({ example: { slug: SLUG_EXAMPLE } }) },
  responses: {
    200: jsonContent(
      z
        .object({ title: z.string(), total_questions: z.number().int(), ...ExamRulesSchema })
        .openapi("ExamDetails"),
      "The exam",
    ),
    404: jsonContent(ErrorSchema, "No public exam for that category"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug"),
  },
});

export const getExamDetails = createRoute({
  ...examCall,
  method: "get",
  path: "/exam/getExamDetails",
  summary: "The same, as `data.name` and `data.countQuestion`",
  request: { query: examSlugQuerySchema.openapi({ example: { slug: SLUG_EXAMPLE } }) },
  responses: {
    200: jsonContent(
      z.object({
        data: z.object({
          name: z.string(),
          slug: z.string(),
          countQuestion: z.number().int(),
          ...ExamRulesSchema,
        }),
      }),
      "The exam",
    ),
    404: jsonContent(ErrorSchema, "No public exam for that category"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug"),
  },
});

const AttemptQuestionSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    question: z.string(),
    option_a: z.string(),
    option_b: z.string(),
    option_c: z.string(),
    option_d: z.string(),
    selected_option: option.nullable().openapi({ description: "The answer saved so far (letters as shown)" }),
    marked: z.boolean().openapi({ description: "Marked for review" }),
  })
  .openapi("ExamQuestion");

export const startExam = createRoute({
  ...userCall,
  method: "post",
  path: "/exam/startExam",
  summary: "Start the exam, or resume the attempt already open; its questions without answers",
  description:
    "Not in SPEC.md §7, which does not show how the questions reach the exam page. A new attempt draws its questions " +
    "from the exam's bank and shuffles them and their options; the answer key stays on the server. The deadline is " +
    "`started_at` + `duration_seconds` (3600 s times the learner's accommodation); answers sent later than " +
    "30 s after it are not saved. Within the exam's cooling-off period after an attempt, 409 with `Retry-After`.",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: startExamSchema.openapi("StartExamBody", { example: { examSlug: SLUG_EXAMPLE } }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(
      z.object({
        data: z
          .object({
            name: z.string(),
            slug: z.string(),
            started_at: z.string(),
            deadline_at: z.string(),
            server_time: z.string().openapi({ description: "The server's clock, to set a page's timer by" }),
            duration_seconds: z.number().int(),
            remaining_seconds: z.number().int(),
            pass_mark: z.number().int(),
            questions: z.array(AttemptQuestionSchema),
          })
          .openapi("ExamAttempt"),
      }),
      "The open attempt",
    ),
    ...unauthenticatedResponse,
    404: jsonContent(ErrorSchema, "No public exam for that category"),
    409: jsonContent(ErrorSchema, "Still in the cooling-off period after the last attempt (`Retry-After`)"),
    422: jsonContent(ValidationErrorSchema, "Invalid examSlug"),
  },
});

export const saveAnswer = createRoute({
  ...userCall,
  method: "post",
  path: "/exam/saveAnswer",
  summary: "Save one answer as it is chosen (an empty option clears it) and the review mark",
  description:
    "Not in SPEC.md §7. Keeps the attempt's answers on the server, so a reload or a lost connection loses nothing.",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: saveAnswerSchema.openapi("SaveAnswerBody", {
            example: { examSlug: SLUG_EXAMPLE, questionId: 12, option: "b", marked: false },
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(
      z.object({
        message: z.string(),
        data: z.object({
          questionId: z.number().int(),
          option: option.nullable().optional(),
          marked: z.boolean().optional(),
        }),
      }),
      "Saved",
    ),
    ...unauthenticatedResponse,
    404: jsonContent(ErrorSchema, "No public exam for that category, or no attempt of the user's open there"),
    409: jsonContent(ErrorSchema, "The attempt's time is over: nothing more is saved"),
    422: jsonContent(ValidationErrorSchema, "Invalid fields, or a question that is not part of the attempt"),
  },
});

export const submitanswers = createRoute({
  ...userCall,
  method: "post",
  path: "/exam/submitanswers",
  summary: "Submit the attempt: `answers` maps question id to the chosen option (a–d, as shown)",
  description:
    "Scored on the server once: a second submission, even at the same moment, answers the same result. Answers " +
    "arriving more than 30 s after the deadline are not saved; the attempt is scored on the answers saved in time " +
    "(`late: true`). A pass issues or renews the certificate.",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: submitAnswersSchema.openapi("SubmitAnswersBody", {
            example: { examSlug: SLUG_EXAMPLE, answers: { "12": "b", "15": "d" } },
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(
      z.object({
        message: z.string(),
        data: z
          .object({
            score: z.number().int(),
            total: z.number().int(),
            percent: z.number().int(),
            pass_mark: z.number().int(),
            passed: z.boolean(),
            late: z.boolean(),
            certificate: z
              .object({ user_id: z.string(), slug: z.string(), url: z.string() })
              .nullable()
              .openapi({
                description: "The certificate held for this exam; `url` is its public verification page",
              }),
          })
          .openapi("ExamScore"),
      }),
      "Scored",
    ),
    ...unauthenticatedResponse,
    404: jsonContent(ErrorSchema, "No public exam for that category, or the user has no attempt there"),
    422: jsonContent(ValidationErrorSchema, "Invalid fields, or a question that is not part of the attempt"),
  },
});

const AnswerResultSchema = z
  .object({
    question_id: z.number().int(),
    question: z.string(),
    options: z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string() }),
    selected_option_ans: option.nullable(),
    is_correct: z.union([z.literal(0), z.literal(1)]).openapi({ description: "1 = correct" }),
    reported: z.boolean(),
    report_status: z.enum(["open", "key-corrected", "key-stands"]).nullable().openapi({
      description:
        "The learner's report of the question: open, resolved with a corrected key (the attempt was scored again) or with the key kept; null when not reported",
    }),
  })
  .openapi("AnswerResult");

export const getanswers = createRoute({
  ...userCall,
  method: "get",
  path: "/exam/getanswers",
  summary: "The user's latest submitted attempt, question by question, with the score",
  request: { query: examSlugQuerySchema.openapi({ example: { slug: SLUG_EXAMPLE } }) },
  responses: {
    200: jsonContent(
      z
        .object({
          data: z.array(AnswerResultSchema),
          cat_name: z.string(),
          userName: z.string(),
          user_id: z.string().nullable().openapi({
            description:
              "The certificate's public id (the uId of /verify-certificate/{uId}/{slug}); null without one",
          }),
          forDate: z.string().openapi({ description: "When the attempt was submitted (ISO 8601)" }),
          score: z.number().int(),
          total: z.number().int(),
          percent: z.number().int(),
          pass_mark: z.number().int(),
          passed: z.boolean(),
          certificate_revocation: z
            .object({
              revoked_at: z.string().openapi({ description: "ISO 8601" }),
              reason: z.string().openapi({ example: "The answers were shared before the exam." }),
            })
            .nullable()
            .openapi({
              description:
                "The user's certificate for this exam was revoked: when and why (user_id is then null)",
            }),
        })
        .openapi("ExamAnswers"),
      "The results",
    ),
    ...unauthenticatedResponse,
    404: jsonContent(ErrorSchema, "The user has no submitted attempt at this exam"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug"),
  },
});

export const getCertificateDetails = createRoute({
  ...userCall,
  method: "get",
  path: "/exam/getCertificateDetails",
  summary: "The user's certificates, newest first",
  responses: {
    200: jsonContent(
      z.object({
        data: z.array(
          z
            .object({
              id: z.number().int(),
              categoryName: z.string(),
              categorySlug: z.string(),
              user_id: z.string().openapi({ description: "The certificate's public id" }),
              code: z.string(),
              issued_at: z.string(),
              expires_at: z.string().nullable(),
              status: z.enum(["valid", "expired", "revoked"]),
            })
            .openapi("CertificateRecord"),
        ),
      }),
      "The certificates",
    ),
    ...unauthenticatedResponse,
  },
});

export const reportQuestion = createRoute({
  ...userCall,
  method: "post",
  path: "/exam/reportQuestion",
  summary: "Report a problem with a question of the user's latest submitted attempt",
  description:
    "Not in SPEC.md §7. Stored with the attempt for review; a corrected key re-scores every attempt that asked it.",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: reportQuestionSchema.openapi("ReportQuestionBody", {
            example: {
              examSlug: SLUG_EXAMPLE,
              questionId: 12,
              reason: "wrong-key",
              message: "Option c is also right.",
            },
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(MessageSchema, "Stored"),
    ...unauthenticatedResponse,
    404: jsonContent(ErrorSchema, "No submitted attempt at this exam"),
    422: jsonContent(
      ValidationErrorSchema,
      "Invalid fields, a question not in the attempt, or already reported",
    ),
  },
});
