import type { Context } from "hono";
import { fileStorage } from "../services/files/file-storage.ts";
import { findWebSeedFile } from "../services/tutorials/find-web-seed-file.ts";
import { getTorrentFile } from "../services/tutorials/get-torrent-file.ts";
import { WEB_SEED_PREFIX } from "../services/tutorials/tutorial-urls.ts";
import type { AppEnv } from "./env.ts";
import { sendFile } from "./file-response.ts";

const TORRENT_NAME = /^(.+)\.torrent$/;

/**
 * GET /files/torrents/{slug}.torrent — a tutorial's .torrent, built from its stored info
 * dictionary with the web seed on PUBLIC_URL (server/services/tutorials/get-torrent-file.ts).
 * Revalidated on every use (its ETag is the info hash, answered 304 while unchanged): once an
 * admin changes the files the torrent is another, and a kept copy would name a web seed that no
 * longer serves.
 */
export async function serveTorrentFile(c: Context<AppEnv, "/files/torrents/:name">) {
  const slug = TORRENT_NAME.exec(c.req.param("name"))?.[1];
  const torrent = slug ? await getTorrentFile(c.var.db, slug, c.var.config.publicUrl) : undefined;
  if (!torrent) return c.json({ message: "Not Found" }, 404);
  const etag = `"${torrent.infoHash}"`;
  const headers = {
    "Content-Type": "application/x-bittorrent",
    "Content-Disposition": `attachment; filename="${torrent.slug.replace(/[^\w.-]/g, "_")}.torrent"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "public, no-cache",
    ETag: etag,
  };
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(torrent.bytes), {
    headers: { ...headers, "Content-Length": String(torrent.bytes.length) },
  });
}

/**
 * GET /files/tutorials/{infoHash}/{name}[/{path…}] — a tutorial's file, the web seed its
 * .torrent names (BEP 19): byte ranges for the pieces a client asks for, and, since the address
 * belongs to one version of the bytes, cached as immutable. Always an attachment, never a page
 * of this site, whatever the file holds.
 */
export async function serveWebSeedFile(c: Context<AppEnv>) {
  // The raw, still percent-encoded path: each segment is decoded once, here.
  const rest = new URL(c.req.url).pathname.slice(WEB_SEED_PREFIX.length).split("/");
  const [infoHash = "", ...encoded] = rest;
  let segments: string[];
  try {
    segments = encoded.map((segment) => decodeURIComponent(segment));
  } catch {
    return c.json({ message: "Not Found" }, 404);
  }
  const found = await findWebSeedFile(c.var.db, infoHash, segments);
  if (!found) return c.json({ message: "Not Found" }, 404);
  return sendFile(c, {
    storage: fileStorage(c.var.config),
    key: found.key,
    contentType: found.contentType,
    cacheControl: "public, max-age=31536000, immutable",
    downloadName: found.fileName,
    headers: { "Content-Security-Policy": "default-src 'none'; sandbox" },
  });
}
