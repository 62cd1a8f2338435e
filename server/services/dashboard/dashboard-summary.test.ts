import { describe, expect, it } from "vitest";
import {
  bookmarks,
  categories,
  certificates,
  examAttempts,
  ownedEbooks,
  services,
} from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { insertUser as insertUserRow } from "../../../tests/support/user-rows.ts";
import { getDashboardSummary } from "./dashboard-summary.ts";

const database = setupTestDatabase();

const insertUser = (email: string) => insertUserRow(database.db, email);

describe("getDashboardSummary", () => {
  it("is all zeros and no e-books for a new user", async () => {
    const userId = await insertUser("fresh@example.com");
    expect(await getDashboardSummary(database.db, userId)).toEqual({
      bookmarkCount: 0,
      bookCount: 0,
      certificateCount: 0,
      ebooks: [],
    });
  });

  it("counts only the user's own bookmarks, books and certificates and lists their e-books newest first", async () => {
    const db = database.db;
    const me = await insertUser("reader@example.com");
    const someoneElse = await insertUser("other@example.com");
    const [parent] = await db
      .insert(categories)
      .values({ name: "Java", slug: "dash-java" })
      .returning({ id: categories.id });
    const children = await db
      .insert(categories)
      .values([
        { name: "Core Java", slug: "dash-core-java", parentId: parent!.id },
        { name: "Spring Boot", slug: "dash-spring-boot", parentId: parent!.id },
      ])
      .returning({ id: categories.id, name: categories.name, slug: categories.slug });
    const [older, newer, notMine] = await db
      .insert(services)
      .values([
        { slug: "dash-older-book", title: "Older Book", kind: "ebook", star: 4.5, image: "/img/older.png" },
        { slug: "dash-newer-book", title: "Newer Book", kind: "ebook", star: 3 },
        { slug: "dash-other-book", title: "Someone Else's Book", kind: "ebook" },
      ])
      .returning({ id: services.id });
    await db.insert(ownedEbooks).values([
      { userId: me, serviceId: older!.id, createdAt: new Date("2024-01-01T00:00:00Z") },
      { userId: me, serviceId: newer!.id, createdAt: new Date("2024-06-01T00:00:00Z") },
      { userId: someoneElse, serviceId: notMine!.id },
    ]);
    await db.insert(bookmarks).values([
      ...children.map((child) => ({
        userId: me,
        categoryId: child.id,
        bookmarkName: child.name,
        slug: child.slug,
      })),
      {
        userId: someoneElse,
        categoryId: children[0]!.id,
        bookmarkName: "Core Java",
        slug: "dash-core-java",
      },
    ]);
    const attempts = await db
      .insert(examAttempts)
      .values(
        children.map((child) => ({
          userId: me,
          categoryId: child.id,
          durationSeconds: 3600,
          passMarkPercent: 70,
          deadlineAt: new Date(Date.now() + 3_600_000),
        })),
      )
      .returning({ id: examAttempts.id });
    // A revoked certificate is no longer one the user holds.
    await db.insert(certificates).values([
      { userId: me, categoryId: children[0]!.id, attemptId: attempts[0]!.id },
      { userId: me, categoryId: children[1]!.id, attemptId: attempts[1]!.id, revokedAt: new Date() },
    ]);

    const summary = await getDashboardSummary(db, me);
    expect(summary).toMatchObject({ bookmarkCount: 2, bookCount: 2, certificateCount: 1 });
    expect(summary.ebooks).toEqual([
      { id: expect.any(Number), title: "Newer Book", serviceSlug: "dash-newer-book", image: null, star: 3 },
      {
        id: expect.any(Number),
        title: "Older Book",
        serviceSlug: "dash-older-book",
        image: "/img/older.png",
        star: 4.5,
      },
    ]);

    const theirs = await getDashboardSummary(db, someoneElse);
    expect(theirs).toMatchObject({ bookmarkCount: 1, bookCount: 1, certificateCount: 0 });
    expect(theirs.ebooks.map((ebook) => ebook.serviceSlug)).toEqual(["dash-other-book"]);
  });
});
