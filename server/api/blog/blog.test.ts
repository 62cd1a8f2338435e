import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogCategories, blogPosts } from "../../db/schema/index.ts";
import { demoBlogPosts, seedDemoBlog } from "../../db/seed/demo-blog.ts";
import { renderBlogRss, listFeedPosts } from "../../services/blog/blog-feed.ts";
import { listBlogPosts, listCategoryPosts } from "../../services/blog/list-blog-posts.ts";
import { foldForSearch } from "../../../shared/text/search-fold.ts";
import { htmlToText, sanitizeHtml } from "../../services/content/sanitize-html.ts";
import { listSitemapEntries } from "../../services/seo/sitemap.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { expectCutAt } from "../../../tests/support/text-limits.ts";

const database = setupTestDatabase();
const PUBLIC_URL = "http://localhost:3000";

const get = (url: string) => createTestApp(database, { publicUrl: PUBLIC_URL }).request(url);
const json = async (url: string) => {
  const response = await get(url);
  expect(response.status, url).toBe(200);
  return response.json();
};

/** The demo's 14 articles, newest first, plus two posts the public must not see. */
const PUBLIC_POSTS = demoBlogPosts.length;
const HIDDEN = "draft-post-nobody-sees";
const SCHEDULED = "scheduled-post-for-next-week";
/** A category of our own with seven posts: two pages of six. */
const SEVEN = "seven-posts";

beforeAll(async () => {
  await database.db.transaction((tx) => seedDemoBlog(tx));
  const [category] = await database.db
    .insert(blogCategories)
    .values({ slug: SEVEN, categoryName: "Seven Posts", sortOrder: 50 })
    .returning({ id: blogCategories.id });
  const longAgo = (days: number) => sql`now() - make_interval(days => ${400 + days})`;
  await database.db.insert(blogPosts).values([
    ...Array.from({ length: 7 }, (_, index) => ({
      slug: `seven-${index + 1}`,
      name: `Seven post number ${index + 1}`,
      descriptionFull: `<p>Post ${index + 1} of seven.</p>`,
      categoryId: category!.id,
      publishedAt: longAgo(index),
    })),
    {
      slug: HIDDEN,
      name: "Draft post nobody sees",
      descriptionFull: "<p>Draft.</p>",
      categoryId: category!.id,
      status: 0,
    },
    {
      slug: SCHEDULED,
      name: "Scheduled post for next week",
      descriptionFull: "<p>Soon.</p>",
      categoryId: category!.id,
      publishedAt: sql`now() + interval '7 days'`,
    },
  ]);
});

const TOTAL = PUBLIC_POSTS + 7;

describe("GET /api/public/getActiveBlogList", () => {
  it("answers 6 posts a page, newest first, with SPEC's fields and paging figures", async () => {
    const body = await json("/api/public/getActiveBlogList?page=1");
    expect(Object.keys(body).sort()).toEqual(["pagination", "result"]);
    expect(body.pagination).toEqual({
      current_page: 1,
      last_page: Math.ceil(TOTAL / 6),
      per_page: 6,
      total: TOTAL,
    });
    expect(body.result).toHaveLength(6);
    expect(body.result.map((post: { slug: string }) => post.slug)).toEqual(
      demoBlogPosts.slice(0, 6).map((post) => post.slug),
    );
    const first = body.result[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        "id",
        "slug",
        "name",
        "description_full",
        "thumnail_img",
        "created_at",
        "createdat",
        "categoryName",
        "category_name",
        "category_slug",
        "meta_description",
        "meta_keyword",
      ].sort(),
    );
    expect(first.name).toBe(demoBlogPosts[0]!.name);
    expect(first.thumnail_img).toMatch(/^http:\/\/localhost:3000\/files\/blog\/[a-z-]+\.svg$/);
    expect(first.categoryName).toBe("Interview Preparation");
    expect(first.category_name).toBe(first.categoryName);
    expect(new Date(first.created_at).getTime()).toBeLessThan(Date.now());
    expect(first.createdat).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(first.meta_description).toBe(demoBlogPosts[0]!.metaDescription);
  });

  it("pages through every public post once, and a page past the last is empty", async () => {
    const lastPage = Math.ceil(TOTAL / 6);
    const seen: string[] = [];
    for (let page = 1; page <= lastPage; page += 1) {
      const body = await json(`/api/public/getActiveBlogList?page=${page}&per_page=6`);
      expect(body.pagination.current_page).toBe(page);
      seen.push(...body.result.map((post: { slug: string }) => post.slug));
    }
    expect(seen).toHaveLength(TOTAL);
    expect(new Set(seen).size).toBe(TOTAL);
    expect(seen).not.toContain(HIDDEN);
    expect(seen).not.toContain(SCHEDULED);
    const past = await json(`/api/public/getActiveBlogList?page=${lastPage + 1}`);
    expect(past.result).toEqual([]);
    expect(past.pagination.last_page).toBe(lastPage);
  });

  it("takes per_page up to 50 and refuses bad paging values with 422", async () => {
    const body = await json("/api/public/getActiveBlogList?per_page=50");
    expect(body.result).toHaveLength(TOTAL);
    for (const query of ["page=0", "page=abc", "per_page=0", "per_page=51", "page=1.5"]) {
      const response = await get(`/api/public/getActiveBlogList?${query}`);
      expect(response.status, query).toBe(422);
      expect(Object.keys((await response.json()).errors)).toHaveLength(1);
    }
  });
});

