import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import { Readable } from "node:stream";
import type { Context } from "hono";

export type FileResponseOptions = {
  /** Absolute path of the file on disk. */
  file: string;
  contentType: string;
  cacheControl: string;
  /** `attachment` with this file name; without it the file is shown inline. */
  downloadName?: string;
  /** Extra headers (a Content-Security-Policy for files that must never run as a page…). */
  headers?: Record<string, string>;
};

type ByteRange = { start: number; end: number };

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
 * Sends a file the site hosts, as web servers do: its type with `nosniff`, an ETag and
 * Last-Modified for revalidation (304), and byte ranges (206/416), which PDF viewers use to
 * show the first page early and BitTorrent clients use to fetch pieces from a web seed (BEP 19).
 * HEAD answers the headers alone. A file missing from disk answers 404.
 */
export async function sendFile(c: Context, options: FileResponseOptions): Promise<Response> {
  const stat = await fs.stat(options.file).catch(() => undefined);
  if (!stat?.isFile()) return c.json({ message: "Not Found" }, 404);

  const size = stat.size;
  const etag = `"${size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    "Content-Type": options.contentType,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": options.cacheControl,
    "Accept-Ranges": "bytes",
    ETag: etag,
    "Last-Modified": stat.mtime.toUTCString(),
    "Content-Disposition": options.downloadName ? attachment(options.downloadName) : "inline",
    ...options.headers,
  });

  const ifNoneMatch = c.req.header("if-none-match");
  const ifModifiedSince = c.req.header("if-modified-since");
  const notModified = ifNoneMatch
    ? matchesEtag(ifNoneMatch, etag)
    : ifModifiedSince !== undefined && Math.floor(stat.mtimeMs / 1000) <= Date.parse(ifModifiedSince) / 1000;
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
  const stream = Readable.toWeb(createReadStream(options.file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
