/**
 * The admin area's library PDFs (`pdf_documents`, SPEC's "PDF row"): a paged, searchable list of
 * one folder's PDFs or all, adding, editing, hiding, showing and deleting. A PDF is a file the
 * site stores (uploaded here, checked by its bytes, served at /files/pdf/{slug}.pdf) or links to
 * one elsewhere (a download link, an outside viewer's address, or both). Every change is checked
 * against the version the admin saw and recorded in the audit log in its own transaction; the
 * content trigger (migration 0008 lists `pdf_documents`) drops the cached public pages when it
 * commits. The stored files are written and removed only through files/stored-files.ts.
 */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { pdfCategories, pdfDocuments, type PdfDocument } from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";
import type { DeleteContentInput, SetVisibilityInput } from "../../../shared/admin/content-schemas.ts";
import {
  LIBRARY_PDF_MAX_BYTES,
  PDF_LIST_COUNT_CAP,
  PdfFileMessages,
  type PdfSource,
} from "../../../shared/library/library-admin-messages.ts";
import {
  savePdfFileSchema,
  type ListPdfFilesInput,
  type SavePdfFileInput,
} from "../../../shared/library/library-admin-schemas.ts";
import { fieldsThatPass, type FieldErrors } from "../../../shared/forms/field-errors.ts";
import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "../../../shared/library/library-messages.ts";
import { adminLastPage, adminPage, adminPageOffset, cappedCount } from "../admin/admin-page.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { deleteRow } from "../admin/delete-row.ts";
import { setRowVisibility } from "../admin/set-visibility.ts";
import { lockForEdit } from "../admin/stale-edit.ts";
import { containsEveryWord } from "../content/name-search.ts";
import { isPublicPdfDocument } from "../content/visibility.ts";
import { checkPdfBytes } from "../files/check-pdf-bytes.ts";
import { fileStorage } from "../files/file-storage.ts";
import type { StoredFilesEnv } from "../files/remove-stored-keys.ts";
import { removeStoredFiles, writeNewStoredFile } from "../files/stored-files.ts";
import { postedFileBytes } from "../files/posted-file.ts";
import { checkAll, fieldErrorsFrom, invalidField, notFound } from "../service-error.ts";
import { slugToSave, withUniqueSlug } from "../content/slugs.ts";

/** A PDF with its folder's name, where its bytes are, and whether the public sees it (visibility.ts). */
export type AdminPdfFile = PdfDocument & { categoryName: string; source: PdfSource; isPublic: boolean };

/** What the stale-edit and not-found messages call a row ("This PDF has been changed since you opened it…"). */
const LABEL = "PDF";

/** The PDF as the audit log keeps it. */
const audited = (pdf: PdfDocument) => ({
  id: pdf.id,
  categoryId: pdf.categoryId,
  name: pdf.name,
  slug: pdf.slug,
  filePath: pdf.filePath,
  sizeBytes: pdf.sizeBytes,
  viewUrl: pdf.viewUrl,
  downloadLink: pdf.downloadLink,
  sortOrder: pdf.sortOrder,
  status: pdf.status,
  updatedAt: pdf.updatedAt.toISOString(),
});

const sourceOf = (pdf: Pick<PdfDocument, "filePath">): PdfSource => (pdf.filePath ? "file" : "link");

function adminFileRows(db: Database) {
  return db
    .select({
      pdf: pdfDocuments,
      categoryName: pdfCategories.name,
      // Not while the PDF or its folder is hidden.
      isPublic: sql<boolean>`${isPublicPdfDocument()}`,
    })
    .from(pdfDocuments)
    .innerJoin(pdfCategories, eq(pdfCategories.id, pdfDocuments.categoryId));
}

const toAdminFile = (row: { pdf: PdfDocument; categoryName: string; isPublic: boolean }): AdminPdfFile => ({
  ...row.pdf,
  categoryName: row.categoryName,
  source: sourceOf(row.pdf),
  isPublic: row.isPublic,
});

