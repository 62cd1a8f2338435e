/**
 * Long lists of the PDF library and the tutorials: 60 PDFs and 18 tutorials a page, names cut at
 * 100 characters, windowed page links above 11 pages, and the course page's 10 suggestions cut
 * at 60. On a server of its own: hundreds of rows would crowd the lists other tests look at.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";
import { withServerDatabase } from "../support/server-database.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";
import { expectCutAt } from "../support/text-limits.ts";

const desktop = setupBrowser();
let server: ServerProcess;
let dataDir: string;

const FOLDER = "long-folder";
const LONG_PDF_NAME =
  "Designing data-intensive applications, chapter notes: replication, partitioning, transactions, consistency and consensus, batch and stream processing";
/** 199 tutorials: 12 pages of 18. All but one are "lessons": 198, exactly 11 pages. */
const WORD = "zebracourse";
const LONG_TUTORIAL_NAME =
  "Zebracourse finale: a very long tutorial name that goes well past sixty characters";

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-library-paging-"));
  await fs.chmod(dataDir, 0o755);
  server = await startServer({
    DATA_DIR: dataDir,
    SEED_DEMO_CONTENT: "false",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "true",
  });
  await withServerDatabase(dataDir, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      "insert into pdf_categories (slug, name) values ($1, 'Long Folder') returning id",
      [FOLDER],
    );
    await client.query(
      `insert into pdf_documents (category_id, slug, name, view_url, sort_order)
       select $1, 'long-pdf-' || n, case when n = 1 then $2 else 'Notes part ' || n end, 'https://viewer.example.org/' || n, n
       from generate_series(1, 61) as n`,
      [rows[0]!.id, LONG_PDF_NAME],
    );
    await client.query(
      `insert into torrent_tutorials (slug, name, site_name, created_at)
       select 'zebra-' || n,
              case when n = 199 then $1 else 'Zebracourse lesson ' || n end,
              'Test site',
              -- the long-named one is the newest: the suggestions (newest first) start with it
              now() - ((case when n = 199 then 0 else n end) || ' minutes')::interval
       from generate_series(1, 199) as n`,
      [LONG_TUTORIAL_NAME],
    );
  });
});

afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const pageLinks = async (page: Page) =>
  (
    await page
      .getByRole("navigation", { name: /^Pages of/ })
      .getByRole("link")
      .allTextContents()
  ).filter((text) => /^\d+$/.test(text));
const dots = (page: Page) =>
  page.getByRole("navigation", { name: /^Pages of/ }).getByRole("img", { name: "More pages" });

describe("a folder of 61 PDFs", () => {
  it("shows 60 a page with names cut at 100 characters, and the 61st on page 2", async () => {
    const { page } = desktop;
    await page.goto(`${server.url}/pdf-zone/${FOLDER}`);
    const names = page.getByTestId("pdf-name");
    expect(await names.count()).toBe(60);
    const first = names.first();
    // The long name cut at 100 characters, the next one whole.
    expectCutAt(100, (await names.allTextContents()).slice(0, 2), [LONG_PDF_NAME, "Notes part 2"]);
    expect(await first.getAttribute("title")).toBe(LONG_PDF_NAME);

    await page.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await page.getByTestId("pdf-count").filter({ hasText: "showing 61–61" }).waitFor();
    expect(await names.allTextContents()).toEqual(["Notes part 61"]);
  });
});

describe("the tutorial list", () => {
  it("shows 18 a page from page 1, with every page link up to 11 pages", async () => {
    const { page } = desktop;
    await page.goto(`${server.url}/torrent-tutorial?q=${WORD}+lesson`);
    expect(await page.getByTestId("tutorial-name").count()).toBe(18);
    expect(await page.getByTestId("tutorial-count").textContent()).toBe(
      `198 results for “${WORD} lesson” · showing 1–18`,
    );
    expect(await pageLinks(page)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]);
    expect(await dots(page).count()).toBe(0);
  });

  it("windows the page links with an ellipsis above 11 pages", async () => {
    const { page } = desktop;
    await page.goto(`${server.url}/torrent-tutorial?q=${WORD}`);
    expect(await pageLinks(page)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "12"]);
    expect(await dots(page).count()).toBe(1);

    await page.getByRole("link", { name: "Page 12" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "12");
    await page.getByTestId("tutorial-count").filter({ hasText: "showing 199–199" }).waitFor();
    expect(await page.getByTestId("tutorial-name").count()).toBe(1);
    expect(await pageLinks(page)).toEqual(["1", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
    expect(await dots(page).count()).toBe(1);
    // The search stays on every page link.
    expect(await page.getByRole("link", { name: "Page 1", exact: true }).getAttribute("href")).toBe(
      `/torrent-tutorial?q=${WORD}`,
    );
  });

  it("sends a page past the last to the last page", async () => {
    const response = await fetch(`${server.url}/torrent-tutorial?q=${WORD}&page=40`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/torrent-tutorial?q=${WORD}&page=12`);
  });
});

describe("the course page's search", () => {
  it("suggests at most 10 tutorials, names cut at 60 characters, and opens the one chosen", async () => {
    const { page } = desktop;
    await page.goto(`${server.url}/torrent-course/zebra-1`);
    await page.locator("input[name=q]").pressSequentially(WORD, { delay: 40 });
    const options = page.getByRole("option");
    await options.first().waitFor();
    // Every name starts with the search: newest first, and the long one is the newest; then
    // lessons 1 to 9 (a minute older each), shown whole.
    expectCutAt(60, await options.allTextContents(), [
      LONG_TUTORIAL_NAME,
      ...Array.from({ length: 9 }, (_, index) => `Zebracourse lesson ${index + 1}`),
    ]);

    await options.first().click();
    await page.waitForURL("**/torrent-course/zebra-199");
    await page.getByRole("heading", { name: LONG_TUTORIAL_NAME, level: 1 }).waitFor();
  });

  it("opens the list's results when the search is submitted", async () => {
    const { page } = desktop;
    await page.goto(`${server.url}/torrent-course/zebra-1`);
    await page.locator("input[name=q]").fill("lesson 19");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === "/torrent-tutorial" && url.searchParams.get("q") === "lesson 19",
    );
    await page.getByTestId("tutorial-count").filter({ hasText: "for “lesson 19”" }).waitFor();
    const names = await page.getByTestId("tutorial-name").allTextContents();
    expect(names).toContain("Zebracourse lesson 19");
    expect(names).toContain("Zebracourse lesson 190");
  });
});