describe("GET /api/public/findBlogCategory/{slug}", () => {
  it("answers one category's public posts, 6 a page, by slug or by id", async () => {
    const first = await json(`/api/public/findBlogCategory/${SEVEN}?page=1`);
    expect(first.category).toMatchObject({ slug: SEVEN, category_name: "Seven Posts" });
    expect(first.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 6, total: 7 });
    expect(first.result.map((post: { slug: string }) => post.slug)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `seven-${n}`),
    );
    const second = await json(`/api/public/findBlogCategory/${first.category.id}?page=2`);
    expect(second.result.map((post: { slug: string }) => post.slug)).toEqual(["seven-7"]);
  });

  it("answers 404 for an unknown category", async () => {
    const response = await get("/api/public/findBlogCategory/no-such-category");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Blog category not found." });
  });
});

describe("GET /api/public/findBlogTag/{slug}", () => {
  it("answers the posts with a tag", async () => {
    const tagged = demoBlogPosts.filter((post) => post.tags.includes("H-1B"));
    const body = await json("/api/public/findBlogTag/h-1b");
    expect(body.tag).toMatchObject({ slug: "h-1b", name: "H-1B" });
    expect(body.pagination.total).toBe(tagged.length);
    expect(body.result.map((post: { slug: string }) => post.slug)).toEqual(tagged.map((post) => post.slug));
    expect((await get("/api/public/findBlogTag/no-such-tag")).status).toBe(404);
  });
});

