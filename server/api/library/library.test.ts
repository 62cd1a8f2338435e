import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_STATUS, pdfCategories, pdfDocuments } from "../../db/schema/index.ts";
import { pdfFolders } from "../../db/seed/content/library/folders.ts";
import { seedDemoLibrary } from "../../db/seed/demo-library.ts";
import { listSitemapEntries } from "../../services/seo/sitemap.ts";
import { createTestApp, testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { fileStorage } from "../../services/files/file-storage.ts";

const database = setupTestDatabase();
const PUBLIC_URL = "https://library.example.test";
let dataDir: string;

const app = () => createTestApp(database, { dataDir, publicUrl: PUBLIC_URL });
const get = (url: string, headers: Record<string, string> = {}) => app().request(url, { headers });
const json = async (url: string) => {
  const response = await get(url);
  return { status: response.status, body: await response.json() };
};

/** A folder of our own with more PDFs than a page holds (rows only: list tests need no files). */
const PAGED = "paged-test-folder";
const PAGED_TOTAL = 125;
const HIDDEN_FOLDER = "hidden-test-folder";
const LONG_NAME = `${"Kubernetes networking explained: services, ingress, network policies and DNS ".repeat(2)}end`;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-library-"));
  await database.db.transaction((tx) => seedDemoLibrary(tx, fileStorage(testConfig({ dataDir }))));
  const [paged] = await database.db
    .insert(pdfCategories)
    .values({ slug: PAGED, name: "Paged Test Folder", sortOrder: 50 })
    .returning({ id: pdfCategories.id });
  await database.db.insert(pdfDocuments).values(
    Array.from({ length: PAGED_TOTAL }, (_, index) => ({
      categoryId: paged!.id,
      slug: `paged-pdf-${index + 1}`,
      name:
        index === 0
          ? LONG_NAME
          : index === PAGED_TOTAL - 1
            ? "Networking fundamentals, the last of the folder"
            : `Paged PDF number ${index + 1}: networking notes`,
      viewUrl: `https://viewer.example.org/${index + 1}`,
      downloadLink: `https://files.example.org/${index + 1}.pdf`,
      sortOrder: index,
      status: index === 1 ? CONTENT_STATUS.hidden : CONTENT_STATUS.published,
    })),
  );
  const [hidden] = await database.db
    .insert(pdfCategories)
    .values({ slug: HIDDEN_FOLDER, name: "Hidden Folder", status: CONTENT_STATUS.hidden })
    .returning({ id: pdfCategories.id });
  await database.db.insert(pdfDocuments).values({
    categoryId: hidden!.id,
    slug: "pdf-in-hidden-folder",
    name: "A PDF in a hidden folder",
    filePath: "demo/git-commands-cheat-sheet.pdf",
  });
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("GET /api/public/getepdfCategoryList", () => {
  it("lists the public folders in order with SPEC's fields and their PDF counts", async () => {
    const response = await get("/api/public/getepdfCategoryList");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("public");
    const { data } = await response.json();
    expect(Object.keys(data[0]).sort()).toEqual(["count", "id", "name", "shortName", "slug"]);
    // The demo's folders in their order, then this file's own (sort order 50).
    expect(data.map((folder: { slug: string }) => folder.slug)).toEqual([
      ...pdfFolders.map((folder) => folder.slug),
      PAGED,
    ]);
    const bySlug = Object.fromEntries(data.map((folder: { slug: string }) => [folder.slug, folder]));
    for (const folder of pdfFolders) {
      expect(bySlug[folder.slug], folder.slug).toMatchObject({
        shortName: folder.shortName,
        count: folder.pdfs.length,
      });
    }
    // The folder without a short name shows its name; its hidden PDF is not counted.
    expect(bySlug[PAGED]).toMatchObject({ shortName: "Paged Test Folder", count: PAGED_TOTAL - 1 });
  });

  it("seeds the download-only folder with SPEC's id 93 and moves the id sequence past it", async () => {
    const { body } = await json("/api/public/getepdfCategoryList");
    const workbooks = body.data.find((folder: { slug: string }) => folder.slug === "printable-workbooks");
    expect(workbooks).toMatchObject({
      id: 93,
      count: pdfFolders.find((folder) => folder.slug === "printable-workbooks")!.pdfs.length,
    });
    const [next] = await database.db
      .insert(pdfCategories)
      .values({ slug: "after-ninety-three", name: "After 93", status: CONTENT_STATUS.hidden })
      .returning({ id: pdfCategories.id });
    expect(next!.id).toBeGreaterThan(93);
  });
});

describe("GET /api/public/filterepdfCategory", () => {
  const pageOf = (query: string) => json(`/api/public/filterepdfCategory?slug=${PAGED}&${query}`);

  it("answers 60 PDFs a page with the folder's name and the paging figures", async () => {
    const { status, body } = await pageOf("page=1");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["categoryName", "data", "pagination"]);
    expect(body.categoryName).toBe("Paged Test Folder");
    expect(body.data).toHaveLength(60);
    expect(Object.keys(body.data[0]).sort()).toEqual(["id", "name", "size", "slug"]);
    // Full names: the page cuts them for display.
    expect(body.data[0]).toMatchObject({ slug: "paged-pdf-1", name: LONG_NAME, size: null });
    expect(body.data.map((item: { slug: string }) => item.slug)).not.toContain("paged-pdf-2");
    expect(body.pagination).toEqual({ last_page: 3, total: PAGED_TOTAL - 1, current_page: 1, per_page: 60 });
  });

  it("continues on page 2, ends with a short page 3, and answers an empty page past the last", async () => {
    const second = (await pageOf("page=2")).body;
    expect(second.data[0].slug).toBe("paged-pdf-62");
    expect(second.data).toHaveLength(60);
    expect((await pageOf("page=3")).body.data).toHaveLength(4);
    const past = (await pageOf("page=4")).body;
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({ last_page: 3, total: PAGED_TOTAL - 1, current_page: 4 });
  });

  it("defaults to page 1 of 60 and takes a page size", async () => {
    const defaults = (await pageOf("page=&pageSize=&searchQuery=")).body;
    expect(defaults.pagination).toMatchObject({ current_page: 1, per_page: 60 });
    const small = (await pageOf("pageSize=10&page=2")).body;
    expect(small.data.map((item: { slug: string }) => item.slug)[0]).toBe("paged-pdf-12");
    expect(small.pagination).toMatchObject({ last_page: 13, per_page: 10 });
  });

  it("searches names for every word, in any order and case", async () => {
    const { body } = await json(
      `/api/public/filterepdfCategory?slug=interview-cheat-sheets&searchQuery=${encodeURIComponent("COMMANDS git")}`,
    );
    expect(body.data.map((item: { slug: string }) => item.slug)).toEqual(["git-commands-cheat-sheet"]);
    expect(body.data[0].size).toBeGreaterThan(1000);
    expect(body.pagination).toMatchObject({ total: 1, last_page: 1 });
  });

  it("ranks names that start with the search first, then keeps the folder's order", async () => {
    const { body } = await pageOf("searchQuery=networking&pageSize=3");
    expect(body.data.map((item: { slug: string }) => item.slug)).toEqual([
      `paged-pdf-${PAGED_TOTAL}`,
      "paged-pdf-1",
      "paged-pdf-3",
    ]);
  });

  it("pages through search results and answers no match with an empty list", async () => {
    const { body } = await pageOf(`searchQuery=${encodeURIComponent("networking notes")}&page=2`);
    // All but the hidden one, the long name and the last one (no "notes" in either).
    expect(body.pagination).toMatchObject({ total: PAGED_TOTAL - 3, last_page: 3, current_page: 2 });
    const none = (await pageOf("searchQuery=xylophonequark")).body;
    expect(none.data).toEqual([]);
    expect(none.pagination).toEqual({ last_page: 1, total: 0, current_page: 1, per_page: 60 });
  });

  it.each(["%", "_", "100%", "\\", "'", "a & b", "ünïcödé"])(
    "never fails on the search text %j",
    async (text) => {
      const { status, body } = await pageOf(`searchQuery=${encodeURIComponent(text)}`);
      expect(status).toBe(200);
      expect(body.data).toEqual([]);
    },
  );

  it("answers 404 for an unknown or hidden folder", async () => {
    for (const slug of ["no-such-folder", HIDDEN_FOLDER]) {
      const { status, body } = await json(`/api/public/filterepdfCategory?slug=${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: "PDF category not found." });
    }
  });

  it.each([
    ["", "slug", "The slug field is required."],
    [`slug=${PAGED}&page=0`, "page", "The page must be between 1 and 1000000."],
    [`slug=${PAGED}&page=abc`, "page", "The page must be a whole number."],
    [`slug=${PAGED}&page=1&page=2`, "page", "The page must be a whole number."],
    [`slug=${PAGED}&pageSize=101`, "pageSize", "The page size must be between 1 and 100."],
    [
      `slug=${PAGED}&searchQuery=${"a".repeat(201)}`,
      "searchQuery",
      "The search query may not be greater than 200 characters.",
    ],
    [
      `slug=${PAGED}&searchQuery=a%00b`,
      "searchQuery",
      "The search query contains characters that are not allowed.",
    ],
    [`slug=${"s".repeat(201)}`, "slug", "The slug may not be greater than 200 characters."],
  ])("answers 422 for ?%s", async (query, field, message) => {
    const { status, body } = await json(`/api/public/filterepdfCategory?${query}`);
    expect(status).toBe(422);
    expect(body.errors[field]).toEqual([message]);
    expect(body.message).toBe(message);
  });
});

describe("GET /api/public/filterepdfrow", () => {
  it("answers SPEC's fields: the folder, the viewer's address and the download link on PUBLIC_URL", async () => {
    const { status, body } = await json("/api/public/filterepdfrow?slug=git-commands-cheat-sheet");
    expect(status).toBe(200);
    expect(body).toEqual({
      catName: "Interview Cheat Sheets",
      catSlug: "interview-cheat-sheets",
      name: "Git Commands Cheat Sheet",
      showPdf: `${PUBLIC_URL}/files/pdf/git-commands-cheat-sheet.pdf`,
      download_link: `${PUBLIC_URL}/files/pdf/git-commands-cheat-sheet.pdf?download=1`,
      categoryId: expect.any(Number),
    });
    expect(body.categoryId).not.toBe(93);
  });

  it("tells the download-only folder by its id 93", async () => {
    const { body } = await json("/api/public/filterepdfrow?slug=sql-practice-workbook");
    expect(body).toMatchObject({ categoryId: 93, catSlug: "printable-workbooks" });
    expect(body.download_link).toBe(`${PUBLIC_URL}/files/pdf/sql-practice-workbook.pdf?download=1`);
  });

  it("answers a PDF kept elsewhere with its outside addresses", async () => {
    const { body } = await json("/api/public/filterepdfrow?slug=paged-pdf-3");
    expect(body).toMatchObject({
      showPdf: "https://viewer.example.org/3",
      download_link: "https://files.example.org/3.pdf",
    });
  });

  it("answers 404 for an unknown PDF, a hidden one and one in a hidden folder, 422 without a slug", async () => {
    for (const slug of ["no-such-pdf", "paged-pdf-2", "pdf-in-hidden-folder"]) {
      const { status, body } = await json(`/api/public/filterepdfrow?slug=${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: "PDF not found." });
    }
    const missing = await json("/api/public/filterepdfrow");
    expect(missing.status).toBe(422);
    expect(missing.body.errors.slug).toEqual(["The slug field is required."]);
  });
});

