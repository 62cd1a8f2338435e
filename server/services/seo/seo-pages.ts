import type { Database } from "../../db/client.ts";
import { KeptUntilChanged, type ContentChanges } from "../../db/content-changes.ts";
import { seoPages } from "../../db/schema/index.ts";
import { getSiteSettings } from "../settings/site-settings.ts";

export type SeoPageKey = "home" | "index" | "qa" | "torrent";

type SeoPageTexts = { metaTitle: string | null; metaDescription: string | null; metaKeywords: string | null };

// A handful of rows, read by every Q&A page: kept until the content changes.
const pages = new KeptUntilChanged(async (db) => {
  const rows = await db
    .select({
      key: seoPages.key,
      metaTitle: seoPages.metaTitle,
      metaDescription: seoPages.metaDescription,
      metaKeywords: seoPages.metaKeywords,
    })
    .from(seoPages);
  return new Map<string, SeoPageTexts>(rows.map(({ key, ...texts }) => [key, texts]));
});

/** A page kind's SEO texts as the admin set them, if they did; with a current `changes`, kept until a change. */
export async function getSeoPage(
  db: Database,
  key: SeoPageKey,
  changes?: ContentChanges,
): Promise<SeoPageTexts | undefined> {
  return (await pages.get(db, changes)).get(key);
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
