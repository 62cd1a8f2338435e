/**
 * One contract, two storages: what every file of the site relies on holds the same on local disk
 * (a temporary DATA_DIR) and in an S3-compatible bucket (s3rver, a local stand-in, on a free port).
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3StandIn, type S3StandIn } from "../../../tests/support/s3-stand-in.ts";
import { copyFiles } from "./copy-files.ts";
import { fileStorage, type FileStorage } from "./file-storage.ts";

type Backend = {
  name: string;
  open(): Promise<{ storage: FileStorage; close(): Promise<void> }>;
  /**
   * Whether a GET under way survives a PUT of the same key. S3 guarantees it (it never shows part
   * of an object, and a GET keeps streaming the version it started on) and local disk gets it
   * from renaming a whole new file into place; s3rver rewrites the object file in place.
   */
  readsSurviveOverwrite: boolean;
};

let dataDir: string;
let s3: S3StandIn;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-storage-"));
  s3 = await startS3StandIn();
});

afterAll(async () => {
  await s3?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const backends: Backend[] = [
  {
    name: "local disk",
    open: async () => ({
      storage: fileStorage({ dataDir, objectStorage: undefined }),
      close: async () => undefined,
    }),
    readsSurviveOverwrite: true,
  },
  {
    name: "S3-compatible bucket",
    open: async () => ({
      // Under a prefix, as an operator sharing a bucket would: every key lives below it.
      storage: fileStorage({ dataDir: "/nonexistent", objectStorage: s3.settings("site/") }),
      close: async () => undefined,
    }),
    readsSurviveOverwrite: false,
  },
];

/** Bytes that differ from one offset to the next, so that a misplaced range shows. */
function pattern(length: number, seed = 0): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + seed * 7 + (i >> 8)) & 0xff;
  return bytes;
}

