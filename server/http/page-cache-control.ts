import type { MiddlewareHandler } from "hono";
import { readSessionToken } from "../../shared/accounts/session-cookie.ts";

const ALREADY_PRIVATE = /(?:^|,)\s*(?:no-store|private)\s*(?:,|$|=)/i;

/**
 * Cache-Control of the web app's answers (pages, their `.data` requests, form actions), decided
 * here once, after the route has answered:
 * - an answer to a request carrying the session cookie, or one that sets a cookie, depends on
 *   who asks: `no-store` (DESIGN.md "Caching"), unless the route already made it private;
 * - the public pages the page cache keeps (server/http/page-cache.ts) carry its header: shared
 *   caches may keep them briefly (`s-maxage`, `Vary: Cookie`), browsers revalidate (ETag);
 * - any other answer without its own Cache-Control is `no-cache`: a cache may keep it but must
 *   ask again before reuse. Those pages are not shared-cacheable, because each carries its own CSP
 *   nonce and a cache keyed by address alone would also hand an anonymous page to a signed-in
 *   visitor. What a CDN may serve without asking sets its own header (robots.txt, sitemap.xml; the
 *   hashed assets and public API reads are answered before this).
 * The API's user calls are `no-store` through `requireUser` (auth.ts).
 */
export function pageCacheControl(publicUrl: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const current = headers.get("Cache-Control");
    if (current && ALREADY_PRIVATE.test(current)) return;
    if (readSessionToken(c.req.raw, publicUrl) !== null || headers.has("Set-Cookie")) {
      headers.set("Cache-Control", "no-store");
    } else if (!current) {
      headers.set("Cache-Control", "no-cache");
    }
  };
}
