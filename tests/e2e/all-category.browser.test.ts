/** /all-category as a visitor uses it: the category filter, search suggestions and the results count. */
import { describe, expect, inject, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";

const desktop = setupBrowser();
const baseUrl = inject("baseUrl");

const resultsCount = (html: string) => html.match(/data-testid="results-count"[^>]*>([^<]+)</)?.[1];

describe("/all-category", () => {
  it("is rendered on the server with the filter and search from its URL", async () => {
    const all = await (await fetch(`${baseUrl}/all-category`)).text();
    expect(resultsCount(all)).toBe("32 categories");
    expect(all).toContain('href="/question-answer/django-interview-questions"');
    expect(all).toContain('href="/ebooks"');
    expect(all).toContain('href="/guide-details/cracking-the-us-it-job-market"');
    expect(all).toMatch(/<link rel="canonical" href="[^"]*\/all-category"/);

    const filtered = await (await fetch(`${baseUrl}/all-category?category=java&q=spring`)).text();
    expect(resultsCount(filtered)).toBe("1 category");
    expect(filtered).toContain('href="/question-answer/spring-boot-interview-questions"');
    expect(filtered).not.toContain('href="/question-answer/java-core-interview-questions"');
  });

  it("filters by a main category, and shows everything again when it is chosen a second time", async () => {
    const { page } = desktop;
    await page.goto("/all-category");
    const count = page.getByTestId("results-count");
    expect(await count.textContent()).toBe("32 categories");
    const filter = page.getByRole("navigation", { name: "Categories" });

    await filter.getByRole("link", { name: /^Java\b(?! ?Script)/ }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === "java");
    await page.getByText("4 categories", { exact: true }).waitFor();
    const cards = page.locator('main a[href^="/question-answer/"]');
    expect(await cards.allTextContents()).toEqual([
      expect.stringContaining("Java Core"),
      expect.stringContaining("Java Collections"),
      expect.stringContaining("Java Concurrency"),
      expect.stringContaining("Spring Boot"),
    ]);
    expect(await filter.locator('[aria-current="true"]').textContent()).toContain("Java");

    await filter.getByRole("link", { name: /^Java\b(?! ?Script)/ }).click();
    await page.waitForURL((url) => url.pathname === "/all-category" && !url.searchParams.has("category"));
    await page.getByText("32 categories", { exact: true }).waitFor();
  });

  it("suggests at most 10 categories while typing and counts the matches", async () => {
    const { page } = desktop;
    await page.goto("/all-category");
    const search = page.getByRole("combobox", { name: "Search categories" });
    await search.pressSequentially("a", { delay: 30 });
    await page.getByRole("option").first().waitFor();
    expect(await page.getByRole("option").count()).toBe(10);

    await search.pressSequentially("n", { delay: 30 });
    // "an": Django, Python for Data Analysis (pandas), Manual Testing, Business Analyst, Statistics for Analysts.
    await page.getByText("5 categories", { exact: true }).waitFor();
    const options = await page.getByRole("option").allTextContents();
    expect(options).toHaveLength(5);
    expect(options).toContain("Business Analyst");
    // The query follows into the URL, so a reload keeps the list.
    await page.waitForURL((url) => url.searchParams.get("q") === "an");
    await page.reload();
    expect(await page.getByTestId("results-count").textContent()).toBe("5 categories");
  });

  it("opens a category's questions when a suggestion is chosen", async () => {
    const { page } = desktop;
    await page.goto("/all-category");
    await page
      .getByRole("combobox", { name: "Search categories" })
      .pressSequentially("docker", { delay: 30 });
    await page.getByRole("option", { name: "Docker" }).click();
    await page.waitForURL("**/question-answer/docker-interview-questions");
  });

  it("fits a 320 px screen without horizontal scrolling", async () => {
    const { page } = desktop;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/all-category");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
