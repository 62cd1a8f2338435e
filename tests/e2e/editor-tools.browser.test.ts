/**
 * The rich-text editor's Link, Picture and Table: an admin writes a blog post with a link made
 * from selected text, a site path linked as its own text, a picture uploaded with its alt text and
 * a table edited with the table's buttons and Tab; the public post shows them (the picture loaded,
 * the web link opening apart), and they survive a second edit. The dialogs refuse what the site
 * would not keep on their fields, close on Escape and give the focus back to the text. The upload
 * route the Picture dialog posts to takes the admin's session from the site's own pages only.
 * The file runs its own server: the post it adds must not appear in what other tests look at.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { randomClientIp, setupBrowser } from "../support/browser.ts";
import { signUpAdmin } from "../support/browser-admins.ts";
import { setupOwnServer } from "../support/own-server.ts";

const desktop = setupBrowser();
const server = setupOwnServer("w3p-editor-tools-");

/** What an anonymous visitor gets (no cookie: the page cache may answer). */
async function anonymous(path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { "X-Forwarded-For": randomClientIp() } });
  return { status: response.status, text: await response.text() };
}

/** The accessible name of the focused element: the editor's text is "Text". */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName);

/** The attributes of the link whose text is `text` in `html`, in any order; undefined without one. */
function linkAttributes(html: string, text: string): Record<string, string> | undefined {
  const tag = new RegExp(`<a ([^>]*)>${text}</a>`).exec(html)?.[1];
  return (
    tag &&
    Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]))
  );
}

const USCIS = "https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations";

