import { and, count, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { torrentTutorialFiles, torrentTutorials } from "../../db/schema/index.ts";
import { isPublicTorrentTutorial } from "../content/visibility.ts";
import { buildTorrentFile } from "./torrent-metainfo.ts";
import { webSeedUrl } from "./tutorial-urls.ts";

/**
 * A public tutorial's .torrent, built from its stored info dictionary with the web seed on the
 * site's public address (PUBLIC_URL). Undefined when the tutorial is unknown, hidden or has no
 * files yet.
 */
export async function getTorrentFile(db: Database, slug: string, publicUrl: string) {
  const [row] = await db
    .select({
      slug: torrentTutorials.slug,
      name: torrentTutorials.name,
      infoHash: torrentTutorials.infoHash,
      torrentName: torrentTutorials.torrentName,
      torrentInfo: torrentTutorials.torrentInfo,
      createdAt: torrentTutorials.createdAt,
      fileCount: count(torrentTutorialFiles.id),
    })
    .from(torrentTutorials)
    .innerJoin(torrentTutorialFiles, eq(torrentTutorialFiles.tutorialId, torrentTutorials.id))
    .where(
      and(eq(torrentTutorials.slug, slug), isNotNull(torrentTutorials.infoHash), isPublicTorrentTutorial()),
    )
    .groupBy(torrentTutorials.id)
    .limit(1);
  if (!row?.infoHash || !row.torrentName || !row.torrentInfo) return undefined;
  const torrent = { infoHash: row.infoHash, torrentName: row.torrentName, fileCount: row.fileCount };
  const bytes = buildTorrentFile({
    info: row.torrentInfo,
    webSeed: webSeedUrl(publicUrl, torrent),
    createdAt: row.createdAt,
    comment: `${row.name} (${publicUrl}/torrent-course/${row.slug})`,
  });
  return { slug: row.slug, infoHash: row.infoHash, bytes };
}