/**
 * The list's orders, each read from an index (migration 0014) and ending on the id so that pages
 * never overlap. Of every folder, "order" is by folder, then the editors' order within it.
 */
function orderOf(sort: ListPdfFilesInput["sort"], oneFolder: boolean): SQL[] {
  switch (sort) {
    case "order":
      return oneFolder
        ? [asc(pdfDocuments.sortOrder), asc(pdfDocuments.id)]
        : [asc(pdfDocuments.categoryId), asc(pdfDocuments.sortOrder), asc(pdfDocuments.id)];
    case "name":
      return [asc(pdfDocuments.name), asc(pdfDocuments.id)];
    case "newest":
      return [desc(pdfDocuments.id)];
  }
}

/**
 * A page of PDFs, hidden ones included: one folder's or every folder's, every word of `search`
 * in the name (pdf_documents_name_trgm_idx). Matches are counted up to PDF_LIST_COUNT_CAP and
 * pages end there (docs/decisions/0013): past it, the admin picks a folder or searches.
 */
export async function listAdminPdfFiles(db: Database, input: ListPdfFilesInput) {
  const oneFolder = input.category_id !== undefined;
  const where = and(
    oneFolder ? eq(pdfDocuments.categoryId, input.category_id!) : undefined,
    containsEveryWord(pdfDocuments.name, input.search),
  );
  const counted = await cappedCount(db, pdfDocuments, where, PDF_LIST_COUNT_CAP);
  const total = Math.min(counted, PDF_LIST_COUNT_CAP);
  const page = Math.min(input.page, adminLastPage(total));
  const rows = await adminFileRows(db)
    .where(where)
    .orderBy(...orderOf(input.sort, oneFolder))
    .limit(ADMIN_PAGE_SIZE)
    .offset(adminPageOffset(page));
  return { ...adminPage(rows.map(toAdminFile), total, page), more: counted > PDF_LIST_COUNT_CAP };
}

/** One PDF with its folder's name, for its edit form, or 404 (hidden ones included). */
export async function getAdminPdfFile(db: Database, id: number): Promise<AdminPdfFile> {
  const [row] = await adminFileRows(db).where(eq(pdfDocuments.id, id)).limit(1);
  if (!row) throw notFound(PdfFileMessages.notFound);
  return toAdminFile(row);
}

/**
 * The folder a PDF goes into, read `FOR SHARE` so that it cannot be deleted before the save
 * commits; a folder that does not exist is a 422 on `category_id`.
 */
async function lockFolder(tx: DatabaseOrTransaction, id: number) {
  const [folder] = await tx
    .select({ id: pdfCategories.id })
    .from(pdfCategories)
    .where(eq(pdfCategories.id, id))
    .for("share");
  if (!folder) throw invalidField("category_id", PdfFileMessages.folderInvalid);
  return folder;
}

/** Where the PDF's bytes are, as the row stores them: our file, or the outside addresses. */
function sourceFields(input: SavePdfFileInput, file: { path: string; sizeBytes: number | null } | undefined) {
  if (input.source === "file") {
    if (!file) throw invalidField("pdf", PdfFileMessages.fileRequired);
    return { filePath: file.path, sizeBytes: file.sizeBytes, viewUrl: null, downloadLink: null };
  }
  return { filePath: null, sizeBytes: null, viewUrl: input.view_url, downloadLink: input.download_link };
}

/** Whether a file part carries a file (an empty one, or none, keeps the stored file). */
const fileGiven = (posted: unknown) =>
  posted instanceof File ? posted.size > 0 : posted !== undefined && posted !== null && posted !== "";

/**
 * What a PDF's save is refused for beyond its schema, every field at once, before anything is
 * written: the posted file (not a PDF, too large, or given with source `link`), no file where
 * source `file` needs one (a new PDF, or one with no stored file), a folder that does not exist.
 * Returns the posted PDF's bytes. The save's transaction checks the folder and the row again
 * under its locks, for a change made meanwhile.
 */