const execFileAsync = promisify(execFile);

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe.each(backends)("FileStorage on $name", (backend) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  // Each backend's keys apart, although the local one shares nothing with the bucket anyway.
  const key = (rest: string) => `library/contract-${backend.name.split(" ")[0]}/${rest}`;

  beforeAll(async () => {
    ({ storage, close } = await backend.open());
  });

  afterAll(async () => {
    await close();
  });

  it("keeps what is put: the bytes, their size, an ETag and the time", async () => {
    const bytes = pattern(5000);
    const before = Date.now();
    await storage.put(key("kept.pdf"), bytes, { contentType: "application/pdf" });
    const info = await storage.stat(key("kept.pdf"));
    expect(info).toMatchObject({ size: 5000, etag: expect.stringMatching(/^"[^"]+"$/) });
    // S3 keeps seconds.
    expect(info!.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(info!.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const file = await storage.get(key("kept.pdf"));
    expect(file!.info).toEqual(info);
    expect((await buffer(file!.body)).equals(bytes)).toBe(true);
    expect((await storage.read(key("kept.pdf")))!.equals(bytes)).toBe(true);
  });

  it("reads a byte range, and tells the whole file's size", async () => {
    const bytes = pattern(70_000, 3);
    await storage.put(key("ranged.bin"), bytes, { contentType: "application/octet-stream" });
    // Not bytes=0-0, which s3rver answers with the whole object (S3 does not).
    for (const range of [
      { start: 0, end: 9 },
      { start: 1, end: 1 },
      { start: 10, end: 19 },
      { start: 16_384, end: 32_767 },
      { start: 69_999, end: 69_999 },
    ]) {
      const file = await storage.get(key("ranged.bin"), range);
      expect(file!.info.size).toBe(70_000);
      const got = await buffer(file!.body);
      expect(got.equals(bytes.subarray(range.start, range.end + 1)), JSON.stringify(range)).toBe(true);
    }
  });

  it("answers nothing for a missing key, and deletes one without complaint", async () => {
    expect(await storage.stat(key("missing.pdf"))).toBeUndefined();
    expect(await storage.get(key("missing.pdf"))).toBeUndefined();
    expect(await storage.get(key("missing.pdf"), { start: 0, end: 9 })).toBeUndefined();
    expect(await storage.read(key("missing.pdf"))).toBeUndefined();
    await expect(storage.delete(key("missing.pdf"))).resolves.toBeUndefined();
    expect(await storage.list(key("missing-folder/"))).toEqual([]);

    await storage.put(key("deleted.txt"), Buffer.from("gone soon"), { contentType: "text/plain" });
    await storage.delete(key("deleted.txt"));
    expect(await storage.stat(key("deleted.txt"))).toBeUndefined();
    expect(await storage.read(key("deleted.txt"))).toBeUndefined();
  });

  it("overwrites: the new bytes under a new ETag", async () => {
    await storage.put(key("edition.txt"), Buffer.from("first edition"), { contentType: "text/plain" });
    const first = await storage.stat(key("edition.txt"));
    // The same length, at once: only the bytes differ.
    await storage.put(key("edition.txt"), Buffer.from("later edition"), { contentType: "text/plain" });
    const second = await storage.stat(key("edition.txt"));
    expect(second!.size).toBe(first!.size);
    expect(second!.etag).not.toBe(first!.etag);
    expect((await storage.read(key("edition.txt")))!.toString()).toBe("later edition");
  });

  it("takes a stream of unknown length and gives it back, whole or in part", async () => {
    // 6 MiB in 64 KiB chunks: more than one part of a multipart upload to S3.
    const chunks = Array.from({ length: 96 }, (_, index) => pattern(64 * 1024, index));
    const whole = Buffer.concat(chunks);
    await storage.put(key("large.zip"), Readable.from(chunks), { contentType: "application/zip" });
    expect((await storage.stat(key("large.zip")))!.size).toBe(whole.length);
    const file = await storage.get(key("large.zip"));
    const hash = createHash("sha256");
    for await (const chunk of file!.body) hash.update(chunk as Buffer);
    expect(hash.digest("hex")).toBe(sha256(whole));
    const tail = await storage.get(key("large.zip"), {
      start: whole.length - 100_000,
      end: whole.length - 1,
    });
    expect((await buffer(tail!.body)).equals(whole.subarray(whole.length - 100_000))).toBe(true);
  });

  it("lists the keys under a prefix, at any depth", async () => {
    for (const name of ["list/a.pdf", "list/sub/b.pdf", "list/sub/deeper/c.pdf", "listed-elsewhere/d.pdf"]) {
      await storage.put(key(name), Buffer.from(name), { contentType: "application/pdf" });
    }
    const listed = await storage.list(key("list/"));
    expect(listed.map((file) => file.key).sort()).toEqual(
      [key("list/a.pdf"), key("list/sub/b.pdf"), key("list/sub/deeper/c.pdf")].sort(),
    );
    expect(listed.find((file) => file.key === key("list/a.pdf"))!.size).toBe("list/a.pdf".length);
    // A prefix may end inside a name, as the Q&A cache's "{categoryId}-" does.
    expect((await storage.list(key("list/a"))).map((file) => file.key)).toEqual([key("list/a.pdf")]);
    expect((await storage.list(key("list"))).map((file) => file.key).sort()).toEqual(
      [
        key("list/a.pdf"),
        key("list/sub/b.pdf"),
        key("list/sub/deeper/c.pdf"),
        key("listed-elsewhere/d.pdf"),
      ].sort(),
    );
  });

  it("serves many readers of one file at once, each the whole file", async () => {
    const bytes = pattern(300 * 1024, 5);
    await storage.put(key("popular.pdf"), bytes, { contentType: "application/pdf" });
    const reads = await Promise.all(
      Array.from({ length: 16 }, async (_, index) => {
        const range = index % 2 ? { start: 1000, end: 200_999 } : undefined;
        const file = await storage.get(key("popular.pdf"), range);
        return { range, bytes: await buffer(file!.body) };
      }),
    );
    for (const read of reads) {
      const expected = read.range ? bytes.subarray(read.range.start, read.range.end + 1) : bytes;
      expect(read.bytes.equals(expected)).toBe(true);
    }
  });

  it.runIf(backend.readsSurviveOverwrite)(
    "gives a reader that started before an overwrite the whole old file, and later readers the new one",
    async () => {
      const old = Buffer.alloc(512 * 1024, "o");
      const next = Buffer.alloc(384 * 1024, "n");
      await storage.put(key("busy.pdf"), old, { contentType: "application/pdf" });
      // Opened, not read yet: a download under way when an admin replaces the file.
      const reading = await storage.get(key("busy.pdf"));
      const firstChunk = await new Promise<Buffer>((resolve) => reading!.body.once("data", resolve));
      reading!.body.pause();
      await storage.put(key("busy.pdf"), next, { contentType: "application/pdf" });
      const rest = await buffer(reading!.body);
      expect(Buffer.concat([firstChunk, rest]).equals(old)).toBe(true);
      expect(reading!.info.size).toBe(old.length);

      const later = await storage.get(key("busy.pdf"));
      expect(later!.info.size).toBe(next.length);
      expect(later!.info.etag).not.toBe(reading!.info.etag);
      expect((await buffer(later!.body)).equals(next)).toBe(true);
    },
  );

  it("refuses keys outside the site's areas, touching nothing", async () => {
    const bad = [
      "../outside.pdf",
      "library/../../outside.pdf",
      "library/./x.pdf",
      "postgres/PG_VERSION",
      "secrets/file-links.key",
      "library",
      "library/",
      "library//x.pdf",
      "library/a\\b.pdf",
      "library/a\u0000b.pdf",
      "/library/x.pdf",
    ];
    for (const name of bad) {
      await expect(storage.put(name, Buffer.from("x"), { contentType: "text/plain" }), name).rejects.toThrow(
        /not a storage key/,
      );
      await expect(storage.stat(name), name).rejects.toThrow(/not a storage key/);
      await expect(storage.get(name), name).rejects.toThrow(/not a storage key/);
      await expect(storage.delete(name), name).rejects.toThrow(/not a storage key/);
    }
    await expect(storage.list("../")).rejects.toThrow(/not a storage key prefix/);
    await expect(storage.list("postgres/")).rejects.toThrow(/not a storage key prefix/);
  });
});

describe("FileStorage on local disk", () => {
  const storage = () => fileStorage({ dataDir, objectStorage: undefined });

  it("keeps every area where DATA_DIR has always kept it, so existing files need no move", async () => {
    const places = {
      "avatars/0123456789abcdef0123456789abcdef.webp":
        "uploads/avatars/0123456789abcdef0123456789abcdef.webp",
      "covers/a-book.webp": "uploads/covers/a-book.webp",
      "library/demo/notes.pdf": "uploads/library/demo/notes.pdf",
      "tutorials/demo/course/readme.md": "uploads/tutorials/demo/course/readme.md",
      "private/ebooks/a-book.pdf": "private/ebooks/a-book.pdf",
      "private/copies/7-abc.pdf": "private/copies/7-abc.pdf",
      "cache/pdf/12-abc.pdf": "cache/pdf/12-abc.pdf",
    };
    for (const [key, place] of Object.entries(places)) {
      await storage().put(key, Buffer.from(key), { contentType: "application/octet-stream" });
      expect((await fs.readFile(path.join(dataDir, place))).toString(), key).toBe(key);
    }
    // A file written there before the storage existed is read as it is.
    await fs.mkdir(path.join(dataDir, "uploads/library/older"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "uploads/library/older/kept.pdf"), "%PDF-1.4 kept");
    expect((await storage().read("library/older/kept.pdf"))!.toString()).toBe("%PDF-1.4 kept");
  });

  it("writes files and the folders it makes for its own user alone", async () => {
    await storage().put("private/copies/9-modes/a.pdf", Buffer.from("%PDF-"), {
      contentType: "application/pdf",
    });
    const mode = async (place: string) => (await fs.stat(path.join(dataDir, place))).mode & 0o777;
    expect(await mode("private/copies/9-modes/a.pdf")).toBe(0o600);
    expect(await mode("private/copies/9-modes")).toBe(0o700);
  });

  it("lists no temporary file, and clears one a dead process left behind", async () => {
    const folder = path.join(dataDir, "cache/pdf");
    await storage().put("cache/pdf/40-current.pdf", Buffer.from("%PDF-"), { contentType: "application/pdf" });
    const writing = path.join(
      folder,
      `40-next.pdf.123.${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}.tmp`,
    );
    const abandoned = path.join(
      folder,
      `40-old.pdf.456.${"1".repeat(8)}-1111-1111-1111-${"1".repeat(12)}.tmp`,
    );
    await fs.writeFile(writing, "half");
    await fs.writeFile(abandoned, "half");
    const hourAgo = new Date(Date.now() - 3_600_000);
    await fs.utimes(abandoned, hourAgo, hourAgo);

    expect((await storage().list("cache/pdf/40-")).map((file) => file.key)).toEqual([
      "cache/pdf/40-current.pdf",
    ]);
    await expect(fs.access(writing)).resolves.toBeUndefined();
    await expect(fs.access(abandoned)).rejects.toThrow();
  });
});

describe("FileStorage in an S3-compatible bucket", () => {
  it("keeps the files under the configured prefix, none at the bucket's top", async () => {
    const storage = fileStorage({ dataDir: "/nonexistent", objectStorage: s3.settings("w3p/") });
    await storage.put("avatars/ffffffffffffffffffffffffffffffff.webp", Buffer.from("RIFF"), {
      contentType: "image/webp",
    });
    // s3rver keeps each object as a file named after its key.
    const stored = await fs.readdir(path.join(s3.directory, s3.bucket, "w3p", "avatars"));
    expect(stored.some((name) => name.startsWith("ffffffffffffffffffffffffffffffff.webp"))).toBe(true);
    const unprefixed = fileStorage({ dataDir: "/nonexistent", objectStorage: s3.settings() });
    expect(await unprefixed.stat("avatars/ffffffffffffffffffffffffffffffff.webp")).toBeUndefined();
    expect((await storage.list("avatars/")).map((file) => file.key)).toEqual([
      "avatars/ffffffffffffffffffffffffffffffff.webp",
    ]);
  });

  it("fails loudly with credentials the service refuses", async () => {
    const storage = fileStorage({
      dataDir: "/nonexistent",
      objectStorage: {
        ...s3.settings(),
        credentials: { accessKeyId: "NOT-OURS", secretAccessKey: "S3RVER" },
      },
    });
    await expect(storage.stat("library/anything.pdf")).rejects.toThrow();
  });
});

describe("fileStorage", () => {
  /** What a fresh process has loaded after putting and reading a file through the configured storage. */
  async function sdkLoadedBy(objectStorage: unknown): Promise<string> {
    const script = `
      import { createRequire } from "node:module";
      const { fileStorage } = await import(${JSON.stringify(new URL("./file-storage.ts", import.meta.url).href)});
      const storage = fileStorage({ dataDir: ${JSON.stringify(dataDir)}, objectStorage: ${JSON.stringify(objectStorage)} });
      await storage.put("library/loading/a.txt", Buffer.from("a"), { contentType: "text/plain" });
      await storage.read("library/loading/a.txt");
      const loaded = Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes("@aws-sdk/client-s3"));
      console.log(loaded ? "S3 client loaded" : "S3 client not loaded");`;
    const { stdout } = await execFileAsync(process.execPath, [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      script,
    ]);
    return stdout.trim();
  }

  it("loads the S3 client only when a bucket is configured, so an idle process on disk never holds it", async () => {
    expect(await sdkLoadedBy(undefined)).toBe("S3 client not loaded");
    expect(await sdkLoadedBy(s3.settings())).toBe("S3 client loaded");
  });
});

describe("copyFiles", () => {
  it("copies a site's files from DATA_DIR into a bucket under the same keys, once", async () => {
    const disk = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-move-"));
    try {
      // As a single machine has kept them, written before any storage interface existed.
      const files: Record<string, Buffer> = {
        "uploads/avatars/abcdefabcdefabcdefabcdefabcdefab.webp": pattern(2000, 1),
        "uploads/library/demo/sql-cheat-sheet.pdf": pattern(90_000, 2),
        "uploads/tutorials/demo/git/notes.md": Buffer.from("# Git notes\n"),
        "private/ebooks/system-design.pdf": pattern(40_000, 3),
        "private/copies/12-0123abcd.pdf": pattern(41_000, 4),
        "cache/pdf/3-abc.pdf": pattern(500, 5),
      };
      for (const [file, bytes] of Object.entries(files)) {
        await fs.mkdir(path.dirname(path.join(disk, file)), { recursive: true });
        await fs.writeFile(path.join(disk, file), bytes);
      }
      const from = fileStorage({ dataDir: disk, objectStorage: undefined });
      const to = fileStorage({ dataDir: "/nonexistent", objectStorage: s3.settings("moved/") });

      expect(await copyFiles(from, to)).toEqual({
        copied: 5,
        skipped: 0,
        bytes: 2000 + 90_000 + 12 + 40_000 + 41_000,
      });
      expect(
        (await to.read("avatars/abcdefabcdefabcdefabcdefabcdefab.webp"))!.equals(
          files["uploads/avatars/abcdefabcdefabcdefabcdefabcdefab.webp"]!,
        ),
      ).toBe(true);
      expect(
        (await to.read("library/demo/sql-cheat-sheet.pdf"))!.equals(
          files["uploads/library/demo/sql-cheat-sheet.pdf"]!,
        ),
      ).toBe(true);
      expect(
        (await to.read("private/copies/12-0123abcd.pdf"))!.equals(files["private/copies/12-0123abcd.pdf"]!),
      ).toBe(true);
      // Generated PDFs are drawn again where they are next asked for.
      expect(await to.stat("cache/pdf/3-abc.pdf")).toBeUndefined();
      // Run again (after an interruption, or just before switching): nothing is sent twice.
      expect(await copyFiles(from, to)).toEqual({ copied: 0, skipped: 5, bytes: 0 });
    } finally {
      await fs.rm(disk, { recursive: true, force: true });
    }
  });
});
