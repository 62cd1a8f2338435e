import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { SITE_COOKIE } from "../../shared/accounts/session-cookie.ts";
import type { ContentChanges } from "../db/content-changes.ts";
import { negotiateEncoding, type Encoding } from "./compression.ts";
import { cspNonce, scriptHashPolicy } from "./security-headers.ts";

/**
 * The public pages that look the same to every anonymous visitor. Accounts, the cart, checkout,
 * /job (its loader queues the listings' refresh when due) and anything else are never kept.
 */
const CACHEABLE_PAGES = [
  /^\/(?:home)?$/,
  /^\/(?:about-us|contact-us|privacy-policy|terms-and-conditions|faq|whyw3programmer|study|immigration-support)$/,
  /^\/(?:all-category|site-map|pdf-books|torrent-tutorial|blog|complete-guide|ebooks)$/,
  /^\/(?:category|question-answer|pdf-zone|pdf-details|torrent-course|blog-details|blog-categorys|latest-tags|guide-details)\/[^/]+$/,
];

/** Longer query strings are answered without the cache: no visitor's link needs one. */
const MAX_QUERY_LENGTH = 256;
/**
 * Kept this long at most, even when nothing changed: what time alone changes (a blog post
 * scheduled for later becomes public) shows within this.
 */
const ENTRY_TTL_MS = 60_000;
/**
 * What a browser, nginx or a CDN may do with a kept page: a browser asks again every time (an
 * ETag makes that a 304); a shared cache may answer for 30 s and then, while it asks, for 60 s
 * more with what it has. `Vary: Cookie` keeps a signed-in visitor's request from being answered
 * with an anonymous page.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
const VARY = "Accept-Encoding, Cookie";
const CARRIED_HEADERS = new Set(["content-type", "link", "content-language"]);
/**
 * Brotli's quality for a kept page. Measured on a 124 kB question page: quality 9 took 18–20 ms
 * of CPU and about 26 MB of memory for its hash tables, for 15.7 kB; 6 takes 1.8–2.2 ms and about
 * 3 MB, for 15.9 kB (the home page: 26–28 ms against 3.7–3.9 ms, 28.3 kB against 28.4 kB). A page
 * is compressed again whenever content changes and at least once a minute, and a crawler asks for
 * many pages nobody else does, each compressed for one visit: under a crawl at 50 connections a
 * page not yet kept cost 50 ms of CPU at 9 and 24 ms at 6 (docs/performance.md, "Memory under load").
 */
const KEPT_BROTLI_QUALITY = 6;

type Coding = Encoding | "identity";

type Entry = {
  etag: string;
  /** The whole answer's headers for each coding, as `[name, value, …]`. */
  headers: Record<Coding, string[]>;
  /**
   * A 304's headers. The policy is among them: a browser updates its copy's headers from a 304
   * (and would refuse the copy's scripts under another policy).
   */
  notModifiedHeaders: string[];
  /**
   * Compressed only: the page itself is about four times the size of both copies together, and
   * nearly every client accepts one of them. One that accepts neither gets the gzip copy decompressed
   * (`answerFrom`), a fraction of a millisecond.
   */
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>;
  expiresAt: number;
  bytes: number;
};

/** A kept page as one request gets it; the first layer adds the headers every answer carries. */
export type KeptAnswer = {
  status: 200 | 304;
  /** As `[name, value, name, value…]`. */
  headers: string[];
  /** null for a 304 and for HEAD. */
  body: Uint8Array<ArrayBuffer> | null;
};

/**
 * What the cache reads of a request, taken from node:http's message by the first layer
 * (request-listener.ts) or from Hono's context by `PageCache.middleware`, so that both decide alike.
 */
export type PageRequest = {
  method: string;
  /** The address's path as the URL parser gives it (no dot segments, percent-encoding kept). */
  pathname: string;
  /** The query with its "?", or "". */
  search: string;
  authorization: string | undefined;
  cookie: string | undefined;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
};

/**
 * The cache's key for this request, or null when it must be answered without the cache: not a
 * GET or HEAD, not an anonymous visitor's, not a cacheable page. Query parameters are sorted so
 * that `?a=1&b=2` and `?b=2&a=1` share an entry.
 */
