import { and, asc, eq } from "drizzle-orm";
import { TutorialMessages } from "../../../shared/tutorials/tutorial-messages.ts";
import type { Database } from "../../db/client.ts";
import { torrentTutorialFiles, torrentTutorials } from "../../db/schema/index.ts";
import { sanitizeHtml } from "../content/sanitize-html.ts";
import { isPublicTorrentTutorial } from "../content/visibility.ts";
import { notFound } from "../service-error.ts";
import { hostedFileUrl, torrentFileUrl } from "./tutorial-urls.ts";

export type TutorialFile = { path: string; sizeBytes: number; url: string };

export type Tutorial = {
  id: number;
  slug: string;
  name: string;
  siteName: string | null;
  /** Sanitised HTML ("" when there is none). */
  description: string;
  /** SPEC's `download_link`: the .torrent's absolute URL, "" while the tutorial has no files. */
  downloadLink: string;
  infoHash: string | null;
  files: TutorialFile[];
  totalBytes: number;
  updatedAt: Date;
};

/** One tutorial with its files (SPEC.md §7 gettorrentrow); an unknown or hidden one is a 404. */
export async function getTutorial(db: Database, slug: string, publicUrl: string): Promise<Tutorial> {
  const [row] = await db
    .select({
      id: torrentTutorials.id,
      slug: torrentTutorials.slug,
      name: torrentTutorials.name,
      siteName: torrentTutorials.siteName,
      description: torrentTutorials.description,
      infoHash: torrentTutorials.infoHash,
      torrentName: torrentTutorials.torrentName,
      updatedAt: torrentTutorials.updatedAt,
    })
    .from(torrentTutorials)
    .where(and(eq(torrentTutorials.slug, slug), isPublicTorrentTutorial()))
    .limit(1);
  if (!row) throw notFound(TutorialMessages.notFound);

  const files = row.infoHash
    ? await db
        .select({ path: torrentTutorialFiles.path, sizeBytes: torrentTutorialFiles.sizeBytes })
        .from(torrentTutorialFiles)
        .where(eq(torrentTutorialFiles.tutorialId, row.id))
        .orderBy(asc(torrentTutorialFiles.position))
    : [];
  const { infoHash, torrentName, description, ...rest } = row;
  const torrent = infoHash && torrentName ? { infoHash, torrentName, fileCount: files.length } : undefined;
  return {
    ...rest,
    infoHash,
    // Stored sanitised; sanitised again on the way out (ARCHITECTURE.md: rich text rules).
    description: sanitizeHtml(description),
    downloadLink: torrent ? torrentFileUrl(publicUrl, row.slug) : "",
    files: files.map((file) => ({
      ...file,
      url: torrent ? hostedFileUrl(publicUrl, torrent, file.path) : "",
    })),
    totalBytes: files.reduce((sum, file) => sum + file.sizeBytes, 0),
  };
}
