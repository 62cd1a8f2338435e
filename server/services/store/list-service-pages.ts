import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { services } from "../../db/schema/index.ts";
import { isPublicService } from "../content/visibility.ts";

/** Every published guide and e-book's page (/guide-details/{slug}) for the sitemap, in shop order. */
export async function listServicePages(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: services.slug, updatedAt: services.updatedAt })
    .from(services)
    .where(isPublicService())
    .orderBy(asc(services.kind), asc(services.sortOrder), asc(services.id));
}
