import { desc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { torrentTutorials } from "../../db/schema/index.ts";
import { isPublicTorrentTutorial } from "../content/visibility.ts";
import type { SitemapEntry } from "../seo/sitemap.ts";

/** The public tutorials (/torrent-course/{slug}) for sitemap.xml, newest first. */
export async function listTutorialSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: torrentTutorials.slug, updatedAt: torrentTutorials.updatedAt })
    .from(torrentTutorials)
    .where(isPublicTorrentTutorial())
    .orderBy(desc(torrentTutorials.createdAt), desc(torrentTutorials.id));
  return rows.map((row) => ({ path: `/torrent-course/${row.slug}`, lastModified: row.updatedAt }));
}
