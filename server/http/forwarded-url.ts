import type { MiddlewareHandler } from "hono";

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const PROTOCOLS = new Set(["http", "https"]);

/** The first (left-most) entry of a comma-separated proxy header: the one the client's hop wrote. */
function firstEntry(value: string | null): string | undefined {
  const first = value?.split(",")[0]?.trim();
  return first ? first : undefined;
}

/**
 * The address the browser asked for, from what a trusted reverse proxy tells us: the scheme from
 * `X-Forwarded-Proto` and the host from `X-Forwarded-Host`, else from `Host` (already in `url`).
 * A value that is not a plain scheme or host is ignored rather than trusted half-way.
 */
export function forwardedUrl(url: string, headers: Headers): string {
  const proto = firstEntry(headers.get("x-forwarded-proto"))?.toLowerCase();
  const host = firstEntry(headers.get("x-forwarded-host"));
  if (!proto && !host) return url;
  const current = new URL(url);
  const scheme = proto && PROTOCOLS.has(proto) ? proto : current.protocol.slice(0, -1);
  // A forwarded host without a port means the scheme's default port, not the app's own. One the
  // URL parser refuses (a port over 65535) is no host either.
  const authority = host && HOST.test(host) && URL.canParse(`${scheme}://${host}`) ? host : current.host;
  return new URL(`${scheme}://${authority}${current.pathname}${current.search}`).href;
}

/**
 * Behind a TLS-terminating proxy the app receives `http://127.0.0.1:3000/login` while the browser
 * is on `https://www.example.com/login`. React Router's action check and our own Origin check
 * (origin-check.ts) compare the browser's `Origin` with the request URL, so every form post would
 * fail. With TRUST_PROXY the request is rebuilt with the address the browser used before anything
 * reads it; without it the headers are ignored, since any client can send them.
 */
export function forwardedRequest(trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    if (trustProxy > 0) {
      const url = forwardedUrl(c.req.url, c.req.raw.headers);
      // Same method, headers and (still unread) body; only the address changes.
      if (url !== c.req.url) c.req.raw = new Request(url, c.req.raw);
    }
    await next();
  };
}
