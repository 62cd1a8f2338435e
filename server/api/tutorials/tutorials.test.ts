import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_STATUS, torrentTutorials } from "../../db/schema/index.ts";
import { demoTutorials } from "../../db/seed/content/tutorials/tutorials.ts";
import { seedDemoLibrary } from "../../db/seed/demo-library.ts";
import { listSitemapEntries } from "../../services/seo/sitemap.ts";
import { registerTutorialFiles } from "../../services/tutorials/register-tutorial-files.ts";
import { createTestApp, testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import {
  downloadFromWebSeed,
  expectPiecesMatch,
  readTorrent,
  torrentFiles,
} from "../../../tests/support/torrents.ts";
import { fileStorage } from "../../services/files/file-storage.ts";

const database = setupTestDatabase();
const PUBLIC_URL = "https://tutorials.example.test";
let dataDir: string;

const app = (publicUrl = PUBLIC_URL) => createTestApp(database, { dataDir, publicUrl });
const get = (url: string, headers: Record<string, string> = {}) =>
  app().request(url.startsWith(PUBLIC_URL) ? url.slice(PUBLIC_URL.length) : url, { headers });
const json = async (url: string) => {
  const response = await get(url);
  return { status: response.status, body: await response.json() };
};

/** Tutorials of our own, rows only, all named with a word no demo tutorial has. */
const WORD = "Quokkacourse";
const OWN_TOTAL = 40;
/** The demo seed's tutorials: what the expected figures are counted from. */
const DEMO_TOTAL = demoTutorials.length;
const SINGLE = "git-hands-on-tutorial-for-job-seekers";
const MULTI = "sql-joins-workbook-with-practice-database";

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-tutorials-"));
  await database.db.transaction((tx) => seedDemoLibrary(tx, fileStorage(testConfig({ dataDir }))));
  const oldest = Date.now() - 86_400_000;
  await database.db.insert(torrentTutorials).values(
    Array.from({ length: OWN_TOTAL }, (_, index) => ({
      slug: `own-tutorial-${index + 1}`,
      name: index === 0 ? `${WORD} starts this name` : `Learn ${WORD} part ${index + 1}`,
      siteName: "Test site",
      // Own rows are older than the demo's, one minute apart: the newest is the last one.
      createdAt: new Date(oldest + index * 60_000),
      status: index === 1 ? CONTENT_STATUS.hidden : CONTENT_STATUS.published,
      description:
        index === 2
          ? `<p onclick="steal()">Hello</p><script>alert(1)</script><a href="javascript:x">x</a>`
          : null,
    })),
  );
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("GET /api/public/getTorrentTutorial", () => {
  it("answers 18 a page from page 1, newest first, with SPEC's fields", async () => {
    const response = await get("/api/public/getTorrentTutorial");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("public");
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["data", "pagination"]);
    expect(body.data).toHaveLength(18);
    expect(Object.keys(body.data[0]).sort()).toEqual(["id", "name", "site_name", "slug"]);
    // The demo tutorials are the newest, the newest demo one first; then this file's own.
    expect(body.data[0]).toMatchObject({ slug: MULTI, site_name: "W3Programmer" });
    expect(
      body.data
        .slice(0, DEMO_TOTAL)
        .map((item: { slug: string }) => item.slug)
        .sort(),
    ).toEqual(demoTutorials.map((tutorial) => tutorial.slug).sort());
    expect(body.data[DEMO_TOTAL].slug).toBe(`own-tutorial-${OWN_TOTAL}`);
    const total = DEMO_TOTAL + OWN_TOTAL - 1;
    expect(body.pagination).toEqual({
      last_page: Math.ceil(total / 18),
      total,
      current_page: 1,
      per_page: 18,
    });
  });

  it("continues on page 2, and answers an empty page past the last with the real figures", async () => {
    const second = (await json("/api/public/getTorrentTutorial?page=2")).body;
    // Page 1 held the demo's and the newest own ones (the hidden own-tutorial-2 is never listed).
    expect(second.data[0].slug).toBe(`own-tutorial-${OWN_TOTAL - (18 - DEMO_TOTAL)}`);
    const lastPage = Math.ceil((DEMO_TOTAL + OWN_TOTAL - 1) / 18);
    const past = (await json(`/api/public/getTorrentTutorial?page=${lastPage + 1}`)).body;
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({ current_page: lastPage + 1, last_page: lastPage });
  });

  it("searches titles for every word, names that start with the text first", async () => {
    const { body } = await json(`/api/public/getTorrentTutorial?searchQuery=${WORD.toLowerCase()}`);
    expect(body.pagination).toMatchObject({ total: OWN_TOTAL - 1, last_page: 3 });
    expect(body.data[0].slug).toBe("own-tutorial-1");
    expect(body.data[1].slug).toBe(`own-tutorial-${OWN_TOTAL}`);
    expect(body.data.map((item: { slug: string }) => item.slug)).not.toContain("own-tutorial-2");

    const words = await json(
      `/api/public/getTorrentTutorial?searchQuery=${encodeURIComponent("workbook SQL")}`,
    );
    expect(words.body.data.map((item: { slug: string }) => item.slug)).toEqual([MULTI]);
  });

  it("gives the search box its 10 suggestions", async () => {
    const { body } = await json(`/api/public/getTorrentTutorial?searchQuery=${WORD}&pageSize=10`);
    expect(body.data).toHaveLength(10);
    expect(body.pagination.per_page).toBe(10);
  });

  it.each([
    ["page=0", "page", "The page must be between 1 and 1000000."],
    ["page=-1", "page", "The page must be a whole number."],
    ["page=1.5", "page", "The page must be a whole number."],
    ["pageSize=0", "pageSize", "The page size must be between 1 and 100."],
    ["pageSize=1000", "pageSize", "The page size must be between 1 and 100."],
    [
      `searchQuery=${"x".repeat(201)}`,
      "searchQuery",
      "The search query may not be greater than 200 characters.",
    ],
    ["searchQuery=a&searchQuery=b", "searchQuery", "The search query must be a single text."],
  ])("answers 422 for ?%s", async (query, field, message) => {
    const { status, body } = await json(`/api/public/getTorrentTutorial?${query}`);
    expect(status).toBe(422);
    expect(body).toEqual({ message, errors: { [field]: [message] } });
  });
});

