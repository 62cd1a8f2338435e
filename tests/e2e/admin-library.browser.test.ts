/**
 * The PDF library's editor: an admin makes a folder and uploads a PDF into it, which anonymous
 * visitors then find on the folder's page and read in the viewer of its own page; a renamed
 * non-PDF is refused on its field; hiding the PDF takes it off the folder's page (which the page
 * cache had kept) and its address at once. The screens are checked on a phone's width too.
 * The file runs its own server: the folder it adds must not appear in what other tests look at.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { randomClientIp, setupBrowser } from "../support/browser.ts";
import { signUpAdmin } from "../support/browser-admins.ts";
import { expectStyled } from "../support/component-styles.ts";
import { UNTIL_CHANGE_HEARD } from "../support/content-changes.ts";
import { pdfSaying } from "../support/pdf-files.ts";
import { setupOwnServer } from "../support/own-server.ts";

// The full browser: the PDF opens in its own viewer, in a frame.
const desktop = setupBrowser({ pdfViewer: true });
const server = setupOwnServer("w3p-admin-library-");

/** What an anonymous visitor gets (no cookie: the page cache may answer). */
async function anonymous(path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { "X-Forwarded-For": randomClientIp() } });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
/** A full-page picture of the screen, for a person to look at, when SCREENSHOT_DIR is set. */
async function picture(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe("the PDF library editor", () => {
  it("publishes an uploaded PDF in a new folder, refuses a renamed non-PDF, and hides it again", async () => {
    const { page } = desktop;
    const suffix = randomBytes(4).toString("hex");
    const folder = { name: `Kubernetes Notes ${suffix}`, slug: `kubernetes-notes-${suffix}` };
    const pdf = { name: `Pods and Services ${suffix}`, slug: `pods-and-services-${suffix}` };
    const inside = `A Service gives pods one stable address ${suffix}`;
    await signUpAdmin(page, server);

    // From the dashboard to the library's folders; a new folder.
    await page.goto(`${server.url}/admin`);
    await page
      .getByRole("link", { name: /PDF library/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/admin/library");
    await page.getByTestId("pdf-folder-row").first().waitFor();
    await page.getByRole("link", { name: "Add folder" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/library/new");
    await page.locator("input[name=name]").fill(folder.name);
    await page.locator("input[name=short_name]").fill("Kubernetes");
    await page.locator("input[name=slug]").fill(folder.slug);
    await expectStyled(page, "folder editor");
    await page.getByRole("button", { name: "Add folder" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/library");
    const folderRow = page.getByTestId("pdf-folder-row").filter({ hasText: folder.name });
    await folderRow.getByText("0 PDFs").waitFor();
    await folderRow.getByRole("link", { name: `/pdf-zone/${folder.slug}` }).waitFor();
    await expectStyled(page, "folder list");
    await picture(page, "admin-library-folders-1280");

    // Its PDFs, none yet; a new one from there goes into the folder.
    await folderRow.getByRole("link", { name: "0 PDFs" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/library/files");
    await page.getByRole("heading", { name: `PDFs in ${folder.name}` }).waitFor();
    await page.getByRole("link", { name: "Add PDF" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/library/files/new");
    expect(await page.locator("select[name=category_id] option:checked").textContent()).toBe(folder.name);

    // A renamed HTML file: refused on its field, nothing added.
    await page.locator("input[name=name]").fill(pdf.name);
    await page.locator("input[name=slug]").fill(pdf.slug);
    await page.locator("input[type=file][name=pdf]").setInputFiles({
      name: "pods.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<html><body>Pods, renamed to look like a PDF</body></html>"),
    });
    await page.getByRole("button", { name: "Add PDF" }).click();
    // Under the file field, and in the Validation Errors popup of SPEC.md §8.
    await page
      .locator(".mantine-FileInput-error", { hasText: "The PDF file is not a PDF document." })
      .waitFor();
    const popup = page.getByRole("dialog", { name: "Validation Errors" });
    await popup.getByText("The PDF file is not a PDF document.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/library/files/new");
    await expectStyled(page, "PDF editor with an error");
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    await picture(page, "admin-library-file-refused-1280");
    expect((await anonymous(`/pdf-details/${pdf.slug}`)).status).toBe(404);

    // The real PDF: added, listed with its size.
    const bytes = await pdfSaying(inside);
    await page.locator("input[type=file][name=pdf]").setInputFiles({
      name: "pods.pdf",
      mimeType: "application/pdf",
      buffer: bytes,
    });
    await page.getByRole("button", { name: "Add PDF" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/library/files");
    const pdfRow = page.getByTestId("pdf-file-row").filter({ hasText: pdf.name });
    await pdfRow.getByText("Visible").waitFor();
    await pdfRow.getByRole("link", { name: `/pdf-details/${pdf.slug}` }).waitFor();
    await expectStyled(page, "PDF list");
    await picture(page, "admin-library-files-1280");

    // Anonymous visitors: the folder's page lists it (kept by the page cache from here on), its
    // file is the one uploaded.
    const zone = `/pdf-zone/${folder.slug}`;
    expect((await anonymous(zone)).body.toString()).toContain(pdf.name);
    expect((await anonymous(zone)).body.toString()).toContain(pdf.name);
    const file = await anonymous(`/files/pdf/${pdf.slug}.pdf`);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body, bytes)).toBe(0);

    // A visitor opens it from the folder's page: the viewer loads the file.
    const visitor = await desktop.browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
    });
    try {
      const reader = await visitor.newPage();
      await reader.goto(zone);
      await reader.getByRole("heading", { name: folder.name, level: 1 }).waitFor();
      await reader.getByTestId("pdf-name").filter({ hasText: pdf.name }).click();
      await reader.waitForURL(`**/pdf-details/${pdf.slug}`);
      const viewer = reader.getByTestId("pdf-viewer");
      await viewer.waitFor();
      expect(await viewer.getAttribute("src")).toBe(`/files/pdf/${pdf.slug}.pdf`);
      // Chromium's own PDF viewer opens inside the frame once the file has loaded.
      await expect
        .poll(() => reader.frames().some((frame) => frame.url().startsWith("chrome-extension://")), {
          timeout: 30_000,
        })
        .toBe(true);
      expect(await reader.getByTestId("pdf-viewer-failed").count()).toBe(0);
    } finally {
      await visitor.close();
    }

    // Hidden: off the folder's page at once, though the page cache had kept it, and its file too:
    // as soon as the server has heard of the change, which comes just after the admin's answer.
    await pdfRow.getByRole("button", { name: `Hide ${pdf.name}` }).click();
    await pdfRow.getByText("Hidden").waitFor();
    // Its row links no page that is a 404 now.
    expect(await pdfRow.getByRole("link", { name: `/pdf-details/${pdf.slug}` }).count()).toBe(0);
    const pdfShown = async () => {
      const folderPage = await anonymous(zone);
      return {
        folderPage: folderPage.status,
        listed: folderPage.body.toString().includes(pdf.name),
        pdfPage: (await anonymous(`/pdf-details/${pdf.slug}`)).status,
        file: (await anonymous(`/files/pdf/${pdf.slug}.pdf`)).status,
      };
    };
    await expect
      .poll(pdfShown, UNTIL_CHANGE_HEARD)
      .toEqual({ folderPage: 200, listed: false, pdfPage: 404, file: 404 });
    // One journey through the admin screens and the public side, each step waiting on the last;
    // with the server, PostgreSQL and Chromium on two cores it needs more than the default minute.
  }, 150_000);

  it("fits the library's screens on a phone", async () => {
    const { page } = desktop;
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpAdmin(page, server);
    for (const [path, name] of [
      ["/admin/library", "folders"],
      ["/admin/library/files", "files"],
      ["/admin/library/files/new", "file-form"],
      ["/admin/library/93", "folder-form"],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectStyled(page, `${name} at 375 px`);
      // Nothing wider than the screen: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      await picture(page, `admin-library-${name}-375`);
    }
    // A demo PDF's editor: its stored file is kept unless a new one is chosen.
    await page.goto(`${server.url}/admin/library/files?folder=93`);
    await page
      .getByTestId("pdf-file-row")
      .first()
      .getByRole("link", { name: /^Edit / })
      .click();
    await page.waitForURL((url) => /^\/admin\/library\/files\/\d+$/.test(url.pathname));
    await page
      .getByText(/^Stored: [\d.]+ KB\. A new file, up to 20 MB, replaces it; empty keeps it\.$/)
      .waitFor();
    await page.getByTestId("download-only-note").waitFor();
    await expectStyled(page, "PDF editor at 375 px");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await picture(page, "admin-library-file-edit-375");

    await page.goto(`${server.url}/admin/library/files/new`);
    await page.getByLabel("Links to a PDF elsewhere").check();
    await page.getByLabel("Download link").waitFor();
    await picture(page, "admin-library-file-form-links-375");
  }, 90_000);
});
