import { Readable } from "node:stream";
import type { Context } from "hono";
import type { ByteRange, FileStorage, StoredFileInfo } from "../services/files/file-storage.ts";

export type FileResponseOptions = {
  /** Where the file is kept (fileStorage(config)) and its key there. */
  storage: FileStorage;
  key: string;
  contentType: string;
  cacheControl: string;
  /** `attachment` with this file name; without it the file is shown inline. */
  downloadName?: string;
  /** Extra headers (a Content-Security-Policy for files that must never run as a page…). */
  headers?: Record<string, string>;
};

/**
 * A `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14): the one range asked
 * for, "unsatisfiable", or undefined to send the whole file (no header, a header we do not
 * serve, such as several ranges, which a server may ignore).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/** Whether an If-None-Match header (a list of ETags, or "*") names `etag`. */
function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

/** `attachment; filename="…"` with an ASCII fallback and the exact name for browsers that read filename*. */
function attachment(name: string) {
  const ascii = name.replace(/[^\w.-]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends a file the site keeps, as web servers do, from whichever storage holds it (disk or
 * bucket): its type with `nosniff`, an ETag and Last-Modified for revalidation (304), and byte
 * ranges (206/416), which PDF viewers use to show the first page early and BitTorrent clients use
 * to fetch pieces from a web seed (BEP 19). HEAD answers the headers alone. The bytes are streamed,
 * never held whole. A file missing from storage answers 404.
 */
export async function sendFile(c: Context, options: FileResponseOptions, attempt = 1): Promise<Response> {
  const info = await options.storage.stat(options.key);
  if (!info) return c.json({ message: "Not Found" }, 404);
  const answer = await answerFor(c, options, info);
  if (answer instanceof Response) return answer;

  const file = await options.storage.get(options.key, answer.range);
  if (!file) return c.json({ message: "Not Found" }, 404);
  if (file.info.etag !== info.etag) {
    // Replaced between the two calls: the headers describe the old bytes. Answer for the new ones.
    file.body.destroy();
    if (attempt > 1) throw new Error(`${options.key} changed twice while it was being sent`);
    return sendFile(c, options, attempt + 1);
  }
  const stream = Readable.toWeb(file.body) as ReadableStream<Uint8Array>;
  return new Response(stream, { status: answer.status, headers: answer.headers });
}

type Answer = { status: 200 | 206; headers: Headers; range: ByteRange | undefined };

/** The headers for `info`, and either a finished answer (304, 416, HEAD, empty) or what to stream. */
function answerFor(c: Context, options: FileResponseOptions, info: StoredFileInfo): Answer | Response {
  const { size, etag } = info;
  const headers = new Headers({
    "Content-Type": options.contentType,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": options.cacheControl,
    "Accept-Ranges": "bytes",
    ETag: etag,
    "Last-Modified": info.lastModified.toUTCString(),
    "Content-Disposition": options.downloadName ? attachment(options.downloadName) : "inline",
    ...options.headers,
  });

  const ifNoneMatch = c.req.header("if-none-match");
  const ifModifiedSince = c.req.header("if-modified-since");
  const notModified = ifNoneMatch
    ? matchesEtag(ifNoneMatch, etag)
    : ifModifiedSince !== undefined &&
      Math.floor(info.lastModified.getTime() / 1000) <= Date.parse(ifModifiedSince) / 1000;
  if (notModified) return new Response(null, { status: 304, headers });

  // If-Range: the range only applies to the version the client already has part of.
  const ifRange = c.req.header("if-range");
  const rangeApplies = ifRange === undefined || ifRange === etag || ifRange === headers.get("Last-Modified");
  const range = rangeApplies ? parseRange(c.req.header("range"), size) : undefined;
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    headers.delete("Content-Disposition");
    return new Response(null, { status: 416, headers });
  }

  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  const length = size === 0 ? 0 : end - start + 1;
  headers.set("Content-Length", String(length));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;

  if (c.req.method === "HEAD" || length === 0) return new Response(null, { status, headers });
  return { status, headers, range };
}
