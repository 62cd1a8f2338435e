/**
 * What every admin add/edit form does alike, whichever screen it is on: the fields an admin types
 * into, the messages of a refused save, and the edits that are not saved yet.
 */
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { isFocused, setupBrowser } from "../support/browser.ts";
import { signUpAdmin } from "../support/browser-admins.ts";

const desktop = setupBrowser();

/** A field's message under it, as the field shows it. */
const messageUnder = (page: Page, text: string | RegExp) =>
  page.locator(".mantine-InputWrapper-error", { hasText: text });

const ORDER_MESSAGE = "The display order must be a whole number of 0 or more.";

/** Where an element's box starts, from the top of the page. */
async function topOf(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  return box.y;
}

/** An admin's form (page.goto waits until its scripts run). */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
}

describe("the admin forms", () => {
  // Each test has a browser of its own: its admin signs up in it.
  beforeEach(async () => {
    await signUpAdmin(desktop.page);
  });

  it("take only a whole number of 0 or more as a display order", async () => {
    const { page } = desktop;
    await open(page, "/admin/categories/new", "Add category");
    const order = page.getByLabel("Display order");
    await order.fill("");
    await order.pressSequentially("-1a2.5b");
    expect(await order.inputValue()).toBe("125");
  });

  it("clear a field's message once it is edited, and put focus on the first wrong field", async () => {
    const { page } = desktop;
    await open(page, "/admin/questions/new", "Add question");
    const order = page.locator("input[name=sort_order]");
    // The display order field lets no sign be typed: a refused one is sent as a script would.
    const sendOrder = (value: string) =>
      order.evaluate((input: HTMLInputElement, sent) => {
        input.value = sent;
      }, value);
    await sendOrder("-5");
    await page.getByRole("button", { name: "Add question" }).click();
    const popup = page.getByRole("dialog", { name: "Validation Errors" });
    await popup.getByText("The question field is required.").waitFor();
    // Closed, the popup leaves the user on the first field it named, the category, to fix it.
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    await expect.poll(() => isFocused(page.locator("select[name=category_id]"))).toBe(true);

    // Each message goes with its field's first edit; the others stay until the next answer.
    await messageUnder(page, "The question field is required.").waitFor();
    await page.locator("input[name=question]").fill("What is a closure?");
    await messageUnder(page, "The question field is required.").waitFor({ state: "detached" });
    await messageUnder(page, "The answer field is required.").waitFor();
    expect(await messageUnder(page, /category/i).count()).toBe(1);
    expect(await page.locator("input[name=question]").getAttribute("aria-invalid")).not.toBe("true");
    // The answer is typed in the editor, whose field is a hidden input.
    await page.getByRole("textbox", { name: "Answer" }).click();
    await page.keyboard.type("A function with the variables around it.");
    await messageUnder(page, "The answer field is required.").waitFor({ state: "detached" });
    await page.locator("select[name=category_id]").selectOption({ index: 1 });
    await messageUnder(page, /category/i).waitFor({ state: "detached" });
    // A number stepped with its arrow is edited too, though no key is typed in it.
    await messageUnder(page, ORDER_MESSAGE).waitFor();
    await page.locator(".mantine-NumberInput-control[data-direction=up]").click();
    await messageUnder(page, ORDER_MESSAGE).waitFor({ state: "detached" });

    // Sent again refused, the display order alone: focus on it, and its arrow key edits it.
    await sendOrder("-5");
    await page.getByRole("button", { name: "Add question" }).click();
    await popup.getByText(ORDER_MESSAGE).waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    await expect.poll(() => isFocused(order)).toBe(true);
    await messageUnder(page, ORDER_MESSAGE).waitFor();
    await page.keyboard.press("ArrowUp");
    await messageUnder(page, ORDER_MESSAGE).waitFor({ state: "detached" });
  });

  it("put focus on a refused file field's button, its file input being hidden", async () => {
    const { page } = desktop;
    await open(page, "/admin/library/files/new", "Add a library PDF");
    await page.locator("input[name=name]").fill(`Focus ${Date.now()}`);
    await page.getByRole("button", { name: "Add PDF" }).click();
    const popup = page.getByRole("dialog", { name: "Validation Errors" });
    await popup.getByText("Choose the PDF file to upload.").waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    await expect.poll(() => isFocused(page.getByRole("button", { name: "PDF file" }))).toBe(true);
  });

  it("ask before leaving with changes not saved, and leave at once without any or after saving", async () => {
    const { page } = desktop;
    const leave = page.getByRole("dialog", { name: "Leave this page?" });
    // Nothing changed: Cancel leaves at once.
    await open(page, "/admin/questions/new", "Add question");
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/questions");
    expect(await leave.count()).toBe(0);

    // A field typed in: Cancel asks; Stay keeps the page and what was typed.
    await open(page, "/admin/questions/new", "Add question");
    await page.locator("input[name=question]").fill("Half written");
    await page.getByRole("link", { name: "Cancel" }).click();
    await leave.getByText("Your changes are not saved.").waitFor();
    await leave.getByRole("button", { name: "Stay" }).click();
    await leave.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/admin/questions/new");
    expect(await page.locator("input[name=question]").inputValue()).toBe("Half written");
    // Typed back as it was, it is no change.
    await page.locator("input[name=question]").fill("");
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/questions");
    expect(await leave.count()).toBe(0);

    // Only the rich text changed: a menu link asks too, and Leave leaves.
    await open(page, "/admin/questions/new", "Add question");
    await page.getByRole("textbox", { name: "Answer" }).click();
    await page.keyboard.type("Not saved");
    await page.locator('a[href="/admin/categories"]').first().click();
    await leave.getByRole("button", { name: "Leave" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/categories");

    // Closing or reloading the tab: the browser's own question.
    await open(page, "/add-brand", "Add brand");
    await page.getByLabel("Name").click();
    await page.getByLabel("Name").fill(`Brand ${Date.now()}`);
    const asked = new Promise<string>((resolve) => {
      page.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    void page.reload().catch(() => {});
    expect(await asked).toBe("beforeunload");
    expect(await page.getByLabel("Name").inputValue()).toMatch(/^Brand /);

    // Saved, the form leaves for the list without asking.
    await page.getByRole("button", { name: "Add brand" }).click();
    await page.waitForURL((url) => url.pathname === "/brand-list");
    expect(await leave.count()).toBe(0);
  });

  it("line up the boxes of fields side by side when only one has a hint", async () => {
    const { page } = desktop;
    await open(page, "/admin/services/new", "Add a guide or e-book");
    expect(await topOf(page, "input[name=old_price]")).toBe(await topOf(page, "input[name=price]"));
    expect(await topOf(page, "input[name=star]")).toBe(await topOf(page, "input[name=instructor]"));
    await page.screenshot({ path: "/tmp/admin-forms-service-row.png", fullPage: true });
  });
});
