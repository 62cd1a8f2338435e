import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

export type Encoding = "br" | "gzip";

/** Below this a compressed body saves less than the headers and the work cost. */
export const COMPRESSION_THRESHOLD = 1024;

/** Brotli first: on our pages it is about a fifth smaller than gzip. */
const PREFERENCE: Encoding[] = ["br", "gzip"];

/**
 * The coding to answer with for this `Accept-Encoding`: the one the client weights highest,
 * brotli on a tie; none when it accepts neither (or sent no header: identity).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const weight = (coding: string) =>
    accepts.find((accept) => accept.type.toLowerCase() === coding)?.q ??
    accepts.find((accept) => accept.type === "*")?.q ??
    0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of PREFERENCE) {
    const q = weight(encoding);
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** HTML, JSON, JavaScript, CSS, XML, SVG and other text; never images, PDFs or archives. */
function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

/** Appends `Accept-Encoding` to a response's `Vary` unless it is already there. */
function varyOnAcceptEncoding(headers: Headers) {
  const vary = headers.get("Vary");
  if (vary === "*" || vary?.split(",").some((name) => name.trim().toLowerCase() === "accept-encoding")) {
    return;
  }
  headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

function compressor(encoding: Encoding): BrotliCompress | Gzip {
  // Quality 5 compresses a 180 KB page in a few milliseconds; the maximum (11) is for build time.
  // Each open stream keeps a buffer the size of its window: 4 MB by default, for every page being
  // sent at once. 256 KB holds a whole page, so the pages compress as well.
  return encoding === "br"
    ? createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_LGWIN]: 18,
        },
      })
    : createGzip({ level: 6 });
}

/**
 * `source` compressed as it arrives. Whenever the source pauses, what has been compressed so far is
 * flushed: a server-rendered page streams its shell first and each suspended part later, and a
 * compressor waiting for a full block would hold the shell back until the slowest part is done.
 */
function compressStream(source: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const zlib = compressor(encoding);
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  const reader = source.getReader();
  let flushScheduled = false;
  const flushSoon = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    // After the chunks that arrive together have been written: they are compressed as one.
    setImmediate(() => {
      flushScheduled = false;
      if (!zlib.writableEnded && !zlib.destroyed) zlib.flush(flushKind);
    });
  };
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        zlib.off("drain", done);
        zlib.off("close", done);
        resolve();
      };
      zlib.on("drain", done);
      zlib.on("close", done);
    });
  const pump = async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (zlib.destroyed) return;
      if (done) {
        zlib.end();
        return;
      }
      if (!zlib.write(value)) await drained();
      flushSoon();
    }
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      zlib.on("data", (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) zlib.pause();
      });
      zlib.once("end", () => controller.close());
      zlib.once("error", (error) => controller.error(error));
      pump().catch((error: unknown) =>
        zlib.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    pull() {
      zlib.resume();
    },
    cancel(reason) {
      // The client went away: stop compressing and stop whatever produces the body (React's render).
      zlib.destroy();
      return reader.cancel(reason);
    },
  });
}

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * Reads `source` until `size` bytes have come or it ended. Ended: its bytes. Otherwise a stream
 * giving what was read and then the rest; a streamed page's shell is well above `size`, so this
 * does not hold it back waiting for the parts rendered later.
 */
async function readAtLeast(
  source: ReadableStream<Bytes>,
  size: number,
): Promise<{ ended: true; bytes: Buffer<ArrayBuffer> } | { ended: false; body: ReadableStream<Bytes> }> {
  const reader = source.getReader();
  const chunks: Bytes[] = [];
  let length = 0;
  while (length < size) {
    const { done, value } = await reader.read();
    if (done) return { ended: true, bytes: Buffer.concat(chunks, length) };
    chunks.push(value);
    length += value.byteLength;
  }
  const body = new ReadableStream<Bytes>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { ended: false, body };
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Compresses compressible responses with the coding the client prefers (`negotiateEncoding`).
 * Left alone: HEAD, bodiless and partial answers, bodies already encoded (the precompressed build
 * assets), bodies below COMPRESSION_THRESHOLD, and `Cache-Control: no-transform`.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    const length = res.headers.get("Content-Length");
    if (
      res.status === 206 ||
      res.headers.has("Content-Encoding") ||
      !isCompressible(res.headers.get("Content-Type")) ||
      NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "") ||
      (length !== null && Number(length) < COMPRESSION_THRESHOLD)
    ) {
      return;
    }
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    let body = res.body;
    if (encoding && length === null && body && c.req.method !== "HEAD") {
      // Of unknown length (the API's JSON, a streamed page): a body that ends below the threshold
      // goes as it is, as one with a Content-Length would.
      const start = await readAtLeast(body, COMPRESSION_THRESHOLD);
      if (start.ended) {
        c.res = new Response(start.bytes, res);
        c.res.headers.set("Content-Length", String(start.bytes.byteLength));
        return;
      }
      body = start.body;
    }
    // From here the answer depends on Accept-Encoding, whether or not this client gets it compressed.
    varyOnAcceptEncoding(res.headers);
    if (!encoding || c.req.method === "HEAD" || !body) return;
    c.res = new Response(compressStream(body, encoding), res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
