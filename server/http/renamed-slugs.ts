import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client.ts";
import { renamedPageAddress } from "../services/content/renamed-slugs.ts";
import type { AppEnv } from "./env.ts";

/**
 * A page not found at an address whose slug an edit has since renamed (a search result, a link
 * shared before) is sent on to the page's new address with a 301, its query kept, so that search
 * engines move their listing and visitors land on the page. Only a 404 costs the look-up.
 * Kept by caches for five minutes: the old slug may be given to another page later.
 */
export function renamedSlugRedirects(db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 404 || (c.req.method !== "GET" && c.req.method !== "HEAD")) return;
    let address: string | undefined;
    try {
      address = await renamedPageAddress(db, c.req.path);
    } catch (error) {
      // The 404 stands; the database's trouble is the health check's to report.
      c.var.logger.warn({ err: error }, "looking up a renamed slug failed");
      return;
    }
    if (!address) return;
    const query = new URL(c.req.url).search;
    await c.res.body?.cancel();
    // Unset first: Hono would otherwise carry the 404 page's headers over to the redirect.
    c.res = undefined;
    c.res = new Response(null, {
      status: 301,
      headers: { Location: `${address}${query}`, "Cache-Control": "public, max-age=300" },
    });
  };
}