describe("GET /api/public/gettorrentrow", () => {
  it("answers SPEC's fields, with the .torrent on PUBLIC_URL as the download link", async () => {
    const { status, body } = await json(`/api/public/gettorrentrow?slug=${SINGLE}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.any(Number),
      slug: SINGLE,
      name: "Git for Job Seekers: A Hands-On Tutorial",
      site_name: "W3Programmer",
      description: expect.stringContaining("<p>A step-by-step Git tutorial"),
      download_link: `${PUBLIC_URL}/files/torrents/${SINGLE}.torrent`,
    });
  });

  it("serves the description sanitised, whatever the row holds", async () => {
    const { body } = await json("/api/public/gettorrentrow?slug=own-tutorial-3");
    expect(body.description).toBe("<p>Hello</p><a>x</a>");
  });

  it("answers an empty download link for a tutorial without files", async () => {
    const { body } = await json("/api/public/gettorrentrow?slug=own-tutorial-4");
    expect(body).toMatchObject({ download_link: "", description: "" });
    expect((await get("/files/torrents/own-tutorial-4.torrent")).status).toBe(404);
  });

  it("answers 404 for unknown and hidden tutorials, 422 without a slug", async () => {
    for (const slug of ["no-such-tutorial", "own-tutorial-2"]) {
      const { status, body } = await json(`/api/public/gettorrentrow?slug=${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: "Tutorial not found." });
    }
    const { status, body } = await json("/api/public/gettorrentrow?slug=%20");
    expect(status).toBe(422);
    expect(body.errors.slug).toEqual(["The slug field is required."]);
  });
});

