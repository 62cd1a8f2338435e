/**
 * The admin area's guides and e-books: a paged, searchable list, adding, editing (with a new
 * thumbnail or, for an e-book, a new PDF), hiding, showing and deleting. Every change is checked
 * against the version the admin saw (stale-edit.ts) and recorded in the audit log in its own
 * transaction; the content trigger (migration 0008 lists `services`) drops the cached public
 * pages when it commits. Prices stay in the database: checkout always reads them from here.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { orderItems, orders, ownedEbooks, services, users, type Service } from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";
import type { DeleteContentInput, SetVisibilityInput } from "../../../shared/admin/content-schemas.ts";
import { ServiceAdminMessages } from "../../../shared/store/store-admin-messages.ts";
import type { ListServicesInput, SaveServiceInput } from "../../../shared/store/store-admin-schemas.ts";
import { fromCents } from "../../../shared/store/money.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { lockForEdit } from "../admin/stale-edit.ts";
import { containsEveryWord } from "../content/name-search.ts";
import { isPublicService } from "../content/visibility.ts";
import { fileStorage } from "../files/file-storage.ts";
import { removeStoredKeys, type StoredFilesEnv } from "../files/remove-stored-keys.ts";
import { sanitizeHtml } from "../content/sanitize-html.ts";
import { queueMails } from "../mail/queue-mail.ts";
import { notFound } from "../service-error.ts";
import {
  checkPostedFiles,
  removeReplacedFiles,
  type CheckedUpload,
  type PostedFiles,
} from "./store-uploads.ts";
import { adminPage, adminPageOffset } from "../admin/admin-page.ts";
import { deleteRow } from "../admin/delete-row.ts";
import { keepRule } from "../admin/keep-rule.ts";
import { setRowVisibility } from "../admin/set-visibility.ts";
import { slugToSave, withUniqueSlug } from "../content/slugs.ts";

export type AdminService = Service & {
  soldCount: number;
  ownerCount: number;
  /** On sale and shown at /guide-details/{slug} (visibility.ts). */
  isPublic: boolean;
  /** Why deleteService refuses it, as the list says it, or null. */
  keptBecause: string | null;
};

/**
 * What keeps a guide or e-book: a line of an order of any status (the order's history names it)
 * or an owner (who keeps reading it). Hide it instead.
 */
const serviceKept = keepRule(services, [
  {
    holds: sql`(exists (select 1 from ${orderItems} where ${orderItems}.service_id = ${services}.id)
      or exists (select 1 from ${ownedEbooks} where ${ownedEbooks}.service_id = ${services}.id))`,
    listed: ServiceAdminMessages.keptSold,
    refused: ServiceAdminMessages.sold,
  },
]);

/** The guide or e-book as the audit log keeps it (the description by its length: it can be long). */
const audited = (service: Service) => ({
  id: service.id,
  title: service.title,
  slug: service.slug,
  kind: service.kind,
  price: service.price,
  oldPrice: service.oldPrice,
  instructor: service.instructor,
  star: service.star,
  descriptionShort: service.descriptionShort,
  descriptionFullLength: service.descriptionFull?.length ?? 0,
  image: service.image,
  pdfFile: service.pdfFile,
  status: service.status,
  updatedAt: service.updatedAt.toISOString(),
});

/** Orders that were paid and not refunded: a sale an operator counts. */
const paidOrderIds = (db: Database) =>
  db.select({ id: orders.id }).from(orders).where(eq(orders.paymentStatus, "paid"));

/**
 * Rows with how many copies were sold (lines of paid orders: a checkout left pending, failed or
 * refunded sold nothing) and how many people own them (for the rows returned only).
 */
function adminServiceRows(db: Database) {
  return db
    .select({
      service: services,
      // $count names each column with its table: in a plain sql`` subquery drizzle leaves them bare
      // in a one-table select, and "id" would mean the order line's own.
      soldCount: db.$count(
        orderItems,
        and(eq(orderItems.serviceId, services.id), inArray(orderItems.orderId, paidOrderIds(db))),
      ),
      ownerCount: db.$count(ownedEbooks, eq(ownedEbooks.serviceId, services.id)),
      isPublic: sql<boolean>`${isPublicService()}`,
      keptBecause: serviceKept.keptBecause(),
    })
    .from(services);
}

