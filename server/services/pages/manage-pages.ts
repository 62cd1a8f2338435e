/**
 * The admin area's static-page editor: the five pages kept as general posts (about, contact,
 * terms, privacy, FAQ). Their addresses are fixed (SPEC.md §7), so pages are edited, never added
 * or deleted. The text is stored as every rich text is (storedHtml); every save is checked
 * against the version read and audited in its own transaction.
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { generalPosts, type GeneralPost } from "../../db/schema/index.ts";
import { SiteMessages } from "../../../shared/admin/site-messages.ts";
import type { SavePageInput } from "../../../shared/admin/site-schemas.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { lockForEdit } from "../admin/stale-edit.ts";
import { htmlToText } from "../content/sanitize-html.ts";
import { storedHtml } from "../content/stored-html.ts";
import { invalidField, notFound } from "../service-error.ts";
import { generalPagePath } from "./general-posts.ts";

export type AdminPage = GeneralPost & { path: string | undefined };

const withPath = (page: GeneralPost): AdminPage => ({ ...page, path: generalPagePath(page.categoryId) });

/** The page as the audit log keeps it. */
const audited = (page: GeneralPost) => ({
  id: page.id,
  name: page.name,
  descriptionFull: page.descriptionFull,
  metaDescription: page.metaDescription,
  updatedAt: page.updatedAt.toISOString(),
});

export async function listAdminPages(db: Database): Promise<AdminPage[]> {
  const rows = await db.select().from(generalPosts).orderBy(asc(generalPosts.categoryId));
  return rows.map(withPath);
}

export async function getAdminPage(db: Database, id: number): Promise<AdminPage> {
  const [row] = await db.select().from(generalPosts).where(eq(generalPosts.id, id)).limit(1);
  if (!row) throw notFound(SiteMessages.pageNotFound);
  return withPath(row);
}

/** Saves a page's title, text and description at the version the admin saw. */
export async function savePage(db: Database, actor: AdminActor, input: SavePageInput): Promise<AdminPage> {
  const descriptionFull = storedHtml(input.body);
  if (htmlToText(descriptionFull).trim() === "") throw invalidField("body", "The text field is required.");
  return db.transaction(async (tx) => {
    const before = await lockForEdit(tx, generalPosts, input.id, input.updated_at, "page");
    const [updated] = await tx
      .update(generalPosts)
      .set({ name: input.name, descriptionFull, metaDescription: input.meta_description })
      .where(eq(generalPosts.id, input.id))
      .returning();
    await recordAudit(tx, actor, {
      action: "page.update",
      entityType: "page",
      entityId: input.id,
      before: audited(before),
      after: audited(updated!),
    });
    return withPath(updated!);
  });
}