async function downloadTorrent(slug: string, publicUrl = PUBLIC_URL) {
  const response = await app(publicUrl).request(`/files/torrents/${slug}.torrent`);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, ...readTorrent(bytes) };
}

describe("GET /files/torrents/{slug}.torrent", () => {
  it("is a valid one-file torrent whose web seed on PUBLIC_URL serves bytes matching every piece", async () => {
    const { response, torrent, infoHash } = await downloadTorrent(SINGLE);
    expect(response.headers.get("content-type")).toBe("application/x-bittorrent");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${SINGLE}.torrent"`);
    expect(response.headers.get("etag")).toBe(`"${infoHash}"`);

    expect(Object.keys(torrent).sort()).toEqual([
      "comment",
      "created by",
      "creation date",
      "info",
      "url-list",
    ]);
    expect(torrent.info.name.toString()).toBe("git-hands-on-tutorial.pdf");
    expect(torrent.info.files).toBeUndefined();
    expect(torrent.info["piece length"]).toBe(16 * 1024);
    const webSeed = torrent["url-list"][0]!.toString();
    expect(webSeed).toBe(`${PUBLIC_URL}/files/tutorials/${infoHash}/git-hands-on-tutorial.pdf`);

    const file = await get(webSeed);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="git-hands-on-tutorial\.pdf"/,
    );
    expect(file.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const data = Buffer.from(await file.arrayBuffer());
    expect(data.subarray(0, 5).toString()).toBe("%PDF-");
    expect(data.length).toBe(torrent.info.length);
    expectPiecesMatch(torrent, data);
  });

  it("is a valid torrent of several files whose web-seed folder serves each of them", async () => {
    const { torrent, infoHash } = await downloadTorrent(MULTI);
    expect(torrent.info.name.toString()).toBe("sql-joins-workbook");
    expect(torrent.info.length).toBeUndefined();
    expect(torrentFiles(torrent).map((file) => file.path)).toEqual([
      "README.md",
      "schema.sql",
      "exercises.sql",
      "solutions.sql",
    ]);
    expect(torrent["url-list"][0]!.toString()).toBe(`${PUBLIC_URL}/files/tutorials/${infoHash}/`);

    const data = await downloadFromWebSeed(torrent, (url) => get(url));
    expect(data.toString()).toContain("CREATE TABLE customers");
    expectPiecesMatch(torrent, data);
  });

  it("keeps the info hash when PUBLIC_URL changes, and moves the web seed with it", async () => {
    const here = await downloadTorrent(MULTI);
    const moved = await downloadTorrent(MULTI, "https://mirror.example.test");
    expect(moved.infoHash).toBe(here.infoHash);
    expect(moved.torrent["url-list"][0]!.toString()).toBe(
      `https://mirror.example.test/files/tutorials/${here.infoHash}/`,
    );
  });

  it("answers 404 for unknown and hidden tutorials and names that are not .torrent", async () => {
    for (const file of ["no-such.torrent", "own-tutorial-2.torrent", SINGLE]) {
      expect((await get(`/files/torrents/${file}`)).status, file).toBe(404);
    }
  });
});

