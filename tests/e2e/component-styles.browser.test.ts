/**
 * Pages load only the stylesheets of the Mantine components they use (each module imports its
 * components' styles; app/root.tsx only the global ones and the frame's). A component whose
 * stylesheet is missing shows as an unstyled widget, so on every main page, and in each state a
 * visitor opens (menus, drawer, modals, toasts, suggestions), each Mantine class on the page must
 * have its rules among the stylesheets the page has loaded.
 */
import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts.ts";
import { setupBrowser } from "../support/browser.ts";
import { expectStyled } from "../support/component-styles.ts";

const desktop = setupBrowser();
const QA_PATH = "/question-answer/javascript-fundamentals-interview-questions";

describe("component stylesheets", () => {
  it(
    "are all loaded on one page of each kind the sitemap lists, and on the pages it leaves out",
    async () => {
      const { page, baseUrl } = desktop;
      // Pages added later are checked too.
      const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
      const byKind = new Map<string, string>();
      for (const [, url = ""] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        const { pathname } = new URL(url);
        const kind = pathname.split("/")[1] ?? "";
        if (!byKind.has(kind)) byKind.set(kind, pathname);
      }
      expect(byKind.size).toBeGreaterThan(5);
      const paths = [...byKind.values(), QA_PATH, "/login", "/signup", "/forgot-password", "/no-such-page"];
      for (const path of paths) {
        await page.goto(path);
        await expectStyled(page, path);
      }
      // One page after another on two shared cores: a budget per page, not for the whole walk.
    },
    60_000 + 10_000 * 25,
  );

  it("arrive with what a visitor opens on a Q&A page", async () => {
    const { page, context } = desktop;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(QA_PATH);

    await page.getByRole("button", { name: "Categories" }).hover();
    await page.getByRole("menu").waitFor();
    await page.getByRole("menuitem", { name: "Java", exact: true }).hover();
    await page.getByRole("menuitem", { name: "All Java topics" }).waitFor();
    await expectStyled(page, "categories menu");
    await page.keyboard.press("Escape");
    // Until its dropdown (and the submenu in it) is gone the menu can still take the focus back
    // (Mantine returns it when a menu closes), and keys typed meanwhile would miss the search box.
    await page.getByRole("menu").first().waitFor({ state: "detached" });

    const search = page.locator("input[name=q]");
    await search.pressSequentially("event", { delay: 50 });
    expect(await search.inputValue()).toBe("event");
    await page.getByRole("option").first().waitFor();
    await expectStyled(page, "search suggestions");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("URL copied successfully!").waitFor();
    await expectStyled(page, "toast");

    await page.getByRole("button", { name: "Bookmark" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Login" }).click();
    await dialog.getByRole("alert").waitFor();
    await expectStyled(page, "login modal");
    await dialog.getByRole("tab", { name: "Register" }).click();
    await expectStyled(page, "register tab");
  });

  it("arrive with the footer's modal and the mobile drawer", async () => {
    const { page } = desktop;
    await page.goto("/");
    await page.getByRole("button", { name: "App Store" }).click();
    await page.getByRole("dialog").waitFor();
    await expectStyled(page, "coming soon modal");

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/faq");
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("button", { name: "Categories" }).click();
    await drawer.getByRole("button", { name: "Java", exact: true }).click();
    await drawer.getByRole("link", { name: "All Java topics" }).waitFor();
    await expectStyled(page, "navigation drawer");
  });

  it("are all loaded on the account pages", async () => {
    const { page } = desktop;
    await signUpAndLogIn(page, "styles");
    for (const path of [
      "/dashboard",
      "/user/profile-preview",
      "/user/profile",
      "/user/account-settings",
      "/user/change-password",
      "/user/social-profile",
      "/user/my-bookmarks",
      "/user/referral",
      "/user/my-support",
      "/user/certificate-list",
      "/user/my-exam/javascript-fundamentals-interview-questions",
      // Last: the delete confirmation below opens on it.
      "/user/account-delete",
    ]) {
      await page.goto(path);
      await expectStyled(page, path);
    }
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("dialog").waitFor();
    await expectStyled(page, "delete confirmation");
  });

  it("arrive with the store's states: details, cart, checkout, reader and billing", async () => {
    const { page } = desktop;
    await page.goto("/complete-guide");
    await page
      .getByRole("button", { name: /^Details: / })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    await expectStyled(page, "guide details modal");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page
      .getByRole("button", { name: /^Add to Cart: / })
      .first()
      .click();
    await page.goto("/cart");
    await page.getByTestId("cart-item").waitFor();
    await expectStyled(page, "cart with an item");
    await page.getByRole("button", { name: "Clear cart" }).click();
    await page.getByRole("dialog").waitFor();
    await expectStyled(page, "clear cart confirmation");
    await page.getByRole("button", { name: "Cancel" }).click();

    await signUpAndLogIn(page, "store-styles");
    for (const path of ["/user/my-books", "/user/billing"]) {
      await page.goto(path);
      await expectStyled(page, path);
    }
    await page.goto("/payment");
    await page.getByTestId("payment-total").filter({ hasText: "$" }).waitFor();
    await expectStyled(page, "/payment");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/test-checkout/"));
    await expectStyled(page, "TEST MODE checkout");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === "/payment-success");
    await expectStyled(page, "/payment-success");

    await page.goto("/dashboard");
    await page.getByRole("link", { name: /^Reading: / }).click();
    await page.getByTestId("page-count").filter({ hasText: /of \d/ }).waitFor();
    await expectStyled(page, "e-book reader");
    await page.goto("/user/billing");
    await page.getByRole("link", { name: /^Details of order / }).click();
    await page.getByRole("dialog").getByTestId("order-row").waitFor();
    await expectStyled(page, "order details modal");
    await page.goto("/payment-cancel");
    await expectStyled(page, "/payment-cancel");
  }, 120_000);
});
