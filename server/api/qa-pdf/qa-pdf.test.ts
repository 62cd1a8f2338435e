import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, qaItems } from "../../db/schema/index.ts";
import { demoCatalog, seedDemoContent } from "../../db/seed/demo-content.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";

const execFileAsync = promisify(execFile);
const database = setupTestDatabase();
let dataDir: string;
const cacheDir = () => path.join(dataDir, "cache", "pdf");
const app = () => createTestApp(database, { dataDir });

const python = demoCatalog.find((main) => main.slug === "python")!;
const basics = python.children[0]!;
const url = (slug: string) => `/api/public/generate-pdf/${slug}`;

/** The PDF's text as a reader's PDF viewer extracts it (Debian's poppler-utils, installed by .ci/run). */
async function pdfText(bytes: Buffer, pages: { first?: number; last?: number } = {}) {
  const file = path.join(dataDir, `extract-${Math.random().toString(36).slice(2)}.pdf`);
  await fs.writeFile(file, bytes);
  const range = [
    ...(pages.first ? ["-f", String(pages.first)] : []),
    ...(pages.last ? ["-l", String(pages.last)] : []),
  ];
  const { stdout } = await execFileAsync("pdftotext", [...range, file, "-"], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
    throw new Error("pdftotext is missing: apt-get install poppler-utils (bash .ci/run installs it)", {
      cause: error,
    });
  });
  await fs.rm(file);
  // Lines wrap wherever the page is full: compare text with white space collapsed.
  return stdout.replace(/\s+/g, " ");
}

const collapse = (text: string) => text.replace(/\s+/g, " ");

