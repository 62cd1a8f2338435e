import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { CONTENT_STATUS } from "./catalog.ts";
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from "../../../shared/text/search-fold.ts";
import { timestamps, timestamptz } from "./columns.ts";

/**
 * A text column as title searches compare it (search-fold.ts): lower case, without accents or
 * hyphens. The SQL of `column`, a column name as the table's own expressions write it.
 */
export function foldedForSearch(column: string): string {
  return `translate(lower(${column}), '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`;
}

export const blogCategories = pgTable("blog_categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  slug: text("slug").notNull().unique(),
  categoryName: text("category_name").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  // The admin area's stale-edit rule compares updated_at (docs/decisions/0011).
  ...timestamps(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    // The title as searches compare it: lower case, without accents or hyphens (search-fold.ts).
    nameFolded: text("name_folded")
      .notNull()
      .generatedAlwaysAs(sql.raw(foldedForSearch("name"))),
    // Sanitised HTML.
    descriptionFull: text("description_full"),
    thumbnailImg: text("thumbnail_img"),
    // SET NULL: a post outlives the category it was filed under.
    categoryId: integer("category_id").references(() => blogCategories.id, {
      onDelete: "set null",
    }),
    metaDescription: text("meta_description"),
    metaKeyword: text("meta_keyword"),
    status: smallint("status").notNull().default(CONTENT_STATUS.published),
    // A published post with a future published_at stays hidden until then.
    publishedAt: timestamptz("published_at").notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    // /blog: 6 per page, newest first.
    index("blog_posts_status_published_at_idx").on(t.status, t.publishedAt.desc(), t.id.desc()),
    // /blog-categorys/{slug} and category counts.
    index("blog_posts_category_published_at_idx").on(t.categoryId, t.publishedAt.desc()),
    // The admin list: every post, scheduled and hidden ones too, newest first.
    index("blog_posts_published_at_idx").on(t.publishedAt.desc(), t.id.desc()),
    // Blog search and its suggestions.
    index("blog_posts_name_folded_trgm_idx").using("gin", t.nameFolded.op("gin_trgm_ops")),
    check("blog_posts_status_chk", sql`status in (0, 1)`),
  ],
);

export const blogTags = pgTable("blog_tags", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  ...timestamps(),
});

export const blogPostTags = pgTable(
  "blog_post_tags",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => blogTags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tagId] }),
    // /latest-tags/{slug} goes from tag to posts; the primary key covers the other direction.
    index("blog_post_tags_tag_id_idx").on(t.tagId, t.postId),
  ],
);

export type BlogCategory = typeof blogCategories.$inferSelect;
export type NewBlogCategory = typeof blogCategories.$inferInsert;
export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type BlogTag = typeof blogTags.$inferSelect;
export type NewBlogTag = typeof blogTags.$inferInsert;
export type BlogPostTag = typeof blogPostTags.$inferSelect;
