/** The category editor's calls (docs/decisions/0013): admin only, every change audited. */
import { createRoute, z } from "@hono/zod-openapi";
import {
  deleteContentSchema,
  listCategoriesSchema,
  saveCategorySchema,
  setVisibilitySchema,
} from "../../../shared/admin/content-schemas.ts";
import { CATEGORY_SORTS } from "../../../shared/admin/content-messages.ts";
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

const adminCall = { tags: ["Admin: categories"], middleware: requireAdmin, security: [{ bearerAuth: [] }] };

export const AdminCategorySchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable().openapi({ description: "null for a main category" }),
    parent_name: z.string().nullable(),
    name: z.string(),
    slug: z.string(),
    sort_order: z.number().int(),
    status: z.number().int().openapi({ description: "1 visible, 0 hidden" }),
    meta_title: z.string().nullable(),
    meta_description: z.string().nullable(),
    question_count: z.number().int(),
    created_at: z.string().openapi({ description: "ISO 8601" }),
    updated_at: z.string().openapi({ description: "ISO 8601; the version to send back with a change" }),
  })
  .openapi("AdminCategory");

export const listCategories = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/categories",
  summary: "Main and child categories, hidden ones included (25 a page)",
  request: {
    query: z.object({
      search: listCategoriesSchema.shape.search.openapi({
        description: "Words of the name",
        example: "java",
      }),
      parent_id: listCategoriesSchema.shape.parent_id.openapi({
        type: "integer",
        description: "Only the children of this main category",
      }),
      sort: listCategoriesSchema.shape.sort.openapi({ type: "string", enum: [...CATEGORY_SORTS] }),
      page: listCategoriesSchema.shape.page.openapi({ type: "integer", minimum: 1, example: 1 }),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(AdminCategorySchema), pagination: PaginationSchema }),
      "A page of categories",
    ),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "A bad page, sort or parent id, or an over-long search"),
  },
});

export const getCategory = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/categories/{id}",
  summary: "One category, for its edit form",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ data: AdminCategorySchema }), "The category"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such category"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const saveCategory = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/categories/save",
  summary: "Add a category, or edit one (with `id` and the `updated_at` read with it)",
  description:
    "No `parent_id` makes a main category; a child's parent must be a main category. An empty `slug` is " +
    "made from the name. A slug another category has answers 422.",
  request: {
    body: formBody(
      saveCategorySchema.openapi("SaveCategoryBody", {
        example: { name: "Kotlin", parent_id: "1", sort_order: "3", status: "1" },
      }),
    ),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminCategorySchema }), "Saved"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No category has this id"),
    ...staleEditResponse,
    422: jsonContent(
      ValidationErrorSchema,
      "A missing name or status, a taken or malformed slug, a bad parent",
    ),
  },
});

export const setCategoryVisibility = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/categories/{id}/visibility",
  summary: "Hide (0) or show (1) a category: hidden, it and everything in it leave the public site",
  request: {
    params: rowIdParam,
    body: formBody(setVisibilitySchema.omit({ id: true }).openapi("SetVisibilityBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminCategorySchema }), "Changed"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such category"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A status other than 0 or 1, or no updated_at"),
  },
});

export const deleteCategory = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/categories/{id}/delete",
  summary: "Delete an empty category",
  description:
    "Refused with 409 and a message while it has child categories or questions, or exams' attempts or " +
    "certificates name it, and when it changed since `updated_at` was read.",
  request: {
    params: rowIdParam,
    body: formBody(deleteContentSchema.omit({ id: true }).openapi("DeleteContentBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Deleted"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such category"),
    409: jsonContent(ErrorSchema, "Not empty, still used, or changed by someone else since it was read"),
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});
