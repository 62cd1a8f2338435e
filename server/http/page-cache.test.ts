import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, pageCacheFor } from "../app.ts";
import { listenForContentChanges } from "../db/content-changes.ts";
import { DatabaseHealth } from "../db/health.ts";
import { categories } from "../db/schema/index.ts";
import { createLogger } from "../logger.ts";
import { sessionCookieName } from "../../shared/accounts/session-cookie.ts";
import { testConfig } from "../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";
import { serveApp, type RawAnswer } from "../../tests/support/site-server.ts";
import type { WebHandler } from "./load-context.ts";
import { PUBLIC_PAGE_CACHE_CONTROL } from "./page-cache.ts";

const database = setupTestDatabase();
const logger = createLogger("silent");
const SESSION_COOKIE = sessionCookieName(testConfig().publicUrl);
const SESSION = `${SESSION_COOKIE}=${"a".repeat(43)}`;
const SLUG = "page-cache-topic";
const PAGE = `/category/${SLUG}`;

const listeners: ReturnType<typeof listenForContentChanges>[] = [];
const healths: DatabaseHealth[] = [];
beforeAll(async () => {
  await database.db.insert(categories).values({ name: "Cached topic", slug: SLUG });
});
afterAll(async () => {
  for (const health of healths) health.close();
  await Promise.all(listeners.map((listener) => listener.stop()));
});

/**
 * The real app with its own content listener, as a server process has, behind the first layer
 * (request-listener.ts) that answers kept pages, and a stand-in for React Router's handler that
 * renders from the database: the category's name, who asks (by cookie), the query, the nonce on its
 * inline scripts (as app/entry.server.tsx puts it) and a JSON-LD block.
 */
async function siteWithPageCache({ maxMb = 64, setCookie = false, publicUrl = testConfig().publicUrl } = {}) {
  const listener = listenForContentChanges(database.pool.options, logger);
  listeners.push(listener);
  await listener.ready;
  const renders: string[] = [];
  const web: WebHandler = async (request, context) => {
    const url = new URL(request.url);
    renders.push(`${url.pathname}${url.search}`);
    const [category] = await context.db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.slug, SLUG));
    const who = request.headers.get("Cookie")?.includes(SESSION_COOKIE) ? "member" : "visitor";
    const html =
      `<!DOCTYPE html><html><head><script nonce="${context.cspNonce}">window.theme = "light";</script>` +
      `<script type="application/ld+json">{"@type":"Thing"}</script></head>` +
      `<body><h1>${category!.name}</h1><p>for ${who}, query ${url.search}</p>${"<p>filler</p>".repeat(200)}` +
      `<script type="module" nonce="${context.cspNonce}">import("/assets/entry.js");\r\nwindow.x = 1;</script>` +
      `</body></html>`;
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    if (setCookie) headers.set("Set-Cookie", "w3p_flash=; Max-Age=0; Path=/");
    return new Response(html, { headers });
  };
  const config = testConfig({ pageCacheMaxBytes: maxMb * 1024 * 1024, publicUrl });
  const pageCache = pageCacheFor(config, listener.changes);
  expect(pageCache).toBeDefined();
  const health = new DatabaseHealth({ probe: () => database.pool.query("select 1"), logger });
  const app = createApp({ db: database.db, config, logger, web, health, pageCache });
  const site = await serveApp(app, { logger, health, pageCache, publicUrl });
  healths.push(health);
  /** The page's HTML, decompressed as a browser would. */
  const html = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await site.get(path, headers);
    expect(answer.status, path).toBe(200);
    return decoded(answer);
  };
  return { app, site, html, renders, listener, health };
}

