import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { seoPages } from "../../db/schema/index.ts";

export type SeoPageKey = "home" | "index" | "qa" | "torrent";

export async function getSeoPage(db: Database, key: SeoPageKey) {
  const [row] = await db
    .select({
      metaTitle: seoPages.metaTitle,
      metaDescription: seoPages.metaDescription,
      metaKeywords: seoPages.metaKeywords,
    })
    .from(seoPages)
    .where(eq(seoPages.key, key))
    .limit(1);
  return row;
}
