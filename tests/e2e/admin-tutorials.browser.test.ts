/**
 * The tutorials editor: an admin adds a tutorial with a description written in the rich-text
 * editor and uploads two files into a folder; its public page shows it, and the JOBS.torrent a
 * visitor saves there is downloaded by a real BitTorrent client (aria2c) through the site's web
 * seed, every file arriving byte for byte. Replacing a file gives a new torrent (the old one's
 * web seed stops) whose download has the new bytes; hiding the tutorial takes it off the list and
 * its page. The screens are also drawn on a 375 px wide phone.
 * The file runs its own server: the tutorial it adds must not appear in what other tests look at.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aria2c, requireAria2c } from "../support/aria2.ts";
import { randomClientIp, setupBrowser } from "../support/browser.ts";
import { signUpAdmin } from "../support/browser-admins.ts";
import { expectStyled } from "../support/component-styles.ts";
import { UNTIL_CHANGE_HEARD } from "../support/content-changes.ts";
import { setupOwnServer } from "../support/own-server.ts";
import { readTorrent, torrentFiles } from "../support/torrents.ts";

const desktop = setupBrowser();
const server = setupOwnServer("w3p-admin-tutorials-");
let workDir: string;

beforeAll(async () => {
  requireAria2c();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-admin-tutorials-"));
});

afterAll(async () => {
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

/** What an anonymous visitor gets (no cookie: the page cache may answer). */
async function anonymous(address: string) {
  const response = await fetch(`${server.url}${address}`, {
    headers: { "X-Forwarded-For": randomClientIp() },
  });
  return { status: response.status, text: await response.text() };
}

/**
 * A visitor of its own opens the tutorial's public page and saves JOBS.torrent with its Download
 * button; answers the saved file's path and what it holds.
 */