const toAdminService = (row: {
  service: Service;
  soldCount: number;
  ownerCount: number;
  isPublic: boolean;
  keptBecause: string | null;
}): AdminService => ({
  ...row.service,
  soldCount: row.soldCount,
  ownerCount: row.ownerCount,
  isPublic: row.isPublic,
  keptBecause: row.keptBecause,
});

/** The list's orders; each ends on the id so that pages never overlap. */
const ORDERS: Record<ListServicesInput["sort"], SQL[]> = {
  newest: [desc(services.createdAt), desc(services.id)],
  title: [asc(services.title), asc(services.id)],
  price: [asc(services.price), asc(services.id)],
};

/**
 * A page of guides and e-books, hidden ones included: every word of `search` in the title
 * (services_title_trgm_idx), one kind (services_kind_status_sort_idx) or both. The shop holds
 * hundreds of rows, not millions, so the sorts need no index of their own.
 */
export async function listAdminServices(db: Database, input: ListServicesInput) {
  const where = and(
    containsEveryWord(services.title, input.search),
    input.kind === undefined ? undefined : eq(services.kind, input.kind),
  );
  const [rows, [totalRow]] = await Promise.all([
    adminServiceRows(db)
      .where(where)
      .orderBy(...ORDERS[input.sort])
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(input.page)),
    db.select({ n: count() }).from(services).where(where),
  ]);
  const total = totalRow?.n ?? 0;
  return adminPage(rows.map(toAdminService), total, input.page);
}

/** One guide or e-book for its edit form, or 404 (hidden ones included). */
export async function getAdminService(db: Database, id: number): Promise<AdminService> {
  const [row] = await adminServiceRows(db).where(eq(services.id, id)).limit(1);
  if (!row) throw notFound(ServiceAdminMessages.notFound);
  return toAdminService(row);
}

/** Only empty paragraphs: what the editor posts once everything typed in it is deleted again. */
const EMPTY_EDITOR = /^(\s*<p>\s*<\/p>)*\s*$/;

/**
 * The description as stored: sanitised HTML, or none when the editor was left empty, so the
 * guide's page shows its "No details available." rather than an empty section.
 */
function descriptionToStore(html: string | null): string | null {
  if (html === null) return null;
  const sanitized = sanitizeHtml(html);
  return EMPTY_EDITOR.test(sanitized) ? null : sanitized;
}

/**
 * Queues the "new version" mail to every owner of the e-book, in the saving transaction: one mail
 * each, with the title and the link to read it, sent only if the new file is committed.
 */
async function queueNewVersionMails(
  tx: DatabaseOrTransaction,
  publicUrl: string,
  service: Pick<Service, "id" | "title" | "slug">,
) {
  const owners = await tx
    .select({ email: users.email, name: users.name })
    .from(ownedEbooks)
    .innerJoin(users, eq(users.id, ownedEbooks.userId))
    .where(eq(ownedEbooks.serviceId, service.id));
  const readUrl = `${publicUrl}/read-ebooks/${encodeURIComponent(service.slug)}`;
  await queueMails(
    tx,
    owners.map((owner) => ({
      to: owner.email,
      subject: `A new version of ${service.title} is ready`,
      text: [
        `Hello ${owner.name},`,
        "",
        `There is a new version of ${service.title}, which you own. Your copy now has it:`,
        readUrl,
        "",
        "W3Programmer",
      ].join("\n"),
    })),
  );
}

/**
 * Adds a guide or e-book, or edits `id` at the version the admin saw. Guides are sold as PDFs
 * too (the buyer reads both kinds the same way), so either kind may carry one. The files are checked by
 * their bytes first (one 422 naming `thumbnail`, `pdf` or both, nothing changed), written under new names
 * before the transaction, and the ones the row stopped naming deleted after its commit (or the
 * new ones, if it rolled back). A new PDF reaches every owner: their stamped copy is made again
 * from it when they next read it (load-personal-copy.ts keys a copy by the book's file), and
 * each is told by mail.
 */
