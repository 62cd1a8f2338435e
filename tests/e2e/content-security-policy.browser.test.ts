/**
 * The pages under the production Content-Security-Policy in Chromium: every script they need runs
 * and nothing is blocked (Chromium reports each violation as a console error).
 */
import { describe, expect, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";

const desktop = setupBrowser();
const QA_PAGE = "/question-answer/javascript-fundamentals-interview-questions";

describe("pages under the Content-Security-Policy", () => {
  it.each(["/", QA_PAGE])("%s loads, hydrates and runs with no console error", async (path) => {
    const { page, consoleErrors } = desktop;
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    // Hydrated (waited for by goto): the inline hydration data and the module entry ran.
    expect(await page.locator("html").getAttribute("data-hydrated")).toBe("true");
    // Mantine's inline colour-scheme script ran before the page was painted.
    expect(await page.locator("html").getAttribute("data-mantine-color-scheme")).toBe("light");
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
  });

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
