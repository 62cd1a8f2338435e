import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../db/schema/index.ts";
import { demoCatalog, seedDemoContent } from "../../db/seed/demo-content.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { notPlainDigits } from "../../../tests/support/hostile-input.ts";

const database = setupTestDatabase();

beforeAll(async () => {
  await database.db.transaction((tx) => seedDemoContent(tx));
});

/** The demo catalogue as seeded: expected figures come from it, so a new seed item changes them. */
const MAIN_SLUGS = demoCatalog.map((main) => main.slug);
const seeded = (slug: string) => demoCatalog.find((main) => main.slug === slug)!;

async function get(path: string) {
  const response = await createTestApp(database).request(`/api${path}`);
  return { response, body: await response.json() };
}

async function categoryId(slug: string) {
  const [row] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug));
  return row!.id;
}

/** Runs `body` with a category hidden (status 0), then publishes it again for the other tests. */
async function whileHidden(slug: string, body: () => Promise<void>) {
  await database.db.update(categories).set({ status: 0 }).where(eq(categories.slug, slug));
  try {
    await body();
  } finally {
    await database.db.update(categories).set({ status: 1 }).where(eq(categories.slug, slug));
  }
}

describe("GET /api/public/parentChildCategory", () => {
  it("answers every main category in menu order with its children and SPEC's field names", async () => {
    const { response, body } = await get("/public/parentChildCategory");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(body.map((main: { slug: string }) => main.slug)).toEqual(MAIN_SLUGS);
    const java = body[0];
    expect(Object.keys(java).sort()).toEqual(["children", "count", "file", "id", "name", "slug", "thumnail"]);
    expect(java).toMatchObject({
      name: "Java",
      count: seeded("java").children.length,
      thumnail: "",
      file: "",
    });
    expect(java.children.map((child: { name: string }) => child.name)).toEqual(
      seeded("java").children.map((child) => child.name),
    );
    expect(Object.keys(java.children[0]).sort()).toEqual(["file", "id", "name", "slug"]);
  });

  it("leaves out hidden categories, and the children of a hidden main category", async () => {
    await whileHidden("java-concurrency-interview-questions", async () => {
      const { body } = await get("/public/parentChildCategory");
      expect(body[0].count).toBe(seeded("java").children.length - 1);
      expect(body[0].children.map((child: { slug: string }) => child.slug)).toEqual(
        seeded("java")
          .children.map((child) => child.slug)
          .filter((slug) => slug !== "java-concurrency-interview-questions"),
      );
    });
    const allSlugs = (tree: { slug: string; children: { slug: string }[] }[]) =>
      tree.flatMap((main) => [main.slug, ...main.children.map((child) => child.slug)]);
    const before = allSlugs((await get("/public/parentChildCategory")).body);
    expect(before).toContain("django-interview-questions");
    await whileHidden("python", async () => {
      const after = allSlugs((await get("/public/parentChildCategory")).body);
      // Python and each of its children.
      expect(after).toHaveLength(before.length - 1 - seeded("python").children.length);
      expect(after).not.toContain("python");
      expect(after).not.toContain("django-interview-questions");
    });
  });

  it("answers icons as absolute URLs on the site's public address", async () => {
    await database.db
      .update(categories)
      .set({ thumbnail: "/uploads/categories/java.svg" })
      .where(eq(categories.slug, "java"));
    const { body } = await get("/public/parentChildCategory");
    expect(body[0].thumnail).toBe("http://localhost:3000/uploads/categories/java.svg");
    expect(body[0].file).toBe(body[0].thumnail);
    await database.db.update(categories).set({ thumbnail: null }).where(eq(categories.slug, "java"));
  });
});

describe("GET /api/public/allCategorys", () => {
  it("answers the main categories with their number of child categories", async () => {
    const { response, body } = await get("/public/allCategorys");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(body.map((main: { slug: string }) => main.slug)).toEqual(MAIN_SLUGS);
    expect(body[3]).toEqual({
      id: await categoryId("databases"),
      name: "Databases & SQL",
      slug: "databases",
      thumnail: "",
      file: "",
      count: seeded("databases").children.length,
    });
  });
});

