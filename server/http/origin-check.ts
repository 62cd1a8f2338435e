import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for the web app's cookie session (DESIGN.md "Sessions and
 * access"): a form post or fetch that changes state must come from one of our own pages. Browsers
 * send `Origin` on every POST, so a request without one, or from another site, is refused.
 * `/api/**` is left alone: it authenticates with a Bearer token, which another site cannot send.
 * The request's own origin is accepted too, so the site also works when reached under a second
 * host name (e.g. localhost while PUBLIC_URL names the public address).
 */
export function originCheck(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.path === "/api" || c.req.path.startsWith("/api/")) {
      return next();
    }
    const origin = c.req.header("origin");
    if (origin && (origin === publicOrigin || origin === new URL(c.req.url).origin)) {
      return next();
    }
    return c.json({ message: "This request did not come from this site." }, 403);
  };
}
