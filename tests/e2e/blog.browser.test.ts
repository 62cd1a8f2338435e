/** The blog as a visitor and a crawler use it: reading, paging, searching, the feed (SPEC.md §2, §4, §5, §9). */
import { describe, expect, inject, it } from "vitest";
import { htmlToText } from "../../server/services/content/sanitize-html.ts";
import { setupBrowser } from "../support/browser.ts";
import { cutAt, expectCutAt } from "../support/text-limits.ts";

const desktop = setupBrowser();
const baseUrl = inject("baseUrl");

const H1B = "/blog-details/h-1b-visa-basics-for-it-professionals";

type ApiPost = { slug: string; name: string; description_full: string };

/** A page of six posts and how many pages there are, as the blog's API says. */
async function blogPage(page = 1): Promise<{ posts: ApiPost[]; lastPage: number }> {
  const body = await (await fetch(`${baseUrl}/api/public/getActiveBlogList?per_page=6&page=${page}`)).json();
  return { posts: body.result, lastPage: body.pagination.last_page };
}

const blogLastPage = async () => (await blogPage()).lastPage;

const cardTitles = (page: typeof desktop.page) => page.getByTestId("blog-card-title").allTextContents();

describe("the blog in the server's HTML", () => {
  it("/blog has its head tags and the feed link", async () => {
    const response = await fetch(`${baseUrl}/blog`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Blog: career advice for IT jobs in the USA | W3Programmer</title>");
    expect(html).toMatch(
      /<meta name="description" content="Advice for people seeking IT jobs in the USA[^"]*"/,
    );
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/blog"/);
    expect(html).toMatch(/<meta property="og:title" content="Blog: career advice[^"]*"/);
    expect(html).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="W3Programmer Blog" href="http[^"]+\/blog\/rss\.xml"/,
    );
    expect(html).toContain("Behavioral Interviews with the STAR Method");
  });

  it("a post has Article structured data, Open Graph tags and a PNG preview image", async () => {
    const html = await (await fetch(`${baseUrl}${H1B}`)).text();
    expect(html).toContain("<title>H-1B Visa Basics for IT Professionals | W3Programmer</title>");
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d\d-\d\dT[^"]+"/);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!),
    );
    const article = scripts.find((script) => script["@type"] === "Article");
    expect(article).toMatchObject({
      headline: "H-1B Visa Basics for IT Professionals",
      articleSection: "Visas & Immigration",
      author: { "@type": "Organization", name: "W3Programmer" },
    });
    expect(article.mainEntityOfPage["@id"]).toMatch(new RegExp(`${H1B}$`));
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)![1]!;
    expect(image).toMatch(/\/files\/blog\/h1b\.png$/);
    const png = await fetch(`${baseUrl}${new URL(image).pathname}`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
  });

  it("the RSS feed and the sitemap list the posts", async () => {
    const feed = await fetch(`${baseUrl}/blog/rss.xml`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`${H1B}</link>`);

    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const path of [
      "/blog",
      H1B,
      "/blog-categorys/visas-and-immigration",
      "/latest-tags/h-1b",
      "/job",
      "/immigration-support",
    ]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
  });

  it("answers 404 for an unknown post, category or tag", async () => {
    for (const path of [
      "/blog-details/no-such-post",
      "/blog-categorys/no-such-category",
      "/latest-tags/no-such-tag",
    ]) {
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(404);
    }
  });
});

describe("paging", () => {
  it("shows 6 posts a page with cut titles and texts, and moves only within 1..last", async () => {
    const { page } = desktop;
    const { posts, lastPage } = await blogPage();
    expect(lastPage).toBeGreaterThan(1);
    expect(posts).toHaveLength(6);

    await page.goto("/blog");
    const first = await cardTitles(page);
    // The newest six, titles over 60 characters cut with an ellipsis and shorter ones whole (the
    // demo's newest title has 61), each text cut at 100 (every demo post is far longer).
    expectCutAt(
      60,
      first,
      posts.map((post) => post.name),
    );
    expectCutAt(
      100,
      await page.getByTestId("blog-card-excerpt").allTextContents(),
      posts.map((post) => htmlToText(post.description_full)),
      { allLong: true },
    );
    // On page 1 there is no way back.
    expect(await page.getByRole("button", { name: "Previous page" }).isDisabled()).toBe(true);

    await page.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await page
      .getByTestId("blog-count")
      .filter({ hasText: `page 2 of ${lastPage}` })
      .waitFor();
    const second = await cardTitles(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((title) => first.includes(title))).toEqual([]);

    await page.getByRole("link", { name: "Last page" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === String(lastPage));
    await page
      .getByTestId("blog-count")
      .filter({ hasText: `page ${lastPage} of ${lastPage}` })
      .waitFor();
    expect(await page.getByRole("button", { name: "Next page" }).isDisabled()).toBe(true);

    await page.getByRole("link", { name: "Page 1", exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has("page"));
    await page
      .getByTestId("blog-count")
      .filter({ hasText: `page 1 of ${lastPage}` })
      .waitFor();
    expect(await cardTitles(page)).toEqual(first);
  });

  it("sends a page number past the last to the last page, and nonsense to page 1", async () => {
    const lastPage = await blogLastPage();
    const past = await fetch(`${baseUrl}/blog?page=${lastPage + 5}`, { redirect: "manual" });
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe(`/blog?page=${lastPage}`);
    for (const value of ["0", "-1", "abc"]) {
      const html = await (await fetch(`${baseUrl}/blog?page=${value}`)).text();
      expect(html, value).toContain("Behavioral Interviews with the STAR Method");
    }
  });

  it("a category and a tag page list their own posts", async () => {
    const { page } = desktop;
    await page.goto("/blog");
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: /Visas & Immigration/ })
      .click();
    await page.waitForURL("**/blog-categorys/visas-and-immigration");
    await page.getByRole("heading", { level: 1, name: "Visas & Immigration" }).waitFor();
    const titles = await cardTitles(page);
    expect(titles).toContain("H-1B Visa Basics for IT Professionals");
    expect(titles).not.toContain("Salary Negotiation for Tech Jobs in the USA");

    await page
      .getByRole("navigation", { name: "Tags" })
      .getByRole("link", { name: "STEM OPT", exact: true })
      .click();
    await page.waitForURL("**/latest-tags/stem-opt");
    await page.getByRole("heading", { level: 1, name: "Posts tagged “STEM OPT”" }).waitFor();
    // The tag's posts as the API lists them (fewer than a page), the demo's OPT article among them.
    const tagged = await (await fetch(`${baseUrl}/api/public/findBlogTag/stem-opt`)).json();
    const taggedTitles = (tagged.result as { name: string }[]).map((post) => post.name);
    expect(taggedTitles).toContain("OPT and STEM OPT: Working in the US After Your Degree");
    expect(await cardTitles(page)).toEqual(taggedTitles.map((title) => cutAt(60, title)));
  });
});

