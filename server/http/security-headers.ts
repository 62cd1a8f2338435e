import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";

/**
 * Headers every response carries, whatever it is: nothing on the site uses the powerful features
 * a page could ask for, frames only of our own, no MIME sniffing, and a referrer that names only
 * our origin to other sites. As `[name, value, name, value…]`, the form node:http's `writeHead`
 * takes as it is: the first layer (request-listener.ts) puts them on every answer, with
 * `transportSecurityHeaders`.
 */
export const SECURITY_HEADERS: readonly string[] = [
  "Cross-Origin-Opener-Policy",
  "same-origin",
  "Cross-Origin-Resource-Policy",
  "same-site",
  "Origin-Agent-Cluster",
  "?1",
  "Referrer-Policy",
  "strict-origin-when-cross-origin",
  "X-Content-Type-Options",
  "nosniff",
  "X-DNS-Prefetch-Control",
  "off",
  "X-Download-Options",
  "noopen",
  "X-Frame-Options",
  "SAMEORIGIN",
  "X-Permitted-Cross-Domain-Policies",
  "none",
  "X-XSS-Protection",
  "0",
  "Permissions-Policy",
  [
    "accelerometer",
    "browsing-topics",
    "camera",
    "display-capture",
    "geolocation",
    "gyroscope",
    "hid",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "serial",
    "usb",
  ]
    .map((feature) => `${feature}=()`)
    .join(", "),
];

/**
 * Strict-Transport-Security when the site's PUBLIC_URL is https, the header being on every answer
 * (a build file's too): browsers then reach the site over https only, for a year after their last
 * visit, even when a link or a typed address says http. The app sends it, not the proxy in front,
 * because it knows the site's address whatever terminates TLS. Without includeSubDomains or
 * preload: other hosts under the domain are not the app's to promise (docs/decisions/0026). A
 * browser ignores it on an answer over plain http, and for an IP address.
 */
export function transportSecurityHeaders(publicUrl: string): readonly string[] {
  return new URL(publicUrl).protocol === "https:" ? ["Strict-Transport-Security", "max-age=31536000"] : [];
}

/**
 * What a hashed build file (`/assets/…`: scripts, stylesheets, fonts, images) carries instead of
 * SECURITY_HEADERS and the request id: a page loads 30–45 of them, and the document headers (framing,
 * opener, permissions, referrer) mean nothing on a subresource but cost about 700 bytes each on
 * every first visit, as nginx's HTTP/2 compresses no response header it has sent before. Kept: no
 * MIME sniffing (a script or stylesheet must be what its type says), no embedding by other sites,
 * and `policy`, the default Content-Security-Policy, for a script started as a worker or an SVG
 * opened on its own, which are documents with a policy of their own.
 */
export function assetHeaders(policy: string): readonly string[] {
  return [
    "X-Content-Type-Options",
    "nosniff",
    "Cross-Origin-Resource-Policy",
    "same-site",
    "Content-Security-Policy",
    policy,
  ];
}

const NONCE_KEY = "cspNonce";
const NONCE_BYTES = 16;
/** Random bytes drawn in blocks, one system call per 256 nonces; each byte is used once. */
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

function newNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * 256);
    poolOffset = 0;
  }
  const nonce = randomPool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * The Content-Security-Policy of an answer that runs no inline script (the API's JSON, files,
 * redirects, the probes): scripts from our own origin only. The first layer (request-listener.ts)
 * gives it to every answer that does not set a policy of its own.
 */
export function defaultContentSecurityPolicy(development: boolean): string {
  return policyWithScripts(development, ["'self'"]);
}

/**
 * The Content-Security-Policy of a page rendered for this request: scripts from our own origin or,
 * inline, with this response's nonce. The render asks for the nonce (`cspNonce`) and puts it on
 * React Router's hydration data and streamed chunks, React's streaming helpers and Mantine's
 * colour-scheme script (app/entry.server.tsx, app/root.tsx). An answer that drew no nonce keeps the
 * default policy, and one that sets its own (a hosted file served with `default-src 'none';
 * sandbox`, a cached page with its scripts' hashes) keeps that.
 */
export function noncePolicy({ development }: { development: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const nonce = c.get(NONCE_KEY) as string | undefined;
    if (!nonce || c.res.headers.has("Content-Security-Policy")) return;
    c.res.headers.set(
      "Content-Security-Policy",
      policyWithScripts(development, ["'self'", `'nonce-${nonce}'`]),
    );
  };
}

/** The site's policy but for `script-src`, which says how inline scripts are allowed. */
function policyWithout(development: boolean) {
  return {
    defaultSrc: ["'self'"],
    // Mantine writes style attributes and <style> elements at run time, which a nonce cannot
    // cover: styles keep 'unsafe-inline' (scripts never do).
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Rich text may show images from other HTTPS sites; Mantine uses data: URIs for icons; a
    // photo chosen for upload is shown from the browser's own blob: URL before it is sent.
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    // Vite's hot reload talks over its own WebSocket port in development.
    connectSrc: development ? ["'self'", "ws:", "wss:"] : ["'self'"],
    objectSrc: ["'none'"],
    // A library PDF may be shown by an outside viewer, its View URL (pdf-details.tsx): HTTPS only.
    frameSrc: ["'self'", "https:"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * The policy for a page kept by the page cache (server/http/page-cache.ts), which many visitors
 * get: its inline scripts are allowed by their SHA-256 hashes (`'sha256-…'` sources) instead of a
 * nonce, so only those exact scripts run (docs/decisions/0012).
 */
export function scriptHashPolicy(development: boolean, hashSources: string[]): string {
  return policyWithScripts(development, ["'self'", ...hashSources]);
}

const otherDirectives = new Map(
  [false, true].map((development) => [
    development,
    Object.entries(policyWithout(development))
      .map(
        ([name, values]) =>
          `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(" ")}`,
      )
      .join("; "),
  ]),
);

function policyWithScripts(development: boolean, scriptSources: string[]): string {
  return `script-src ${scriptSources.join(" ")}; ${otherDirectives.get(development)}`;
}

/** This request's nonce, made on first asking; `noncePolicy` puts it in the policy. */
export function cspNonce(c: Context): string {
  let nonce = c.get(NONCE_KEY) as string | undefined;
  if (!nonce) {
    nonce = newNonce();
    c.set(NONCE_KEY, nonce);
  }
  return nonce;
}
