/**
 * An admin upload too large for its field: the blog editor names the picture's limit under the
 * field before anything is sent, and what was typed stays in the form (no error page).
 * The file runs its own server: its admin must not appear in what other tests look at.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";
import { signUpAdmin } from "../support/browser-admins.ts";
import { setupOwnServer } from "../support/own-server.ts";

const desktop = setupBrowser();
const server = setupOwnServer("w3p-admin-upload-limit-");

describe("the blog editor with a picture too large", () => {
  it("names the picture's limit under its field and keeps the title and the text", async () => {
    const { page } = desktop;
    const title = `Too large a picture ${randomBytes(4).toString("hex")}`;
    await signUpAdmin(page, server);

    await page.goto(`${server.url}/admin/blog/new`);
    const editor = page.getByRole("textbox", { name: "Text" });
    await editor.click();
    await page.keyboard.type("Typed before the picture.");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.locator("input[type=file][name=thumbnail]").setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      // Over the thumbnail's 2 MB: the form names it before sending anything.
      buffer: Buffer.alloc(3 * 1024 * 1024),
    });
    await page.getByRole("button", { name: "Add post" }).click();

    await page.getByText("The thumbnail may not be greater than 2 MB.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/blog/new");
    await expect
      .poll(() => page.getByRole("textbox", { name: "Title", exact: true }).inputValue())
      .toBe(title);
    expect(await editor.textContent()).toContain("Typed before the picture.");
    const posts = await fetch(`${server.url}/blog`).then((response) => response.text());
    expect(posts).not.toContain(title);
    // A new admin (signed up, then made one by the command line) and an editor on two busy cores.
  }, 120_000);
});
