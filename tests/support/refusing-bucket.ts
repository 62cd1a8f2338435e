/**
 * For API tests of what the site does when its storage refuses: an S3 stand-in for the test file
 * (tests/support/s3-stand-in.ts), the site on it, the same site once the bucket refuses its key
 * (every call to the bucket fails, as after a revoked key) or refuses deletes only (a policy
 * without s3:DeleteObject: files are still stored and read), and what the bucket holds.
 */
import { afterAll, beforeAll, expect } from "vitest";
import type { ObjectStorageSettings } from "../../server/config.ts";
import { fileStorage } from "../../server/services/files/file-storage.ts";
import { accountsApp } from "./api-accounts.ts";
import { capturedLogger } from "./captured-log.ts";
import { startS3StandIn, type S3StandIn } from "./s3-stand-in.ts";
import type { TestDatabase } from "./test-database.ts";

type LogLine = { level: string; msg: string; key?: string; err?: { message: string } };

export function setupRefusingBucket(database: TestDatabase) {
  let bucket: S3StandIn;
  beforeAll(async () => {
    bucket = await startS3StandIn();
  });
  afterAll(() => bucket?.close());
  const siteLogging = (objectStorage: ObjectStorageSettings) => {
    const log = capturedLogger<LogLine>();
    return {
      app: accountsApp(database, { objectStorage }, log.logger),
      // By key: files removed together are removed at once, and their warnings come in any order.
      warnings: () =>
        log.lines
          .filter((line) => line.level === "warn")
          .sort((a, b) => String(a.key).localeCompare(String(b.key))),
    };
  };
  return {
    /** The site, its files in the bucket. */
    site: () => accountsApp(database, { objectStorage: bucket.settings() }),
    /** The site's settings for the bucket, for a service a test calls itself. */
    objectStorage: () => bucket.settings(),
    /** The same site once the bucket refuses it, and the warnings it has logged (by key). */
    refusedSite: () => siteLogging(bucket.refusingSettings()),
    /** The same site once the bucket refuses it deletes only, and the warnings it has logged (by key). */
    deleteRefusedSite: () => siteLogging(bucket.deleteRefusingSettings()),
    /** The stored file's size, ETag and time, read with the key the bucket accepts; undefined when gone. */
    stored: (key: string) =>
      fileStorage({ dataDir: "/nonexistent", objectStorage: bucket.settings() }).stat(key),
  };
}

/** The warning of a stored file a change stopped naming and the storage refused to remove, with why. */
const leftBehind = (key: string, refusal: RegExp) =>
  expect.objectContaining({
    key,
    msg: "a stored file no row names could not be removed: it is left behind",
    err: expect.objectContaining({ message: expect.stringMatching(refusal) }),
  });

/** The warning of a file left behind by the site whose key the bucket refuses (refusedSite). */
export const leftBehindWarning = (key: string) => leftBehind(key, /access key/i);

/** The warning of a file left behind by the site the bucket refuses deletes (deleteRefusedSite). */
export const deleteRefusedWarning = (key: string) =>
  leftBehind(key, /not authorized to perform: s3:DeleteObject/);
