import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { ownedEbooks, services } from "../../db/schema/index.ts";

/** An e-book the user may read (SPEC "Owned e-book"). */
export type OwnedEbook = {
  /** The ownership's id. */
  id: number;
  serviceId: number;
  title: string;
  /** Opens at /read-ebooks/{serviceSlug}. */
  serviceSlug: string;
  /** As stored: an absolute URL or a site path; null when the e-book has no cover. */
  image: string | null;
  star: number;
  /** The book's price today, a decimal string. */
  price: string;
  createdAt: Date;
};

/**
 * The user's e-books, newest first: the dashboard, /user/my-books and `documents/geteBooks`.
 * One query on owned_ebooks' (user_id, service_id) index.
 */
export async function listOwnedEbooks(db: Database, userId: number): Promise<OwnedEbook[]> {
  return db
    .select({
      id: ownedEbooks.id,
      serviceId: services.id,
      title: services.title,
      serviceSlug: services.slug,
      image: services.image,
      star: services.star,
      price: services.price,
      createdAt: ownedEbooks.createdAt,
    })
    .from(ownedEbooks)
    .innerJoin(services, eq(services.id, ownedEbooks.serviceId))
    .where(eq(ownedEbooks.userId, userId))
    .orderBy(desc(ownedEbooks.createdAt), desc(ownedEbooks.id));
}
