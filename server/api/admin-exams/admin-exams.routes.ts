/** The exam screens' calls: learners' question reports and time accommodations. Admin only, audited. */
import { createRoute, z } from "@hono/zod-openapi";
import { accommodationSchema, correctKeySchema } from "../../../shared/exams/exam-admin-schemas.ts";
import { requireAdmin } from "../../http/auth.ts";
import {
  ErrorSchema,
  ValidationErrorSchema,
  adminOnlyResponses,
  formBody,
  jsonContent,
  rowIdParam,
} from "../router.ts";

const adminCall = { tags: ["Admin: exams"], middleware: requireAdmin, security: [{ bearerAuth: [] }] };

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
    correct_option: z.enum(["a", "b", "c", "d"]).openapi({ description: "The key as stored" }),
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
