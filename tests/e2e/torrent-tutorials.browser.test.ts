/** The tutorials as a visitor uses them: searching, a course page, sharing it and its .torrent. */
import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { bdecode, rawDictionaryValue } from "../../server/services/tutorials/bencode.ts";
import { queryServerDatabase } from "../support/accounts.ts";
import { setupBrowser } from "../support/browser.ts";

const desktop = setupBrowser();
const baseUrl = inject("baseUrl");

const COURSE = "/torrent-course/sql-joins-workbook-with-practice-database";
/** A tutorial of this file's own whose files are not hosted yet: no download link. */
const noFiles = `e2e-no-files-${randomBytes(4).toString("hex")}`;

type Torrent = {
  "url-list": Buffer[];
  info: { name: Buffer; "piece length": number; pieces: Buffer; files: { length: number; path: Buffer[] }[] };
};

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
      const html = await response.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+${path}"`));
      expect(html).toContain(`<meta property="og:title" content="${title}"`);
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

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("torrent-download").click(),
    ]);
    expect(download.suggestedFilename()).toBe("JOBS.torrent");
    const bytes = await readFile((await download.path())!);

    // Bencoded (strictly: it re-encodes to the same bytes), a BEP 3 multi-file info dictionary.
    const torrent = bdecode(bytes) as unknown as Torrent;
    const infoHash = createHash("sha1").update(rawDictionaryValue(bytes, "info")!).digest("hex");
    expect(await page.getByTestId("tutorial-info-hash").textContent()).toBe(infoHash);
    expect(torrent.info.name.toString()).toBe("sql-joins-workbook");
    const files = torrent.info.files.map((file) => ({
      length: file.length,
      path: file.path.map(String).join("/"),
    }));
    expect(files.map((file) => file.path)).toEqual([
      "README.md",
      "schema.sql",
      "exercises.sql",
      "solutions.sql",
    ]);

    // BEP 19: the web seed is this site's folder for the torrent; each file is under it.
    const webSeed = torrent["url-list"][0]!.toString();
    expect(webSeed).toBe(`${baseUrl}/files/tutorials/${infoHash}/`);
    const parts: Buffer[] = [];
    for (const file of files) {
      const response = await fetch(`${webSeed}${torrent.info.name}/${file.path}`);
      expect(response.status, file.path).toBe(200);
      const part = Buffer.from(await response.arrayBuffer());
      expect(part.length).toBe(file.length);
      parts.push(part);
    }
    const data = Buffer.concat(parts);
    const pieceLength = torrent.info["piece length"];
    expect(torrent.info.pieces.length).toBe(20 * Math.ceil(data.length / pieceLength));
    for (let index = 0; index * pieceLength < data.length; index++) {
      const piece = data.subarray(index * pieceLength, (index + 1) * pieceLength);
      expect(
        createHash("sha1")
          .update(piece)
          .digest()
          .equals(torrent.info.pieces.subarray(index * 20, index * 20 + 20)),
      ).toBe(true);
    }
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

  it("logs that the download link is missing when a tutorial has no files, and downloads nothing", async () => {
    const { page } = desktop;
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    let downloads = 0;
    page.on("download", () => (downloads += 1));
    await page.goto(`/torrent-course/${noFiles}`);
    expect(await page.getByTestId("tutorial-description").textContent()).toBe("No description available.");
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
