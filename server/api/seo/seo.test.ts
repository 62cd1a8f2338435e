import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, seoPages } from "../../db/schema/index.ts";
import { seoPagesContent } from "../../db/seed/content/seo-pages.ts";
import { seedDemoContent } from "../../db/seed/demo-content.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";

const database = setupTestDatabase();

beforeAll(async () => {
  await database.db.transaction((tx) => seedDemoContent(tx));
});

async function get(path: string) {
  const response = await createTestApp(database).request(`/api${path}`);
  return { response, body: await response.json() };
}

const seeded = (key: string) => seoPagesContent.find((page) => page.key === key)!;

describe("page SEO calls", () => {
  it.each([
    ["/public/getSeoDataForHome", "home", "home_pages_meta_description", "home_pages_meta_keywords"],
    ["/public/getSeoDataForIndex", "index", "index_pages_meta_description", "index_pages_meta_keywords"],
    ["/public/getSeoDataForQuesAnsw", "qa", "q_a_meta_des", "q_a_meta_key"],
    [
      "/public/getSeoDataForTorrent",
      "torrent",
      "torrent_pages_meta_description",
      "torrent_pages_meta_keywords",
    ],
  ])("%s answers the %s texts under SPEC's field names", async (path, key, description, keywords) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(body).toEqual({
      [description]: seeded(key).metaDescription,
      [keywords]: seeded(key).metaKeywords,
      meta_title: seeded(key).metaTitle,
    });
  });

  it("falls back to the site's own description and keywords when a page kind has no SEO row", async () => {
    await database.db.delete(seoPages).where(eq(seoPages.key, "torrent"));
    const { response, body } = await get("/public/getSeoDataForTorrent");
    expect(response.status).toBe(200);
    expect(body.torrent_pages_meta_description).toMatch(/interview questions/i);
    expect(body.torrent_pages_meta_keywords.length).toBeGreaterThan(10);
    expect(body.meta_title).toBe("W3Programmer");
  });
});

describe("GET /api/public/mainCategorySeo/{slug}", () => {
  it("answers a main category's meta title, description and keywords", async () => {
    const { response, body } = await get("/public/mainCategorySeo/java");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(body).toEqual({
      meta_title: "Java Interview Questions and Answers",
      meta_description: expect.stringContaining("Java interview questions"),
      meta_keyword: expect.stringContaining("java interview questions"),
    });
  });

  it("answers a child category's texts too", async () => {
    const { response, body } = await get("/public/mainCategorySeo/mongodb-interview-questions");
    expect(response.status).toBe(200);
    expect(body.meta_title).toMatch(/MongoDB/);
  });

  it("derives empty texts from the category's name and intro", async () => {
    await database.db
      .update(categories)
      .set({ metaTitle: null, metaDescription: "", metaKeywords: null })
      .where(eq(categories.slug, "docker-interview-questions"));
    const { body } = await get("/public/mainCategorySeo/docker-interview-questions");
    expect(body.meta_title).toBe("Docker interview questions and answers");
    expect(body.meta_description.length).toBeGreaterThan(40);
    expect(body.meta_description.length).toBeLessThanOrEqual(160);
    expect(body.meta_description).not.toMatch(/[<>]/);
    expect(body.meta_keyword).toContain("Docker");
  });

  it("answers 404 with a message for an unknown or hidden slug", async () => {
    const unknown = await get("/public/mainCategorySeo/no-such-category");
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Category not found." });
    await database.db.update(categories).set({ status: 0 }).where(eq(categories.slug, "dotnet"));
    expect((await get("/public/mainCategorySeo/dotnet")).response.status).toBe(404);
  });

  it("answers 422 for a slug too long to be one", async () => {
    const { response, body } = await get(`/public/mainCategorySeo/${"a".repeat(300)}`);
    expect(response.status).toBe(422);
    expect(body.errors).toHaveProperty("slug");
  });
});
