/** Input of the blog editors (posts, categories, tags): their admin pages and /api/admin calls. */
import { z } from "zod";
import {
  CONTROL_CHARACTERS,
  isCalendarDateTime,
  optionalText,
  requiredText,
  searchText,
  singleLineText,
} from "../forms/schema-fields.ts";
import { ADMIN_SEARCH_MAX_LENGTH } from "./admin-messages.ts";
import {
  BLOG_CATEGORY_NAME_MAX_LENGTH,
  BLOG_HTML_MAX_LENGTH,
  BLOG_TAG_NAME_MAX_LENGTH,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX_LENGTH,
  META_KEYWORDS_MAX_LENGTH,
} from "./blog-messages.ts";
import { SEO_DESCRIPTION_MAX_LENGTH } from "./content-messages.ts";
import {
  editableSlug,
  emptyIsAbsent,
  listPage,
  optionalId,
  optionalVersion,
  requireVersionWithId,
  sortOrder,
  visibility,
} from "./content-schemas.ts";

/** The post list: words of the title, one category, the page. */
export const listBlogPostsSchema = z.object({
  search: searchText("search", ADMIN_SEARCH_MAX_LENGTH),
  category_id: optionalId("category"),
  page: listPage,
});
export type ListBlogPostsInput = z.infer<typeof listBlogPostsSchema>;

/** Tags as an editor types them: names separated by commas; blank ones dropped, repeats once. */
const tagNames = z
  .string({ error: "The tags must be a string." })
  .refine((value) => !CONTROL_CHARACTERS.test(value), {
    error: "The tags contain characters that are not allowed.",
  })
  .optional()
  .transform((value, context) => {
    const names = [
      ...new Set(
        (value ?? "")
          .split(",")
          .map((name) => name.trim().replace(/\s+/g, " "))
          .filter(Boolean),
      ),
    ];
    if (names.length > BLOG_TAGS_MAX) {
      context.addIssue({ code: "custom", message: `A post may have at most ${BLOG_TAGS_MAX} tags.` });
    }
    const tooLong = names.find((name) => name.length > BLOG_TAG_NAME_MAX_LENGTH);
    if (tooLong) {
      context.addIssue({
        code: "custom",
        message: `Each tag must not be greater than ${BLOG_TAG_NAME_MAX_LENGTH} characters.`,
      });
    }
    return names;
  });

/** A picture's address: an http(s) URL or a path on this site ("/files/blog/resume.svg"). */
const imageAddress = z.preprocess(
  emptyIsAbsent,
  z
    .string({ error: "The picture address must be a string." })
    .trim()
    .max(500, { error: "The picture address must not be greater than 500 characters." })
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
      error:
        "The picture address must be a URL starting with https:// or a path on this site starting with /.",
    })
    .optional(),
);

/** When a post is published, as `<input type="datetime-local">` sends it, in UTC; empty: now. */
const publishedAt = z.preprocess(
  emptyIsAbsent,
  z
    .string({ error: "The published at date must be a string." })
    .trim()
    .transform((value, context) => {
      const date = new Date(`${value}${/Z|[+-]\d\d:\d\d$/.test(value) ? "" : "Z"}`);
      if (
        !/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) ||
        !isCalendarDateTime(value) ||
        Number.isNaN(date.getTime())
      ) {
        context.addIssue({ code: "custom", message: "The published at date is not a valid date." });
        return z.NEVER;
      }
      return date;
    })
    .optional(),
);

/** Add a post (no id) or edit one at the version read. `body` is the editor's HTML. */
export const saveBlogPostSchema = z
  .object({
    id: optionalId("id"),
    updated_at: optionalVersion,
    name: singleLineText("title", { max: BLOG_TITLE_MAX_LENGTH }),
    slug: editableSlug(),
    category_id: optionalId("category"),
    tags: tagNames,
    body: requiredText("text", { max: BLOG_HTML_MAX_LENGTH }),
    thumbnail_img: imageAddress,
    meta_description: optionalText("description for search engines", SEO_DESCRIPTION_MAX_LENGTH),
    meta_keyword: optionalText("keywords", META_KEYWORDS_MAX_LENGTH),
    status: visibility("visibility"),
    published_at: publishedAt,
  })
  .superRefine(requireVersionWithId);
export type SaveBlogPostInput = z.infer<typeof saveBlogPostSchema>;

/** Add a blog category (no id) or edit one at the version read. */
export const saveBlogCategorySchema = z
  .object({
    id: optionalId("id"),
    updated_at: optionalVersion,
    name: singleLineText("name", { max: BLOG_CATEGORY_NAME_MAX_LENGTH }),
    slug: editableSlug(),
    sort_order: sortOrder,
  })
  .superRefine(requireVersionWithId);
export type SaveBlogCategoryInput = z.infer<typeof saveBlogCategorySchema>;

/** Add a tag (no id) or rename one at the version read. */
export const saveBlogTagSchema = z
  .object({
    id: optionalId("id"),
    updated_at: optionalVersion,
    name: singleLineText("name", { max: BLOG_TAG_NAME_MAX_LENGTH }),
    slug: editableSlug(),
  })
  .superRefine(requireVersionWithId);
export type SaveBlogTagInput = z.infer<typeof saveBlogTagSchema>;
