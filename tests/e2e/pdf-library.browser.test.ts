/** The PDF library as a visitor uses it: folders, a folder's PDFs, the viewer, and folder 93's download. */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";
import { expectPageHead } from "../support/page-head.ts";
import { queryServerDatabase } from "../support/server-database.ts";

// The full browser: the PDF opens in its own viewer, in a frame.
const desktop = setupBrowser({ pdfViewer: true });
const baseUrl = inject("baseUrl");

/** A folder of this file's own, for what the demo does not have: a missing file, a PDF with none. */
const suffix = randomBytes(4).toString("hex");
const folder = { slug: `e2e-library-${suffix}`, name: `E2E Library ${suffix}` };
const missingFile = `e2e-missing-file-${suffix}`;
const noFile = `e2e-no-file-${suffix}`;
const linkOnly = `e2e-link-only-${suffix}`;

beforeAll(async () => {
  const [row] = await queryServerDatabase<{ id: number }>(
    "insert into pdf_categories (slug, name, sort_order) values ($1, $2, 900) returning id",
    [folder.slug, folder.name],
  );
  await queryServerDatabase(
    `insert into pdf_documents (category_id, slug, name, file_path) values
       ($1, $2, 'A PDF whose file went missing', 'e2e/never-written.pdf'),
       ($1, $3, 'A PDF with no file at all', null)`,
    [row!.id, missingFile, noFile],
  );
  await queryServerDatabase(
    `insert into pdf_documents (category_id, slug, name, file_path, download_link) values
       ($1, $2, 'A PDF given only as a link', null, 'https://example.com/guides/resume-checklist.pdf')`,
    [row!.id, linkOnly],
  );
});

/** How many public PDFs a folder holds, as the API counts them (library.test.ts checks that count). */
async function folderSize(slug: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/public/filterepdfCategory?slug=${slug}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { pagination: { total: number } }).pagination.total;
}

describe("the PDF pages in the server's HTML", () => {
  it("have fixed titles, a description, the canonical URL and Open Graph tags", async () => {
    const pages: Array<[string, string]> = [
      ["/pdf-books", "PDF Books | W3Programmer"],
      ["/pdf-zone/interview-cheat-sheets", "Interview Cheat Sheets PDFs | W3Programmer"],
      ["/pdf-details/git-commands-cheat-sheet", "Git Commands Cheat Sheet (PDF) | W3Programmer"],
    ];
    for (const [path, title] of pages) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expectPageHead(html, path, title);
      expect(html).toMatch(new RegExp(`<meta property="og:url" content="http[^"]+${path}"`));
    }
  });

  it("renders the folders with their counts and a folder's PDFs without script", async () => {
    const cheatSheets = await folderSize("interview-cheat-sheets");
    expect(cheatSheets).toBeGreaterThan(1);
    const books = await (await fetch(`${baseUrl}/pdf-books`)).text();
    expect(books).toContain('href="/pdf-zone/interview-cheat-sheets"');
    expect(books).toMatch(new RegExp(`Cheat Sheets</p><p[^>]*>${cheatSheets} PDFs</p>`));
    const zone = await (await fetch(`${baseUrl}/pdf-zone/study-notes`)).text();
    expect(zone).toContain('href="/pdf-details/rest-api-design-study-notes"');
  });

  it("answers 404 with the site's page for unknown folders and PDFs", async () => {
    for (const path of ["/pdf-zone/no-such-folder", "/pdf-details/no-such-pdf"]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Go Back to Home");
    }
  });
});

