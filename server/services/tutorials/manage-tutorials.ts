/**
 * The admin area's tutorials (/admin/tutorials, /api/admin/tutorials): a paged, searched list of
 * every tutorial, hidden ones included; adding and editing one (name, slug, source site, the
 * description as rich text); hiding, showing and deleting it. Its files and their torrent are
 * manage-tutorial-files.ts's. Every change is checked against the version the admin saw
 * (stale-edit.ts) and audited in its own transaction; the content trigger (migration 0008 lists
 * both tutorial tables) drops the cached public pages when it commits. What the public sees of
 * a hidden tutorial (nothing: list, page, search, sitemap, .torrent, web seed) is
 * isPublicTorrentTutorial's rule.
 */
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { torrentTutorials, type TorrentTutorial } from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";
import type { DeleteContentInput, SetVisibilityInput } from "../../../shared/admin/content-schemas.ts";
import { TutorialAdminMessages } from "../../../shared/tutorials/tutorial-admin-messages.ts";
import type {
  ListAdminTutorialsInput,
  SaveTutorialInput,
} from "../../../shared/tutorials/tutorial-admin-schemas.ts";
import { adminPage, adminPageOffset } from "../admin/admin-page.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { deleteRow } from "../admin/delete-row.ts";
import { setRowVisibility } from "../admin/set-visibility.ts";
import { containsEveryWord } from "../content/name-search.ts";
import type { StoredFilesEnv } from "../files/remove-stored-keys.ts";
import { htmlToText } from "../content/sanitize-html.ts";
import { storedHtml } from "../content/stored-html.ts";
import { notFound } from "../service-error.ts";
import {
  adminTutorialColumns,
  auditedTutorial,
  lockTutorial,
  removeUnnamedFiles,
  toAdminTutorialFile,
  tutorialFileRows,
  type AdminTutorial,
  type AdminTutorialFile,
} from "./tutorial-admin-records.ts";
import { slugToSave, withUniqueSlug } from "../content/slugs.ts";

/**
 * The list's orders, each ending on the id so that pages never overlap. By name, the rows are
 * sorted in memory (top-N): measured 0.8 ms at 1,000 tutorials and 2.6 ms at 10,000 (an index on
 * (name, id) made it 0.5 ms), far more tutorials than a site hosts files for, so no index and no
 * migration of its own. Newest first can use torrent_tutorials_created_at_idx.
 */
const ORDERS: Record<ListAdminTutorialsInput["sort"], SQL[]> = {
  newest: [desc(torrentTutorials.createdAt), desc(torrentTutorials.id)],
  name: [asc(torrentTutorials.name), asc(torrentTutorials.id)],
};

/** A page of tutorials, hidden ones included: every word of `search` in the name (the trigram index). */
export async function listAdminTutorials(db: Database, input: ListAdminTutorialsInput) {
  const where = and(containsEveryWord(torrentTutorials.name, input.search));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(adminTutorialColumns)
      .from(torrentTutorials)
      .where(where)
      .orderBy(...ORDERS[input.sort])
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(input.page)),
    db.select({ n: count() }).from(torrentTutorials).where(where),
  ]);
  return adminPage<AdminTutorial>(rows, totalRow?.n ?? 0, input.page);
}

/** One tutorial with its files in the torrent's order, for its editor and files screen, or 404. */
export async function getAdminTutorial(
  db: Database,
  id: number,
): Promise<AdminTutorial & { files: AdminTutorialFile[] }> {
  const [[row], files] = await Promise.all([
    db.select(adminTutorialColumns).from(torrentTutorials).where(eq(torrentTutorials.id, id)).limit(1),
    tutorialFileRows(db, id),
  ]);
  if (!row) throw notFound(TutorialAdminMessages.notFound);
  return { ...row, files: files.map(toAdminTutorialFile) };
}

/** The description as stored: highlighted and sanitised; null when it holds no text (an empty editor). */
function storedDescription(html: string | null): string | null {
  if (html === null) return null;
  const stored = storedHtml(html);
  return htmlToText(stored).trim() === "" ? null : stored;
}

/**
 * Adds a tutorial (with no files yet: its torrent comes with the first upload), or edits `id` at
 * the version the admin saw. A slug already taken is 422 on `slug`; an empty one is made from the
 * name. A new slug moves the tutorial's page and .torrent address; its web-seed addresses, named
 * by the info hash, stay.
 */
export async function saveTutorial(
  db: Database,
  actor: AdminActor,
  input: SaveTutorialInput,
): Promise<TorrentTutorial> {
  const slug = slugToSave(input.slug, { name: input.name });
  const fields = {
    name: input.name,
    slug,
    siteName: input.site_name,
    description: storedDescription(input.description),
    status: input.status,
  };
  return withUniqueSlug("torrent_tutorials_slug_unique", TutorialAdminMessages.slugTaken, () =>
    db.transaction(async (tx) => {
      if (input.id === undefined) {
        const [created] = await tx.insert(torrentTutorials).values(fields).returning();
        await recordAudit(tx, actor, {
          action: "tutorial.create",
          entityType: "tutorial",
          entityId: created!.id,
          before: null,
          after: auditedTutorial(created!, []),
        });
        return created!;
      }
      const { tutorial: before, files } = await lockTutorial(tx, input.id, input.updated_at!);
      const [updated] = await tx
        .update(torrentTutorials)
        .set(fields)
        .where(eq(torrentTutorials.id, before.id))
        .returning();
      await recordAudit(tx, actor, {
        action: "tutorial.update",
        entityType: "tutorial",
        entityId: before.id,
        before: auditedTutorial(before, files),
        after: auditedTutorial(updated!, files),
      });
      return updated!;
    }),
  );
}

/**
 * Hides (status 0) or shows (1) a tutorial at the version the admin saw. Hidden, it leaves the
 * list, search and sitemap, its page answers 404, and so do its .torrent and its web seed: a
 * client downloading it stops getting pieces.
 */
export async function setTutorialVisibility(
  db: Database,
  actor: AdminActor,
  input: SetVisibilityInput,
): Promise<TorrentTutorial> {
  return db.transaction(async (tx) => {
    const { tutorial: before, files } = await lockTutorial(tx, input.id, input.updated_at);
    return setRowVisibility(tx, actor, {
      table: torrentTutorials,
      entityType: "tutorial",
      before,
      status: input.status,
      audited: (tutorial) => auditedTutorial(tutorial, files),
    });
  });
}

/** Deletes a tutorial at the version the admin saw, with its files (removed once the change committed). */
export async function deleteTutorial(
  db: Database,
  env: StoredFilesEnv,
  actor: AdminActor,
  input: DeleteContentInput,
): Promise<void> {
  const storagePaths = await db.transaction(async (tx) => {
    const { tutorial: before, files } = await lockTutorial(tx, input.id, input.updated_at);
    // Its file rows go with it (ON DELETE CASCADE).
    await deleteRow(tx, actor, {
      table: torrentTutorials,
      entityType: "tutorial",
      id: before.id,
      before: auditedTutorial(before, files),
    });
    return files.map((file) => file.storagePath);
  });
  await removeUnnamedFiles(db, env, storagePaths);
}