describe("GET /api/public/getBlogDetails/{slug}", () => {
  it("answers the post with its tags, its HTML sanitised and its code highlighted", async () => {
    const post = demoBlogPosts.find((entry) => entry.slug === "take-home-assignments-that-get-you-hired")!;
    const { data } = await json(`/api/public/getBlogDetails/${post.slug}`);
    expect(data.name).toBe(post.name);
    expect(data.tags.map((tag: { name: string }) => tag.name).sort()).toEqual([...post.tags].sort());
    expect(data.description_full).toContain('<code class="hljs language-javascript">');
    expect(data.description_full).toMatch(/<span class="hljs-keyword">(export|function|const)<\/span>/);
    expect(sanitizeHtml(data.description_full)).toBe(data.description_full);
  });

  it("answers 404 for a draft, a scheduled post and an unknown slug", async () => {
    for (const slug of [HIDDEN, SCHEDULED, "no-such-post"]) {
      const response = await get(`/api/public/getBlogDetails/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual({ message: "Blog post not found." });
    }
  });

  it("never serves a script, even from a row edited behind the app's back", async () => {
    await database.db
      .update(blogPosts)
      .set({
        descriptionFull: '<p onclick="x()">Hi</p><script>alert(1)</script><img src=x onerror=alert(2)>',
      })
      .where(eq(blogPosts.slug, "seven-7"));
    const { data } = await json("/api/public/getBlogDetails/seven-7");
    expect(data.description_full).not.toMatch(/script|onclick|onerror/);
    expect(data.description_full).toContain("<p>Hi</p>");
  });
});

describe("GET /api/public/getBlogFilter", () => {
  it("answers the recent posts, the categories with public counts and the tags", async () => {
    const body = await json("/api/public/getBlogFilter");
    expect(body.recentPost).toHaveLength(5);
    expect(body.recentPost.map((post: { slug: string }) => post.slug)).toEqual(
      demoBlogPosts.slice(0, 5).map((post) => post.slug),
    );
    expect(Object.keys(body.recentPost[0]).sort()).toEqual(["created_at", "image", "name", "slug"]);
    expect(body.recentPost[0].image).toMatch(/^http:\/\/localhost:3000\/files\/blog\//);

    const seven = body.categories.find((category: { slug: string }) => category.slug === SEVEN);
    // The draft and the scheduled post are not counted.
    expect(seven).toMatchObject({ category_name: "Seven Posts", total_blogs: 7 });
    const visas = body.categories.find(
      (category: { slug: string }) => category.slug === "visas-and-immigration",
    );
    expect(visas.total_blogs).toBe(demoBlogPosts.filter((post) => post.category === visas.slug).length);
    expect(body.categories.reduce((sum: number, c: { total_blogs: number }) => sum + c.total_blogs, 0)).toBe(
      TOTAL,
    );

    const h1b = body.tags.find((tag: { slug: string }) => tag.slug === "h-1b");
    expect(h1b).toMatchObject({
      name: "H-1B",
      total_blogs: demoBlogPosts.filter((post) => post.tags.includes("H-1B")).length,
    });
  });
});

describe("the list cards (SPEC.md §9)", () => {
  it("cut titles at 60 and texts at 100 characters with an ellipsis, and keep shorter ones whole", async () => {
    const longTitle =
      "Relocating to the USA for an IT job: visas, job offers, housing and the first ninety days";
    const longText =
      "Before you accept an offer, compare the base salary, the bonus, the equity and the benefits with what the same role pays in your city.";
    const [category] = await database.db
      .insert(blogCategories)
      .values({ slug: "cut-lengths", categoryName: "Cut lengths" })
      .returning({ id: blogCategories.id });
    await database.db.insert(blogPosts).values([
      {
        slug: "cut-long-title",
        name: longTitle,
        descriptionFull: "<p>A <strong>short</strong> text.</p>",
        categoryId: category!.id,
        publishedAt: sql`now() - interval '1 day'`,
      },
      {
        slug: "cut-long-text",
        name: "A short title",
        descriptionFull: `<p>${longText}</p>`,
        categoryId: category!.id,
        publishedAt: sql`now() - interval '2 days'`,
      },
    ]);
    try {
      const { posts } = (await listCategoryPosts(database.db, "cut-lengths", { page: 1, perPage: 6 }))!;
      expect(posts.map((post) => post.slug)).toEqual(["cut-long-title", "cut-long-text"]);
      expectCutAt(
        60,
        posts.map((post) => post.shortName),
        [longTitle, "A short title"],
      );
      expectCutAt(
        100,
        posts.map((post) => post.excerpt),
        ["A short text.", longText],
      );
    } finally {
      await database.db.delete(blogPosts).where(eq(blogPosts.categoryId, category!.id));
      await database.db.delete(blogCategories).where(eq(blogCategories.id, category!.id));
    }
  });
});

describe("GET /api/public/blogSearch", () => {
  it("suggests at most 10 posts whose title contains the text, those starting with it first", async () => {
    const body = await json("/api/public/blogSearch?title=in");
    // The seven posts of our own have no "in" in their titles.
    const matching = demoBlogPosts.filter((post) => /in/i.test(post.name)).length;
    expect(matching).toBeGreaterThan(0);
    expect(body.result).toHaveLength(Math.min(10, matching));
    for (const post of body.result) expect(post.name.toLowerCase()).toContain("in");
    expect(Object.keys(body.result[0]).sort()).toEqual(["created_at", "id", "name", "slug", "thumnail_img"]);

    const h1b = await json("/api/public/blogSearch?title=h-1b");
    expect(h1b.result[0].name).toBe("H-1B Visa Basics for IT Professionals");
  });

  it("refuses a NUL or another control character with 422, as every search does", async () => {
    for (const text of ["visa\u0000", "a\u0007b"]) {
      const response = await get(`/api/public/blogSearch?title=${encodeURIComponent(text)}`);
      expect(response.status, JSON.stringify(text)).toBe(422);
      expect(await response.json()).toEqual({
        message: "The title contains characters that are not allowed.",
        errors: { title: ["The title contains characters that are not allowed."] },
      });
    }
  });

  it("finds a title without its accents or hyphens, and the blog's search does too", async () => {
    const resume = await json("/api/public/blogSearch?title=resume");
    expect(resume.result.map((post: { name: string }) => post.name)).toContain(
      "How to Write a Résumé That US Tech Employers Actually Read",
    );
    expect((await json("/api/public/blogSearch?title=RÉSUMÉ")).result).toEqual(resume.result);
    const h1b = await json("/api/public/blogSearch?title=h1b");
    expect(h1b.result[0].name).toBe("H-1B Visa Basics for IT Professionals");
    // Nothing but hyphens is no search.
    expect((await json("/api/public/blogSearch?title=---")).result).toEqual([]);
  });

  it("answers nothing under 2 characters, and never a hidden post", async () => {
    expect((await json("/api/public/blogSearch?title=H")).result).toEqual([]);
    expect((await json("/api/public/blogSearch")).result).toEqual([]);
    expect((await json("/api/public/blogSearch?title=Draft post")).result).toEqual([]);
    expect((await json("/api/public/blogSearch?title=100%25")).result).toEqual([]);
  });
});

describe("the blog's search (/blog?q=)", () => {
  it("finds the posts whose title or one of whose tags has the words, folded alike", async () => {
    const folded = (text: string) => foldForSearch(text).includes("h1b");
    const expected = demoBlogPosts
      .filter((post) => folded(post.name) || post.tags.some(folded))
      .map((post) => post.slug)
      .sort();
    // More than the titles alone give: the tag finds posts that do not name it.
    expect(expected.length).toBeGreaterThan(demoBlogPosts.filter((post) => folded(post.name)).length);
    const { posts, total } = await listBlogPosts(database.db, { page: 1, perPage: 50, query: "h1b" });
    expect(posts.map((post) => post.slug).sort()).toEqual(expected);
    expect(total).toBe(expected.length);
    // A tag's words are matched as a title's: a hidden post is never found by them.
    const hidden = await listBlogPosts(database.db, { page: 1, perPage: 50, query: "Draft post" });
    expect(hidden.posts).toEqual([]);
  });
});

describe("the demo blog", () => {
  it("has at least 12 substantial articles in several categories, each with tags and a cover that is served", async () => {
    expect(demoBlogPosts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demoBlogPosts.map((post) => post.category)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(demoBlogPosts.map((post) => post.slug)).size).toBe(demoBlogPosts.length);
    const { result } = await json("/api/public/getActiveBlogList?per_page=50");
    for (const post of result.filter((entry: { slug: string }) => !entry.slug.startsWith("seven-"))) {
      const words = htmlToText(post.description_full).split(" ").length;
      expect(words, post.slug).toBeGreaterThan(500);
      const cover = new URL(post.thumnail_img).pathname;
      const svg = await get(cover);
      expect(svg.status, cover).toBe(200);
      expect(svg.headers.get("content-type")).toBe("image/svg+xml");
      expect(svg.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await svg.text()).not.toMatch(/<script|on\w+=/i);
    }
    const png = await get("/files/blog/h1b.png");
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    expect((await get("/files/blog/unknown.svg")).status).toBe(404);
    expect((await get("/files/blog/..%2Fsecret.svg")).status).toBe(404);
  });
});

describe("feed and sitemap", () => {
  it("the RSS feed lists the newest public posts with escaped text", async () => {
    const xml = renderBlogRss(PUBLIC_URL, await listFeedPosts(database.db));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    const items = xml.match(/<item>/g) ?? [];
    expect(items).toHaveLength(20);
    expect(xml).toContain(`<link>${PUBLIC_URL}/blog-details/${demoBlogPosts[0]!.slug}</link>`);
    expect(xml).toContain("<title>Salary Negotiation for Tech Jobs in the USA</title>");
    expect(xml).toContain("<category>Visas &amp; Immigration</category>");
    // Content is escaped into text, so a feed reader gets the HTML and the XML stays valid.
    expect(xml).toContain("&lt;h2&gt;");
    expect(xml).not.toContain(HIDDEN);
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  });

  it("the sitemap lists the blog's posts, and the categories and tags that have posts", async () => {
    await database.db.insert(blogCategories).values({ slug: "empty-category", categoryName: "Empty" });
    const paths = (await listSitemapEntries(database.db)).map((entry) => entry.path);
    for (const path of [
      "/blog",
      "/job",
      "/immigration-support",
      `/blog-categorys/${SEVEN}`,
      "/latest-tags/h-1b",
    ]) {
      expect(paths).toContain(path);
    }
    for (const post of demoBlogPosts) expect(paths).toContain(`/blog-details/${post.slug}`);
    expect(paths).not.toContain(`/blog-details/${HIDDEN}`);
    expect(paths).not.toContain(`/blog-details/${SCHEDULED}`);
    expect(paths).not.toContain("/blog-categorys/empty-category");
  });
});
