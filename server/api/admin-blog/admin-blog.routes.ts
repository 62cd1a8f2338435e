/** The blog editor's calls (posts, categories, tags): admin only, every change audited. */
import { createRoute, z } from "@hono/zod-openapi";
import {
  listBlogPostsSchema,
  saveBlogCategorySchema,
  saveBlogPostSchema,
  saveBlogTagSchema,
} from "../../../shared/admin/blog-schemas.ts";
import { deleteContentSchema, setVisibilitySchema } from "../../../shared/admin/content-schemas.ts";
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

const adminCall = { tags: ["Admin: blog"], middleware: requireAdmin, security: [{ bearerAuth: [] }] };
const version = z.string().openapi({ description: "ISO 8601; the version to send back with a change" });

export const AdminBlogPostSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    category_id: z.number().int().nullable(),
    category_name: z.string().nullable(),
    tags: z.array(z.string()),
    description_full: z.string().nullable().openapi({ description: "Sanitized HTML, code highlighted" }),
    thumbnail_img: z.string().nullable(),
    meta_description: z.string().nullable(),
    meta_keyword: z.string().nullable(),
    status: z.number().int().openapi({ description: "1 visible, 0 hidden" }),
    published_at: z.string().openapi({ description: "ISO 8601; a future time schedules the post" }),
    created_at: z.string(),
    updated_at: version,
  })
  .openapi("AdminBlogPost");

export const AdminBlogCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    sort_order: z.number().int(),
    post_count: z.number().int(),
    updated_at: version,
  })
  .openapi("AdminBlogCategory");

export const AdminBlogTagSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    post_count: z.number().int(),
    updated_at: version,
  })
  .openapi("AdminBlogTag");

const saved = <Schema extends z.ZodType>(schema: Schema) =>
  jsonContent(z.object({ message: z.string(), data: schema }), "Saved");
const deleted = jsonContent(z.object({ message: z.string() }), "Deleted");

export const listPosts = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/blog/posts",
  summary: "Blog posts, hidden and scheduled ones included, newest first (25 a page)",
  request: {
    query: z.object({
      search: listBlogPostsSchema.shape.search.openapi({ description: "Words of the title" }),
      category_id: listBlogPostsSchema.shape.category_id.openapi({ type: "integer" }),
      page: listBlogPostsSchema.shape.page.openapi({ type: "integer", minimum: 1, example: 1 }),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(AdminBlogPostSchema), pagination: PaginationSchema }),
      "A page of posts",
    ),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "A bad page or category id, or an over-long search"),
  },
});

export const getPost = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/blog/posts/{id}",
  summary: "One blog post, for its edit form",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ data: AdminBlogPostSchema }), "The post"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such post"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const savePost = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/blog/posts/save",
  summary: "Add a post, or edit one (with `id` and the `updated_at` read with it)",
  description:
    "`body` is HTML: sanitized, its code blocks highlighted. `tags` are names separated by commas, made when " +
    "new. An empty `published_at` is now (adding) or unchanged (editing); it is read as UTC. Multipart " +
    "when it carries a `thumbnail` picture: a PNG or JPEG of at most 2 MB, checked by its bytes, which " +
    "becomes the post's `thumbnail_img` in place of the address sent.",
  request: {
    body: formBody(
      saveBlogPostSchema
        .safeExtend({ thumbnail: filePart("The post's picture: PNG or JPEG, at most 2 MB") })
        .openapi("SaveBlogPostBody"),
    ),
  },
  responses: {
    200: saved(AdminBlogPostSchema),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No post has this id"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A missing title or text, a taken slug, a bad category or date"),
  },
});

export const setPostVisibility = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/blog/posts/{id}/visibility",
  summary: "Hide (0) or show (1) a post",
  request: {
    params: rowIdParam,
    body: formBody(setVisibilitySchema.omit({ id: true }).openapi("SetBlogPostVisibilityBody")),
  },
  responses: {
    200: saved(AdminBlogPostSchema),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such post"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A status other than 0 or 1, or no updated_at"),
  },
});

export const deletePost = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/blog/posts/{id}/delete",
  summary: "Delete a post",
  request: {
    params: rowIdParam,
    body: formBody(deleteContentSchema.omit({ id: true }).openapi("DeleteBlogPostBody")),
  },
  responses: {
    200: deleted,
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such post"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});

export const listCategories = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/blog/categories",
  summary: "Every blog category in menu order, with its number of posts",
  responses: {
    200: jsonContent(z.object({ data: z.array(AdminBlogCategorySchema) }), "The categories"),
    ...adminOnlyResponses,
  },
});

export const saveCategory = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/blog/categories/save",
  summary: "Add a blog category, or edit one (with `id` and `updated_at`)",
  request: { body: formBody(saveBlogCategorySchema.openapi("SaveBlogCategoryBody")) },
  responses: {
    200: saved(AdminBlogCategorySchema),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No blog category has this id"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A missing name, a taken or malformed slug"),
  },
});

export const deleteCategory = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/blog/categories/{id}/delete",
  summary: "Delete a blog category that files no post",
  request: {
    params: rowIdParam,
    body: formBody(deleteContentSchema.omit({ id: true }).openapi("DeleteBlogCategoryBody")),
  },
  responses: {
    200: deleted,
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such blog category"),
    409: jsonContent(ErrorSchema, "It still files posts, or changed since it was read"),
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});

export const listTags = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/blog/tags",
  summary: "Every tag by name, with its number of posts",
  responses: {
    200: jsonContent(z.object({ data: z.array(AdminBlogTagSchema) }), "The tags"),
    ...adminOnlyResponses,
  },
});

export const saveTag = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/blog/tags/save",
  summary: "Add a tag, or rename one (with `id` and `updated_at`)",
  request: { body: formBody(saveBlogTagSchema.openapi("SaveBlogTagBody")) },
  responses: {
    200: saved(AdminBlogTagSchema),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No tag has this id"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A missing name, a taken or malformed slug"),
  },
});

export const deleteTag = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/blog/tags/{id}/delete",
  summary: "Delete a tag: the posts that carried it lose it",
  request: {
    params: rowIdParam,
    body: formBody(deleteContentSchema.omit({ id: true }).openapi("DeleteBlogTagBody")),
  },
  responses: {
    200: deleted,
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such tag"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});
