import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/** general_posts.category_id values used by getGeneralPostData (SPEC §7). */
export const GENERAL_POST_CATEGORY = {
  about: 1,
  contact: 2,
  terms: 3,
  privacy: 4,
  faq: 5,
} as const;

/** Static pages loaded from the database: about, contact, terms, privacy, FAQ. */
export const generalPosts = pgTable(
  "general_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // One page per kind, see GENERAL_POST_CATEGORY.
    categoryId: smallint("category_id").notNull().unique(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    // Sanitised HTML.
    descriptionFull: text("description_full"),
    metaDescription: text("meta_description"),
    updatedAt: timestamptz("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  () => [check("general_posts_category_id_chk", sql`category_id between 1 and 5`)],
);

/**
 * Site settings by key, e.g. `currency` → "USD", `title`, `description`, `keywords`
 * (SPEC "Settings"). Key/value so that a new setting needs no migration.
 */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * SEO text per page kind (SPEC "SEO data"): key 'home', 'index', 'qa', 'torrent', … The legacy
 * field names (home_pages_meta_description, q_a_meta_key, …) are mapped from these rows in the API.
 */
export const seoPages = pgTable("seo_pages", {
  key: text("key").primaryKey(),
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  metaKeywords: text("meta_keywords"),
  updatedAt: timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Facts about this installation (e.g. when demo content was seeded); not user-visible. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type GeneralPost = typeof generalPosts.$inferSelect;
export type NewGeneralPost = typeof generalPosts.$inferInsert;
export type Setting = typeof settings.$inferSelect;
export type SeoPage = typeof seoPages.$inferSelect;
export type AppMeta = typeof appMeta.$inferSelect;