async function download(slug: string, headers: Record<string, string> = {}) {
  const response = await app().request(url(slug), { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-qa-pdf-"));
  await database.db.transaction((tx) => seedDemoContent(tx));
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("GET /api/public/generate-pdf/{slug}", () => {
  it("answers a PDF attachment named {slug}.pdf with the category's questions as text", async () => {
    const { response, bytes } = await download(basics.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${basics.slug}.pdf"`);
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-8).toString("latin1")).toMatch(/%%EOF\s*$/);

    const text = await pdfText(bytes);
    for (const { question } of basics.questions) expect(text).toContain(collapse(question));
    // Code blocks come out as text with their content intact.
    expect(text).toContain("def add_item(item, items=None):");
  });

  it("starts with a title page and numbers every later page", async () => {
    const { bytes } = await download(basics.slug);
    const titlePage = await pdfText(bytes, { first: 1, last: 1 });
    expect(titlePage).toContain("W3Programmer");
    expect(titlePage).toContain(basics.name);
    expect(titlePage).toContain(`${basics.questions.length} questions`);
    expect(titlePage).toMatch(/Generated on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(titlePage).toContain(`http://localhost:3000/question-answer/${basics.slug}`);
    expect(titlePage).not.toContain("Page 1");

    const all = await pdfText(bytes);
    const pageCount = Number(/Page 2 of (\d+)/.exec(all)?.[1]);
    expect(pageCount).toBeGreaterThan(2);
    for (let page = 2; page <= pageCount; page++) {
      expect(await pdfText(bytes, { first: page, last: page })).toContain(`Page ${page} of ${pageCount}`);
    }
  });

  it("serves a second download from the cache: same bytes, cache file untouched", async () => {
    const slug = python.children[1]!.slug;
    const first = await download(slug);
    const files = await fs.readdir(cacheDir());
    const file = files.find((name) =>
      name.endsWith(`${first.response.headers.get("etag")!.slice(1, -1)}.pdf`),
    );
    expect(file).toMatch(/^\d+-[0-9a-f]{32}\.pdf$/);
    // The cached file dated in the past: written again, it would carry today's time.
    const cached = path.join(cacheDir(), file!);
    const longAgo = new Date("2001-02-03T04:05:06Z");
    await fs.utimes(cached, longAgo, longAgo);
    const before = await fs.stat(cached);

    const second = await download(slug);
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
    expect(second.bytes.equals(first.bytes)).toBe(true);
    const after = await fs.stat(cached);
    expect(after.ino).toBe(before.ino);
    expect(after.mtime).toEqual(longAgo);
  });

  it("answers 304 to If-None-Match with the current ETag", async () => {
    const { response } = await download(basics.slug);
    const etag = response.headers.get("etag")!;
    const again = await download(basics.slug, { "If-None-Match": etag });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.response.headers.get("etag")).toBe(etag);

    const stale = await download(basics.slug, { "If-None-Match": '"0123456789abcdef0123456789abcdef"' });
    expect(stale.response.status).toBe(200);
  });

  it("makes a new PDF when an answer changes, and drops the old file", async () => {
    const child = python.children[2]!;
    const first = await download(child.slug);
    const [category] = await database.db.select().from(categories).where(eq(categories.slug, child.slug));
    const [item] = await database.db
      .select()
      .from(qaItems)
      .where(eq(qaItems.categoryId, category!.id))
      .orderBy(qaItems.sortOrder)
      .limit(1);
    await database.db
      .update(qaItems)
      .set({
        answer: "<p>Django follows the <strong>model-template-view</strong> pattern, revised answer.</p>",
      })
      .where(eq(qaItems.id, item!.id));

    const second = await download(child.slug);
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get("etag")).not.toBe(first.response.headers.get("etag"));
    expect(second.bytes.equals(first.bytes)).toBe(false);
    expect(await pdfText(second.bytes)).toContain("model-template-view pattern, revised answer.");
    // A client holding the old version gets the new one, not a 304.
    const revalidated = await download(child.slug, { "If-None-Match": first.response.headers.get("etag")! });
    expect(revalidated.response.status).toBe(200);
    const versions = (await fs.readdir(cacheDir())).filter((name) => name.startsWith(`${category!.id}-`));
    expect(versions).toEqual([`${category!.id}-${second.response.headers.get("etag")!.slice(1, -1)}.pdf`]);
  });

  it("notices a change made with plain SQL, which leaves updated_at alone", async () => {
    const child = python.children[3]!;
    const first = await download(child.slug);
    await database.db.execute(
      sql`UPDATE qa_items SET question = 'What is a pandas DataFrame, in one sentence?'
           WHERE id = (SELECT q.id FROM qa_items q JOIN categories c ON c.id = q.category_id
                        WHERE c.slug = ${child.slug} ORDER BY q.sort_order LIMIT 1)`,
    );
    const second = await download(child.slug);
    expect(second.response.headers.get("etag")).not.toBe(first.response.headers.get("etag"));
    expect(await pdfText(second.bytes)).toContain("What is a pandas DataFrame, in one sentence?");
  });

  it("renders concurrent first downloads once and gives them all the same file", async () => {
    const slug = demoCatalog[0]!.children[0]!.slug;
    const results = await Promise.all([download(slug), download(slug), download(slug)]);
    for (const { response, bytes } of results) {
      expect(response.status).toBe(200);
      expect(bytes.equals(results[0]!.bytes)).toBe(true);
    }
    const leftovers = (await fs.readdir(cacheDir())).filter((name) => name.endsWith(".tmp"));
    expect(leftovers).toEqual([]);
  });

  it("hides unpublished questions and says so when a category has none", async () => {
    const child = demoCatalog[1]!.children[1]!;
    const [category] = await database.db.select().from(categories).where(eq(categories.slug, child.slug));
    await database.db.update(qaItems).set({ status: 0 }).where(eq(qaItems.categoryId, category!.id));
    const { response, bytes } = await download(child.slug);
    expect(response.status).toBe(200);
    const text = await pdfText(bytes);
    expect(text).toContain("0 questions");
    expect(text).toContain("No questions have been published in this category yet.");
    expect(text).not.toContain(collapse(child.questions[0]!.question));
  });

  it.each([
    ["an unknown slug", "no-such-category"],
    ["a main category (its questions live in its children)", "python"],
  ])("answers 404 with a message for %s", async (_case, slug) => {
    const { response, bytes } = await download(slug);
    expect(response.status).toBe(404);
    expect(JSON.parse(bytes.toString("utf8"))).toEqual({ message: "Category not found." });
  });

  it("answers 404 for a hidden category", async () => {
    const child = demoCatalog[2]!.children[0]!;
    await database.db.update(categories).set({ status: 0 }).where(eq(categories.slug, child.slug));
    const { response } = await download(child.slug);
    expect(response.status).toBe(404);
  });

  it("answers 422 with the field's message for an overlong slug", async () => {
    const { response, bytes } = await download("a".repeat(201));
    expect(response.status).toBe(422);
    const body = JSON.parse(bytes.toString("utf8"));
    expect(body.errors.slug).toEqual([expect.any(String)]);
    expect(body.message).toBe(body.errors.slug[0]);
  });
});