export function pageCacheKey({
  method,
  pathname,
  search,
  authorization,
  cookie,
}: Omit<PageRequest, "ifNoneMatch" | "acceptEncoding">): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (authorization !== undefined) return null;
  if (cookie && SITE_COOKIE.test(cookie)) return null;
  if (!CACHEABLE_PAGES.some((page) => page.test(pathname))) return null;
  if (search.length > MAX_QUERY_LENGTH) return null;
  if (search.length <= 1) return pathname;
  const params = [...new URLSearchParams(search)].sort(([a, av], [b, bv]) =>
    a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0,
  );
  return `${pathname}?${new URLSearchParams(params).toString()}`;
}

/** Least recently used entries go first once the bytes kept exceed `maxBytes`. */
class LruCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  constructor(readonly maxBytes: number) {}

  get bytes() {
    return this.#bytes;
  }

  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry) {
    this.delete(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Scripts the browser does not run (JSON-LD and other data blocks) need no source in the policy. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The `'sha256-…'` sources that allow exactly the inline scripts of `html`. The browser hashes a
 * script's text as parsed, where the HTML parser has turned CR LF and lone CR into LF.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    const parsed = text.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(parsed, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Whether `If-None-Match` names `etag` (weak comparison, as for GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value.replace(/^W\//, "") === opaque;
  });
}

/** An answer that may be kept for everyone: a whole HTML page, no cookie, nothing private. */
function isStorable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has("Set-Cookie") || response.headers.has("Content-Encoding")) return false;
  if (response.headers.has("Cache-Control")) return false;
  return response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
}

async function buildEntry(c: Context, response: Response, development: boolean): Promise<Entry> {
  // The page was rendered with this request's nonce; kept for everyone, it carries none and its
  // policy allows its inline scripts by their hashes (docs/decisions/0012).
  const html = (await response.text()).replaceAll(` nonce="${cspNonce(c)}"`, "");
  const identity = new TextEncoder().encode(html);
  // In one call each, in this thread, as compression.ts does for what is complete before it is
  // sent. Handed to the thread pool, each compressor's memory counts as the heap's external memory
  // (Node.js reports it to V8) while the page waits for it, and a crawl's stream of pages not yet
  // kept set off two to five full garbage collections a second: 42 ms of CPU a page instead of 24.
  const br = brotliCompressSync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
    },
  });
  const gzipped = gzipSync(identity, { level: 9 });
  const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const policy = scriptHashPolicy(development, inlineScriptHashes(html));
  const notModifiedHeaders = [
    "ETag",
    etag,
    "Cache-Control",
    PUBLIC_PAGE_CACHE_CONTROL,
    "Vary",
    VARY,
    "Content-Security-Policy",
    policy,
  ];
  const carried: string[] = [];
  response.headers.forEach((value, name) => {
    if (CARRIED_HEADERS.has(name)) carried.push(name, value);
  });
  const bodies = { br: new Uint8Array(br), gzip: new Uint8Array(gzipped) };
  const lengths = { identity: identity.byteLength, br: br.byteLength, gzip: gzipped.byteLength };
  const headersFor = (coding: Coding) => [
    ...carried,
    ...notModifiedHeaders,
    ...(coding === "identity" ? [] : ["Content-Encoding", coding]),
    "Content-Length",
    String(lengths[coding]),
  ];
  return {
    etag,
    headers: { identity: headersFor("identity"), br: headersFor("br"), gzip: headersFor("gzip") },
    notModifiedHeaders,
    bodies,
    expiresAt: Date.now() + ENTRY_TTL_MS,
    bytes: br.byteLength + gzipped.byteLength + 1024,
  };
}

/** The page itself, for a client that accepts no compression. */
function decompressed(entry: Entry): Uint8Array<ArrayBuffer> {
  // zlib's output is a Buffer of its own, never over shared memory.
  return gunzipSync(entry.bodies.gzip) as Buffer<ArrayBuffer>;
}

