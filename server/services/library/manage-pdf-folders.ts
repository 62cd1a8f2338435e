/**
 * The admin area's PDF folders (`pdf_categories`, SPEC's "PDF category entry"): a paged,
 * searchable list, adding, editing, hiding, showing and deleting. Every change is checked against
 * the version the admin saw (stale-edit.ts) and recorded in the audit log in its own transaction;
 * the content trigger (migration 0008 lists `pdf_categories`) drops the cached public pages when
 * it commits. Hiding a folder hides its PDFs with it (visibility.ts).
 */
import { asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { pdfCategories, pdfDocuments, type PdfCategory } from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";
import type { DeleteContentInput, SetVisibilityInput } from "../../../shared/admin/content-schemas.ts";
import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "../../../shared/library/library-messages.ts";
import { PdfFolderMessages } from "../../../shared/library/library-admin-messages.ts";
import type {
  ListPdfFoldersInput,
  SavePdfFolderInput,
} from "../../../shared/library/library-admin-schemas.ts";
import { adminPage, adminPageOffset } from "../admin/admin-page.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { deleteRow } from "../admin/delete-row.ts";
import { lockForEdit } from "../admin/stale-edit.ts";
import { keepRule } from "../admin/keep-rule.ts";
import { setRowVisibility } from "../admin/set-visibility.ts";
import { containsEveryWord } from "../content/name-search.ts";
import { isPublicPdfCategory } from "../content/visibility.ts";
import { notFound } from "../service-error.ts";
import { slugToSave, withUniqueSlug } from "../content/slugs.ts";

export type AdminPdfFolder = PdfCategory & {
  pdfCount: number;
  /** Whether the public sees its page (visibility.ts). */
  isPublic: boolean;
  /** Why deletePdfFolder refuses it, as the list says it, or null. */
  keptBecause: string | null;
};

/**
 * What keeps a folder: being folder 93, whose id SPEC.md fixes (its PDFs are download-only; a new
 * folder could not get its id back), and holding PDFs (the schema would cascade: a delete the
 * admin did not look at would take files and their public addresses away).
 */
const folderKept = keepRule(pdfCategories, [
  {
    holds: sql`${pdfCategories}.id = ${DOWNLOAD_ONLY_PDF_CATEGORY_ID}`,
    listed: PdfFolderMessages.keptDownloadOnly,
    refused: PdfFolderMessages.downloadOnlyKept,
  },
  {
    // From pdf_documents_category_id_idx.
    holds: sql`exists (select 1 from ${pdfDocuments} where ${pdfDocuments}.category_id = ${pdfCategories}.id)`,
    listed: PdfFolderMessages.keptPdfs,
    refused: PdfFolderMessages.hasPdfs,
  },
]);

/** The folder as the audit log keeps it. */
const audited = (folder: PdfCategory) => ({
  id: folder.id,
  name: folder.name,
  slug: folder.slug,
  shortName: folder.shortName,
  sortOrder: folder.sortOrder,
  status: folder.status,
  updatedAt: folder.updatedAt.toISOString(),
});

/**
 * Folders with how many PDFs each holds, hidden ones included: counted for the rows returned
 * only (PostgreSQL evaluates the subquery after the LIMIT), from pdf_documents_category_sort_idx;
 * and whether the public sees each.
 */
function adminFolderRows(db: Database) {
  return db
    .select({
      folder: pdfCategories,
      // $count names each column with its table: in a plain sql`` subquery drizzle would leave
      // them bare in a one-table select, and "id" would mean the PDF's own.
      pdfCount: db.$count(pdfDocuments, eq(pdfDocuments.categoryId, pdfCategories.id)),
      isPublic: sql<boolean>`${isPublicPdfCategory()}`,
      keptBecause: folderKept.keptBecause(),
    })
    .from(pdfCategories);
}

const toAdminFolder = ({
  folder,
  ...counts
}: {
  folder: PdfCategory;
  pdfCount: number;
  isPublic: boolean;
  keptBecause: string | null;
}): AdminPdfFolder => ({ ...folder, ...counts });

/** The list's orders; each ends on the id so that pages never overlap. */
const ORDERS: Record<ListPdfFoldersInput["sort"], SQL[]> = {
  order: [asc(pdfCategories.sortOrder), asc(pdfCategories.id)],
  name: [asc(pdfCategories.name), asc(pdfCategories.id)],
  newest: [desc(pdfCategories.createdAt), desc(pdfCategories.id)],
};

/**
 * A page of folders (a library has tens of them, not thousands: the sorts need no index of their
 * own), every word of `search` in the name.
 */
export async function listAdminPdfFolders(db: Database, input: ListPdfFoldersInput) {
  const where = containsEveryWord(pdfCategories.name, input.search);
  const [rows, [totalRow]] = await Promise.all([
    adminFolderRows(db)
      .where(where)
      .orderBy(...ORDERS[input.sort])
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(input.page)),
    db.select({ n: count() }).from(pdfCategories).where(where),
  ]);
  return adminPage(rows.map(toAdminFolder), totalRow?.n ?? 0, input.page);
}