function decoded({ headers, body }: RawAnswer): string {
  const coding = headers["content-encoding"];
  if (coding === "br") return brotliDecompressSync(body).toString();
  if (coding === "gzip") return gunzipSync(body).toString();
  expect(coding).toBeUndefined();
  return body.toString();
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("page cache", () => {
  it("renders an anonymous visitor's page once and serves the same page, compressed, from memory", async () => {
    const { site, renders } = await siteWithPageCache();
    const first = await site.get(PAGE);
    const html = decoded(first);
    expect(html).toContain("<h1>Cached topic</h1>");
    const brotli = await site.get(PAGE, { "Accept-Encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-length"]).toBe(String(brotli.body.byteLength));
    expect(brotliDecompressSync(brotli.body).toString()).toBe(html);
    const gzip = await site.get(PAGE, { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    const head = await site.get(PAGE, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(brotli.headers["content-length"]);
    expect(head.body.byteLength).toBe(0);
    // Kept compressed only, it is still the same page, with its length, for a client that accepts neither.
    const plain = await site.get(PAGE);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(plain.headers["content-length"]).toBe(String(Buffer.byteLength(html)));
    const plainHead = await site.get(PAGE, {}, "HEAD");
    expect(plainHead.headers["content-length"]).toBe(plain.headers["content-length"]);
    expect(renders).toEqual([PAGE]);
    // Every answer still gets its own request id and the security headers.
    expect(gzip.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(gzip.headers["x-request-id"]).not.toBe(brotli.headers["x-request-id"]);
    expect(gzip.headers["x-content-type-options"]).toBe("nosniff");
    expect(gzip.headers["permissions-policy"]).toContain("camera=()");
  });

  it("serves a kept page with Strict-Transport-Security when PUBLIC_URL is https", async () => {
    const { site, renders } = await siteWithPageCache({ publicUrl: "https://books.example" });
    const rendered = await site.get(PAGE);
    const kept = await site.get(PAGE);
    expect(renders).toEqual([PAGE]);
    expect(rendered.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(kept.headers["strict-transport-security"]).toBe("max-age=31536000");
    // There the session cookie is `__Host-`: a request carrying it is rendered for its member.
    const member = await site.get(PAGE, { Cookie: `__Host-${SESSION}` });
    expect(decoded(member)).toContain("for member");
    expect(member.headers["cache-control"]).toBe("no-store");
    expect(renders).toEqual([PAGE, PAGE]);
  });

  it("never keeps or serves a page to a request with the session cookie or a bearer token", async () => {
    const { site, html, renders } = await siteWithPageCache();
    await html(PAGE);
    const member = await site.get(PAGE, { Cookie: `theme=dark; ${SESSION}` });
    expect(decoded(member)).toContain("for member");
    expect(member.headers["cache-control"]).toBe("no-store");
    expect(member.headers.etag).toBeUndefined();
    const bearer = await site.get(PAGE, { Authorization: "Bearer x" });
    expect(bearer.status).toBe(200);
    expect(renders).toEqual([PAGE, PAGE, PAGE]);
    // …and the member's page was not kept for the next anonymous visitor, who is still served from memory.
    expect(await html(PAGE)).toContain("for visitor");
    expect(await html(PAGE, { Cookie: "theme=dark" })).toContain("for visitor");
    expect(renders).toHaveLength(3);
  });

  it("does not keep an answer that sets a cookie", async () => {
    const { site, renders } = await siteWithPageCache({ setCookie: true });
    for (let i = 0; i < 2; i++) {
      const response = await site.get(PAGE);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(renders).toHaveLength(2);
  });

  it("keeps pages that are not public pages out: /login, /cart, /dashboard are rendered each time", async () => {
    const { site, renders } = await siteWithPageCache();
    for (const path of ["/login", "/login", "/cart", "/cart"]) await site.get(path);
    expect(renders).toHaveLength(4);
  });

  it("keys by the query string in a normal order, and keeps no more bytes than it is given", async () => {
    const { html, renders } = await siteWithPageCache({ maxMb: 1 });
    await html(`${PAGE}?page=2&search=java`);
    expect(await html(`${PAGE}?search=java&page=2`)).toContain("query ?page=2&search=java");
    expect(await html(`${PAGE}?search=%6Aava&page=2`)).toContain("query ?page=2&search=java");
    expect(renders).toHaveLength(1);
    await html(`${PAGE}?page=3`);
    expect(renders).toHaveLength(2);

    // A crawler asking with random query strings: each page is kept as its two compressed copies,
    // about 1.2 kB with what the entry costs besides, so 1 MB holds some 800 of them; the first ones go.
    for (let i = 0; i < 1000; i++) await html(`${PAGE}?random=${i}`);
    const rendered = renders.length;
    await html(`${PAGE}?random=999`);
    expect(renders).toHaveLength(rendered);
    await html(`${PAGE}?random=0`);
    expect(renders).toHaveLength(rendered + 1);
  });

  it("allows a kept page's inline scripts by their hashes, carrying no nonce", async () => {
    const { site, html } = await siteWithPageCache();
    await html(PAGE);
    const response = await site.get(PAGE);
    expect(decoded(response)).not.toContain("nonce=");
    const policies = response.headers["content-security-policy"];
    // One policy, the page's own: a second one (the default, without the hashes) would block its scripts.
    expect(typeof policies).toBe("string");
    const scriptSrc = String(policies)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "script-src")!
      .slice(1);
    expect(scriptSrc.sort()).toEqual(
      // The browser hashes the module script's text with its CR LF read as LF; JSON-LD never runs.
      [
        "'self'",
        sha256('window.theme = "light";'),
        sha256('import("/assets/entry.js");\nwindow.x = 1;'),
      ].sort(),
    );
  });

  it("answers a repeat visit with If-None-Match by 304, and lets shared caches keep the page briefly", async () => {
    const { site, html } = await siteWithPageCache();
    await html(PAGE);
    const first = await site.get(PAGE, { "Accept-Encoding": "br" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(first.headers.vary).toMatch(/Accept-Encoding.*Cookie/);

    const repeat = await site.get(PAGE, { "If-None-Match": etag, "Accept-Encoding": "br" });
    expect(repeat.status).toBe(304);
    expect(repeat.body.byteLength).toBe(0);
    expect(repeat.headers.etag).toBe(etag);
    // The browser takes the 304's headers into its copy: the policy must still be the copy's own.
    expect(repeat.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(repeat.headers["x-content-type-options"]).toBe("nosniff");
    const other = await site.get(PAGE, { "If-None-Match": 'W/"other"' });
    expect(other.status).toBe(200);
    // A signed-in visitor's copy is never revalidated against the anonymous page.
    const member = await site.get(PAGE, { "If-None-Match": etag, Cookie: SESSION });
    expect(member.status).toBe(200);
  });

  it("drops every process's pages within a second of a content change made anywhere", async () => {
    const one = await siteWithPageCache();
    const other = await siteWithPageCache();
    for (const { html } of [one, other]) expect(await html(PAGE)).toContain("Cached topic");
    expect(await other.html(PAGE)).toContain("Cached topic");
    expect(other.renders).toHaveLength(1);

    // A change written straight to the database, as an operator's script or another process would.
    await database.pool.query("update categories set name = 'Renamed topic' where slug = $1", [SLUG]);
    const changed = performance.now();
    // Each process hears of the change on its own connection: each gets the second.
    const pageWithin = async ({ html: page }: typeof one, second: number) => {
      let html = "";
      while (!html.includes("Renamed topic") && performance.now() - changed < second) {
        html = await page(PAGE);
      }
      return { html, after: performance.now() - changed };
    };
    for (const seen of await Promise.all([pageWithin(one, 1000), pageWithin(other, 1000)])) {
      expect(seen.html).toContain("<h1>Renamed topic</h1>");
      expect(seen.after).toBeLessThan(1000);
    }
    await database.pool.query("update categories set name = 'Cached topic' where slug = $1", [SLUG]);
  });

  it("is bypassed while the listener is away, since a change could go unseen", async () => {
    const { html, renders, listener } = await siteWithPageCache();
    await html(PAGE);
    await listener.stop();
    for (let i = 0; i < 2; i++) await html(PAGE);
    expect(renders).toHaveLength(3);
  });

  it("answers 503, not the kept page, while the database is known to be down", async () => {
    const { site, html, health } = await siteWithPageCache();
    await html(PAGE);
    health.markDown("the test says so");
    const answer = await site.get(PAGE);
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
  });

  it("answers from memory for the app alone too (tests' app.request), as it renders a page once", async () => {
    const { app, renders } = await siteWithPageCache();
    const first = await app.request(PAGE, { headers: { "Accept-Encoding": "br" } });
    const again = await app.request(PAGE, { headers: { "Accept-Encoding": "br" } });
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(
      brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString(),
    );
    expect(renders).toEqual([PAGE]);
  });
});
