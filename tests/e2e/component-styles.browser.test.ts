/**
 * Pages load only the stylesheets of the Mantine components they use (each module imports its
 * components' styles; app/root.tsx only the global ones and the frame's). A component whose
 * stylesheet is missing shows as an unstyled widget, so on every main page, and in each state a
 * visitor opens (menus, drawer, modals, toasts, suggestions), each Mantine class on the page must
 * have its rules among the stylesheets the page has loaded.
 */
import { describe, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts.ts";
import { setupBrowser } from "../support/browser.ts";
import { expectStyled } from "../support/component-styles.ts";

const desktop = setupBrowser();
const QA_PATH = "/question-answer/javascript-fundamentals-interview-questions";

describe("component stylesheets", () => {
  it("are all loaded on the public pages", async () => {
    const { page } = desktop;
    for (const path of [
      "/",
      "/all-category",
      "/category/java",
      QA_PATH,
      "/login",
      "/signup",
      "/forgot-password",
      "/about-us",
      "/faq",
      "/whyw3programmer",
      "/study",
      "/site-map",
      "/no-such-page",
    ]) {
      await page.goto(path);
      await expectStyled(page, path);
    }
  });

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

    await page.locator("input[name=q]").pressSequentially("event", { delay: 50 });
    await page.getByRole("option").first().waitFor();
    await expectStyled(page, "search suggestions");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Copied successfully").waitFor();
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
});
