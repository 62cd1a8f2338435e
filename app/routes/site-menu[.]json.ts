import { loadSiteFrame } from "@server/services/catalog/site-frame";
import type { SiteMenu } from "~/components/layout/site-menu";
import type { Route } from "./+types/site-menu[.]json";

/**
 * /site-menu.json: what the header's Categories and Interview eGuide menus and the narrow screens'
 * drawer list, fetched when a visitor first heads for them (app/components/layout/site-menu.ts)
 * rather than carried in every page's hydration data. The same for everyone; kept per process
 * until the content changes (server/services/catalog/site-frame.ts), so a shared cache may keep
 * it as long as a page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { categories, guides } = await loadSiteFrame(context.db, context.contentChanges);
  const menu: SiteMenu = { categories, guides };
  return Response.json(menu, {
    headers: { "Cache-Control": "public, max-age=30, s-maxage=30, stale-while-revalidate=60" },
  });
}
