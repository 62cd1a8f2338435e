import { eq, isNull } from "drizzle-orm";
import { expect, it } from "vitest";
import { listenForContentChanges } from "../../db/content-changes.ts";
import { categories } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { demoCatalog, seedDemoContent } from "../../db/seed/demo-content.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { MENU_CHILDREN_PER_CATEGORY, loadSiteFrame } from "./site-frame.ts";

const database = setupTestDatabase();

it("lists every main category in menu order, each with at most its first children", async () => {
  await database.db.transaction((tx) => seedDemoContent(tx));
  const [java] = await database.db.select().from(categories).where(eq(categories.slug, "java"));
  await database.db.insert(categories).values(
    Array.from({ length: 20 }, (_, index) => ({
      parentId: java!.id,
      name: `Extra Java topic ${index + 1}`,
      slug: `extra-java-topic-${index + 1}`,
      sortOrder: 100 + index,
    })),
  );

  const frame = await loadSiteFrame(database.db);
  const mains = await database.db.select().from(categories).where(isNull(categories.parentId));
  expect(frame.categories.map((category) => category.slug)).toEqual(demoCatalog.map((main) => main.slug));
  expect(frame.categories).toHaveLength(mains.length);
  const javaMenu = frame.categories.find((category) => category.slug === "java")!;
  expect(javaMenu.children).toHaveLength(MENU_CHILDREN_PER_CATEGORY);
  expect(javaMenu.children[0]!.slug).toBe("java-core-interview-questions");
  // A category with fewer children than the menu holds shows them all.
  const python = demoCatalog.find((main) => main.slug === "python")!;
  expect(python.children.length).toBeLessThan(MENU_CHILDREN_PER_CATEGORY);
  expect(
    frame.categories.find((category) => category.slug === "python")!.children.map((child) => child.slug),
  ).toEqual(python.children.map((child) => child.slug));
  expect(frame.guides.length).toBeGreaterThan(0);
  // SPEC §9: the home page's default category is id 4, a main category in the demo catalogue.
  expect(frame.categories[3]!.id).toBe(4);
});

it("keeps the menu until PostgreSQL announces a content change, then shows the change", async () => {
  const listener = listenForContentChanges(database.pool.options, createLogger("silent"));
  try {
    await listener.ready;
    const before = await loadSiteFrame(database.db, listener.changes);
    expect(await loadSiteFrame(database.db, listener.changes)).toBe(before);

    const changed = new Promise<void>((resolve) => listener.changes.onChange(resolve));
    await database.db.insert(categories).values({ name: "Brand-new area", slug: "brand-new-area" });
    await changed;
    const after = await loadSiteFrame(database.db, listener.changes);
    expect(after.categories.map((category) => category.slug)).toContain("brand-new-area");
    expect(before.categories.map((category) => category.slug)).not.toContain("brand-new-area");
  } finally {
    await listener.stop();
  }
});