describe("GET /files/tutorials/{infoHash}/… (the web seed)", () => {
  async function seedAddress() {
    const { torrent } = await downloadTorrent(MULTI);
    return torrent["url-list"][0]!.toString().slice(PUBLIC_URL.length);
  }

  it("serves the byte ranges BitTorrent clients ask for", async () => {
    const folder = await seedAddress();
    const file = `${folder}sql-joins-workbook/schema.sql`;
    const whole = Buffer.from(await (await get(file)).arrayBuffer());
    const range = await get(file, { range: "bytes=100-199" });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toBe(`bytes 100-199/${whole.length}`);
    expect(range.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(Buffer.from(await range.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);
    const open = await get(file, { range: `bytes=${whole.length - 5}-` });
    expect(Buffer.from(await open.arrayBuffer()).equals(whole.subarray(-5))).toBe(true);
  });

  it("answers 404 for anything that is not one of the torrent's files", async () => {
    const folder = await seedAddress();
    const hash = folder.split("/")[3]!;
    for (const address of [
      `${folder}schema.sql`,
      `${folder}sql-joins-workbook`,
      `${folder}sql-joins-workbook/missing.sql`,
      `${folder}sql-joins-workbook/..%2F..%2Fdemo%2Fsql-joins-workbook-with-practice-database%2Fschema.sql`,
      `${folder}other-name/schema.sql`,
      `${folder}sql-joins-workbook/%E0%A4%A`,
      `/files/tutorials/${"0".repeat(40)}/sql-joins-workbook/schema.sql`,
      `/files/tutorials/${hash.toUpperCase()}/sql-joins-workbook/schema.sql`,
      `/files/tutorials/not-a-hash/x`,
    ]) {
      expect((await get(address)).status, address).toBe(404);
    }
  });

  it("stops serving a tutorial's files as soon as it is hidden", async () => {
    const { torrent } = await downloadTorrent(SINGLE);
    const webSeed = torrent["url-list"][0]!.toString();
    await database.db
      .update(torrentTutorials)
      .set({ status: CONTENT_STATUS.hidden })
      .where(eq(torrentTutorials.slug, SINGLE));
    try {
      expect((await get(webSeed)).status).toBe(404);
      expect((await get(`/files/torrents/${SINGLE}.torrent`)).status).toBe(404);
    } finally {
      await database.db
        .update(torrentTutorials)
        .set({ status: CONTENT_STATUS.published })
        .where(eq(torrentTutorials.slug, SINGLE));
    }
  });
});

describe("registerTutorialFiles", () => {
  it("refuses paths that are not plain names inside the torrent or the storage", async () => {
    const [row] = await database.db
      .insert(torrentTutorials)
      .values({ slug: "register-test", name: "Register test" })
      .returning({ id: torrentTutorials.id });
    const register = (files: { path: string; storagePath: string }[]) =>
      registerTutorialFiles(database.db, fileStorage(testConfig({ dataDir })), row!.id, "folder", files);
    const real = "demo/linux-shell-basics-for-support-and-devops/linux-shell-basics.md";
    await expect(register([])).rejects.toThrow(/at least one file/);
    await expect(register([{ path: "../escape.md", storagePath: real }])).rejects.toThrow(
      /not a usable path/,
    );
    await expect(register([{ path: "notes.md", storagePath: "../../etc/passwd" }])).rejects.toThrow(
      /not inside/,
    );
    await expect(register([{ path: "dir/notes.md", storagePath: real }])).rejects.toThrow(
      /named after its file/,
    );

    const infoHash = await register([{ path: "notes.md", storagePath: real }]);
    const { body } = await json("/api/public/gettorrentrow?slug=register-test");
    expect(body.download_link).toBe(`${PUBLIC_URL}/files/torrents/register-test.torrent`);
    const { torrent, infoHash: downloaded } = await downloadTorrent("register-test");
    expect(downloaded).toBe(infoHash);
    expect(torrent.info.name.toString()).toBe("notes.md");
  });
});

describe("sitemap.xml's entries", () => {
  it("list the list page and every public tutorial, not hidden ones", async () => {
    const paths = (await listSitemapEntries(database.db)).map((entry) => entry.path);
    expect(paths).toContain("/torrent-tutorial");
    expect(paths).toContain(`/torrent-course/${MULTI}`);
    expect(paths).toContain("/torrent-course/own-tutorial-1");
    expect(paths).not.toContain("/torrent-course/own-tutorial-2");
  });
});
