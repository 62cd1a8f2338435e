/**
 * The pages under the production Content-Security-Policy in Chromium: every script they need runs
 * and nothing is blocked (Chromium reports each violation as a console error).
 */
import { describe, expect, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";

const desktop = setupBrowser();
const QA_PAGE = "/question-answer/javascript-fundamentals-interview-questions";

describe("pages under the Content-Security-Policy", () => {
  it.each(["/", QA_PAGE])(
    "%s loads, hydrates and runs with no console error, rendered, kept and revalidated",
    async (path) => {
      const { page, consoleErrors } = desktop;
      // Kept for anonymous visitors: first from the render, then from the page cache, whose policy
      // allows its inline scripts by hash; a reload revalidates it (304) and keeps that policy.
      for (const visit of ["first", "kept", "reloaded"]) {
        const response = visit === "reloaded" ? await page.reload() : await page.goto(path);
        if (visit === "kept") {
          expect(response?.headers()["content-security-policy"]).toMatch(
            /script-src 'self'( 'sha256-[^']+')+;/,
          );
        }
        // The reload asked with the page's ETag (the server answers 304; Chromium reports its copy).
        if (visit === "reloaded")
          expect((await response!.request().allHeaders())["if-none-match"]).toBeTruthy();
        // Hydrated (goto waits for it; a reload only for the load event): the inline hydration data
        // and the module entry ran.
        if (visit === "reloaded") await page.locator('html[data-hydrated="true"]').waitFor();
        expect(await page.locator("html").getAttribute("data-hydrated"), visit).toBe("true");
        // The light colour scheme, set by the server.
        expect(await page.locator("html").getAttribute("data-mantine-color-scheme"), visit).toBe("light");
        await page.waitForLoadState("networkidle");
        expect(consoleErrors, visit).toEqual([]);
      }
    },
  );

  it("navigates from the home page to a Q&A page in the browser with no console error", async () => {
    const { page, consoleErrors } = desktop;
    await page.goto("/");
    await page.locator('a[href^="/question-answer/"]:visible').first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/question-answer/"));
    await page.getByTestId("qa-question").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
  });
});
