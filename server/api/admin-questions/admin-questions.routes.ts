/** The question editor's calls (docs/decisions/0013): admin only, every change audited. */
import { createRoute, z } from "@hono/zod-openapi";
import {
  deleteContentSchema,
  listQuestionsSchema,
  saveQuestionSchema,
  setVisibilitySchema,
} from "../../../shared/admin/content-schemas.ts";
import {
  QUESTION_LIST_COUNT_CAP,
  QUESTION_SEARCH_COUNT_CAP,
} from "../../../shared/admin/content-messages.ts";
import { requireAdmin } from "../../http/auth.ts";
import {
  ErrorSchema,
  PaginationSchema,
  ValidationErrorSchema,
  adminOnlyResponses,
  formBody,
  rowIdParam,
  jsonContent,
  staleEditResponse,
} from "../router.ts";

const adminCall = { tags: ["Admin: questions"], middleware: requireAdmin, security: [{ bearerAuth: [] }] };

const questionFields = {
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  category_slug: z.string().openapi({ description: "Its public page is /question-answer/{category_slug}" }),
  slug: z.string(),
  question: z.string(),
  sort_order: z.number().int(),
  status: z.number().int().openapi({ description: "1 visible, 0 hidden" }),
  updated_at: z.string().openapi({ description: "ISO 8601; the version to send back with a change" }),
};

export const AdminQuestionRowSchema = z.object(questionFields).openapi("AdminQuestionRow");
export const AdminQuestionSchema = z
  .object({
    ...questionFields,
    answer: z.string().openapi({ description: "Sanitized HTML, code blocks highlighted" }),
    created_at: z.string().openapi({ description: "ISO 8601" }),
  })
  .openapi("AdminQuestion");

export const listQuestions = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/questions",
  summary: "Questions, hidden ones included (25 a page): one category's in order, or all newest first",
  description:
    `A search matches words of the question or answer (full text), else part of the question. Rows are ` +
    `counted up to ${QUESTION_LIST_COUNT_CAP}, a search's matches up to ${QUESTION_SEARCH_COUNT_CAP}: ` +
    `\`more\` says there are more, and pages end there.`,
  request: {
    query: z.object({
      search: listQuestionsSchema.shape.search.openapi({ example: "closure" }),
      category_id: listQuestionsSchema.shape.category_id.openapi({ type: "integer", minimum: 1 }),
      page: listQuestionsSchema.shape.page.openapi({ type: "integer", minimum: 1, example: 1 }),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(AdminQuestionRowSchema), pagination: PaginationSchema, more: z.boolean() }),
      "A page of questions",
    ),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "A bad page or category id, or an over-long search"),
  },
});

export const getQuestion = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/questions/{id}",
  summary: "One question with its answer, for its edit form",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ data: AdminQuestionSchema }), "The question"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such question"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const saveQuestion = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/questions/save",
  summary: "Add a question, or edit one (with `id` and the `updated_at` read with it)",
  description:
    '`answer` is HTML; it is stored sanitized with its code blocks (`<pre><code class="language-x">`) ' +
    "highlighted. The category must be a child category. An empty `slug` is made from the question.",
  request: {
    body: formBody(
      saveQuestionSchema.openapi("SaveQuestionBody", {
        example: {
          category_id: "9",
          question: "What is a closure?",
          answer:
            '<p>A function with its scope.</p><pre><code class="language-js">const f = () => x;</code></pre>',
          status: "1",
        },
      }),
    ),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminQuestionSchema }), "Saved"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No question has this id"),
    ...staleEditResponse,
    422: jsonContent(
      ValidationErrorSchema,
      "A missing question, answer or status, a bad category, a taken slug",
    ),
  },
});

export const setQuestionVisibility = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/questions/{id}/visibility",
  summary: "Hide (0) or show (1) a question",
  request: { params: rowIdParam, body: formBody(setVisibilitySchema.omit({ id: true })) },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminQuestionSchema }), "Changed"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such question"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A status other than 0 or 1, or no updated_at"),
  },
});

export const deleteQuestion = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/questions/{id}/delete",
  summary: "Delete a question",
  request: { params: rowIdParam, body: formBody(deleteContentSchema.omit({ id: true })) },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Deleted"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such question"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});
