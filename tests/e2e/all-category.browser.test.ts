/** /all-category as a visitor uses it: the category filter, search suggestions and the results count. */
import { describe, expect, inject, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";

const desktop = setupBrowser();
const baseUrl = inject("baseUrl");

const resultsCount = (html: string) => html.match(/data-testid="results-count"[^>]*>([^<]+)</)?.[1];

type Topic = { id: number; name: string; slug: string };

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/public/${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Every public child category, in the site's order, as the API lists them. */
async function allTopics(): Promise<Topic[]> {
  return (await api<{ result: Topic[] }>("getAllChildCaegorys")).result;
}

/** A main category's public children, as the API lists them. */
async function topicsOf(mainSlug: string): Promise<Topic[]> {
  const main = (await api<Topic[]>("allCategorys")).find((candidate) => candidate.slug === mainSlug)!;
  return (await api<{ result: Topic[] }>(`getSubcategorys?caegoryId=${main.id}`)).result;
}

const named = (topics: Topic[], text: string) =>
  topics.filter((topic) => topic.name.toLowerCase().includes(text));

describe("/all-category", () => {
  it("is rendered on the server with the filter and search from its URL", async () => {
    const total = (await allTopics()).length;
    const all = await (await fetch(`${baseUrl}/all-category`)).text();
    expect(resultsCount(all)).toBe(`${total} categories`);
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
    const total = (await allTopics()).length;
    const java = await topicsOf("java");
    expect(java.length).toBeGreaterThan(1);
    await page.goto("/all-category");
    const count = page.getByTestId("results-count");
    expect(await count.textContent()).toBe(`${total} categories`);
    const filter = page.getByRole("navigation", { name: "Categories" });

    await filter.getByRole("link", { name: /^Java\b(?! ?Script)/ }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === "java");
    await page.getByText(`${java.length} categories`, { exact: true }).waitFor();
    const cards = page.locator('main a[href^="/question-answer/"]');
    expect(await cards.allTextContents()).toEqual(java.map((topic) => expect.stringContaining(topic.name)));
    expect(await filter.locator('[aria-current="true"]').textContent()).toContain("Java");

    await filter.getByRole("link", { name: /^Java\b(?! ?Script)/ }).click();
    await page.waitForURL((url) => url.pathname === "/all-category" && !url.searchParams.has("category"));
    await page.getByText(`${total} categories`, { exact: true }).waitFor();
  });

  it("on a phone, keeps the filter to a few rows so that the first topics are on the first screen", async () => {
    const { page } = desktop;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/all-category");
    const filter = page.getByRole("navigation", { name: "Categories" });
    const chip = async (name: string) =>
      (await filter.getByRole("link", { name, exact: true }).boundingBox())!;
    // Chips side by side, not a list of full-width rows.
    expect((await chip("Java")).y).toBe((await chip("All categories")).y);
    const firstTopic = (await page.locator('main a[href^="/question-answer/"]').first().boundingBox())!;
    expect(firstTopic.y).toBeLessThan(844 - 40);

    await filter.getByRole("link", { name: "Python", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === "python");
    await expect.poll(() => filter.locator('[aria-current="true"]').textContent()).toContain("Python");
  });

  it("says when the chosen main category has no match, and offers the same search everywhere", async () => {
    const { page } = desktop;
    await page.goto("/all-category?category=python&q=docker");
    await page.getByText("0 categories", { exact: true }).waitFor();
    await page.getByText("No Python category matches “docker”.").waitFor();
    await page.getByRole("link", { name: "Search every category" }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("q") === "docker" && !url.searchParams.has("category"),
    );
    await page.locator('main a[href="/question-answer/docker-interview-questions"]').waitFor();
  });

  it("suggests at most 10 categories while typing and counts the matches", async () => {
    const { page } = desktop;
    const topics = await allTopics();
    // "a" is in more names than the list shows; "an" in fewer.
    expect(named(topics, "a").length).toBeGreaterThan(10);
    const withAn = named(topics, "an");
    expect(withAn.length).toBeGreaterThan(1);
    expect(withAn.length).toBeLessThan(10);
    await page.goto("/all-category");
    const search = page.getByRole("combobox", { name: "Search categories" });
    await search.pressSequentially("a", { delay: 30 });
    await page.getByRole("option").first().waitFor();
    expect(await page.getByRole("option").count()).toBe(10);

    await search.pressSequentially("n", { delay: 30 });
    await page.getByText(`${withAn.length} categories`, { exact: true }).waitFor();
    const options = await page.getByRole("option").allTextContents();
    expect(options).toEqual(withAn.map((topic) => topic.name));
    // The query follows into the URL, so a reload keeps the list.
    await page.waitForURL((url) => url.searchParams.get("q") === "an");
    await page.reload();
    expect(await page.getByTestId("results-count").textContent()).toBe(`${withAn.length} categories`);
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
