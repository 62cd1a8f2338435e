import { createRoute, z } from "@hono/zod-openapi";
import {
  BLOG_MAX_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  BLOG_SEARCH_MAX_LENGTH,
  BLOG_SEARCH_MIN_LENGTH,
  BLOG_SUGGESTION_LIMIT,
} from "../../../shared/blog/blog-messages.ts";
import { MAX_PAGE, searchText, slugField } from "../../../shared/forms/schema-fields.ts";
import { ErrorSchema, ValidationErrorSchema, integerParam, jsonContent } from "../router.ts";

const slugParameter = (example: string) =>
  slugField().openapi({ param: { name: "slug", in: "path" }, example });

const pagingQuery = z.object({
  page: integerParam({
    field: "page",
    min: 1,
    max: MAX_PAGE,
    default: 1,
    param: { name: "page", in: "query" },
  }),
  per_page: integerParam({
    field: "per page",
    min: 1,
    max: BLOG_MAX_PAGE_SIZE,
    default: BLOG_PAGE_SIZE,
    param: { name: "per_page", in: "query" },
  }),
});

export const BlogPostSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description_full: z
      .string()
      .openapi({ description: "Sanitized HTML; code blocks carry highlight.js classes" }),
    thumnail_img: z
      .string()
      .openapi({ description: 'Absolute URL of the cover image, "" when there is none' }),
    created_at: z
      .string()
      .openapi({ description: "Publication time, ISO 8601", example: "2026-05-06T14:00:00.000Z" }),
    createdat: z
      .string()
      .openapi({ description: "Publication date as the site writes it", example: "May 6, 2026" }),
    categoryName: z.string().nullable(),
    category_name: z.string().nullable(),
    category_slug: z.string().nullable(),
    meta_description: z.string().nullable(),
    meta_keyword: z.string().nullable(),
  })
  .openapi("BlogPost");

const PaginationSchema = z
  .object({
    current_page: z.number().int(),
    last_page: z.number().int().openapi({ description: "At least 1" }),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .openapi("BlogPagination");

const BlogListSchema = z.object({ result: z.array(BlogPostSchema), pagination: PaginationSchema });

const listDescription =
  `Public posts, newest first, ${BLOG_PAGE_SIZE} a page by default (per_page up to ${BLOG_MAX_PAGE_SIZE}). ` +
  "A page past the last answers an empty `result` with the real `pagination`.";

export const getActiveBlogList = createRoute({
  method: "get",
  path: "/public/getActiveBlogList",
  tags: ["Blog"],
  summary: "One page of the blog",
  description: listDescription,
  request: { query: pagingQuery },
  responses: {
    200: jsonContent(BlogListSchema.openapi("BlogList"), "The page of posts"),
    422: jsonContent(ValidationErrorSchema, "Invalid page or per_page"),
  },
});

export const findBlogCategory = createRoute({
  method: "get",
  path: "/public/findBlogCategory/{slug}",
  tags: ["Blog"],
  summary: "One page of a blog category's posts",
  description: `${listDescription} The category is named by its slug or, as old links have it, its id.`,
  request: { params: z.object({ slug: slugParameter("interview-preparation") }), query: pagingQuery },
  responses: {
    200: jsonContent(
      BlogListSchema.extend({
        category: z.object({ id: z.number().int(), slug: z.string(), category_name: z.string() }),
      }).openapi("BlogCategoryList"),
      "The category and the page of its posts",
    ),
    404: jsonContent(ErrorSchema, "No blog category has that slug or id"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug, page or per_page"),
  },
});

export const findBlogTag = createRoute({
  method: "get",
  path: "/public/findBlogTag/{slug}",
  tags: ["Blog"],
  summary: "One page of the posts with a tag",
  description: `Not in the legacy API; what /latest-tags/{slug} shows. ${listDescription}`,
  request: { params: z.object({ slug: slugParameter("h-1b") }), query: pagingQuery },
  responses: {
    200: jsonContent(
      BlogListSchema.extend({
        tag: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
      }).openapi("BlogTagList"),
      "The tag and the page of its posts",
    ),
    404: jsonContent(ErrorSchema, "No tag has that slug"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug, page or per_page"),
  },
});

export const getBlogDetails = createRoute({
  method: "get",
  path: "/public/getBlogDetails/{slug}",
  tags: ["Blog"],
  summary: "One blog post with its tags",
  request: { params: z.object({ slug: slugParameter("behavioral-interviews-star-method") }) },
  responses: {
    200: jsonContent(
      z
        .object({
          data: BlogPostSchema.extend({
            tags: z.array(z.object({ slug: z.string(), name: z.string() })),
          }).openapi("BlogPostDetail"),
        })
        .openapi("BlogDetails"),
      "The post",
    ),
    404: jsonContent(ErrorSchema, "No public post has that slug"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug"),
  },
});

export const getBlogFilter = createRoute({
  method: "get",
  path: "/public/getBlogFilter",
  tags: ["Blog"],
  summary: "The blog's sidebar: recent posts, categories with counts and tags",
  description:
    "`categories` lists the categories that have public posts, with `total_blogs`; `tags` (not in the legacy API) the most used tags.",
  responses: {
    200: jsonContent(
      z
        .object({
          recentPost: z.array(
            z.object({ name: z.string(), slug: z.string(), image: z.string(), created_at: z.string() }),
          ),
          categories: z.array(
            z
              .object({
                id: z.number().int(),
                slug: z.string(),
                category_name: z.string(),
                total_blogs: z.number().int(),
              })
              .openapi("BlogCategory"),
          ),
          tags: z.array(
            z.object({
              id: z.number().int(),
              slug: z.string(),
              name: z.string(),
              total_blogs: z.number().int(),
            }),
          ),
        })
        .openapi("BlogFilter"),
      "The sidebar's lists",
    ),
  },
});

export const blogSearch = createRoute({
  method: "get",
  path: "/public/blogSearch",
  tags: ["Blog"],
  summary: "Search suggestions: posts whose title contains the text",
  description:
    `At most ${BLOG_SUGGESTION_LIMIT} posts, titles starting with the text first, then the newest. ` +
    `Fewer than ${BLOG_SEARCH_MIN_LENGTH} characters answer an empty list.`,
  request: {
    query: z.object({
      title: searchText("title", BLOG_SEARCH_MAX_LENGTH).openapi({
        param: { name: "title", in: "query" },
        type: "string",
        maxLength: BLOG_SEARCH_MAX_LENGTH,
        example: "interview",
      }),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          result: z.array(
            z
              .object({
                id: z.number().int(),
                slug: z.string(),
                name: z.string(),
                thumnail_img: z.string(),
                created_at: z.string(),
              })
              .openapi("BlogSuggestion"),
          ),
        })
        .openapi("BlogSearch"),
      "The matching posts, best first",
    ),
    422: jsonContent(ValidationErrorSchema, "Invalid title"),
  },
});
