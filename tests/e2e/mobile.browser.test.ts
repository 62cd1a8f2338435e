/** The smallest screen SPEC.md supports: 320 px wide. */
import { expect, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";

const mobile = setupBrowser({ viewport: { width: 320, height: 640 } });

it.each([
  "/",
  "/about-us",
  "/faq",
  "/whyw3programmer",
  "/blog",
  "/blog-details/system-design-interview-preparation",
  "/job",
  "/immigration-support",
  "/question-answer/javascript-fundamentals-interview-questions",
  "/missing-page",
])("%s fits 320 px without horizontal scrolling", async (path) => {
  const { page } = mobile;
  await page.goto(path);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

it("the API reference fits 320 px: long paths and media types wrap", async () => {
  // A page of its own, not React's: opened in a page that does not wait for hydration.
  const page = await mobile.context.newPage();
  await page.goto("/api/docs");
  await page.getByRole("heading", { level: 1 }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

it("opens the menu drawer and follows a link from it", async () => {
  const { page } = mobile;
  await page.goto("/");
  await page
    .getByRole("button", { name: /menu|navigation/i })
    .first()
    .click();
  const drawer = page.getByRole("dialog");
  await drawer.waitFor();
  await drawer.getByRole("link", { name: "Contact", exact: true }).click();
  await page.waitForURL("**/contact-us");
});
