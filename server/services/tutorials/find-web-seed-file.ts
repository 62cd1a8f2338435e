import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { torrentTutorialFiles, torrentTutorials } from "../../db/schema/index.ts";
import { isPublicTorrentTutorial } from "../content/visibility.ts";
import { storageKey } from "../files/storage-keys.ts";
import { contentTypeFor } from "../files/stored-files.ts";

const INFO_HASH = /^[0-9a-f]{40}$/;

/**
 * The file a web-seed request names (BEP 19): `/files/tutorials/{infoHash}/{name}` for a one-file
 * torrent, `/files/tutorials/{infoHash}/{name}/{path…}` for several files, with `segments` the
 * decoded path after the hash. Undefined when no public tutorial has that torrent and file.
 *
 * Only a tutorial's current torrent is served: the hash is looked up among the tutorials' own,
 * so when an admin changes the files (manage-tutorial-files.ts gives the tutorial a new torrent
 * and hash) every address under the old hash answers 404 from the change's commit on, and a
 * client holding the old .torrent must fetch the new one. The bytes under a hash never change,
 * which is why its addresses may be cached as immutable.
 */
export async function findWebSeedFile(db: Database, infoHash: string, segments: string[]) {
  if (!INFO_HASH.test(infoHash) || segments.length === 0) return undefined;
  const files = await db
    .select({
      torrentName: torrentTutorials.torrentName,
      path: torrentTutorialFiles.path,
      storagePath: torrentTutorialFiles.storagePath,
    })
    .from(torrentTutorials)
    .innerJoin(torrentTutorialFiles, eq(torrentTutorialFiles.tutorialId, torrentTutorials.id))
    .where(and(eq(torrentTutorials.infoHash, infoHash), isPublicTorrentTutorial()));
  const [first] = files;
  if (!first?.torrentName) return undefined;

  const [name, ...rest] = segments;
  if (name !== first.torrentName) return undefined;
  const wanted = files.length === 1 ? first.path : rest.join("/");
  if (files.length === 1 ? rest.length > 0 : rest.length === 0) return undefined;
  const match = files.find((file) => file.path === wanted);
  if (!match) return undefined;
  const key = storageKey("tutorials", match.storagePath);
  if (!key) return undefined;
  const fileName = match.path.split("/").at(-1)!;
  return { key, fileName, contentType: contentTypeFor(fileName) };
}