/** The texts the search box asked suggestions for, in the order it asked. */
function suggestionCalls(page: typeof desktop.page): string[] {
  const titles: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/public/blogSearch") titles.push(url.searchParams.get("title") ?? "");
  });
  return titles;
}

describe("search", () => {
  it("asks nothing for one character, however long the visitor waits", async () => {
    const { page } = desktop;
    const requests = suggestionCalls(page);
    // The page's timers on a clock the test can move: time flows as usual until it is moved on.
    await page.clock.install();
    await page.goto("/blog");
    const box = page.getByRole("combobox", { name: "Search the blog" });

    await box.pressSequentially("H");
    // Proving that nothing is asked takes time: the page's clock is moved 10 s on, far past the
    // 300 ms the box waits after a key, instead of the test sleeping.
    await page.clock.runFor(10_000);
    expect(await page.getByRole("option").count()).toBe(0);
    // The second character asks, and it is the first call: nothing went out for "H" before it.
    const asked = page.waitForRequest((request) => request.url().includes("/api/public/blogSearch"));
    await box.pressSequentially("-");
    await page.clock.runFor(1_000);
    await asked;
    await page.getByRole("option").first().waitFor();
    expect(requests).toEqual(["H-"]);
  });

  it("cuts a suggestion's title at 60 characters with an ellipsis and shows a shorter one whole", async () => {
    const { page } = desktop;
    const search = "in";
    const api = await (await fetch(`${baseUrl}/api/public/blogSearch?title=${search}`)).json();
    const titles = (api.result as { name: string }[]).map((post) => post.name);
    await page.goto("/blog");
    await page.getByRole("combobox", { name: "Search the blog" }).pressSequentially(search);
    await page
      .getByRole("option")
      .nth(titles.length - 1)
      .waitFor();
    expectCutAt(60, await page.getByRole("option").allTextContents(), titles);
  });

  it("suggests titles from 2 characters, 300 ms after the last key, and opens the chosen post", async () => {
    const { page } = desktop;
    const requests = suggestionCalls(page);
    await page.clock.install();
    await page.goto("/blog");
    const box = page.getByRole("combobox", { name: "Search the blog" });
    // The page's time stands still and only the test moves it, so how fast the keys arrive (a
    // busy machine can be slow) does not change what is asked or when.
    await page.clock.pauseAt(Date.now() + 60_000);

    await box.pressSequentially("H-");
    await page.clock.runFor(200);
    await box.pressSequentially("1B");
    // Keys less than 300 ms apart ask nothing until 300 ms after the last one.
    await page.clock.runFor(299);
    expect(requests).toEqual([]);
    const asked = page.waitForRequest((request) => request.url().includes("/api/public/blogSearch"));
    await page.clock.runFor(1);
    await asked;
    // Then once, for the whole text.
    expect(requests).toEqual(["H-1B"]);

    await page.clock.resume();
    const option = page.getByRole("option", { name: "H-1B Visa Basics for IT Professionals" });
    await option.click();
    await page.waitForURL(`**${H1B}`);
    await page.getByRole("heading", { level: 1, name: "H-1B Visa Basics for IT Professionals" }).waitFor();
    expect(await page.getByTestId("blog-content").textContent()).toContain("specialty occupations");
  });

  it("searching lists the posts whose title or tags match, on a page the server renders", async () => {
    const { page } = desktop;
    await page.goto("/blog");
    await page.getByRole("combobox", { name: "Search the blog" }).fill("salary");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "salary");
    await page.getByTestId("blog-count").filter({ hasText: "for “salary”" }).waitFor();
    // The second names no salary in its title: its tag "Salary Negotiation" does.
    expect((await cardTitles(page)).sort()).toEqual(
      [
        "Salary Negotiation for Tech Jobs in the USA",
        cutAt(60, "Reading a US Tech Job Offer: Base, Bonus, Equity and Benefits"),
      ].sort(),
    );
  });
});
