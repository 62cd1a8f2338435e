import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookmarks, categories } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { notPlainDigits } from "../../../tests/support/hostile-input.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);

beforeAll(async () => {
  const [java] = await database.db
    .insert(categories)
    .values({ name: "Java", slug: "bm-java" })
    .returning({ id: categories.id });
  await database.db.insert(categories).values([
    { parentId: java!.id, name: "Core Java", slug: "bm-core-java", sortOrder: 1 },
    { parentId: java!.id, name: "Spring Boot", slug: "bm-spring-boot", sortOrder: 2 },
    { parentId: java!.id, name: "Hidden Draft", slug: "bm-hidden", status: 0 },
  ]);
});

const save = (token: string, slug: string) =>
  get(app(), `/api/user/saveUserBookMark?slug=${encodeURIComponent(slug)}`, { token });
const list = async (token: string) => (await get(app(), "/api/user/fetechBookmark", { token })).json();

describe("bookmarks", () => {
  it("saves a child category by slug and lists it with SPEC's fields, newest first", async () => {
    const { token } = await signUpAndLogIn(app());
    expect(await list(token)).toEqual({ data: [], count: 0 });

    const response = await save(token, "bm-core-java");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe("Bookmark saved successfully");
    expect(body.data).toEqual({
      id: expect.any(Number),
      bookmarkName: "Core Java",
      slug: "bm-core-java",
      created_at: expect.any(String),
    });
    await save(token, "bm-spring-boot");

    const listed = await list(token);
    expect(listed.count).toBe(2);
    expect(listed.data.map((item: { slug: string }) => item.slug)).toEqual([
      "bm-spring-boot",
      "bm-core-java",
    ]);
    expect(Object.keys(listed.data[0]).sort()).toEqual(["bookmarkName", "created_at", "id", "slug"]);
  });

  it("answers 422 with the server's message for a second save of the same category", async () => {
    const { token } = await signUpAndLogIn(app());
    await save(token, "bm-core-java");
    const again = await save(token, "bm-core-java");
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      message: "This category is already in your bookmarks.",
      errors: { slug: ["This category is already in your bookmarks."] },
    });
    expect((await list(token)).count).toBe(1);
  });

  it.each([
    ["an unknown slug", "no-such-category"],
    ["a main category", "bm-java"],
    ["a hidden category", "bm-hidden"],
    ["a slug PostgreSQL cannot store", "bm-\u0000core"],
  ])("answers 422 for %s", async (_case, slug) => {
    const { token } = await signUpAndLogIn(app());
    const response = await save(token, slug);
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ slug: ["The selected slug is invalid."] });
  });

  it("answers 422 when the slug is missing", async () => {
    const { token } = await signUpAndLogIn(app());
    const response = await get(app(), "/api/user/saveUserBookMark", { token });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ slug: ["The slug field is required."] });
  });

  it("deletes the user's own bookmark by id", async () => {
    const { token } = await signUpAndLogIn(app());
    const { data } = await (await save(token, "bm-core-java")).json();
    const response = await get(app(), `/api/user/deleteBookmark?bookmarkId=${data.id}`, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Bookmark deleted successfully" });
    expect(await list(token)).toEqual({ data: [], count: 0 });
  });

  it("answers 404 for another user's bookmark id and leaves it alone", async () => {
    const owner = await signUpAndLogIn(app());
    const intruder = await signUpAndLogIn(app());
    const { data } = await (await save(owner.token, "bm-core-java")).json();

    const response = await get(app(), `/api/user/deleteBookmark?bookmarkId=${data.id}`, {
      token: intruder.token,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Bookmark not found." });
    expect(await database.db.$count(bookmarks, eq(bookmarks.id, data.id))).toBe(1);
    // And another user's list never shows it.
    expect((await list(intruder.token)).count).toBe(0);
  });

  it.each(["", "abc", "1.5", "-3", "99999999999"])("answers 422 for bookmarkId=%j", async (value) => {
    const { token } = await signUpAndLogIn(app());
    const response = await get(app(), `/api/user/deleteBookmark?bookmarkId=${value}`, { token });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.bookmarkId).toHaveLength(1);
  });

  it.each(notPlainDigits("bookmark id", "between 1 and 2147483647"))(
    "reads only plain digits: bookmarkId=%j answers 422 with one message",
    async (value, message) => {
      const { token } = await signUpAndLogIn(app());
      const response = await get(app(), `/api/user/deleteBookmark?bookmarkId=${encodeURIComponent(value)}`, {
        token,
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message, errors: { bookmarkId: [message] } });
    },
  );

  it("shows a renamed category under its current name and slug", async () => {
    const { token } = await signUpAndLogIn(app());
    const [java] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, "bm-java"));
    await database.db.insert(categories).values({ parentId: java!.id, name: "Kotlin", slug: "bm-kotlin" });
    await save(token, "bm-kotlin");
    await database.db
      .update(categories)
      .set({ name: "Kotlin 2", slug: "bm-kotlin-2" })
      .where(eq(categories.slug, "bm-kotlin"));
    const { data } = await list(token);
    expect(data[0]).toMatchObject({ bookmarkName: "Kotlin 2", slug: "bm-kotlin-2" });
  });
});