export async function saveService(
  db: Database,
  env: StoredFilesEnv<"publicUrl">,
  actor: AdminActor,
  input: SaveServiceInput,
  files: PostedFiles = {},
): Promise<Service> {
  const slug = slugToSave(input.slug, { title: input.title });
  const storage = fileStorage(env.config);
  const { thumbnail, pdf } = await checkPostedFiles(storage, files);
  const written: CheckedUpload[] = [];
  for (const upload of [thumbnail, pdf]) {
    if (!upload) continue;
    await upload.write();
    written.push(upload);
  }
  const fields = {
    title: input.title,
    slug,
    kind: input.kind,
    price: fromCents(input.price),
    oldPrice: input.old_price === undefined ? null : fromCents(input.old_price),
    instructor: input.instructor,
    star: input.star,
    descriptionShort: input.description_short,
    descriptionFull: descriptionToStore(input.description_full),
    status: input.status,
    ...(thumbnail ? { image: thumbnail.stored } : {}),
    ...(pdf ? { pdfFile: pdf.stored } : {}),
  };
  let result: { saved: Service; replaced: { image?: string | null; pdfFile?: string | null } };
  try {
    result = await withUniqueSlug("services_slug_unique", ServiceAdminMessages.slugTaken, () =>
      db.transaction(async (tx) => {
        if (input.id === undefined) {
          const [created] = await tx.insert(services).values(fields).returning();
          await recordAudit(tx, actor, {
            action: "service.create",
            entityType: "service",
            entityId: created!.id,
            before: null,
            after: audited(created!),
          });
          return { saved: created!, replaced: {} };
        }
        const before = await lockForEdit(tx, services, input.id, input.updated_at!, "guide or e-book");
        const [updated] = await tx.update(services).set(fields).where(eq(services.id, input.id)).returning();
        await recordAudit(tx, actor, {
          action: "service.update",
          entityType: "service",
          entityId: input.id,
          before: audited(before),
          after: audited(updated!),
        });
        if (pdf) await queueNewVersionMails(tx, env.config.publicUrl, updated!);
        return {
          saved: updated!,
          replaced: {
            image: thumbnail ? before.image : undefined,
            pdfFile: pdf ? before.pdfFile : undefined,
          },
        };
      }),
    );
  } catch (error) {
    await removeStoredKeys(
      storage,
      written.map((upload) => upload.key),
      env.logger,
    );
    throw error;
  }
  // After the commit: a file is deleted only once no row names it.
  await removeReplacedFiles(db, storage, result.replaced, env.logger);
  return result.saved;
}

/** Hides (status 0: off the store, its pages 404, not for sale) or shows (1) a guide or e-book. */
export async function setServiceVisibility(
  db: Database,
  actor: AdminActor,
  input: SetVisibilityInput,
): Promise<Service> {
  return db.transaction(async (tx) => {
    const before = await lockForEdit(tx, services, input.id, input.updated_at, "guide or e-book");
    return setRowVisibility(tx, actor, {
      table: services,
      entityType: "service",
      before,
      status: input.status,
      audited,
    });
  });
}

/**
 * Deletes a guide or e-book nobody has bought, at the version the admin saw, with its files. One
 * that has been sold is refused (409): orders and owners keep naming it, so hiding is the way.
 */
export async function deleteService(
  db: Database,
  env: StoredFilesEnv,
  actor: AdminActor,
  input: DeleteContentInput,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const before = await lockForEdit(tx, services, input.id, input.updated_at, "guide or e-book");
    await serviceKept.refuseDelete(tx, before.id);
    await deleteRow(tx, actor, {
      table: services,
      entityType: "service",
      id: before.id,
      before: audited(before),
    });
    return before;
  });
  await removeReplacedFiles(
    db,
    fileStorage(env.config),
    { image: removed.image, pdfFile: removed.pdfFile },
    env.logger,
  );
}