describe("the rich-text editor's Link, Picture and Table", () => {
  it("make a link, a picture and a table that the public post shows and a later edit keeps", async () => {
    const { page } = desktop;
    const suffix = randomBytes(4).toString("hex");
    const title = `H-1B timeline ${suffix} for new graduates`;
    const slug = `h-1b-timeline-${suffix}-for-new-graduates`;
    await signUpAdmin(page, server);
    await page.goto(`${server.url}/admin/blog/new`);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    const editor = page.getByRole("textbox", { name: "Text" });
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    const linkButton = toolbar.getByRole("button", { name: "Link", exact: true });
    const linkDialog = page.getByRole("dialog", { name: "Add a link" });
    const address = linkDialog.getByLabel("Link address");
    await editor.click();

    // With no selection, the address is the link's text; what is typed next is not part of it.
    await page.keyboard.type("Official rules");
    await page.keyboard.press("Enter");
    await page.keyboard.type("More posts: ");
    await linkButton.click();
    await address.fill("/blog");
    await address.press("Enter");
    await editor.locator('a[href="/blog"]', { hasText: "/blog" }).waitFor();
    await expect.poll(() => focusedName(page)).toBe("Text");
    await page.keyboard.type(" for the rest.");
    await editor.getByText("for the rest.").waitFor();
    expect(await editor.locator('a[href="/blog"]').textContent()).toBe("/blog");

    // A picture: refused without its alt text, then uploaded and put at the cursor.
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Picture", exact: true }).click();
    const pictureDialog = page.getByRole("dialog", { name: "Add a picture" });
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: "#1971c2" } })
      .png()
      .toBuffer();
    await pictureDialog
      .getByLabel("Picture file")
      .setInputFiles({ name: "timeline.png", mimeType: "image/png", buffer: png });
    await pictureDialog.getByRole("button", { name: "Insert picture" }).click();
    await pictureDialog.getByText("The alt text field is required.").waitFor();
    await pictureDialog.getByLabel("Alt text").fill("The H-1B year from registration in March to October 1");
    await pictureDialog.getByRole("button", { name: "Insert picture" }).click();
    await pictureDialog.waitFor({ state: "detached" });
    const picture = editor.locator('img[alt="The H-1B year from registration in March to October 1"]');
    await picture.waitFor();
    const src = await picture.getAttribute("src");
    expect(src).toMatch(/^\/files\/covers\/text-[0-9a-f]{32}\.webp$/);
    await expect.poll(() => focusedName(page)).toBe("Text");

    // A table: a header row and two rows of three cells, filled with Tab; a row and a column added
    // with the table's buttons, and taken away again from one of their cells.
    await page.keyboard.press("End");
    await toolbar.getByRole("button", { name: "Table", exact: true }).click();
    const rows = editor.locator("table tr");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    expect(await rows.first().locator("th").count()).toBe(3);
    const cells = [
      "Step",
      "When",
      "Who",
      "Registration",
      "March",
      "Employer",
      "Petition",
      "April to June",
      "Employer",
    ];
    for (const [index, text] of cells.entries()) {
      if (index > 0) await page.keyboard.press("Tab");
      await page.keyboard.type(text);
    }
    const tools = page.getByRole("group", { name: "Table tools" });
    await tools.getByRole("button", { name: "Add row" }).click();
    await expect.poll(() => rows.count()).toBe(4);
    await tools.getByRole("button", { name: "Add column" }).click();
    await expect.poll(() => rows.first().locator("th").count()).toBe(4);
    await rows.nth(3).locator("td").first().click();
    await tools.getByRole("button", { name: "Delete row" }).click();
    await expect.poll(() => rows.count()).toBe(3);
    await rows.first().locator("th").nth(3).click();
    await tools.getByRole("button", { name: "Delete column" }).click();
    await expect.poll(() => rows.first().locator("th").count()).toBe(3);
    const texts = await rows.evaluateAll((found) =>
      found.map((row) => [...row.children].map((cell) => cell.textContent)),
    );
    expect(texts).toEqual([
      ["Step", "When", "Who"],
      ["Registration", "March", "Employer"],
      ["Petition", "April to June", "Employer"],
    ]);

    // A link made of selected text; a refused address first, then Escape leaves nothing changed.
    await editor.getByText("Official rules").selectText();
    await linkButton.click();
    await address.fill("javascript:alert(document.cookie)");
    await linkDialog.getByRole("button", { name: "Save" }).click();
    await linkDialog
      .getByText("Enter an address starting with https://, http://, / (a page of this site) or mailto:.")
      .waitFor();
    expect(await address.getAttribute("aria-invalid")).toBe("true");
    await page.keyboard.press("Escape");
    await linkDialog.waitFor({ state: "detached" });
    await expect.poll(() => focusedName(page)).toBe("Text");
    expect(await editor.locator(`a[href^="javascript"]`).count()).toBe(0);
    await linkButton.click();
    await address.fill(USCIS);
    await linkDialog.getByRole("button", { name: "Save" }).click();
    await linkDialog.waitFor({ state: "detached" });
    await expect.poll(() => focusedName(page)).toBe("Text");
    await editor.locator(`a[href="${USCIS}"]`, { hasText: "Official rules" }).waitFor();
    expect(await linkButton.getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("button", { name: "Add post" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/blog");

    const post = await anonymous(`/blog-details/${slug}`);
    expect(post.status).toBe(200);
    // The web link opens apart without the opener; the site's own path stays as it is.
    const webLink = { href: USCIS, target: "_blank", rel: "noopener noreferrer" };
    expect(linkAttributes(post.text, "Official rules")).toEqual(webLink);
    expect(linkAttributes(post.text, "/blog")).toEqual({ href: "/blog" });
    const table = /<table>[\s\S]*?<\/table>/.exec(post.text)?.[0];
    expect(table).toMatch(
      /<thead><tr><th><p>Step<\/p><\/th><th><p>When<\/p><\/th><th><p>Who<\/p><\/th><\/tr><\/thead>/,
    );
    expect(table).toMatch(
      /<td><p>Registration<\/p><\/td><td><p>March<\/p><\/td><td><p>Employer<\/p><\/td><\/tr><tr><td><p>Petition<\/p><\/td>/,
    );

    // The picture loads on the public page (the Content-Security-Policy lets it).
    await page.goto(`${server.url}/blog-details/${slug}`);
    const shown = page.locator(`.rich-text img[src="${src}"]`);
    await shown.waitFor();
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(320);

    // A later edit keeps the picture, the links and the table.
    await page.goto(`${server.url}/admin/blog`);
    await page
      .getByTestId("blog-post-row")
      .filter({ hasText: title })
      .getByRole("link", { name: /^Edit/ })
      .click();
    await editor.locator(`img[src="${src}"]`).waitFor();
    await editor.locator("p").first().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(` Checked ${suffix}.`);
    await page.getByRole("button", { name: "Save post" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/blog");
    await expect
      .poll(async () => {
        const again = (await anonymous(`/blog-details/${slug}`)).text;
        return {
          edited: again.includes(`Checked ${suffix}.`),
          picture: again.includes(`src="${src}" alt="The H-1B year from registration in March to October 1"`),
          links: [linkAttributes(again, "Official rules"), linkAttributes(again, "/blog")],
          table:
            /<thead><tr><th><p>Step<\/p><\/th>/.test(again) && again.includes("<td><p>Registration</p></td>"),
        };
      })
      .toEqual({ edited: true, picture: true, links: [webLink, { href: "/blog" }], table: true });
  }, 120_000);

  it("take pictures on /admin/pictures from the admin's own pages only", async () => {
    const { page, context } = desktop;
    await signUpAdmin(page, server);
    const cookie = (await context.cookies(server.url))
      .map(({ name, value }) => `${name}=${value}`)
      .join("; ");
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2f9e44" } })
      .png()
      .toBuffer();
    const post = (headers: Record<string, string>) => {
      const form = new FormData();
      form.set("picture", new File([new Uint8Array(png)], "chart.png", { type: "image/png" }));
      form.set("alt", "A chart");
      return fetch(`${server.url}/admin/pictures`, {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { "X-Forwarded-For": randomClientIp(), ...headers },
      });
    };
    // Another site's form, riding on the admin's cookie: refused before anything runs.
    const forged = await post({ Cookie: cookie, Origin: "https://elsewhere.example" });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ message: "This request did not come from this site." });
    // A visitor is sent to log in.
    const visitor = await post({ Origin: server.url });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login/);
    // The admin's own page: the picture's address, served.
    const own = await post({ Cookie: cookie, Origin: server.url });
    expect(own.status).toBe(201);
    const answer = await own.json();
    expect(answer).toEqual({
      ok: true,
      message: "Picture uploaded",
      url: expect.stringMatching(/^\/files\/covers\/text-[0-9a-f]{32}\.webp$/),
      alt: "A chart",
    });
    expect((await fetch(`${server.url}${answer.url}`)).headers.get("content-type")).toBe("image/webp");
  });
});
