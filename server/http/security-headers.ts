import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

/**
 * The security headers of every response. The Content-Security-Policy lets scripts run only from
 * our own origin or, inline, with this response's nonce (React Router's hydration data and
 * streamed chunks, React's streaming helpers, Mantine's colour-scheme script: app/entry.server.tsx
 * and app/root.tsx put it on each). A response that sets its own, stricter policy (a hosted file
 * served with `default-src 'none'; sandbox`) keeps it.
 */
export function securityHeaders({ development }: { development: boolean }): MiddlewareHandler {
  const headers = siteHeaders(development);
  return async (c, next) => {
    let own: string | null = null;
    await headers(c, async () => {
      await next();
      own = c.res.headers.get("Content-Security-Policy");
    });
    if (own) c.res.headers.set("Content-Security-Policy", own);
  };
}

/** The site's policy but for `script-src`, which says how inline scripts are allowed. */
function policyWithout(development: boolean) {
  return {
    defaultSrc: ["'self'"],
    // Mantine writes style attributes and <style> elements at run time, which a nonce cannot
    // cover: styles keep 'unsafe-inline' (scripts never do).
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Rich text may show images from other HTTPS sites; Mantine uses data: URIs for icons.
    imgSrc: ["'self'", "data:", "https:"],
    // Vite's hot reload talks over its own WebSocket port in development.
    connectSrc: development ? ["'self'", "ws:", "wss:"] : ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * The same policy for a page kept by the page cache (server/http/page-cache.ts), which many
 * visitors get: its inline scripts are allowed by their SHA-256 hashes (`'sha256-…'` sources)
 * instead of a nonce, so only those exact scripts run (docs/decisions/0012).
 */
export function scriptHashPolicy(development: boolean, hashSources: string[]): string {
  const directives = { scriptSrc: ["'self'", ...hashSources], ...policyWithout(development) };
  return Object.entries(directives)
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(" ")}`,
    )
    .join("; ");
}

function siteHeaders(development: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: { scriptSrc: ["'self'", NONCE], ...policyWithout(development) },
    // Nothing on the site uses these; a script that found its way in cannot either.
    permissionsPolicy: {
      accelerometer: [],
      browsingTopics: [],
      camera: [],
      displayCapture: [],
      geolocation: [],
      gyroscope: [],
      hid: [],
      magnetometer: [],
      microphone: [],
      midi: [],
      payment: [],
      serial: [],
      usb: [],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginResourcePolicy: "same-site",
    // HSTS only means something behind HTTPS, where the operator's proxy sets it (docs/deploy.md).
    strictTransportSecurity: false,
  });
}

/** This request's nonce, made by `securityHeaders` before any handler runs. */
export function cspNonce(c: Context): string {
  const nonce = c.get("secureHeadersNonce");
  if (!nonce) throw new Error("securityHeaders() must run before the web handler.");
  return nonce;
}
