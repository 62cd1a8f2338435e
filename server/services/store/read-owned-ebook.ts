import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { ownedEbooks, services } from "../../db/schema/index.ts";
import { unownedBookRefusal } from "./refunded-books.ts";
import { ebookLinks, type EbookLinks } from "./ebook-links.ts";

export type ReadableEbook = EbookLinks & { title: string; slug: string };

/**
 * What /read-ebooks/{slug} and `documents/readebooks` give the owner: the title and short-lived
 * signed links to their stamped copy. For a book they do not own (refunded-books.ts): 410 saying so
 * for one whose order was refunded, 403 (UnownedBookError) for another published one, 404 for an
 * unknown or hidden slug.
 */
export async function readOwnedEbook(
  db: Database,
  env: { publicUrl: string },
  userId: number,
  slug: string,
): Promise<ReadableEbook> {
  const [owned] = await db
    .select({ title: services.title, slug: services.slug })
    .from(ownedEbooks)
    .innerJoin(services, eq(services.id, ownedEbooks.serviceId))
    .where(and(eq(ownedEbooks.userId, userId), eq(services.slug, slug)))
    .limit(1);
  if (!owned) throw await unownedBookRefusal(db, userId, slug);
  return {
    title: owned.title,
    slug: owned.slug,
    ...(await ebookLinks(db, env.publicUrl, userId, owned.slug)),
  };
}
