import type { SiteFrame } from "@server/services/catalog/site-frame";

/** The header menus' and the drawer's lists (app/routes/site-menu[.]json.ts). */
export type SiteMenu = Pick<SiteFrame, "categories" | "guides">;

let request: Promise<SiteMenu> | undefined;

/**
 * The site's menu, fetched once per page load by whichever needs it first (the header's menus,
 * the drawer). A failed fetch is forgotten, so the next attempt asks again.
 */
export function loadSiteMenu(): Promise<SiteMenu> {
  request ??= fetch("/site-menu.json").then(async (response) => {
    if (!response.ok) throw new Error(`The site menu answered ${response.status}.`);
    return (await response.json()) as SiteMenu;
  });
  request.catch(() => {
    request = undefined;
  });
  return request;
}
