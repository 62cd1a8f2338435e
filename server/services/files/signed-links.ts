import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Short-lived signed links to private files (owned e-books): the link itself is the permission,
 * so a reader's PDF viewer can fetch it without cookies, and it is worth nothing once expired.
 * HMAC-SHA256 over the path, the subject (whose copy) and the expiry, with a random key kept in
 * `$DATA_DIR/secrets/file-links.key`, created on first use: every process sharing the DATA_DIR
 * (where the private files are too) signs and checks with the same key.
 */

const KEY_FILE = (dataDir: string) => path.join(dataDir, "secrets", "file-links.key");

const keys = new Map<string, Promise<Buffer>>();

async function loadKey(dataDir: string): Promise<Buffer> {
  const file = KEY_FILE(dataDir);
  try {
    return Buffer.from((await fs.readFile(file, "utf8")).trim(), "base64url");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // "wx": when two processes start at once, one writes and the other reads what it wrote.
    await fs.writeFile(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return Buffer.from((await fs.readFile(file, "utf8")).trim(), "base64url");
}

function signingKey(dataDir: string): Promise<Buffer> {
  let key = keys.get(dataDir);
  if (!key) {
    key = loadKey(dataDir);
    key.catch(() => keys.delete(dataDir));
    keys.set(dataDir, key);
  }
  return key;
}

function signature(key: Buffer, pathname: string, subject: string, expires: number): string {
  return createHmac("sha256", key).update(`${pathname}\n${subject}\n${expires}`).digest("base64url");
}

/** `pathname?s=subject&e=expiry&sig=…`, valid for `ttlSeconds`. */
export async function signFileLink(
  dataDir: string,
  pathname: string,
  subject: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const sig = signature(await signingKey(dataDir), pathname, subject, expires);
  const query = new URLSearchParams({ s: subject, e: String(expires), sig });
  return `${pathname}?${query}`;
}

export type FileLinkCheck = { ok: true; subject: string } | { ok: false; reason: "invalid" | "expired" };

/** Whether `url` carries a valid, unexpired signature for its path; the subject it was made for. */
export async function checkFileLink(dataDir: string, url: URL, now = Date.now()): Promise<FileLinkCheck> {
  const subject = url.searchParams.get("s");
  const expires = Number(url.searchParams.get("e"));
  const given = url.searchParams.get("sig");
  if (!subject || !given || !Number.isSafeInteger(expires)) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(await signingKey(dataDir), url.pathname, subject, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: "invalid" };
  }
  if (expires * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, subject };
}
