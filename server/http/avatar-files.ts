import type { Context } from "hono";
import { readProfilePhoto } from "../services/accounts/profile-photo.ts";
import type { AppEnv } from "./env.ts";

/**
 * GET /files/avatars/:name — profile photos. Every stored photo was re-encoded by us as WebP
 * under a random name that never changes, so it is served as image/webp with nosniff and cached
 * for a year; a new photo gets a new name.
 */
export async function serveAvatar(c: Context<AppEnv, "/files/avatars/:name">) {
  const bytes = await readProfilePhoto(c.var.config.dataDir, c.req.param("name"));
  if (!bytes) return c.json({ message: "Not Found" }, 404);
  c.header("Content-Type", "image/webp");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Cache-Control", "public, max-age=31536000, immutable");
  return c.body(new Uint8Array(bytes), 200);
}
