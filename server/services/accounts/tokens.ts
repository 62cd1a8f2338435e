import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes as URL-safe base64 (43 characters): what the client holds. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database holds instead of a token: its SHA-256, lower-case hex. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