/** One folder for its edit form, or 404 (hidden ones included). */
export async function getAdminPdfFolder(db: Database, id: number): Promise<AdminPdfFolder> {
  const [row] = await adminFolderRows(db).where(eq(pdfCategories.id, id)).limit(1);
  if (!row) throw notFound(PdfFolderMessages.notFound);
  return toAdminFolder(row);
}

/** Every folder, in the public order: the PDF editor's folder picker and the PDF list's filter. */
export async function listPdfFolderChoices(db: Database) {
  return db
    .select({ id: pdfCategories.id, name: pdfCategories.name, status: pdfCategories.status })
    .from(pdfCategories)
    .orderBy(asc(pdfCategories.sortOrder), asc(pdfCategories.id));
}

/**
 * Adds a folder, or edits folder `id` at the version the admin saw. The slug is the one given or
 * else made from the name; a slug another folder has is refused (422), whichever save got there
 * first. A folder's id never changes, so folder 93 keeps its role through any edit.
 */
export async function savePdfFolder(
  db: Database,
  actor: AdminActor,
  input: SavePdfFolderInput,
): Promise<PdfCategory> {
  const slug = slugToSave(input.slug, { name: input.name });
  const fields = {
    name: input.name,
    slug,
    shortName: input.short_name,
    sortOrder: input.sort_order ?? 0,
    status: input.status,
  };
  return withUniqueSlug("pdf_categories_slug_unique", PdfFolderMessages.slugTaken, () =>
    db.transaction(async (tx) => {
      if (input.id === undefined) {
        const [created] = await tx.insert(pdfCategories).values(fields).returning();
        await recordAudit(tx, actor, {
          action: "pdf_category.create",
          entityType: "pdf_category",
          entityId: created!.id,
          before: null,
          after: audited(created!),
        });
        return created!;
      }
      const before = await lockFolder(tx, input.id, input.updated_at!);
      const [updated] = await tx
        .update(pdfCategories)
        .set(fields)
        .where(eq(pdfCategories.id, before.id))
        .returning();
      await recordAudit(tx, actor, {
        action: "pdf_category.update",
        entityType: "pdf_category",
        entityId: before.id,
        before: audited(before),
        after: audited(updated!),
      });
      return updated!;
    }),
  );
}

/** The folder read for a change (`FOR UPDATE`), at the version the admin saw: else 404 or 409. */
async function lockFolder(tx: DatabaseOrTransaction, id: number, seen: Date) {
  return lockForEdit(tx, pdfCategories, id, seen, "folder");
}

/** Hides (status 0) or shows (1) a folder: the visibility rule then hides or shows its PDFs too. */
export async function setPdfFolderVisibility(
  db: Database,
  actor: AdminActor,
  input: SetVisibilityInput,
): Promise<PdfCategory> {
  return db.transaction(async (tx) => {
    const before = await lockFolder(tx, input.id, input.updated_at);
    return setRowVisibility(tx, actor, {
      table: pdfCategories,
      entityType: "pdf_category",
      before,
      status: input.status,
      audited,
    });
  });
}

/**
 * Deletes an empty folder at the version the admin saw; what folderKept names is refused (409).
 * A PDF added or moved here meanwhile waits for the folder's lock (its foreign key), so the folder
 * is still empty when it goes.
 */
export async function deletePdfFolder(db: Database, actor: AdminActor, input: DeleteContentInput) {
  await db.transaction(async (tx) => {
    const before = await lockFolder(tx, input.id, input.updated_at);
    await folderKept.refuseDelete(tx, before.id);
    await deleteRow(tx, actor, {
      table: pdfCategories,
      entityType: "pdf_category",
      id: before.id,
      before: audited(before),
    });
  });
}
