import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { services } from "../../db/schema/index.ts";
import { guidesContent } from "../../db/seed/content/guides.ts";
import { seedDemoContent } from "../../db/seed/demo-content.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";

const database = setupTestDatabase();

beforeAll(async () => {
  await database.db.transaction((tx) => seedDemoContent(tx));
});

async function listGuides() {
  const response = await createTestApp(database).request("/api/public/geteServiceListIntGuide");
  return { response, body: await response.json() };
}

const seededGuides = guidesContent.filter((service) => service.kind === "guide");

it("answers the guides (not the e-books) in shop order with SPEC's fields", async () => {
  const { response, body } = await listGuides();
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(body.map((guide: { slug: string }) => guide.slug)).toEqual(seededGuides.map((guide) => guide.slug));
  expect(body[0]).toEqual({
    id: expect.any(Number),
    slug: "java-developer-interview-guide",
    title: "Java Developer Interview Guide",
    image: "",
    price: "19.99",
    oldPrice: "29.99",
    old_price: "29.99",
    instructor: "Michael Grant",
    star: 4.8,
    description_short: seededGuides[0]!.descriptionShort,
    description_full: expect.stringContaining("<ul>"),
  });
});

it("leaves out hidden guides and serves stored HTML sanitised", async () => {
  await database.db
    .update(services)
    .set({ status: 0 })
    .where(eq(services.slug, "python-developer-interview-guide"));
  await database.db
    .update(services)
    .set({
      descriptionFull: '<p onclick="x()">Safe</p><script>alert(1)</script>',
      image: "/uploads/java.png",
    })
    .where(eq(services.slug, "java-developer-interview-guide"));
  const { body } = await listGuides();
  expect(body.map((guide: { slug: string }) => guide.slug)).not.toContain("python-developer-interview-guide");
  expect(body[0].description_full).toBe("<p>Safe</p>");
  expect(body[0].image).toBe("http://localhost:3000/uploads/java.png");
});

it("answers an old price of null when there is no discount", async () => {
  await database.db
    .update(services)
    .set({ oldPrice: null })
    .where(eq(services.slug, "devops-engineer-interview-guide"));
  const { body } = await listGuides();
  const devops = body.find((guide: { slug: string }) => guide.slug === "devops-engineer-interview-guide");
  expect(devops).toMatchObject({ oldPrice: null, old_price: null });
});
