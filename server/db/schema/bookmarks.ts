import { index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { categories } from "./catalog.ts";
import { timestamptz } from "./columns.ts";
import { users } from "./users.ts";

/** A user's bookmark of a /question-answer/{slug} child category (SPEC "Bookmark"). */
export const bookmarks = pgTable(
  "bookmarks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    // Name and slug as they were when saved (SPEC returns bookmarkName, slug); the category join
    // gives the current ones.
    bookmarkName: text("bookmark_name").notNull(),
    slug: text("slug").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    unique("bookmarks_user_id_category_id_uq").on(t.userId, t.categoryId),
    index("bookmarks_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
    index("bookmarks_category_id_idx").on(t.categoryId),
  ],
);

export type Bookmark = typeof bookmarks.$inferSelect;
export type NewBookmark = typeof bookmarks.$inferInsert;
