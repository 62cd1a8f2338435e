import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliCompress,
  type BrotliOptions,
  type Gzip,
} from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { wholeBodyOf } from "./whole-body.ts";

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

/**
 * Brotli's quality for what is compressed as it is sent (pages rendered for one visitor, API
 * JSON): the CPU it costs matters as much as the bytes it saves. Measured on a 122 kB question
 * page: quality 5 took 2.2–2.7 ms and made 16.3 kB, 4 took 1.4 ms for 17.7 kB, 3 took 0.7 ms for
 * 18.8 kB; on 21 kB of the question-list API's JSON, which repeats itself, 3 makes 3.8 kB in
 * 0.1–0.2 ms where 5 makes 3.3 kB in 0.3–0.6 ms. Quality 3 for both: a rendered page's 1 kB more
 * is a millisecond on a slow phone connection, its 0.7 ms less is a twentieth of the page's CPU
 * (docs/performance.md). Kept pages are compressed once, harder (server/http/page-cache.ts); the
 * build's files hardest.
 */
const BROTLI_QUALITY = 3;

const GZIP_LEVEL = 6;

function brotliOptions(sizeHint?: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      // Each open stream keeps a buffer the size of its window: 4 MB by default, for every page
      // being sent at once. 256 KB holds a whole page, so the pages compress as well.
      [constants.BROTLI_PARAM_LGWIN]: 18,
      ...(sizeHint !== undefined && { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
    },
  };
}

function compressor(encoding: Encoding): BrotliCompress | Gzip {
  return encoding === "br" ? createBrotliCompress(brotliOptions()) : createGzip({ level: GZIP_LEVEL });
}

/**
 * A whole body compressed in one call, in this thread. For what is complete before it is sent (the
 * API's JSON, a rendered page): a compressor stream costs more than the compression itself on
 * bodies of this size, its work handed to the thread pool chunk by chunk and back (1.5 ms more CPU
 * on a 21 kB page of the question-list API; docs/performance.md).
 */
function compressBytes(bytes: Uint8Array, encoding: Encoding) {
  const compressed =
    encoding === "br"
      ? brotliCompressSync(bytes, brotliOptions(bytes.byteLength))
      : gzipSync(bytes, { level: GZIP_LEVEL });
  // zlib's output is a Buffer of its own, never over shared memory.
  return compressed as Buffer<ArrayBuffer>;
}

/** Complete bodies up to this size are compressed in one call; larger ones as they are sent. */
const ONE_CALL_LIMIT = 1024 * 1024;

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
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

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
    const contentType = res.headers.get("Content-Type");
    // A page rendered whole (./whole-body.ts): its bytes, without reading them back.
    const wholeBody = wholeBodyOf(res);
    if (wholeBody && encoding && c.req.method !== "HEAD") {
      c.res = undefined; // replace: the answer carries every header of `res` already
      c.res = compressedWhole(res, wholeBody, encoding);
      return;
    }
    if (!encoding || c.req.method === "HEAD") {
      // Sent as it is, but the answer still depends on Accept-Encoding. Its body is not touched:
      // an answer made from a string (the API's JSON) is then written out as that string, where
      // reading `res.body` turned it into a Web stream to be read back (0.1 ms of a suggestion).
      varyOnAcceptEncoding(res.headers);
      return;
    }
    let body = res.body;
    if (body) {
      // A body that is complete before it is sent (its length is known, or it is the API's JSON,
      // whose length is not known here) is read whole and compressed in one call. Of any other
      // (a stream), only enough is read to tell a short answer, which goes as it is with its
      // length, from one worth compressing as it comes.
      const whole = length !== null ? Number(length) <= ONE_CALL_LIMIT : JSON_TYPE.test(contentType ?? "");
      const start = await readAtLeast(body, whole ? ONE_CALL_LIMIT + 1 : COMPRESSION_THRESHOLD);
      if (start.ended && start.bytes.byteLength < COMPRESSION_THRESHOLD) {
        c.res = new Response(start.bytes, res);
        c.res.headers.set("Content-Length", String(start.bytes.byteLength));
        return;
      }
      if (start.ended) {
        c.res = undefined;
        c.res = compressedWhole(res, start.bytes, encoding);
        return;
      }
      body = start.body;
    }
    // From here the answer depends on Accept-Encoding, whether or not this client gets it compressed.
    varyOnAcceptEncoding(res.headers);
    if (!body) return;
    c.res = new Response(compressStream(body, encoding), res);
    c.res.headers.delete("Content-Length");
    markEncoded(c.res.headers, encoding);
  };
}

/** `response` with `bytes`, its whole body, compressed with `encoding`. */
function compressedWhole(response: Response, bytes: Uint8Array, encoding: Encoding): Response {
  varyOnAcceptEncoding(response.headers);
  const compressed = compressBytes(bytes, encoding);
  const answer = new Response(compressed, response);
  answer.headers.set("Content-Length", String(compressed.byteLength));
  markEncoded(answer.headers, encoding);
  return answer;
}

/** The coding on a compressed answer, whose ETag, if strong, no longer names these bytes. */
function markEncoded(headers: Headers, encoding: Encoding) {
  headers.set("Content-Encoding", encoding);
  const etag = headers.get("ETag");
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
}
