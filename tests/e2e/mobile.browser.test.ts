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

it.each([
  ["/guide-details/java-developer-interview-guide", "Java Developer Interview Guide"],
  ["/question-answer/sql-queries-interview-questions", "SQL Queries"],
])(
  "%s: the breadcrumb trail is a labelled list that wraps with room between its lines",
  async (path, here) => {
    const { page } = mobile;
    await page.goto(path);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link", { name: "Home" }).count()).resolves.toBe(1);
    await expect(trail.locator('[aria-current="page"]').textContent()).resolves.toBe(here);
    // Each crumb's box, in order: a crumb that starts a new line starts below the last one's bottom.
    const boxes = await trail
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })),
      );
    const lines = boxes.filter((box, index) => index > 0 && box.top > boxes[index - 1]!.top + 1);
    expect(lines.length, "the trail wraps at 320 px").toBeGreaterThan(0);
    for (const box of lines) {
      const above = boxes[boxes.indexOf(box) - 1]!;
      expect(box.top - above.bottom).toBeGreaterThanOrEqual(4);
    }
  },
);

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
