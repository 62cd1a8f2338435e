import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, smallint, text, unique } from "drizzle-orm/pg-core";
import { CONTENT_STATUS } from "./catalog.ts";
import { bytea, timestamps, timestamptz } from "./columns.ts";

/**
 * PDF folders of /pdf-books (SPEC "PDF category entry"). Folder 93 is special (SPEC §9): its PDFs
 * are offered for download only, so its id is fixed by the seed rather than left to the sequence.
 */
export const pdfCategories = pgTable(
  "pdf_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    shortName: text("short_name"),
    sortOrder: integer("sort_order").notNull().default(0),
    // Public rule: server/services/content/visibility.ts (isPublicPdfCategory).
    status: smallint("status").notNull().default(CONTENT_STATUS.published),
    // updated_at: the version an admin edit carries (docs/decisions/0011).
    ...timestamps(),
  },
  (t) => [index("pdf_categories_sort_idx").on(t.sortOrder, t.id)],
);

/**
 * A PDF of /pdf-zone/{slug}. It is shown from `file_path` (our storage, relative to
 * `$DATA_DIR/uploads/library`, served at /files/pdf/{slug}.pdf), or `view_url` (an outside
 * viewer), or only offered as `download_link` (an outside file).
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
    // Bytes of the stored file, shown beside its name; null for outside files.
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    downloadLink: text("download_link"),
    viewUrl: text("view_url"),
    sortOrder: integer("sort_order").notNull().default(0),
    // Public rule: server/services/content/visibility.ts (isPublicPdfDocument).
    status: smallint("status").notNull().default(CONTENT_STATUS.published),
    ...timestamps(),
  },
  (t) => [
    // Paged list per folder (page size 60) and folder counts; the admin list "by folder, in order".
    index("pdf_documents_category_sort_idx").on(t.categoryId, t.sortOrder, t.id),
    index("pdf_documents_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    // The admin list's other orders (server/services/library/manage-pdf-files.ts): by name and
    // newest first, of one folder or of all (all newest first reads the primary key).
    index("pdf_documents_name_idx").on(t.name, t.id),
    index("pdf_documents_category_name_idx").on(t.categoryId, t.name, t.id),
    index("pdf_documents_category_id_idx").on(t.categoryId, t.id),
  ],
);

/**
 * Torrent-style tutorials (/torrent-tutorial, /torrent-course/{slug}). The site hosts each
 * tutorial's files (torrent_tutorial_files) and builds its .torrent on request: `torrent_info` is
 * the bencoded BEP 3 info dictionary, fixed when the files were registered
 * (server/services/tutorials/register-tutorial-files.ts), and `info_hash` its SHA-1, which also
 * names the files' web-seed folder (/files/tutorials/{info_hash}/…). All three are null until the
 * tutorial has files.
 */
export const torrentTutorials = pgTable(
  "torrent_tutorials",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    siteName: text("site_name"),
    // Sanitised HTML.
    description: text("description"),
    // Public rule: server/services/content/visibility.ts (isPublicTorrentTutorial).
    status: smallint("status").notNull().default(CONTENT_STATUS.published),
    // The info dictionary's `name`: the file's name, or the folder's for several files.
    torrentName: text("torrent_name"),
    torrentInfo: bytea("torrent_info"),
    infoHash: text("info_hash").unique(),
    ...timestamps(),
  },
  (t) => [
    // Title search and its autocomplete.
    index("torrent_tutorials_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    // The list is newest first (page size 18).
    index("torrent_tutorials_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    check(
      "torrent_tutorials_torrent_complete",
      sql`(${t.torrentInfo} is null) = (${t.infoHash} is null) and (${t.infoHash} is null) = (${t.torrentName} is null)`,
    ),
    check("torrent_tutorials_info_hash_hex", sql`${t.infoHash} ~ '^[0-9a-f]{40}$'`),
  ],
);

/** The files of a tutorial's torrent, in the torrent's order. */
export const torrentTutorialFiles = pgTable(
  "torrent_tutorial_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tutorialId: integer("tutorial_id")
      .notNull()
      .references(() => torrentTutorials.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    // The file's path inside the torrent, '/'-separated; for a one-file torrent, its name.
    path: text("path").notNull(),
    // Where the bytes are, relative to `$DATA_DIR/uploads/tutorials`.
    storagePath: text("storage_path").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    unique("torrent_tutorial_files_position_unique").on(t.tutorialId, t.position),
    unique("torrent_tutorial_files_path_unique").on(t.tutorialId, t.path),
    check("torrent_tutorial_files_size_positive", sql`${t.sizeBytes} >= 0`),
  ],
);

export type PdfCategory = typeof pdfCategories.$inferSelect;
export type NewPdfCategory = typeof pdfCategories.$inferInsert;
export type PdfDocument = typeof pdfDocuments.$inferSelect;
export type NewPdfDocument = typeof pdfDocuments.$inferInsert;
export type TorrentTutorial = typeof torrentTutorials.$inferSelect;
export type NewTorrentTutorial = typeof torrentTutorials.$inferInsert;
export type TorrentTutorialFile = typeof torrentTutorialFiles.$inferSelect;
