import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { SAFE_SEGMENT } from "../../../shared/tutorials/torrent-paths.ts";
import { torrentTutorialFiles, torrentTutorials } from "../../db/schema/index.ts";
import type { FileStorage } from "../files/file-storage.ts";
import { storageKey } from "../files/storage-keys.ts";
import { buildTorrentInfo } from "./torrent-metainfo.ts";

export type TutorialFileSource = {
  /** A file the tutorial already has keeps its row id (the admin screens and the audit log name it). */
  id?: number;
  /** The path inside the torrent, '/'-separated, e.g. "exercises/01-joins.sql". */
  path: string;
  /** Where the bytes already are in the site's storage, after `tutorials/`. */
  storagePath: string;
};

/**
 * Makes files in the site's storage a tutorial's torrent: hashes them into a BEP 3 info
 * dictionary and stores it, its info hash and the file list on the tutorial, replacing any
 * earlier set (which gives the tutorial a new torrent and new web-seed addresses). One file is a
 * single-file torrent named after the file; several are a folder named `folderName`. Runs in the
 * caller's transaction: the admin's file changes (manage-tutorial-files.ts) rebuild the torrent
 * in theirs.
 */
export async function registerTutorialFiles(
  db: DatabaseOrTransaction,
  storage: FileStorage,
  tutorialId: number,
  folderName: string,
  sources: TutorialFileSource[],
): Promise<string> {
  if (sources.length === 0) throw new Error("a tutorial's torrent needs at least one file");
  const files = await Promise.all(
    sources.map(async (source) => {
      if (!source.path.split("/").every((segment) => SAFE_SEGMENT.test(segment))) {
        throw new Error(`${source.path}: not a usable path inside a torrent`);
      }
      const key = storageKey("tutorials", source.storagePath);
      if (!key) throw new Error(`${source.storagePath}: not inside the tutorials' storage`);
      const stat = await storage.stat(key);
      if (!stat) throw new Error(`${source.storagePath}: no such file in the tutorials' storage`);
      return { ...source, key, size: stat.size };
    }),
  );
  const name = files.length === 1 ? files[0]!.path : folderName;
  if (files.length === 1 && files[0]!.path.includes("/")) {
    throw new Error("a one-file torrent is named after its file: give the file a name, not a path");
  }
  if (!SAFE_SEGMENT.test(name)) throw new Error(`${name}: not a usable torrent name`);
  const torrent = await buildTorrentInfo(storage, name, files);

  await db.delete(torrentTutorialFiles).where(eq(torrentTutorialFiles.tutorialId, tutorialId));
  // OVERRIDING SYSTEM VALUE: a kept file is inserted again under its own id; a new one (no id)
  // gets the next from the identity sequence.
  await db
    .insert(torrentTutorialFiles)
    .overridingSystemValue()
    .values(
      files.map((file, position) => ({
        ...(file.id === undefined ? {} : { id: file.id }),
        tutorialId,
        position,
        path: file.path,
        storagePath: file.storagePath,
        sizeBytes: file.size,
      })),
    );
  await db
    .update(torrentTutorials)
    .set({ torrentName: name, torrentInfo: torrent.info, infoHash: torrent.infoHash })
    .where(eq(torrentTutorials.id, tutorialId));
  return torrent.infoHash;
}
