import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createBackup, externalDatabaseBackup, objectStorageNote, BackupError } from "./backup.ts";
import { createLogger } from "../logger.ts";

const BUCKET = { STORAGE_S3_BUCKET: "w3p-files", STORAGE_S3_PREFIX: "site/" };
const EXTERNAL = { DATABASE_URL: "postgres://w3p@db.internal/w3programmer" };

describe("what the backup commands say about the files", () => {
  it("with files on disk, names every folder that holds them beside a dump of an external database", () => {
    const message = externalDatabaseBackup(loadConfig(EXTERNAL));
    expect(message).toContain("pg_dump --format=custom");
    for (const folder of ["DATA_DIR/uploads", "DATA_DIR/private", "DATA_DIR/keys"])
      expect(message).toContain(folder);
    expect(objectStorageNote(loadConfig({}))).toBeUndefined();
  });

  it("with files in a bucket, says they are there and not in any archive", async () => {
    const message = externalDatabaseBackup(loadConfig({ ...EXTERNAL, ...BUCKET }));
    expect(message).toContain("in the bucket s3://w3p-files/site/");
    expect(message).not.toContain("DATA_DIR/uploads");
    expect(objectStorageNote(loadConfig(BUCKET))).toMatch(/s3:\/\/w3p-files\/site\/, not in this archive/);
    // `npm run backup` refuses an external database with that message, before touching anything.
    await expect(
      createBackup(loadConfig({ ...EXTERNAL, ...BUCKET }), createLogger("silent")),
    ).rejects.toThrow(new BackupError(message));
  });
});
