/**
 * A real BitTorrent client (aria2c, Debian's aria2) downloads tutorials from their .torrent
 * through the site's web seed (BEP 19) alone, on loopback only: no tracker, DHT, local peer
 * discovery or peer exchange. The bytes it writes must be the site's, piece by piece.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { createDatabase } from "../../server/db/client.ts";
import { torrentTutorials } from "../../server/db/schema/index.ts";
import { registerTutorialFiles } from "../../server/services/tutorials/register-tutorial-files.ts";
import { aria2c, requireAria2c } from "../support/aria2.ts";
import { fileStorage } from "../../server/services/files/file-storage.ts";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const suffix = randomBytes(4).toString("hex");
const slug = `e2e-web-seed-${suffix}`;
let workDir: string;
let pool: pg.Pool;

/** The tutorial's files: enough bytes for many 16 KiB pieces, the last one short. */
const files = {
  "course/lesson-1.bin": randomBytes(300 * 1024 + 123),
  "course/lesson-2.bin": randomBytes(70 * 1024 + 7),
  "notes.txt": Buffer.from("Lesson notes: fetch every piece from the web seed.\n"),
};

beforeAll(async () => {
  requireAria2c();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-aria2-"));
  // The files go where the site keeps tutorials' files, then are registered as the server would.
  const storage = `e2e/${slug}`;
  for (const [name, bytes] of Object.entries(files)) {
    const file = path.join(dataDir, "uploads", "tutorials", storage, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
  }
  pool = new pg.Pool({
    host: path.join(dataDir, "postgres"),
    user: "postgres",
    database: "w3programmer",
    max: 1,
  });
  const db = createDatabase(pool);
  const [row] = await db
    .insert(torrentTutorials)
    .values({
      slug,
      name: `Web seed test ${suffix}`,
      siteName: "W3Programmer",
      createdAt: new Date(Date.now() - 3.15e10),
    })
    .returning({ id: torrentTutorials.id });
  await registerTutorialFiles(
    db,
    fileStorage({ dataDir, objectStorage: undefined }),
    row!.id,
    `web-seed-course-${suffix}`,
    Object.keys(files).map((name) => ({ path: name, storagePath: `${storage}/${name}` })),
  );
});

afterAll(async () => {
  await pool?.end();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

async function downloadTorrent(torrentSlug: string) {
  const response = await fetch(`${baseUrl}/files/torrents/${torrentSlug}.torrent`);
  expect(response.status).toBe(200);
  const file = path.join(workDir, `${torrentSlug}.torrent`);
  await fs.writeFile(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

it("downloads a tutorial of several files, piece by piece, from the web seed alone", async () => {
  const torrent = await downloadTorrent(slug);
  const outDir = path.join(workDir, "several");
  const log = await aria2c(torrent, outDir);

  for (const [name, bytes] of Object.entries(files)) {
    const written = await fs.readFile(path.join(outDir, `web-seed-course-${suffix}`, name));
    expect(written.equals(bytes), name).toBe(true);
  }
  // It asked the site for byte ranges of the files (pieces), not only whole files.
  expect(log).toMatch(
    new RegExp(`GET /files/tutorials/[0-9a-f]{40}/web-seed-course-${suffix}/course/lesson-1\\.bin`),
  );
  expect(log).toMatch(/Range: bytes=\d+-\d+/);
  // Loopback only: no tracker announce, no DHT.
  expect(log).not.toMatch(/announce|DHT routing/i);
});

it("downloads a one-file demo tutorial through the file's own web-seed URL", async () => {
  const torrent = await downloadTorrent("git-hands-on-tutorial-for-job-seekers");
  const outDir = path.join(workDir, "single");
  await aria2c(torrent, outDir);
  const written = await fs.readFile(path.join(outDir, "git-hands-on-tutorial.pdf"));
  const stored = await fs.readFile(
    path.join(
      dataDir,
      "uploads/tutorials/demo/git-hands-on-tutorial-for-job-seekers/git-hands-on-tutorial.pdf",
    ),
  );
  expect(written.equals(stored)).toBe(true);
  expect(written.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
