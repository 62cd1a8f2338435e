import { createBrotliDecompress, brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { testConfig } from "../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";
import { COMPRESSION_THRESHOLD, negotiateEncoding } from "./compression.ts";
import { wholeBodyResponse } from "./whole-body.ts";

const database = setupTestDatabase();

const PAGE = `<!DOCTYPE html><html><body>${"<p>Interview questions and answers.</p>".repeat(500)}</body></html>`;

/** The real app with a stand-in web handler answering `respond()`. */
function appAnswering(respond: () => Response) {
  return createApp({
    db: database.db,
    config: testConfig(),
    logger: createLogger("silent"),
    web: async () => respond(),
  });
}

const html = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

async function bytes(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0.8, gzip;q=0.8", "br"],
    ["*", "br"],
    ["br;q=0, *", "gzip"],
    ["identity", undefined],
    ["deflate", undefined],
    ["gzip;q=0, br;q=0", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("Accept-Encoding %j gets %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("response compression", () => {
  it("answers a page in brotli to a browser that accepts it, and in gzip to one that accepts only that", async () => {
    const app = appAnswering(() => html(PAGE));
    const br = await app.request("/", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.has("content-length")).toBe(false);
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(PAGE.length / 10);
    expect(brotliDecompressSync(brBody).toString()).toBe(PAGE);

    const gzip = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("vary")).toContain("Accept-Encoding");
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(PAGE);
  });

  it("answers uncompressed, still with Vary, to a client that accepts no coding", async () => {
    const app = appAnswering(() => html(PAGE));
    for (const headers of [{}, { "Accept-Encoding": "identity" }] as Record<string, string>[]) {
      const response = await app.request("/", { headers });
      expect(response.headers.has("content-encoding")).toBe(false);
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      expect(await response.text()).toBe(PAGE);
    }
  });

  it("compresses the API's JSON whole, with the length of what it sends", async () => {
    const app = appAnswering(() => html(PAGE));
    const response = await app.request("/api/openapi.json", { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const body = await bytes(response);
    expect(response.headers.get("content-length")).toBe(String(body.length));
    const document = JSON.parse(brotliDecompressSync(body).toString());
    expect(document.openapi).toMatch(/^3\./);
  });

  it("compresses a rendered page of known length whole, in each coding, and weakens its ETag", async () => {
    const page = Buffer.from(PAGE);
    const app = appAnswering(() => html(page, { "Content-Length": String(page.length), ETag: '"page-1"' }));
    for (const [accept, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await app.request("/", { headers: { "Accept-Encoding": accept } });
      expect(response.headers.get("content-encoding")).toBe(accept);
      expect(response.headers.get("etag")).toBe('W/"page-1"');
      const body = await bytes(response);
      expect(response.headers.get("content-length")).toBe(String(body.length));
      expect(decode(body).toString()).toBe(PAGE);
    }
  });

  it("compresses a page rendered whole from its bytes, without reading its body back", async () => {
    const page = Buffer.from(PAGE);
    let rendered: Response | undefined;
    const app = appAnswering(() => {
      rendered = wholeBodyResponse(page, {
        headers: { "Content-Type": "text/html", "Content-Length": String(page.length), ETag: '"page-2"' },
      });
      return rendered;
    });
    const response = await app.request("/", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(response.headers.get("etag")).toBe('W/"page-2"');
    const body = await bytes(response);
    expect(response.headers.get("content-length")).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
    expect(rendered!.bodyUsed).toBe(false);
  });

  it("leaves a body below the threshold alone, without Vary", async () => {
    const small = "<p>short</p>";
    expect(small.length).toBeLessThan(COMPRESSION_THRESHOLD);
    const app = appAnswering(() => html(small, { "Content-Length": String(small.length) }));
    const response = await app.request("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.headers.has("content-encoding")).toBe(false);
    expect(response.headers.get("vary")).toBeNull();
    expect(await response.text()).toBe(small);
  });

  it("sends a short answer of unknown length (a small JSON) as it is, with its length and without Vary", async () => {
    const app = appAnswering(() => html(PAGE));
    const response = await app.request("/readyz", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.headers.has("content-encoding")).toBe(false);
    expect(response.headers.get("vary")).toBeNull();
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: "ok" });
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
  });

  it("compresses a long body that arrives in chunks smaller than the threshold, losing none", async () => {
    const encoder = new TextEncoder();
    const pieces = Array.from({ length: 200 }, (_, i) => `<p>Question ${i}</p>`);
    const app = appAnswering(() =>
      html(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const piece of pieces) controller.enqueue(encoder.encode(piece));
            controller.close();
          },
        }),
      ),
    );
    const response = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(response)).toString()).toBe(pieces.join(""));
  });

  it.each([
    ["an image", "image/webp"],
    ["a PDF", "application/pdf"],
    ["a zip file", "application/zip"],
  ])("does not compress %s again", async (_label, type) => {
    const body = Buffer.alloc(50_000, 7);
    const app = appAnswering(() => new Response(body, { headers: { "Content-Type": type } }));
    const response = await app.request("/file", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.headers.has("content-encoding")).toBe(false);
    expect((await bytes(response)).equals(body)).toBe(true);
  });

  it("does not compress a body that is already encoded, or one marked no-transform", async () => {
    const encoded = appAnswering(() => html("x".repeat(5000), { "Content-Encoding": "gzip" }));
    const first = await encoded.request("/", { headers: { "Accept-Encoding": "br" } });
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const untouched = appAnswering(() => html(PAGE, { "Cache-Control": "no-transform" }));
    const second = await untouched.request("/", { headers: { "Accept-Encoding": "br" } });
    expect(second.headers.has("content-encoding")).toBe(false);
    expect(await second.text()).toBe(PAGE);
  });

  it("keeps a streamed page streaming: the shell arrives, decompressed, before the rest is rendered", async () => {
    const encoder = new TextEncoder();
    let release!: () => void;
    const rest = new Promise<void>((resolve) => (release = resolve));
    const shell = `<!DOCTYPE html><html><body><header>${"Menu ".repeat(400)}</header>`;
    const app = appAnswering(() =>
      html(
        new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode(shell));
            // Like a suspended part of a page: more comes only once its data is ready.
            await rest;
            controller.enqueue(encoder.encode("<main>Answers</main></body></html>"));
            controller.close();
          },
        }),
      ),
    );
    const response = await app.request("/", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");

    let received = "";
    const decompressor = createBrotliDecompress();
    decompressor.on("data", (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise((resolve) => decompressor.once("end", resolve));
    const shellDecoded = new Promise<void>((resolve) => {
      decompressor.on("data", () => {
        if (received.includes("</header>")) resolve();
      });
    });
    const reader = response.body!.getReader();
    const pump = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return decompressor.end();
        decompressor.write(value);
      }
    })();
    // Resolves only if the shell was flushed while the rest is still held back.
    await shellDecoded;
    expect(received).toBe(shell);
    release();
    await pump;
    await ended;
    expect(received).toBe(`${shell}<main>Answers</main></body></html>`);
  });
});
