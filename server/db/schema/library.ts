import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/** PDF folders of /pdf-books (SPEC "PDF category entry"). */
export const pdfCategories = pgTable(
  "pdf_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    shortName: text("short_name"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("pdf_categories_sort_idx").on(t.sortOrder, t.id)],
);

/**
 * A PDF of /pdf-zone/{slug}. It is shown from `file_path` (our storage), or `view_url` (an
 * outside viewer), or only offered as `download_link` (the SPEC's category 93 case).
 */
export const pdfDocuments = pgTable(
  "pdf_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => pdfCategories.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    filePath: text("file_path"),
    downloadLink: text("download_link"),
    viewUrl: text("view_url"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    // Paged list per folder (page size 60) and folder counts.
    index("pdf_documents_category_sort_idx").on(t.categoryId, t.sortOrder, t.id),
    index("pdf_documents_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

/** Torrent-style tutorials (/torrent-tutorial, /torrent-course/{slug}). */
export const torrentTutorials = pgTable(
  "torrent_tutorials",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    siteName: text("site_name"),
    // Sanitised HTML.
    description: text("description"),
    downloadLink: text("download_link"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    // Title search and its autocomplete.
    index("torrent_tutorials_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    // The list is newest first (page size 18).
    index("torrent_tutorials_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

export type PdfCategory = typeof pdfCategories.$inferSelect;
export type NewPdfCategory = typeof pdfCategories.$inferInsert;
export type PdfDocument = typeof pdfDocuments.$inferSelect;
export type NewPdfDocument = typeof pdfDocuments.$inferInsert;
export type TorrentTutorial = typeof torrentTutorials.$inferSelect;
export type NewTorrentTutorial = typeof torrentTutorials.$inferInsert;
