/** The frame every page shares, as a visitor uses it in Chromium. */
import { describe, expect, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";

const desktop = setupBrowser();

describe("site frame", () => {
  it("shows the home page with its tiles and header navigation", async () => {
    const { page } = desktop;
    await page.goto("/");
    await expect(page.getByTestId("stats-tiles").textContent()).resolves.toContain("50K");
    const nav = page.getByRole("navigation").first();
    for (const name of ["Home", "eBooks", "PDF", "Immigration", "Blog", "FAQ", "Contact"]) {
      expect(await nav.getByRole("link", { name, exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await page.getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Register" }).isVisible()).toBe(true);
  });

  it("paints in the light colour scheme without reading localStorage while the page loads", async () => {
    const { page } = desktop;
    // A browser's first localStorage read on a page waits for the storage to load: none may hold up
    // the parsing and first paint (the cart reads it once the page is interactive).
    await page.addInitScript(() => {
      const reads: string[] = [];
      (window as unknown as { storageReads: string[] }).storageReads = reads;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (this === window.localStorage) reads.push(`${document.readyState} ${key}`);
        return getItem.call(this, key);
      };
    });
    for (const path of ["/", "/question-answer/javascript-fundamentals-interview-questions"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await page.locator("html").getAttribute("data-mantine-color-scheme")).toBe("light");
      const reads = await page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads);
      expect(
        reads.filter((read) => read.startsWith("loading")),
        path,
      ).toEqual([]);
      // The cart's read shows the wrapper sees the page's reads at all.
      expect(
        reads.some((read) => read.endsWith(" cart")),
        path,
      ).toBe(true);
    }
  });

  it("navigates on the client to the FAQ and shows the post", async () => {
    const { page } = desktop;
    await page.goto("/");
    await page.getByRole("link", { name: "FAQ", exact: true }).first().click();
    await page.waitForURL("**/faq");
    // The URL changes a moment before the new page renders: wait for the FAQ's own heading.
    await page.getByRole("heading", { level: 1, name: /Frequently Asked Questions/ }).waitFor();
    await page.waitForFunction(() => /Frequently Asked Questions/.test(document.title));
  });

  it("opens the header's menus by pointer and by keyboard", async () => {
    const { page } = desktop;
    await page.goto("/faq");
    await page.getByRole("button", { name: "Categories" }).hover();
    const menu = page.getByRole("menu");
    await menu.getByRole("menuitem", { name: "All categories" }).waitFor();
    // Moving away closes it.
    await page.mouse.move(640, 850);
    await menu.waitFor({ state: "hidden" });

    await page.goto("/faq");
    await page.getByRole("link", { name: "Home", exact: true }).first().focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    // Polled rather than waited for, so that a failure says where the focus went instead.
    const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
    await expect.poll(focused, { timeout: 10_000 }).toMatch(/>Interview eGuide</);
    await page.keyboard.press("Enter");
    await menu.getByRole("menuitem", { name: "All guides" }).waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    // The menu hands the focus back to its button a moment after the dropdown has gone (Mantine's
    // focus return runs on a timer), so the body holds it in between.
    await expect.poll(focused).toMatch(/>Interview eGuide</);
  });

  it("gives the focus back to a menu's button after Escape when it was pressed before the menu loaded", async () => {
    const { page } = desktop;
    // The menus' lists are held back until the visitor has pressed the stand-in button.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/site-menu.json", async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto("/faq");
      const button = page.getByRole("button", { name: "Interview eGuide" });
      await button.focus();
      await page.keyboard.press("Enter");
      release();
      const menu = page.getByRole("menu");
      await menu.getByRole("menuitem", { name: "All guides" }).waitFor();
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
      await expect.poll(focused).toMatch(/>Interview eGuide</);
    } finally {
      release();
      await page.unroute("**/site-menu.json");
    }
  });

  it("keeps a header menu closed after Escape, however soon after the pointer reached it", async () => {
    const { page } = desktop;
    await page.clock.install();
    await page.goto("/faq");
    const button = page.getByRole("button", { name: "Categories" });
    await button.hover();
    const menu = page.getByRole("menu");
    const item = menu.getByRole("menuitem", { name: "All categories" });
    await item.waitFor();
    // The page's time stands still while the pointer enters the dropdown and Escape comes, so the
    // key lands within the menu's 60 ms open delay however busy the machine; then time runs on.
    await page.clock.pauseAt(Date.now() + 60_000);
    await item.hover();
    await page.keyboard.press("Escape");
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await menu.waitFor({ state: "detached" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    // Heading for the button again opens it.
    await page.mouse.move(640, 850);
    await button.hover();
    await item.waitFor();
  });

  it("opens the Coming Soon modal from the footer's app buttons", async () => {
    const { page } = desktop;
    await page.goto("/");
    await page
      .getByRole("button", { name: /App Store/i })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "We are working on our mobile apps. They will be published soon on App Store and Google Play.",
    );
  });

  it("shows the 404 page and goes back home from it", async () => {
    const { page } = desktop;
    const response = await page.goto("/definitely-not-here");
    expect(response?.status()).toBe(404);
    await page.getByRole("link", { name: "Go Back to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("stats-tiles").waitFor();
  });

  it("shows the cart icon with its count only when the cart is not empty", async () => {
    const { page } = desktop;
    await page.goto("/");
    expect(await page.getByRole("link", { name: /^Cart/ }).count()).toBe(0);
    await page.evaluate(() => {
      localStorage.setItem(
        "cart",
        JSON.stringify([{ id: 1, name: "Java Interview Guide", slug: "java", image: "", price: "19.99" }]),
      );
    });
    await page.reload();
    await page.getByTestId("cart-count").waitFor();
    expect(await page.getByTestId("cart-count").textContent()).toBe("1");
    expect(await page.getByRole("link", { name: "Cart, 1 item" }).getAttribute("href")).toBe("/cart");
  });

  it("opens a main category's page from its item in the Categories menu", async () => {
    const { page } = desktop;
    await page.goto("/faq");
    await page.getByRole("button", { name: "Categories" }).click();
    await page.getByRole("menuitem", { name: "Databases & SQL" }).click();
    await page.waitForURL((url) => url.pathname === "/category/databases");
    await page.getByRole("heading", { level: 1, name: /Databases & SQL/ }).waitFor();
  });
});
