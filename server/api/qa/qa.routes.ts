import { createRoute, z } from "@hono/zod-openapi";
import { QA_MAX_PAGE_SIZE, QA_PAGE_SIZE, QA_SEARCH_MAX_LENGTH } from "../../services/qa/list-category-qa.ts";
import { SUGGESTION_LIMIT } from "../../services/qa/suggest-questions.ts";
import { MAX_PAGE, searchText, slugField } from "../../../shared/forms/schema-fields.ts";
import {
  ErrorSchema,
  PaginationSchema,
  ValidationErrorSchema,
  integerParam,
  jsonContent,
} from "../router.ts";

const slugParameter = (where: "path" | "query") =>
  slugField().openapi({
    param: { name: "slug", in: where },
    example: "javascript-fundamentals-interview-questions",
  });

const SubCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    image: z.string().openapi({ description: 'Absolute URL of the icon, "" when there is none' }),
  })
  .openapi("SubCategory");

export const getChildDataParentWise = createRoute({
  method: "get",
  path: "/public/getChildDataParentWise/{slug}",
  tags: ["Q&A"],
  summary: "A child category's page frame: its sub-category cards, its content and the other categories",
  description:
    "`result` holds the cards shown under the title: the children of the category's main category (this one among them); " +
    "for a main category's slug, its own children. `othersCategory` lists every other main category with `count`, its number of child categories, for the filter sidebar.",
  request: { params: z.object({ slug: slugParameter("path") }) },
  responses: {
    200: jsonContent(
      z
        .object({
          result: z.array(SubCategorySchema),
          name: z.string(),
          postMessages: z.string().openapi({ description: "The category's rich content, sanitized HTML" }),
          othersCategory: z.array(
            SubCategorySchema.extend({ count: z.number().int() }).openapi("CategoryWithCount"),
          ),
        })
        .openapi("ChildDataParentWise"),
      "The category's page frame",
    ),
    404: jsonContent(ErrorSchema, "No published category has that slug"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug"),
  },
});

export const getTechnology = createRoute({
  method: "get",
  path: "/public/getTechnology",
  tags: ["Q&A"],
  summary: "One page of a category's interview questions and answers, optionally searched",
  description:
    `Pages of ${QA_PAGE_SIZE} by default (pageSize up to ${QA_MAX_PAGE_SIZE}). ` +
    "`searchQuery` searches questions and answers with PostgreSQL full-text search (web-search syntax: " +
    '`"exact phrase"`, `or`, `-word`), best matches first; when that finds nothing, questions containing the text. ' +
    "A page past the last answers an empty `data` with the real `pagination`.",
  request: {
    query: z.object({
      slug: slugParameter("query"),
      page: integerParam({
        field: "page",
        min: 1,
        max: MAX_PAGE,
        default: 1,
        param: { name: "page", in: "query" },
      }),
      pageSize: integerParam({
        field: "page size",
        min: 1,
        max: QA_MAX_PAGE_SIZE,
        default: QA_PAGE_SIZE,
        param: { name: "pageSize", in: "query" },
      }),
      searchQuery: searchText("search query", QA_SEARCH_MAX_LENGTH).openapi({
        param: { name: "searchQuery", in: "query" },
        type: "string",
        maxLength: QA_SEARCH_MAX_LENGTH,
        example: "closure",
      }),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          data: z.array(
            z
              .object({
                slug: z.string(),
                question: z.string(),
                answer: z
                  .string()
                  .openapi({ description: "Sanitized HTML; code blocks carry highlight.js classes" }),
              })
              .openapi("QaItem"),
          ),
          cateName: z.string(),
          tutorialContent: z.string().openapi({ description: "The category's rich content, sanitized HTML" }),
          tags: z.array(z.string()),
          pagination: PaginationSchema,
        })
        .openapi("TechnologyQa"),
      "The page of questions and answers",
    ),
    404: jsonContent(ErrorSchema, "No published category has that slug"),
    422: jsonContent(ValidationErrorSchema, "Invalid page, pageSize, searchQuery or slug"),
  },
});

export const qaSuggestions = createRoute({
  method: "get",
  path: "/public/qaSuggestions",
  tags: ["Q&A"],
  summary: "Search-box suggestions: questions of a category matching what the visitor typed",
  description:
    `Not in the legacy API; used by the /question-answer/{slug} search box. At most ${SUGGESTION_LIMIT} questions, ` +
    "those containing the text first (starting with it before the rest), then full-text matches. " +
    "`name` is the question cut at 60 characters with an ellipsis. Fewer than 2 characters answer an empty list.",
  request: {
    query: z.object({
      slug: slugParameter("query"),
      q: searchText("search text", QA_SEARCH_MAX_LENGTH).openapi({
        param: { name: "q", in: "query" },
        type: "string",
        maxLength: QA_SEARCH_MAX_LENGTH,
        example: "event",
      }),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          result: z.array(
            z.object({ slug: z.string(), name: z.string(), question: z.string() }).openapi("QaSuggestion"),
          ),
        })
        .openapi("QaSuggestions"),
      "The suggestions, best first",
    ),
    404: jsonContent(ErrorSchema, "No published category has that slug"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug or text"),
  },
});