async function downloadFromPublicPage(page: Page, slug: string, name: string) {
  const visitor = await page
    .context()
    .browser()!
    .newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
    });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${server.url}/torrent-course/${slug}`);
    await visitorPage.waitForSelector("html[data-hydrated]", { state: "attached" });
    await visitorPage.getByRole("heading", { name, level: 1 }).waitFor();
    const [download] = await Promise.all([
      visitorPage.waitForEvent("download"),
      visitorPage.getByTestId("torrent-download").click(),
    ]);
    expect(download.suggestedFilename()).toBe("JOBS.torrent");
    const file = path.join(workDir, `${randomBytes(4).toString("hex")}-JOBS.torrent`);
    await download.saveAs(file);
    const text = (await visitorPage.locator("main").textContent()) ?? "";
    return { file, ...readTorrent(await fs.readFile(file)), text };
  } finally {
    await visitor.close();
  }
}

/** The page is no wider than the phone: nothing pushes it sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, what).toBeLessThanOrEqual(375);
}

describe("the tutorials editor", () => {
  it("publishes a tutorial whose uploaded files a BitTorrent client downloads from the site, replaces one, and hides it", async () => {
    const { page } = desktop;
    const suffix = randomBytes(4).toString("hex");
    const tutorial = {
      name: `PostgreSQL Indexing Workshop ${suffix}`,
      slug: `postgresql-indexing-workshop-${suffix}`,
      folder: `indexing-workshop-${suffix}`,
    };
    const readme = Buffer.from(
      "# PostgreSQL indexing workshop\n\nLoad schema.sql, then run each exercise with EXPLAIN ANALYZE.\n",
    );
    // Several 16 KiB pieces, one across the two files.
    const exercise = Buffer.from(
      Array.from(
        { length: 900 },
        (_, line) =>
          `EXPLAIN ANALYZE SELECT * FROM orders WHERE customer_id = ${line}; -- exercise ${line}\n`,
      ).join(""),
    );
    await signUpAdmin(page, server);

    // The dashboard leads to the tutorials.
    await page.goto(`${server.url}/admin`);
    await page
      .getByRole("link", { name: /^Tutorials/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/admin/tutorials");
    await page.getByRole("heading", { name: "Tutorials", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Add", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/tutorials/new");
    await page.getByRole("heading", { name: "Add a tutorial", level: 1 }).waitFor();

    await page.locator("input[name=name]").fill(tutorial.name);
    await page.locator("input[name=site_name]").fill("W3Programmer");
    const editor = page.getByRole("textbox", { name: "Description" });
    await editor.click();
    await page.keyboard.type("Hands-on exercises on B-tree, GIN and partial indexes. ");
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("Bring a laptop.");
    await expectStyled(page, "tutorial editor");
    await page.screenshot({ path: "/tmp/admin-tutorial-edit-1280.png", fullPage: true });
    await page.getByRole("button", { name: "Add and upload files" }).click();
    await page.waitForURL((url) => /^\/admin\/tutorials\/\d+\/files$/.test(url.pathname));
    // Shown from the start, it is public with nothing to download yet: the page says so.
    expect(await page.getByTestId("tutorial-no-torrent").textContent()).toContain(
      "Visitors can already see it: hide it until its files are here.",
    );
    await page.getByText("A file with the same path as an existing file replaces it.").waitFor();

    // Two files, one into a folder of the torrent.
    await page.locator("input[type=file][name=files]").setInputFiles([
      { name: "README.md", mimeType: "text/markdown", buffer: readme },
      { name: "exercise.sql", mimeType: "application/sql", buffer: exercise },
    ]);
    await page.getByLabel("Path of exercise.sql inside the torrent").fill("exercises/01-btree.sql");
    await page.getByLabel("Folder name").fill(tutorial.folder);
    await expectStyled(page, "upload form with two files");
    await page.screenshot({ path: "/tmp/admin-tutorial-upload-1280.png", fullPage: true });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByText("2 files added: the tutorial has a new torrent.").first().waitFor();
    const rows = page.getByTestId("tutorial-file-row");
    await rows.filter({ hasText: "exercises/01-btree.sql" }).waitFor();
    expect(await rows.count()).toBe(2);
    const firstHash = await page.getByTestId("admin-info-hash").textContent();
    // Renaming the folder to the name it has changes nothing, and says so on the field.
    await page.getByRole("button", { name: "Rename folder" }).click();
    await page.locator(".mantine-InputWrapper-error", { hasText: "The folder name is unchanged." }).waitFor();
    const popup = page.getByRole("dialog", { name: "Validation Errors" });
    await popup.getByText("The folder name is unchanged.").waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    expect(await page.getByTestId("admin-info-hash").textContent()).toBe(firstHash);
    await expectStyled(page, "tutorial files");
    await page.screenshot({ path: "/tmp/admin-tutorial-files-1280.png", fullPage: true });

    // The public page shows it; the saved JOBS.torrent lists the files, and aria2c gets them
    // from the site's web seed, byte for byte.
    const first = await downloadFromPublicPage(page, tutorial.slug, tutorial.name);
    expect(first.infoHash).toBe(firstHash);
    expect(first.text).toContain("Hands-on exercises on B-tree, GIN and partial indexes.");
    expect(first.text).toContain("exercises/01-btree.sql");
    expect(first.torrent.info.name.toString()).toBe(tutorial.folder);
    expect(torrentFiles(first.torrent)).toEqual([
      { path: "README.md", length: readme.length },
      { path: "exercises/01-btree.sql", length: exercise.length },
    ]);
    const firstOut = path.join(workDir, "first");
    const log = await aria2c(first.file, firstOut);
    expect(log).toMatch(
      new RegExp(`GET /files/tutorials/${first.infoHash}/${tutorial.folder}/exercises/01-btree\\.sql`),
    );
    expect((await fs.readFile(path.join(firstOut, tutorial.folder, "README.md"))).equals(readme)).toBe(true);
    expect(
      (await fs.readFile(path.join(firstOut, tutorial.folder, "exercises/01-btree.sql"))).equals(exercise),
    ).toBe(true);

    // Replacing the README: a new torrent whose download has the new bytes; the old web seed stops.
    const readme2 = Buffer.from("# PostgreSQL indexing workshop, second edition\n\nNow with BRIN indexes.\n");
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      page.getByRole("button", { name: "Replace README.md" }).click(),
    ]);
    await chooser.setFiles({ name: "README-v2.md", mimeType: "text/markdown", buffer: readme2 });
    await page.getByText("1 file replaced: the tutorial has a new torrent.").first().waitFor();
    await expect.poll(() => page.getByTestId("admin-info-hash").textContent()).not.toBe(firstHash);
    const second = await downloadFromPublicPage(page, tutorial.slug, tutorial.name);
    expect(second.infoHash).not.toBe(first.infoHash);
    expect(torrentFiles(second.torrent)).toEqual([
      { path: "README.md", length: readme2.length },
      { path: "exercises/01-btree.sql", length: exercise.length },
    ]);
    const secondOut = path.join(workDir, "second");
    await aria2c(second.file, secondOut);
    expect((await fs.readFile(path.join(secondOut, tutorial.folder, "README.md"))).equals(readme2)).toBe(
      true,
    );
    expect((await anonymous(`/files/tutorials/${first.infoHash}/${tutorial.folder}/README.md`)).status).toBe(
      404,
    );

    // A rename given up with Escape, as with Cancel: nothing sent, focus back on Rename.
    const renameButton = page.getByRole("button", { name: "Rename exercises/01-btree.sql" });
    await renameButton.click();
    const newPath = page.getByLabel("New path of exercises/01-btree.sql");
    await newPath.fill("exercises/typo.sql");
    await newPath.press("Escape");
    await newPath.waitFor({ state: "detached" });
    await expect.poll(() => renameButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await rows.filter({ hasText: "exercises/01-btree.sql" }).waitFor();

    // A rename in place.
    await renameButton.click();
    await page.getByLabel("New path of exercises/01-btree.sql").fill("exercises/01-btree-indexes.sql");
    await expectStyled(page, "renaming a file");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("File renamed: the tutorial has a new torrent.").first().waitFor();
    await rows.filter({ hasText: "exercises/01-btree-indexes.sql" }).waitFor();

    // A recording larger than other forms may post: the files screen takes uploads up to 64 MB.
    await page.locator("input[type=file][name=files]").setInputFiles({
      name: "walkthrough.bin",
      mimeType: "application/octet-stream",
      buffer: randomBytes(7 * 1024 * 1024),
    });
    // The form has taken the file (its path field is there) before it is sent.
    await page.getByLabel("Path of walkthrough.bin inside the torrent").waitFor();
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    // 7 MB posted, parsed, stored and hashed into a new torrent: on two cores shared with the rest
    // of the suite (and CI's second Node.js pass) this has taken over 30 s.
    await page
      .getByText("1 file added: the tutorial has a new torrent.")
      .first()
      .waitFor({ timeout: 90_000 });
    await rows.filter({ hasText: "walkthrough.bin" }).getByText("7 MB").waitFor();

    // Hiding it from the list: gone from the public list and its page.
    await page.goto(`${server.url}/admin/tutorials?q=${encodeURIComponent(tutorial.name)}`);
    const row = page.getByTestId("tutorial-row").filter({ hasText: tutorial.name });
    await row.getByText("3 files").waitFor();
    await row.getByRole("link", { name: `/torrent-course/${tutorial.slug}` }).waitFor();
    await expectStyled(page, "tutorial list");
    await page.screenshot({ path: "/tmp/admin-tutorials-1280.png", fullPage: true });
    expect((await anonymous(`/torrent-tutorial?q=${encodeURIComponent(suffix)}`)).text).toContain(
      tutorial.name,
    );
    await row.getByRole("button", { name: `Hide ${tutorial.name}` }).click();
    await row.getByText("Hidden").waitFor();
    expect(await row.getByRole("link", { name: `/torrent-course/${tutorial.slug}` }).count()).toBe(0);
    // The list and the tutorial's page were kept by the page cache: they change once the server has
    // heard of the change, which comes just after the admin's answer.
    const tutorialShown = async () => ({
      listed: (await anonymous(`/torrent-tutorial?q=${encodeURIComponent(suffix)}`)).text.includes(
        tutorial.name,
      ),
      page: (await anonymous(`/torrent-course/${tutorial.slug}`)).status,
      torrent: (await anonymous(`/files/torrents/${tutorial.slug}.torrent`)).status,
    });
    await expect.poll(tutorialShown, UNTIL_CHANGE_HEARD).toEqual({ listed: false, page: 404, torrent: 404 });

    // The same screens on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.url}/admin/tutorials?q=${encodeURIComponent(tutorial.name)}`);
    await expectNoSidewaysScroll(page, "tutorial list");
    await page.screenshot({ path: "/tmp/admin-tutorials-375.png", fullPage: true });
    await page.getByRole("link", { name: tutorial.name, exact: true }).click();
    await page.waitForURL((url) => /^\/admin\/tutorials\/\d+$/.test(url.pathname));
    await page.getByRole("textbox", { name: "Description" }).waitFor();
    await expectNoSidewaysScroll(page, "tutorial editor");
    await page.screenshot({ path: "/tmp/admin-tutorial-edit-375.png", fullPage: true });
    await page.getByRole("link", { name: /^Its files/ }).click();
    await page.waitForURL((url) => /^\/admin\/tutorials\/\d+\/files$/.test(url.pathname));
    await rows.first().waitFor();
    await expectNoSidewaysScroll(page, "tutorial files");
    await page.screenshot({ path: "/tmp/admin-tutorial-files-375.png", fullPage: true });
    // One journey through three admin screens, the public page twice and a BitTorrent client
    // twice, each step waiting on the last, on two shared cores.
  }, 180_000);
});
