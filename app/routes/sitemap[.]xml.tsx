import { listSitemapEntries, renderSitemapXml } from "@server/services/seo/sitemap";
import type { Route } from "./+types/sitemap[.]xml";

/** /sitemap.xml: every public URL, for search engines (robots.txt points here). */
export async function loader({ context }: Route.LoaderArgs) {
  const entries = await listSitemapEntries(context.db);
  return new Response(renderSitemapXml(context.config.publicUrl, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Crawlers fetch it rarely; an hour behind a new category is fine.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