describe("GET /files/pdf/{slug}.pdf", () => {
  const FILE = "/files/pdf/git-commands-cheat-sheet.pdf";

  it("serves the stored PDF inline as application/pdf, with nosniff and caching", async () => {
    const response = await get(FILE);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("content-disposition")).toBe("inline");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f-]+"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    expect(
      bytes.equals(
        await fs.readFile(path.join(dataDir, "uploads/library/demo/git-commands-cheat-sheet.pdf")),
      ),
    ).toBe(true);

    // Real text, drawn from the seed's notes (poppler reads it back).
    const text = execFileSync("pdftotext", ["-", "-"], { input: bytes }).toString();
    expect(text).toContain("Git Commands Cheat Sheet");
    expect(text).toContain("git rebase -i HEAD~3");
  });

  it("sends it as an attachment named after the slug with ?download=1", async () => {
    const response = await get(`${FILE}?download=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="git-commands-cheat-sheet\.pdf"/,
    );
  });

  it("answers 304 to a matching If-None-Match, and byte ranges with 206 or 416", async () => {
    const full = await get(FILE);
    const etag = full.headers.get("etag")!;
    const size = Number(full.headers.get("content-length"));
    expect((await get(FILE, { "if-none-match": etag })).status).toBe(304);

    const first = await get(FILE, { range: "bytes=0-99" });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
    expect(Buffer.from(await first.arrayBuffer()).toString("latin1", 0, 5)).toBe("%PDF-");

    const tail = await get(FILE, { range: "bytes=-10" });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-range")).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(Buffer.from(await tail.arrayBuffer()).toString("latin1")).toContain("%%EOF");

    const beyond = await get(FILE, { range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${size}`);

    // A range of an older version is not applied: the whole current file comes back.
    const stale = await get(FILE, { range: "bytes=0-9", "if-range": '"0-0"' });
    expect(stale.status).toBe(200);
  });

  it("answers HEAD with the headers alone", async () => {
    const response = await app().request(FILE, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(1000);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("answers 404 for unknown and hidden PDFs, outside files, and stored paths that leave the library", async () => {
    await database.db
      .update(pdfDocuments)
      .set({ filePath: "../../../etc/passwd" })
      .where(eq(pdfDocuments.slug, "paged-pdf-5"));
    for (const file of [
      "/files/pdf/no-such-pdf.pdf",
      "/files/pdf/paged-pdf-2.pdf",
      "/files/pdf/pdf-in-hidden-folder.pdf",
      "/files/pdf/paged-pdf-3.pdf",
      "/files/pdf/paged-pdf-5.pdf",
      "/files/pdf/git-commands-cheat-sheet",
    ]) {
      expect((await get(file)).status, file).toBe(404);
    }
  });

  it("answers 404 when the stored file is missing from disk", async () => {
    await database.db
      .update(pdfDocuments)
      .set({ filePath: "demo/deleted-by-hand.pdf" })
      .where(eq(pdfDocuments.slug, "paged-pdf-6"));
    expect((await get("/files/pdf/paged-pdf-6.pdf")).status).toBe(404);
  });
});

describe("sitemap.xml's entries", () => {
  it("list the public folders and PDFs, not hidden ones", async () => {
    const paths = (await listSitemapEntries(database.db)).map((entry) => entry.path);
    expect(paths).toContain("/pdf-books");
    expect(paths).toContain("/pdf-zone/printable-workbooks");
    expect(paths).toContain("/pdf-details/git-commands-cheat-sheet");
    expect(paths).toContain("/pdf-details/paged-pdf-1");
    for (const hidden of [
      `/pdf-zone/${HIDDEN_FOLDER}`,
      "/pdf-details/paged-pdf-2",
      "/pdf-details/pdf-in-hidden-folder",
    ]) {
      expect(paths).not.toContain(hidden);
    }
  });
});
