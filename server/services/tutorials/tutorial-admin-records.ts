/**
 * What the tutorial editors (manage-tutorials.ts, manage-tutorial-files.ts) share: a tutorial as
 * the admin screens and calls show it, with its files; the tutorial as the audit log keeps it;
 * and the clean-up of stored files once no row names them.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import {
  torrentTutorialFiles,
  torrentTutorials,
  type TorrentTutorial,
  type TorrentTutorialFile,
} from "../../db/schema/index.ts";
import type { AuditedRow } from "../../db/schema/audit.ts";
import { lockForEdit } from "../admin/stale-edit.ts";
import { isPublicTorrentTutorial } from "../content/visibility.ts";
import { fileStorage } from "../files/file-storage.ts";
import type { StoredFilesEnv } from "../files/remove-stored-keys.ts";
import { contentTypeFor, removeStoredFiles } from "../files/stored-files.ts";

export type AdminTutorialFile = {
  id: number;
  position: number;
  path: string;
  sizeBytes: number;
  /** What the web seed serves it as (HTML, SVG and anything unknown: a plain download). */
  contentType: string;
};

/**
 * A tutorial, hidden or not, with how many files its torrent holds and their bytes, and whether the
 * public sees it (visibility.ts).
 */
export type AdminTutorial = Omit<TorrentTutorial, "torrentInfo"> & {
  fileCount: number;
  totalBytes: number;
  isPublic: boolean;
};

/** The list's and the edit form's columns: everything but the stored info dictionary's bytes. */
export const adminTutorialColumns = {
  id: torrentTutorials.id,
  slug: torrentTutorials.slug,
  name: torrentTutorials.name,
  siteName: torrentTutorials.siteName,
  description: torrentTutorials.description,
  status: torrentTutorials.status,
  torrentName: torrentTutorials.torrentName,
  infoHash: torrentTutorials.infoHash,
  createdAt: torrentTutorials.createdAt,
  updatedAt: torrentTutorials.updatedAt,
  // One subquery each per row returned, on torrent_tutorial_files' (tutorial_id, position) index.
  // Written out: in a one-table select drizzle leaves columns unqualified, and a bare "id" in the
  // subquery would be the file's.
  fileCount: sql<number>`(select count(*) from torrent_tutorial_files as tutorial_file
    where tutorial_file.tutorial_id = torrent_tutorials.id)::int`,
  totalBytes:
    sql<number>`(select coalesce(sum(tutorial_file.size_bytes), 0) from torrent_tutorial_files as tutorial_file
    where tutorial_file.tutorial_id = torrent_tutorials.id)::bigint`.mapWith(Number),
  isPublic: sql<boolean>`${isPublicTorrentTutorial()}`,
};

/** A tutorial's file rows in the torrent's order. */
export function tutorialFileRows(db: DatabaseOrTransaction, tutorialId: number) {
  return db
    .select()
    .from(torrentTutorialFiles)
    .where(eq(torrentTutorialFiles.tutorialId, tutorialId))
    .orderBy(asc(torrentTutorialFiles.position));
}

/**
 * The tutorial a change is about, read under its row lock at the version the admin saw (the
 * stale-edit rule: 404 when gone, 409 when changed since), with its files in the torrent's order.
 */
export async function lockTutorial(tx: DatabaseOrTransaction, id: number, seen: Date) {
  const tutorial = await lockForEdit(tx, torrentTutorials, id, seen, "tutorial");
  return { tutorial, files: await tutorialFileRows(tx, tutorial.id) };
}

export const toAdminTutorialFile = (file: TorrentTutorialFile): AdminTutorialFile => ({
  id: file.id,
  position: file.position,
  path: file.path,
  sizeBytes: file.sizeBytes,
  contentType: contentTypeFor(file.path),
});

type FileSummary = Pick<TorrentTutorialFile, "path" | "sizeBytes" | "storagePath">;

/**
 * The tutorial as the audit log keeps it: its fields (the description by its length), its
 * torrent (name and info hash) and its files as one line, path and bytes, in the torrent's order,
 * with where each is stored, so that a change to the files shows as one before → after.
 */
export function auditedTutorial(tutorial: TorrentTutorial, files: FileSummary[]): AuditedRow {
  return {
    id: tutorial.id,
    name: tutorial.name,
    slug: tutorial.slug,
    siteName: tutorial.siteName,
    descriptionLength: tutorial.description?.length ?? 0,
    status: tutorial.status,
    torrentName: tutorial.torrentName,
    infoHash: tutorial.infoHash,
    fileCount: files.length,
    files: files.map((file) => `${file.path} (${file.sizeBytes} bytes)`).join("; "),
    storedAs: files.map((file) => file.storagePath).join("; "),
    updatedAt: tutorial.updatedAt.toISOString(),
  };
}

/**
 * After a change committed: removes the stored files among `storagePaths` that no file row names
 * any more (each upload is stored under a name of its own, so a dropped row's file is normally
 * nobody else's; the check keeps a file that a row still names whatever wrote it).
 */
export async function removeUnnamedFiles(db: Database, env: StoredFilesEnv, storagePaths: string[]) {
  if (storagePaths.length === 0) return;
  const named = await db
    .select({ storagePath: torrentTutorialFiles.storagePath })
    .from(torrentTutorialFiles)
    .where(inArray(torrentTutorialFiles.storagePath, storagePaths));
  const stillNamed = new Set(named.map((row) => row.storagePath));
  const unnamed = storagePaths.filter((storagePath) => !stillNamed.has(storagePath));
  await removeStoredFiles(fileStorage(env.config), "tutorials", unnamed, env.logger);
}
