/**
 * For API tests of what the site does when its storage refuses: an S3 stand-in for the test file
 * (tests/support/s3-stand-in.ts), the site on it, the same site once the bucket refuses its key
 * (every call to the bucket fails, as after a revoked key), and what the bucket holds.
 */
import { afterAll, beforeAll, expect } from "vitest";
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
  return {
    /** The site, its files in the bucket. */
    site: () => accountsApp(database, { objectStorage: bucket.settings() }),
    /** The same site once the bucket refuses it, and the warnings it has logged. */
    refusedSite: () => {
      const log = capturedLogger<LogLine>();
      return {
        app: accountsApp(database, { objectStorage: bucket.refusingSettings() }, log.logger),
        warnings: () => log.lines.filter((line) => line.level === "warn"),
      };
    },
    /** The stored file's size, ETag and time, read with the key the bucket accepts; undefined when gone. */
    stored: (key: string) =>
      fileStorage({ dataDir: "/nonexistent", objectStorage: bucket.settings() }).stat(key),
  };
}

/** The warning of a stored file a committed change stopped naming and the storage refused to remove. */
export const leftBehindWarning = (key: string) =>
  expect.objectContaining({
    key,
    msg: "a stored file no row names could not be removed: it is left behind",
    err: expect.objectContaining({ message: expect.stringMatching(/access key/i) }),
  });