async function checkPdfFileInput(
  db: DatabaseOrTransaction,
  input: Partial<SavePdfFileInput>,
  posted: unknown,
): Promise<Uint8Array | undefined> {
  const [upload] = await checkAll(
    async () => {
      const bytes = await postedFileBytes("pdf", posted, PdfFileMessages.pdfInvalid);
      if (!bytes) return undefined;
      if (input.source !== undefined && input.source !== "file") {
        throw invalidField("pdf", PdfFileMessages.uploadNeedsFileSource);
      }
      await checkPdfBytes(bytes, {
        field: "pdf",
        maxBytes: LIBRARY_PDF_MAX_BYTES,
        messages: { tooLarge: PdfFileMessages.pdfTooLarge, invalid: PdfFileMessages.pdfInvalid },
      });
      return bytes;
    },
    async () => {
      if (input.source !== "file" || fileGiven(posted)) return;
      const [stored] =
        input.id === undefined
          ? []
          : await db
              .select({ filePath: pdfDocuments.filePath })
              .from(pdfDocuments)
              .where(eq(pdfDocuments.id, input.id));
      // An edit of a PDF that is gone is the transaction's 404, not a missing file.
      if (input.id === undefined || (stored && !stored.filePath)) {
        throw invalidField("pdf", PdfFileMessages.fileRequired);
      }
    },
    async () => {
      if (input.category_id === undefined) return;
      const [folder] = await db
        .select({ id: pdfCategories.id })
        .from(pdfCategories)
        .where(eq(pdfCategories.id, input.category_id));
      if (!folder) throw invalidField("category_id", PdfFileMessages.folderInvalid);
    },
  );
  return upload;
}

/**
 * checkPdfFileInput's messages for a PDF form or call whose fields failed savePdfFileSchema (the
 * fields that passed are checked), so that one answer names every mistake.
 */
export function pdfFileSaveErrors(db: Database, posted: Record<string, unknown>): Promise<FieldErrors> {
  return fieldErrorsFrom(() => checkPdfFileInput(db, fieldsThatPass(savePdfFileSchema, posted), posted.pdf));
}

/**
 * Adds a PDF, or edits `id` at the version the admin saw. With source `file`, an uploaded PDF
 * (checked by its bytes: 422 on `pdf`, nothing stored) replaces the stored one, and none keeps
 * it; a PDF that has no stored file needs one. With source `link`, at least one address (the
 * schema's rule); the stored file, if any, goes. The PDFs of folder 93 are shown only as a
 * download button (SPEC.md §9), so there a link-only PDF needs its download link.
 *
 * A new file is written under a new name before the transaction; the file the row stopped naming
 * is removed after the commit (the new one if the save failed), so a visitor downloading the old
 * one is never cut off and no row ever names a missing file.
 */
