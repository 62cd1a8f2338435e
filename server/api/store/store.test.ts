/** The e-book store's public calls: geteServiceList, geteServiceListeBooks (paged, searched) and geteServicerow. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BOOK_TYPES, services } from "../../db/schema/index.ts";
import { guidesContent } from "../../db/seed/content/guides.ts";
import { seedDemoContent } from "../../db/seed/demo-content.ts";
import { EBOOKS_PAGE_SIZE } from "../../../shared/store/store-messages.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";

const database = setupTestDatabase();
const app = () => createTestApp(database);
const seededEbooks = guidesContent.filter((service) => service.kind === "ebook");

beforeAll(async () => {
  await database.db.transaction((tx) => seedDemoContent(tx));
});

async function getJson(path: string) {
  const response = await app().request(path);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("geteServiceList", () => {
  it("answers the e-books (not the guides) in shop order", async () => {
    const { status, headers, body } = await getJson("/api/public/geteServiceList");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=300");
    expect(body.map((ebook: { slug: string }) => ebook.slug)).toEqual(
      seededEbooks.map((ebook) => ebook.slug),
    );
    expect(body[0]).toMatchObject({ title: seededEbooks[0]!.title, price: seededEbooks[0]!.price });
  });
});

describe("geteServiceListeBooks", () => {
  it("pages the e-books with data and lastPage", async () => {
    expect(seededEbooks.length).toBeGreaterThan(EBOOKS_PAGE_SIZE);
    const first = await getJson("/api/public/geteServiceListeBooks?page=1");
    expect(first.status).toBe(200);
    expect(first.body.lastPage).toBe(Math.ceil(seededEbooks.length / EBOOKS_PAGE_SIZE));
    expect(first.body.total).toBe(seededEbooks.length);
    expect(first.body.data.map((ebook: { slug: string }) => ebook.slug)).toEqual(
      seededEbooks.slice(0, EBOOKS_PAGE_SIZE).map((ebook) => ebook.slug),
    );
    const second = await getJson("/api/public/geteServiceListeBooks?page=2");
    expect(second.body.data.map((ebook: { slug: string }) => ebook.slug)).toEqual(
      seededEbooks.slice(EBOOKS_PAGE_SIZE, 2 * EBOOKS_PAGE_SIZE).map((ebook) => ebook.slug),
    );
    const past = await getJson("/api/public/geteServiceListeBooks?page=99");
    expect(past.body).toMatchObject({ data: [], lastPage: first.body.lastPage });
    // No page means the first.
    expect((await getJson("/api/public/geteServiceListeBooks")).body.data).toEqual(first.body.data);
  });

  it("searches titles in any case, with typed wildcards taken literally", async () => {
    const { body } = await getJson("/api/public/geteServiceListeBooks?page=1&search=WORKBOOK");
    expect(body.data.map((ebook: { title: string }) => ebook.title)).toEqual(
      seededEbooks.filter((ebook) => /workbook/i.test(ebook.title)).map((ebook) => ebook.title),
    );
    expect(body.lastPage).toBe(1);
    expect((await getJson("/api/public/geteServiceListeBooks?search=%25")).body).toMatchObject({
      data: [],
      lastPage: 1,
    });
    expect((await getJson("/api/public/geteServiceListeBooks?search=Java%20Developer")).body.data).toEqual(
      [],
    );
  });

  it("refuses a search with a control character or over 100 characters, naming the field", async () => {
    for (const [search, message] of [
      ["a%00b", "The search contains characters that are not allowed."],
      ["x".repeat(101), "The search may not be greater than 100 characters."],
    ]) {
      const { status, body } = await getJson(`/api/public/geteServiceListeBooks?search=${search}`);
      expect(status, search).toBe(422);
      expect(body.errors, search).toEqual({ search: [message] });
    }
  });

  it("refuses a page that is not a whole number from 1", async () => {
    for (const page of ["0", "-1", "abc", "1.5"]) {
      expect((await app().request(`/api/public/geteServiceListeBooks?page=${page}`)).status, page).toBe(422);
    }
  });
});

describe("geteServicerow", () => {
  it("answers a guide's detail with SPEC's fields and the item Add to Cart stores", async () => {
    const { status, body } = await getJson("/api/public/geteServicerow?slug=java-developer-interview-guide");
    expect(status).toBe(200);
    const [row] = await database.db
      .select()
      .from(services)
      .where(eq(services.slug, "java-developer-interview-guide"));
    expect(body).toEqual({
      thumbnail: "",
      serviceName: "Java Developer Interview Guide",
      description_full: expect.stringContaining("<ul>"),
      description_short: row!.descriptionShort,
      price: "19.99",
      old_price: "29.99",
      service: {
        id: row!.id,
        name: "Java Developer Interview Guide",
        slug: "java-developer-interview-guide",
        image: "",
        price: "19.99",
      },
      book_types: 1,
      extra_image: "",
    });
  });

  it("answers book_types 2 with its extra image as an absolute URL", async () => {
    await database.db
      .update(services)
      .set({ bookTypes: BOOK_TYPES.withExtraImage, extraImage: "/files/covers/diagram.webp" })
      .where(eq(services.slug, "system-design-interview-essentials"));
    const { body } = await getJson("/api/public/geteServicerow?slug=system-design-interview-essentials");
    expect(body).toMatchObject({
      book_types: 2,
      extra_image: "http://localhost:3000/files/covers/diagram.webp",
    });
  });

  it("answers 404 for an unknown or hidden book and 422 without a slug", async () => {
    expect((await getJson("/api/public/geteServicerow?slug=no-such-book")).status).toBe(404);
    await database.db.update(services).set({ status: 0 }).where(eq(services.slug, "sql-practice-workbook"));
    expect((await getJson("/api/public/geteServicerow?slug=sql-practice-workbook")).status).toBe(404);
    expect(
      (await getJson("/api/public/geteServiceList")).body.map((ebook: { slug: string }) => ebook.slug),
    ).not.toContain("sql-practice-workbook");
    expect((await getJson("/api/public/geteServicerow")).status).toBe(422);
  });
});
