/** The catalogue's server-rendered pages and the files crawlers read, as fetched over HTTP. */
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

async function get(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  return { response, body: await response.text() };
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/public/${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A main category's public topics and how many public questions each holds, as the API says. */
async function topicsOf(mainSlug: string) {
  const mains = await api<{ id: number; slug: string }[]>("allCategorys");
  const main = mains.find((candidate) => candidate.slug === mainSlug)!;
  const { result } = await api<{ result: { slug: string }[] }>(`getSubcategorys?caegoryId=${main.id}`);
  return Promise.all(
    result.map(async (topic) => {
      const { pagination } = await api<{ pagination: { total: number } }>(`getTechnology?slug=${topic.slug}`);
      return { slug: topic.slug, questions: pagination.total };
    }),
  );
}

/** Every public child category, as the API lists them. */
async function allTopicSlugs(): Promise<string[]> {
  const { result } = await api<{ result: { slug: string }[] }>("getAllChildCaegorys");
  return result.map((topic) => topic.slug);
}

describe("/category/{slug}", () => {
  it("shows the main category's text and its topics with their question counts", async () => {
    const topics = await topicsOf("databases");
    const postgresql = topics.find((topic) => topic.slug === "postgresql-interview-questions")!;
    const questions = topics.reduce((sum, topic) => sum + topic.questions, 0);
    expect(postgresql.questions).toBeGreaterThan(1);
    const { response, body } = await get("/category/databases");
    expect(response.status).toBe(200);
    // React separates text parts with <!-- --> in server HTML.
    const text = body.replaceAll("<!-- -->", "");
    expect(text).toMatch(/<h1[^>]*>Databases &amp; SQL interview questions<\/h1>/);
    expect(text).toContain(`${topics.length} topics, ${questions} questions`);
    for (const topic of topics) expect(body).toContain(`href="/question-answer/${topic.slug}"`);
    expect(text).toContain(`${postgresql.questions} questions`);
    expect(body).toMatch(/<title>[^<]*W3Programmer<\/title>/);
    expect(body).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(body).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(body).toMatch(/<link rel="canonical" href="[^"]*\/category\/databases"/);
    expect(body).toContain('<meta property="og:title"');
  });

  it("answers an unknown slug with the 404 page, titled so and kept out of search engines", async () => {
    const { response, body } = await get("/category/no-such-category");
    expect(response.status).toBe(404);
    expect(body).toContain("Go Back to Home");
    expect(body).toContain("<title>Page not found | W3Programmer</title>");
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });

  it("sends a child category's slug on to its question-and-answer page", async () => {
    const { response } = await get("/category/docker-interview-questions");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toMatch(/\/question-answer\/docker-interview-questions$/);
  });
});

describe("a page whose item does not exist", () => {
  // Each page's loader answers 404 for a slug it does not know; the site's error page says so in
  // the browser's tab as an unknown address does.
  it.each([
    "/question-answer/no-such-category",
    "/blog-details/no-such-post",
    "/guide-details/no-such-guide",
    "/pdf-details/no-such-pdf",
    "/torrent-course/no-such-course",
    "/no-such-page",
  ])("%s is a 404 titled Page not found, not indexed", async (path) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(404);
    expect(body).toContain("<title>Page not found | W3Programmer</title>");
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });

  it("keeps each existing page's own title", async () => {
    const { body } = await get("/question-answer/docker-interview-questions");
    expect(body.match(/<title>([^<]*)<\/title>/)?.[1]).toMatch(/Docker.*W3Programmer/);
    expect(body).not.toContain('content="noindex"');
  });
});

describe("/site-map", () => {
  it("links the main pages, every category and every child category", async () => {
    const { response, body } = await get("/site-map");
    expect(response.status).toBe(200);
    for (const href of ["/about-us", "/all-category", "/faq", "/category/java", "/category/data-analysis"]) {
      expect(body).toContain(`href="${href}"`);
    }
    const linked = new Set([...body.matchAll(/href="\/question-answer\/([^"]+)"/g)].map((match) => match[1]));
    expect([...linked].sort()).toEqual((await allTopicSlugs()).sort());
    expect(body).toMatch(/<link rel="canonical" href="[^"]*\/site-map"/);
  });
});

describe("/ebooks", () => {
  it("sends a page past the last to the last one, keeping the search", async () => {
    const { response } = await get("/ebooks?page=99");
    expect(response.status).toBe(302);
    const lastPage = new URL(response.headers.get("location")!, baseUrl);
    expect(lastPage.pathname).toBe("/ebooks");
    const { body } = await get(`${lastPage.pathname}${lastPage.search}`);
    expect(body).not.toContain("No e-books found.");
    // A search with a single page of results: its first page, the search kept.
    const searched = await get("/ebooks?search=SQL&page=5");
    expect(searched.response.status).toBe(302);
    expect(searched.response.headers.get("location")).toBe("/ebooks?search=SQL");
  });
});

describe("/sitemap.xml and /robots.txt", () => {
  it("lists every public URL as an absolute address", async () => {
    const { response, body } = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    const urls = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    for (const url of urls) expect(url).toMatch(/^https?:\/\//);
    const paths = urls.map((url) => new URL(url).pathname);
    for (const path of [
      "/",
      "/about-us",
      "/category/databases",
      "/question-answer/docker-interview-questions",
      "/complete-guide",
      "/ebooks",
      "/guide-details/java-developer-interview-guide",
      "/guide-details/system-design-interview-essentials",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => /^\/(user|dashboard|cart|payment)/.test(path))).toBe(false);
  });

  it("lists only pages that answer 200", async () => {
    const { body } = await get("/sitemap.xml");
    const paths = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    // Every public topic is there: the loop below checks the whole list, not an empty one.
    for (const slug of await allTopicSlugs()) expect(paths).toContain(`/question-answer/${slug}`);
    const failing: string[] = [];
    // Four at a time, as a crawler would: the list holds every public page of the site.
    const queue = [...paths];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let path = queue.shift(); path; path = queue.shift()) {
          const { response } = await get(path);
          if (response.status !== 200) failing.push(`${path} → ${response.status}`);
        }
      }),
    );
    expect(failing).toEqual([]);
  }, 180_000);

  it("keeps crawlers out of private pages and points them at the sitemap", async () => {
    const { response, body } = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    for (const path of [
      "/user/",
      "/dashboard",
      "/cart",
      "/payment",
      "/admin",
      "/brand-list",
      "/add-brand",
      "/edit-brand/",
    ]) {
      expect(body).toContain(`Disallow: ${path}\n`);
    }
    expect(body).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });
});