describe("GET /api/public/getAllChildCaegorys", () => {
  it("answers every child category as result, with the site settings", async () => {
    const { response, body } = await get("/public/getAllChildCaegorys");
    expect(response.status).toBe(200);
    expect(body.result.map((child: { slug: string }) => child.slug)).toEqual(
      demoCatalog.flatMap((main) => main.children.map((child) => child.slug)),
    );
    expect(Object.keys(body.result[0]).sort()).toEqual(["file", "id", "name", "slug"]);
    expect(body.result[0].name).toBe("Java Core");
    expect(body.result.map((child: { slug: string }) => child.slug)).not.toContain("java");
    expect(body.setting).toMatchObject({ currency: "$", title: expect.any(String) });
  });
});

describe("GET /api/public/getSubcategorys", () => {
  it("answers the sub-categories of a main category with id, name, slug and image", async () => {
    const { response, body } = await get(
      `/public/getSubcategorys?caegoryId=${await categoryId("databases")}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(body.result.map((child: { name: string }) => child.name)).toEqual(
      seeded("databases").children.map((child) => child.name),
    );
    expect(Object.keys(body.result[0]).sort()).toEqual(["id", "image", "name", "slug"]);
  });

  it("answers an empty list for a category without sub-categories", async () => {
    const { response, body } = await get(
      `/public/getSubcategorys?caegoryId=${await categoryId("java-core-interview-questions")}`,
    );
    expect(response.status).toBe(200);
    expect(body).toEqual({ result: [] });
  });

  it("answers 404 with a message for an unknown or hidden category", async () => {
    const unknown = await get("/public/getSubcategorys?caegoryId=987654");
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Category not found." });
    const id = await categoryId("devops-cloud");
    await whileHidden("devops-cloud", async () => {
      expect((await get(`/public/getSubcategorys?caegoryId=${id}`)).response.status).toBe(404);
    });
  });

  it.each(["abc", "", "0", "-3", "1.5", "99999999999"])(
    "answers caegoryId=%j with 422 and the field's message",
    async (value) => {
      const { response, body } = await get(`/public/getSubcategorys?caegoryId=${value}`);
      expect(response.status).toBe(422);
      expect(body.errors.caegoryId).toEqual([expect.any(String)]);
      expect(body.message).toBe(body.errors.caegoryId[0]);
    },
  );

  it.each(notPlainDigits("category id", "between 1 and 2147483647"))(
    "reads only plain digits: caegoryId=%j answers 422 with one message",
    async (value, message) => {
      const { response, body } = await get(`/public/getSubcategorys?caegoryId=${encodeURIComponent(value)}`);
      expect(response.status).toBe(422);
      expect(body).toEqual({ message, errors: { caegoryId: [message] } });
    },
  );

  it("accepts a plain id with leading zeros", async () => {
    const id = await categoryId("databases");
    const { response, body } = await get(`/public/getSubcategorys?caegoryId=00${id}`);
    expect(response.status).toBe(200);
    expect(body.result.length).toBeGreaterThan(0);
  });

  it("answers 422 when caegoryId is missing", async () => {
    const { response, body } = await get("/public/getSubcategorys");
    expect(response.status).toBe(422);
    expect(body.errors).toHaveProperty("caegoryId");
  });
});

describe("GET /api/public/categoryWiseSubcategoryCount", () => {
  it("answers the main categories with their number of child categories as result", async () => {
    const { response, body } = await get("/public/categoryWiseSubcategoryCount");
    expect(response.status).toBe(200);
    expect(body.result.map((row: { slug: string }) => row.slug)).toEqual(MAIN_SLUGS);
    expect(body.result[0]).toEqual({
      id: await categoryId("java"),
      name: "Java",
      slug: "java",
      count: seeded("java").children.length,
    });
  });

  it("counts only published children", async () => {
    await whileHidden("mongodb-interview-questions", async () => {
      const { body } = await get("/public/categoryWiseSubcategoryCount");
      expect(body.result.find((row: { slug: string }) => row.slug === "databases").count).toBe(
        seeded("databases").children.length - 1,
      );
    });
  });
});
