import { and, count, desc } from "drizzle-orm";
import type { TutorialListInput } from "../../../shared/tutorials/tutorial-schemas.ts";
import type { Database } from "../../db/client.ts";
import { torrentTutorials } from "../../db/schema/index.ts";
import { containsEveryWord, startsWithRank } from "../content/name-search.ts";
import { isPublicTorrentTutorial } from "../content/visibility.ts";

export type TutorialListItem = { id: number; slug: string; name: string; siteName: string | null };

export type TutorialPage = {
  items: TutorialListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** At least 1, so that an empty list still has a page 1. */
  lastPage: number;
};

/**
 * One page of the tutorials (SPEC.md §7 getTorrentTutorial), newest first; a title search keeps
 * those whose name has every word, those starting with the text first. The search box's
 * suggestions are the first page of the same search.
 */
export async function listTutorials(
  db: Database,
  { page, pageSize, searchQuery }: TutorialListInput,
): Promise<TutorialPage> {
  const matching = and(isPublicTorrentTutorial(), containsEveryWord(torrentTutorials.name, searchQuery));
  const newestFirst = [desc(torrentTutorials.createdAt), desc(torrentTutorials.id)];
  const order = searchQuery
    ? [desc(startsWithRank(torrentTutorials.name, searchQuery)), ...newestFirst]
    : newestFirst;
  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: torrentTutorials.id,
        slug: torrentTutorials.slug,
        name: torrentTutorials.name,
        siteName: torrentTutorials.siteName,
      })
      .from(torrentTutorials)
      .where(matching)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(torrentTutorials).where(matching),
  ]);
  const total = counted?.total ?? 0;
  return { items, total, page, pageSize, lastPage: Math.max(1, Math.ceil(total / pageSize)) };
}