describe("reading a PDF", () => {
  it("goes from the folders to a folder, searches it and opens the PDF in the viewer", async () => {
    const { page } = desktop;
    await page.goto("/pdf-books");
    await page.getByTestId("pdf-folder").filter({ hasText: "Cheat Sheets" }).click();
    await page.waitForURL("**/pdf-zone/interview-cheat-sheets");
    await page.getByRole("heading", { name: "Interview Cheat Sheets", level: 1 }).waitFor();
    // Fewer than a page of 60: all of them.
    const size = await folderSize("interview-cheat-sheets");
    expect(await page.getByTestId("pdf-name").count()).toBe(size);
    expect(await page.getByTestId("pdf-count").textContent()).toBe(`${size} PDFs · showing 1–${size}`);

    await page.locator("input[name=q]").fill("http codes");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "http codes");
    await page.getByTestId("pdf-count").filter({ hasText: "1 result for “http codes”" }).waitFor();
    expect(await page.getByTestId("pdf-name").allTextContents()).toEqual([
      "HTTP Status Codes Every Developer Should Know",
    ]);

    await page.getByTestId("pdf-name").click();
    await page.waitForURL("**/pdf-details/http-status-codes-cheat-sheet");
    const viewer = page.getByTestId("pdf-viewer");
    await viewer.waitFor();
    expect(await viewer.getAttribute("src")).toBe("/files/pdf/http-status-codes-cheat-sheet.pdf");
    expect(await viewer.getAttribute("height")).toBe("1000");
    expect((await viewer.boundingBox())?.height).toBe(1000);
    // Chromium's own PDF viewer opens inside the frame once the file has loaded.
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith("chrome-extension://")), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(await page.getByTestId("pdf-viewer-failed").count()).toBe(0);

    // The fallback link downloads the same file.
    const fallback = page.getByTestId("pdf-fallback-download");
    const [download] = await Promise.all([page.waitForEvent("download"), fallback.click()]);
    expect(download.suggestedFilename()).toBe("http-status-codes-cheat-sheet.pdf");
    const saved = await readFile((await download.path())!);
    expect(saved.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    await page.getByTestId("pdf-back").click();
    await page.waitForURL("**/pdf-zone/interview-cheat-sheets");
  });

  it("offers the PDFs of folder 93 only through a large Download PDF button", async () => {
    const { page } = desktop;
    await page.goto("/pdf-books");
    await page.getByTestId("pdf-folder").filter({ hasText: "Printable Workbooks" }).click();
    await page.waitForURL("**/pdf-zone/printable-workbooks");
    await page.getByRole("link", { name: "SQL Practice Workbook" }).click();
    await page.waitForURL("**/pdf-details/sql-practice-workbook");

    const button = page.getByRole("link", { name: "Download PDF" });
    await button.waitFor();
    expect(await page.getByTestId("pdf-viewer").count()).toBe(0);
    expect(await page.getByTestId("pdf-fallback-download").count()).toBe(0);
    const height = (await button.boundingBox())!.height;
    expect(height).toBeGreaterThanOrEqual(50);

    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe("sql-practice-workbook.pdf");
    const saved = await readFile((await download.path())!);
    expect(saved.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(saved.subarray(-8).toString("latin1")).toContain("%%EOF");
  });

  it("says so when a PDF's file does not load, and still offers the download link", async () => {
    const { page } = desktop;
    await page.goto(`/pdf-details/${missingFile}`);
    await page.getByText("Failed to load PDF viewer.").waitFor();
    expect(await page.getByTestId("pdf-viewer").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Download" }).getAttribute("href")).toBe(
      `/files/pdf/${missingFile}.pdf?download=1`,
    );
  });

  it("offers a PDF given only as a link through the Download PDF button", async () => {
    const { page } = desktop;
    await page.goto(`/pdf-details/${linkOnly}`);
    const button = page.getByRole("link", { name: "Download PDF" });
    expect(await button.getAttribute("href")).toBe("https://example.com/guides/resume-checklist.pdf");
    expect(await page.getByTestId("pdf-none").count()).toBe(0);
    expect(await page.getByTestId("pdf-viewer").count()).toBe(0);
  });

  it("says so when a PDF has nothing to show", async () => {
    const { page } = desktop;
    await page.goto(`/pdf-details/${noFile}`);
    expect(await page.getByTestId("pdf-none").textContent()).toBe("No PDF to display.");
    expect(await page.getByTestId("pdf-viewer").count()).toBe(0);
  });
});

describe("on a 390 px phone", () => {
  const phone = setupBrowser({ viewport: { width: 390, height: 844 } });

  it.each(["/pdf-books", "/pdf-zone/study-notes", "/pdf-details/solid-object-oriented-design-principles"])(
    "%s fits without horizontal scrolling",
    async (path) => {
      const { page } = phone;
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );

  it("draws the pages itself when the browser has no PDF viewer, as most phones", async () => {
    const { page } = phone;
    // What a phone's browser says (navigator.pdfViewerEnabled); Chromium's own viewer is not used.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "pdfViewerEnabled", { get: () => false }),
    );
    await page.goto("/pdf-details/http-status-codes-cheat-sheet");
    // Page 1 drawn, its text there to read and select.
    await page.getByRole("document", { name: /^Page 1 of [1-9]\d*$/ }).waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await page.locator(".textLayer").textContent())?.length ?? 0)
      .toBeGreaterThan(100);
    expect(await page.getByTestId("pdf-viewer-failed").count()).toBe(0);
    expect(await page.locator("iframe").count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.getByTestId("pdf-fallback-download").getAttribute("href")).toBe(
      "/files/pdf/http-status-codes-cheat-sheet.pdf?download=1",
    );
  });
});
