/** The tutorials as a visitor uses them: searching, a course page, sharing it and its .torrent. */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";
import { expectPageHead } from "../support/page-head.ts";
import { queryServerDatabase } from "../support/server-database.ts";
import { downloadFromWebSeed, expectPiecesMatch, readTorrent, torrentFiles } from "../support/torrents.ts";

const desktop = setupBrowser();
const baseUrl = inject("baseUrl");

const COURSE = "/torrent-course/sql-joins-workbook-with-practice-database";
/** A tutorial of this file's own whose files are not hosted yet: no download link. */
const noFiles = `e2e-no-files-${randomBytes(4).toString("hex")}`;

beforeAll(async () => {
  await queryServerDatabase(
    "insert into torrent_tutorials (slug, name, site_name, description, created_at) values ($1, $2, 'W3Programmer', null, now() - interval '1 year')",
    [noFiles, `Tutorial without files ${noFiles}`],
  );
});

describe("the tutorial pages in the server's HTML", () => {
  it("have a title, a description, the canonical URL and Open Graph tags", async () => {
    const pages: Array<[string, string]> = [
      ["/torrent-tutorial", "IT tutorials and courses | W3Programmer"],
      [COURSE, "SQL Joins Workbook with a Practice Database | W3Programmer"],
    ];
    for (const [path, title] of pages) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expectPageHead(await response.text(), path, title);
    }
    const course = await (await fetch(`${baseUrl}${COURSE}`)).text();
    expect(course).toContain('<meta property="og:type" content="article"');
    expect(course).toMatch(/<meta name="description" content="A small shop database you can load/);
    // The description arrives as rich text.
    expect(course).toContain("<li><strong>schema.sql</strong>:");
  });

  it("answers 404 with the site's page for an unknown tutorial", async () => {
    const response = await fetch(`${baseUrl}/torrent-course/no-such-tutorial`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Go Back to Home");
  });
});

describe("finding and downloading a tutorial", () => {
  it("searches the list, opens the course and saves a valid JOBS.torrent whose web seed is this site", async () => {
    const { page } = desktop;
    await page.goto("/torrent-tutorial");
    await page.locator("input[name=q]").fill("joins workbook");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "joins workbook");
    await page.getByTestId("tutorial-count").filter({ hasText: "1 result for “joins workbook”" }).waitFor();
    await page.getByRole("link", { name: "SQL Joins Workbook with a Practice Database" }).click();
    await page.waitForURL(`**${COURSE}`);
    await page
      .getByRole("heading", { name: "SQL Joins Workbook with a Practice Database", level: 1 })
      .waitFor();

    expect(await page.getByTestId("tutorial-no-files").count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("torrent-download").click(),
    ]);
    expect(download.suggestedFilename()).toBe("JOBS.torrent");
    const bytes = await readFile((await download.path())!);

    // Bencoded (strictly: it re-encodes to the same bytes), a BEP 3 multi-file info dictionary.
    const { torrent, infoHash } = readTorrent(bytes);
    expect(await page.getByTestId("tutorial-info-hash").textContent()).toBe(infoHash);
    expect(torrent.info.name.toString()).toBe("sql-joins-workbook");
    expect(torrentFiles(torrent).map((file) => file.path)).toEqual([
      "README.md",
      "schema.sql",
      "exercises.sql",
      "solutions.sql",
    ]);

    // BEP 19: the web seed is this site's folder for the torrent; each file is under it.
    expect(torrent["url-list"][0]!.toString()).toBe(`${baseUrl}/files/tutorials/${infoHash}/`);
    expectPiecesMatch(torrent, await downloadFromWebSeed(torrent, (url) => fetch(url)));
  });

  it("shares the page's readable address with a Copied! toast", async () => {
    const { page, context } = desktop;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await page.goto(COURSE);
    expect(await page.getByTestId("tutorial-url").textContent()).toBe(`${baseUrl}${COURSE}`);
    await page.getByRole("button", { name: "Share with Friends" }).click();
    await page.getByText("Copied!", { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}${COURSE}`);
  });

  it("leads back to the list", async () => {
    const { page } = desktop;
    await page.goto(COURSE);
    await page.getByTestId("tutorial-back").click();
    await page.waitForURL((url) => url.pathname === "/torrent-tutorial");
    await page.getByRole("heading", { name: "Tutorials", level: 1 }).waitFor();
  });

  it("says a tutorial's files are not there yet, logs that the download link is missing and downloads nothing", async () => {
    const { page } = desktop;
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    let downloads = 0;
    page.on("download", () => (downloads += 1));
    await page.goto(`/torrent-course/${noFiles}`);
    expect(await page.getByTestId("tutorial-description").textContent()).toBe("No description available.");
    expect(await page.getByTestId("tutorial-no-files").textContent()).toBe(
      "The files of this tutorial are not available yet.",
    );
    await page.getByTestId("torrent-download").click();
    await expect.poll(() => logged).toContain("Download link is missing.");
    expect(downloads).toBe(0);
    expect(await page.getByTestId("tutorial-files").count()).toBe(0);
  });
});

describe("on a 390 px phone", () => {
  const phone = setupBrowser({ viewport: { width: 390, height: 844 } });

  it.each(["/torrent-tutorial", COURSE])("%s fits without horizontal scrolling", async (path) => {
    const { page } = phone;
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
