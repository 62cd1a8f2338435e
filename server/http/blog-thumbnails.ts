import type { Context } from "hono";
import { renderThumbnail } from "../services/blog/blog-thumbnails.ts";
import type { AppEnv } from "./env.ts";

/**
 * GET /files/blog/:name — the blog's drawn covers (server/services/blog/blog-thumbnails.ts), SVG
 * for pages and PNG for link previews. They are code of ours: the SVG carries no script, and
 * its own policy forbids any should one be opened directly.
 */
export async function serveBlogThumbnail(c: Context<AppEnv, "/files/blog/:name">) {
  const file = await renderThumbnail(c.req.param("name"));
  if (!file) return c.json({ message: "Not Found" }, 404);
  c.header("Content-Type", file.contentType);
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
  // The names are fixed designs; a changed design gets a new name.
  c.header("Cache-Control", "public, max-age=86400");
  return c.body(typeof file.body === "string" ? file.body : new Uint8Array(file.body), 200);
}