export async function savePdfFile(
  db: Database,
  env: StoredFilesEnv,
  actor: AdminActor,
  input: SavePdfFileInput,
  posted?: unknown,
): Promise<PdfDocument> {
  const slug = slugToSave(input.slug, { name: input.name });
  const upload = await checkPdfFileInput(db, input, posted);
  let uploaded: { path: string; sizeBytes: number } | undefined;
  if (upload) {
    const path = await writeNewStoredFile(fileStorage(env.config), "library", upload, ".pdf");
    uploaded = { path, sizeBytes: upload.byteLength };
  }
  const common = {
    categoryId: input.category_id,
    name: input.name,
    slug,
    sortOrder: input.sort_order ?? 0,
    status: input.status,
  };
  let result: { saved: PdfDocument; replaced: string | null };
  try {
    result = await withUniqueSlug("pdf_documents_slug_unique", PdfFileMessages.slugTaken, () =>
      db.transaction(async (tx) => {
        const folder = await lockFolder(tx, input.category_id);
        if (input.id === undefined) {
          const fields = { ...common, ...sourceFields(input, uploaded) };
          checkDownloadOnly(folder.id, fields);
          const [created] = await tx.insert(pdfDocuments).values(fields).returning();
          await recordAudit(tx, actor, {
            action: "pdf_document.create",
            entityType: "pdf_document",
            entityId: created!.id,
            before: null,
            after: audited(created!),
          });
          return { saved: created!, replaced: null };
        }
        const before = await lockPdf(tx, input.id, input.updated_at!);
        const kept = before.filePath ? { path: before.filePath, sizeBytes: before.sizeBytes } : undefined;
        const fields = { ...common, ...sourceFields(input, uploaded ?? kept) };
        checkDownloadOnly(folder.id, fields);
        const [updated] = await tx
          .update(pdfDocuments)
          .set(fields)
          .where(eq(pdfDocuments.id, before.id))
          .returning();
        await recordAudit(tx, actor, {
          action: "pdf_document.update",
          entityType: "pdf_document",
          entityId: before.id,
          before: audited(before),
          after: audited(updated!),
        });
        const replaced = before.filePath && before.filePath !== updated!.filePath ? before.filePath : null;
        return { saved: updated!, replaced };
      }),
    );
  } catch (error) {
    if (uploaded) await removeStoredFiles(fileStorage(env.config), "library", [uploaded.path], env.logger);
    throw error;
  }
  if (result.replaced) await removeUnnamedFile(db, env, result.replaced);
  return result.saved;
}

/** Folder 93 shows only a Download PDF button: a PDF there must have something to download. */
function checkDownloadOnly(
  folderId: number,
  fields: { filePath: string | null; downloadLink: string | null },
) {
  if (folderId === DOWNLOAD_ONLY_PDF_CATEGORY_ID && !fields.filePath && !fields.downloadLink) {
    throw invalidField("download_link", PdfFileMessages.downloadOnlyNeedsDownload);
  }
}

/** The PDF read for a change (`FOR UPDATE`), at the version the admin saw: else 404 or 409. */
async function lockPdf(tx: DatabaseOrTransaction, id: number, seen: Date) {
  return lockForEdit(tx, pdfDocuments, id, seen, LABEL);
}

/**
 * Removes a stored file once the commit has left no row naming it. Files uploaded here are
 * named by one row each; the check keeps a file that a row added by other means (the seed, an
 * import) shares.
 */
async function removeUnnamedFile(db: Database, env: StoredFilesEnv, filePath: string) {
  const [named] = await db
    .select({ id: pdfDocuments.id })
    .from(pdfDocuments)
    .where(eq(pdfDocuments.filePath, filePath))
    .limit(1);
  if (!named) await removeStoredFiles(fileStorage(env.config), "library", [filePath], env.logger);
}

/** Hides (status 0: off its folder's page, search, the sitemap and /files/pdf/…) or shows (1) a PDF. */
export async function setPdfFileVisibility(
  db: Database,
  actor: AdminActor,
  input: SetVisibilityInput,
): Promise<PdfDocument> {
  return db.transaction(async (tx) => {
    const before = await lockPdf(tx, input.id, input.updated_at);
    return setRowVisibility(tx, actor, {
      table: pdfDocuments,
      entityType: "pdf_document",
      before,
      status: input.status,
      audited,
    });
  });
}

/** Deletes a PDF at the version the admin saw; its stored file goes after the commit. */
export async function deletePdfFile(
  db: Database,
  env: StoredFilesEnv,
  actor: AdminActor,
  input: DeleteContentInput,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const before = await lockPdf(tx, input.id, input.updated_at);
    await deleteRow(tx, actor, {
      table: pdfDocuments,
      entityType: "pdf_document",
      id: before.id,
      before: audited(before),
    });
    return before;
  });
  if (removed.filePath) await removeUnnamedFile(db, env, removed.filePath);
}