/** The kept page as this request wants it: 304 when it has it, else the coding it prefers. */
function answerFrom(entry: Entry, request: PageRequest): KeptAnswer {
  if (matchesEtag(request.ifNoneMatch, entry.etag)) {
    return { status: 304, headers: entry.notModifiedHeaders, body: null };
  }
  const coding = negotiateEncoding(request.acceptEncoding) ?? "identity";
  return {
    status: 200,
    headers: entry.headers[coding],
    body:
      request.method === "HEAD" ? null : coding === "identity" ? decompressed(entry) : entry.bodies[coding],
  };
}

/** The same answer for Hono. */
function toResponse({ status, headers, body }: KeptAnswer): Response {
  const pairs: [string, string][] = [];
  for (let i = 0; i < headers.length; i += 2) pairs.push([headers[i]!, headers[i + 1]!]);
  return new Response(body, { status, headers: pairs });
}

/** What the cache reads of a request that Hono handles. */
function pageRequestOf(c: Context): PageRequest {
  const url = new URL(c.req.url);
  return {
    method: c.req.method,
    pathname: url.pathname,
    search: url.search,
    authorization: c.req.header("Authorization"),
    cookie: c.req.header("Cookie"),
    ifNoneMatch: c.req.header("If-None-Match"),
    acceptEncoding: c.req.header("Accept-Encoding"),
  };
}

export type PageCacheOptions = {
  changes: ContentChanges;
  maxBytes: number;
  development: boolean;
};

/**
 * Anonymous visitors' public pages from memory (docs/decisions/0012). A page is rendered once per
 * content version (`changes`, told by PostgreSQL of every content change in any process) and
 * kept, compressed with brotli and gzip, in an LRU bounded in bytes; a request carrying a site
 * cookie or Authorization is always rendered.
 *
 * Kept pages are answered by the first layer (`answer`, called from request-listener.ts) before
 * Hono sees the request; `middleware`, just before the web handler, renders and keeps the pages
 * not kept yet (and answers from memory for an app used without the first layer, as in tests).
 */
export class PageCache {
  readonly #changes: ContentChanges;
  readonly #development: boolean;
  readonly #cache: LruCache;
  /** Renders under way, so that a burst of visitors to a page not yet kept renders it once. */
  readonly #rendering = new Map<string, Promise<Entry | null>>();
  /** One page may not push out more than an eighth of the others. */
  readonly #maxEntryBytes: number;

  constructor({ changes, maxBytes, development }: PageCacheOptions) {
    this.#changes = changes;
    this.#development = development;
    this.#cache = new LruCache(maxBytes);
    this.#maxEntryBytes = maxBytes / 8;
    changes.onChange(() => {
      this.#cache.clear();
      this.#rendering.clear();
    });
  }

  /** The kept page this request may be answered with, if there is one. */
  answer(request: PageRequest): KeptAnswer | undefined {
    if (!this.#changes.isCurrent) return undefined;
    const key = pageCacheKey(request);
    if (key === null) return undefined;
    const kept = this.#cache.get(key);
    return kept && answerFrom(kept, request);
  }

  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const changes = this.#changes;
      if (!changes.isCurrent) return next();
      const request = pageRequestOf(c);
      const key = pageCacheKey(request);
      if (key === null) return next();
      const kept = this.#cache.get(key);
      if (kept) return toResponse(answerFrom(kept, request));
      const underway = this.#rendering.get(key);
      if (underway) {
        const entry = await underway;
        if (entry) return toResponse(answerFrom(entry, request));
      }
      // HEAD renders no body (app/entry.server.tsx): nothing to keep.
      if (c.req.method === "HEAD") return next();

      const generation = changes.generation;
      let settle: (entry: Entry | null) => void = () => {};
      const built = new Promise<Entry | null>((resolve) => (settle = resolve));
      this.#rendering.set(key, built);
      try {
        await next();
        const response = c.res;
        if (!isStorable(response)) return;
        const entry = await buildEntry(c, response, this.#development);
        settle(entry);
        // Content that changed while the page rendered may be missing from it: answer, but do not keep.
        if (changes.generation === generation && changes.isCurrent && entry.bytes <= this.#maxEntryBytes) {
          this.#cache.set(key, entry);
        }
        c.res = undefined;
        c.res = toResponse(answerFrom(entry, request));
      } finally {
        settle(null);
        if (this.#rendering.get(key) === built) this.#rendering.delete(key);
      }
    };
  }
}
