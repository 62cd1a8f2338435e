import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import { bytea, timestamps, tsvector } from "./columns.ts";

/** Shared by every content table with a `status` column: 1 shown on the site, 0 hidden. */
export const CONTENT_STATUS = { hidden: 0, published: 1 } as const;

/**
 * The Q&A category tree. A row without parent is a main category (/category/{slug});
 * a child row is a /question-answer/{slug} page, the unit of bookmarks, exams and certificates.
 */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // RESTRICT: deleting a main category must not silently promote or drop its children.
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, {
      onDelete: "restrict",
    }),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    // The icon SPEC calls `thumnail` / `file` / `image`.
    thumbnail: text("thumbnail"),
    // Sanitised HTML shown on /question-answer/{slug} (API "tutorialContent" / "postMessages").
    description: text("description"),
    sortOrder: integer("sort_order").notNull().default(0),
    status: smallint("status").notNull().default(CONTENT_STATUS.published),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    ...timestamps(),
  },
  (t) => [
    index("categories_parent_id_idx").on(t.parentId, t.sortOrder, t.id),
    // Category search suggestions on /all-category.
    index("categories_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    check("categories_status_chk", sql`status in (0, 1)`),
    check("categories_not_own_parent_chk", sql`parent_id is null or parent_id <> id`),
  ],
);

/** Interview questions and answers of a child category (SPEC "Q&A item", getTechnology). */
export const qaItems = pgTable(
  "qa_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    question: text("question").notNull(),
    // Sanitised HTML, rendered as is.
    answer: text("answer").notNull(),
    // Plain-text copy of `answer` (tags stripped when saving): full-text search must not index
    // HTML tag and attribute names, and a generated column cannot strip HTML itself.
    answerText: text("answer_text").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    status: smallint("status").notNull().default(CONTENT_STATUS.published),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Column names are written bare: a generation expression may only name the row's own columns.
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(question, '')), 'A') || setweight(to_tsvector('english', coalesce(answer_text, '')), 'B')`,
    ),
    ...timestamps(),
  },
  (t) => [
    // Paged list per category (page size 13) in a stable order. Migration 0015 adds INCLUDE
    // (status), which drizzle cannot declare: a public page of ids and its count are read from the
    // index alone. The same migration keeps `search` in the row (STORAGE MAIN) rather than in the
    // TOAST table, where ranking a category's matches read each vector through the TOAST index.
    index("qa_items_category_sort_idx").on(t.categoryId, t.sortOrder, t.id),
    // Full-text search and a question's substring (ILIKE '%…%', trigrams), within a category or
    // across all: a multicolumn GIN index serves any subset of its columns as well as all of them,
    // and btree_gin indexes the integer, so a category's matches are found in the index rather
    // than by testing each of its rows. Migration 0016.
    index("qa_items_category_search_idx").using("gin", t.categoryId, t.search),
    index("qa_items_category_question_trgm_idx").using("gin", t.categoryId, t.question.op("gin_trgm_ops")),
    check("qa_items_status_chk", sql`status in (0, 1)`),
  ],
);

/**
 * Answers as the app stored them: sanitised (server/services/content/stored-html.ts), with the
 * SHA-256 of that text. An answer that still has it is served as stored; one changed behind the
 * app's back (no row here, or another text) is sanitised again on the way out
 * (server/services/qa/sanitised-answers.ts).
 */
export const sanitisedAnswers = pgTable("sanitised_answers", {
  qaItemId: integer("qa_item_id")
    .primaryKey()
    .references(() => qaItems.id, { onDelete: "cascade" }),
  answerSha256: bytea("answer_sha256").notNull(),
});

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type QaItem = typeof qaItems.$inferSelect;
export type NewQaItem = typeof qaItems.$inferInsert;
