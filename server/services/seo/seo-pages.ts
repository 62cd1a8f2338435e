import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { seoPages } from "../../db/schema/index.ts";
import { getSiteSettings } from "../settings/site-settings.ts";

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

export type PageSeo = { title: string; description: string; keywords: string };

/**
 * A page kind's SEO texts, never empty: a missing row or an empty field falls back to the site's
 * own title, description and keywords (settings), so no page goes out without a description.
 */
export async function getPageSeo(db: Database, key: SeoPageKey): Promise<PageSeo> {
  const [row, site] = await Promise.all([getSeoPage(db, key), getSiteSettings(db)]);
  return {
    title: row?.metaTitle || site.title,
    description: row?.metaDescription || site.description,
    keywords: row?.metaKeywords || site.keywords,
  };
}
