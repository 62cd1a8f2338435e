import { generalPosts, seoPages, settings } from "../schema/index.ts";
import { defaultSiteSettings } from "../../services/settings/site-settings.ts";
import { generalPostsContent } from "./content/general-posts.ts";
import { seoPagesContent } from "./content/seo-pages.ts";
import type { SeedTransaction } from "./index.ts";

/** What every installation needs, demo or not: its own pages, settings and SEO texts. */
export async function seedBaseContent(tx: SeedTransaction) {
  await tx.insert(generalPosts).values(generalPostsContent);
  await tx
    .insert(settings)
    .values(Object.entries(defaultSiteSettings).map(([key, value]) => ({ key, value })));
  await tx.insert(seoPages).values(seoPagesContent);
}
