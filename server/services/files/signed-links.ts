import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { appMeta } from "../../db/schema/index.ts";

/**
 * Short-lived signed links to private files (owned e-books): the link itself is the permission,
 * so a reader's PDF viewer can fetch it without cookies, and it is worth nothing once expired.
 * HMAC-SHA256 over the path, the subject (whose copy) and the expiry, with a random key kept in
 * the database (app_meta `file_links_key`), made by the first process that needs one: every app
 * process, on whichever machine, signs and checks with the same key.
 */

const KEY_NAME = "file_links_key";

/** The key never changes once stored: each process reads it once per database. */
const keys = new WeakMap<Database, Promise<Buffer>>();

async function storedKey(db: Database): Promise<Buffer | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY_NAME));
  return row ? Buffer.from(row.value, "base64url") : undefined;
}

async function loadKey(db: Database): Promise<Buffer> {
  const key = await storedKey(db);
  if (key) return key;
  // Two processes may get here at once: one key is stored, and both read that one.
  await db
    .insert(appMeta)
    .values({ key: KEY_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appMeta.key });
  return (await storedKey(db))!;
}

function signingKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function signature(key: Buffer, pathname: string, subject: string, expires: number): string {
  return createHmac("sha256", key).update(`${pathname}\n${subject}\n${expires}`).digest("base64url");
}

/** `pathname?s=subject&e=expiry&sig=…`, valid for `ttlSeconds`. */
export async function signFileLink(
  db: Database,
  pathname: string,
  subject: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const sig = signature(await signingKey(db), pathname, subject, expires);
  const query = new URLSearchParams({ s: subject, e: String(expires), sig });
  return `${pathname}?${query}`;
}

export type FileLinkCheck = { ok: true; subject: string } | { ok: false; reason: "invalid" | "expired" };

/** Whether `url` carries a valid, unexpired signature for its path; the subject it was made for. */
export async function checkFileLink(db: Database, url: URL, now = Date.now()): Promise<FileLinkCheck> {
  const subject = url.searchParams.get("s");
  const expires = Number(url.searchParams.get("e"));
  const given = url.searchParams.get("sig");
  if (!subject || !given || !Number.isSafeInteger(expires)) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(await signingKey(db), url.pathname, subject, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: "invalid" };
  }
  if (expires * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, subject };
}
