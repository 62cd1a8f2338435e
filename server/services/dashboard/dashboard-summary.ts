import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookmarks, certificates, ownedEbooks } from "../../db/schema/index.ts";
import { listOwnedEbooks } from "../store/list-owned-ebooks.ts";

/** An e-book the user may read (SPEC "Owned e-book"), as the dashboard lists it. */
export type DashboardEbook = {
  id: number;
  title: string;
  /** Opens at /read-ebooks/{serviceSlug}. */
  serviceSlug: string;
  /** As stored: an absolute URL or a site path; null when the e-book has no cover. */
  image: string | null;
  star: number;
};

export type DashboardSummary = {
  bookmarkCount: number;
  bookCount: number;
  certificateCount: number;
  ebooks: DashboardEbook[];
};

/**
 * What /dashboard shows (SPEC.md §2): the counts of the user's bookmarks, books and certificates
 * (revoked ones do not count), and their e-books newest first. Two queries whatever the numbers; each count reads an index
 * that starts with user_id.
 */
export async function getDashboardSummary(db: Database, userId: number): Promise<DashboardSummary> {
  const counts = await db.execute<Omit<DashboardSummary, "ebooks">>(sql`
    select
      (select count(*)::int from ${bookmarks} where ${bookmarks.userId} = ${userId}) as "bookmarkCount",
      (select count(*)::int from ${ownedEbooks} where ${ownedEbooks.userId} = ${userId}) as "bookCount",
      (select count(*)::int from ${certificates}
        where ${certificates.userId} = ${userId} and ${certificates.revokedAt} is null) as "certificateCount"
  `);
  const ebooks = (await listOwnedEbooks(db, userId)).map(({ id, title, serviceSlug, image, star }) => ({
    id,
    title,
    serviceSlug,
    image,
    star,
  }));
  const [row] = counts.rows;
  return {
    bookmarkCount: row?.bookmarkCount ?? 0,
    bookCount: row?.bookCount ?? 0,
    certificateCount: row?.certificateCount ?? 0,
    ebooks,
  };
}
