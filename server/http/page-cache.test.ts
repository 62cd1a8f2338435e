import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { listenForContentChanges } from "../db/content-changes.ts";
import { categories } from "../db/schema/index.ts";
import { createLogger } from "../logger.ts";
import { SESSION_COOKIE } from "../../shared/accounts/session-cookie.ts";
import { testConfig } from "../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";
import type { WebHandler } from "./load-context.ts";
import { PUBLIC_PAGE_CACHE_CONTROL } from "./page-cache.ts";

const database = setupTestDatabase();
const logger = createLogger("silent");
const SESSION = `${SESSION_COOKIE}=${"a".repeat(43)}`;
const SLUG = "page-cache-topic";
const PAGE = `/category/${SLUG}`;

const listeners: ReturnType<typeof listenForContentChanges>[] = [];
beforeAll(async () => {
  await database.db.insert(categories).values({ name: "Cached topic", slug: SLUG });
});
afterAll(async () => {
  await Promise.all(listeners.map((listener) => listener.stop()));
});

/**
 * The real app with its own content listener, as a server process has, and a stand-in for React
 * Router's handler that renders from the database: the category's name, who asks (by cookie), the
 * query, the nonce on its inline scripts (as app/entry.server.tsx puts it) and a JSON-LD block.
 */
async function appWithPageCache({ maxMb = 64, setCookie = false } = {}) {
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
  const config = testConfig({ pageCacheMaxBytes: maxMb * 1024 * 1024 });
  const app = createApp({ db: database.db, config, logger, web, contentChanges: listener.changes });
  return { app, renders, listener };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("page cache", () => {
  it("renders an anonymous visitor's page once and serves the same page, compressed, from memory", async () => {
    const { app, renders } = await appWithPageCache();
    const first = await app.request(PAGE);
    const html = await first.text();
    expect(html).toContain("<h1>Cached topic</h1>");
    const brotli = await app.request(PAGE, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(html);
    const gzip = await app.request(PAGE, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    expect(renders).toEqual([PAGE]);
    // Every answer still gets the request's own id and the security headers.
    expect(gzip.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(gzip.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("never keeps or serves a page to a request with the session cookie or a bearer token", async () => {
    const { app, renders } = await appWithPageCache();
    await app.request(PAGE);
    const member = await app.request(PAGE, { headers: { Cookie: `theme=dark; ${SESSION}` } });
    expect(await member.text()).toContain("for member");
    expect(member.headers.get("cache-control")).toBe("no-store");
    const bearer = await app.request(PAGE, { headers: { Authorization: "Bearer x" } });
    await bearer.text();
    expect(renders).toEqual([PAGE, PAGE, PAGE]);
    // …and the member's page was not kept for the next anonymous visitor.
    expect(await (await app.request(PAGE)).text()).toContain("for visitor");
    expect(renders).toHaveLength(3);
  });

  it("does not keep an answer that sets a cookie", async () => {
    const { app, renders } = await appWithPageCache({ setCookie: true });
    for (let i = 0; i < 2; i++) {
      const response = await app.request(PAGE);
      expect(response.headers.get("cache-control")).toBe("no-store");
      await response.text();
    }
    expect(renders).toHaveLength(2);
  });

  it("keeps pages that are not public pages out: /login, /cart, /dashboard are rendered each time", async () => {
    const { app, renders } = await appWithPageCache();
    for (const path of ["/login", "/login", "/cart", "/cart"]) await (await app.request(path)).text();
    expect(renders).toHaveLength(4);
  });

  it("keys by the query string in a normal order, and keeps no more bytes than it is given", async () => {
    const { app, renders } = await appWithPageCache({ maxMb: 1 });
    await (await app.request(`${PAGE}?page=2&search=java`)).text();
    const reordered = await app.request(`${PAGE}?search=java&page=2`);
    expect(await reordered.text()).toContain("query ?page=2&search=java");
    expect(renders).toHaveLength(1);
    await (await app.request(`${PAGE}?page=3`)).text();
    expect(renders).toHaveLength(2);

    // A crawler asking with random query strings: each page is about 3 kB uncompressed, so
    // 1 MB holds a few hundred of them with their compressed copies; the first ones go.
    for (let i = 0; i < 400; i++) await (await app.request(`${PAGE}?random=${i}`)).text();
    const rendered = renders.length;
    await (await app.request(`${PAGE}?random=399`)).text();
    expect(renders).toHaveLength(rendered);
    await (await app.request(`${PAGE}?random=0`)).text();
    expect(renders).toHaveLength(rendered + 1);
  });

  it("allows a kept page's inline scripts by their hashes, carrying no nonce", async () => {
    const { app } = await appWithPageCache();
    await (await app.request(PAGE)).text();
    const response = await app.request(PAGE);
    const html = await response.text();
    expect(html).not.toContain("nonce=");
    const scriptSrc = response.headers
      .get("content-security-policy")!
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
    const { app } = await appWithPageCache();
    const first = await app.request(PAGE, { headers: { "Accept-Encoding": "br" } });
    await first.arrayBuffer();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(first.headers.get("vary")).toMatch(/Accept-Encoding.*Cookie/);

    const repeat = await app.request(PAGE, { headers: { "If-None-Match": etag, "Accept-Encoding": "br" } });
    expect(repeat.status).toBe(304);
    expect(await repeat.text()).toBe("");
    expect(repeat.headers.get("etag")).toBe(etag);
    // The browser takes the 304's headers into its copy: the policy must still be the copy's own.
    expect(repeat.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    const other = await app.request(PAGE, { headers: { "If-None-Match": 'W/"other"' } });
    expect(other.status).toBe(200);
  });

  it("drops every process's pages within a second of a content change made anywhere", async () => {
    const one = await appWithPageCache();
    const other = await appWithPageCache();
    for (const { app } of [one, other])
      expect(await (await app.request(PAGE)).text()).toContain("Cached topic");
    expect(await (await other.app.request(PAGE)).text()).toContain("Cached topic");
    expect(other.renders).toHaveLength(1);

    // A change written straight to the database, as an operator's script or another process would.
    await database.pool.query("update categories set name = 'Renamed topic' where slug = $1", [SLUG]);
    const changed = performance.now();
    let html = "";
    while (!html.includes("Renamed topic") && performance.now() - changed < 1000) {
      // A request served from memory does no I/O: let the notification in, as a server does between requests.
      await new Promise(setImmediate);
      html = await (await other.app.request(PAGE)).text();
    }
    expect(html).toContain("<h1>Renamed topic</h1>");
    expect(performance.now() - changed).toBeLessThan(1000);
    expect(await (await one.app.request(PAGE)).text()).toContain("Renamed topic");
    await database.pool.query("update categories set name = 'Cached topic' where slug = $1", [SLUG]);
  });

  it("is bypassed while the listener is away, since a change could go unseen", async () => {
    const { app, renders, listener } = await appWithPageCache();
    await listener.stop();
    for (let i = 0; i < 2; i++) await (await app.request(PAGE)).text();
    expect(renders).toHaveLength(2);
  });
});
