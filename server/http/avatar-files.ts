import type { Context } from "hono";
import { AVATAR_TYPE, avatarKey } from "../services/accounts/profile-photo.ts";
import { fileStorage } from "../services/files/file-storage.ts";
import type { AppEnv } from "./env.ts";
import { sendFile } from "./file-response.ts";

/**
 * GET /files/avatars/:name — profile photos. Every stored photo was re-encoded by us as WebP
 * under a random name that never changes, so it is served as image/webp with nosniff and cached
 * for a year; a new photo gets a new name.
 */
export async function serveAvatar(c: Context<AppEnv, "/files/avatars/:name">) {
  const key = avatarKey(c.req.param("name"));
  if (!key) return c.json({ message: "Not Found" }, 404);
  return sendFile(c, {
    storage: fileStorage(c.var.config),
    key,
    contentType: AVATAR_TYPE,
    cacheControl: "public, max-age=31536000, immutable",
  });
}
