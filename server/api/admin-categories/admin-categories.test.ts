/**
 * The category editor's calls: admin only, validated, every change audited with the row before
 * and after, a stale edit refused without a change, and a category with content never deleted.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, categories, examAttempts, exams, qaItems } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import { insertUser } from "../../../tests/support/user-rows.ts";
import { listAdminCategories } from "../../services/catalog/manage-categories.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);

async function auditOf(id: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "category"), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
}

async function categoryRow(id: number) {
  const [row] = await database.db.select().from(categories).where(eq(categories.id, id));
  return row;
}

async function aMainCategory() {
  const [main] = await database.db
    .select()
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(categories.id)
    .limit(1);
  return main!;
}

let serial = 0;
async function insertCategory(fields: Partial<typeof categories.$inferInsert> = {}) {
  serial += 1;
  const [row] = await database.db
    .insert(categories)
    .values({ name: `Editor test ${serial}`, slug: `editor-test-${serial}-${Date.now()}`, ...fields })
    .returning();
  return row!;
}

describe("who may call the category editor", () => {
  const calls = [
    ["GET", "/api/admin/categories"],
    ["GET", "/api/admin/categories/{id}"],
    ["POST", "/api/admin/categories/save"],
    ["POST", "/api/admin/categories/{id}/visibility"],
    ["POST", "/api/admin/categories/{id}/delete"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const user = await signUpAndLogIn(app());
      const before = await insertCategory();
      const target = path.replace("{id}", String(before.id));
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), target, { token })
          : postForm(
              app(),
              target,
              {
                id: String(before.id),
                name: "Taken over",
                status: "0",
                updated_at: before.updatedAt.toISOString(),
              },
              { token },
            );
      const anonymous = await send();
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Unauthenticated." });
      const forbidden = await send(user.token);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: "Only administrators can do this." });
      expect(await categoryRow(before.id)).toEqual(before);
      expect(await auditOf(before.id)).toEqual([]);
    },
  );
});

describe("an admin", () => {
  it("adds a child category, finds it, edits, hides, shows and deletes it, each change audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const main = await aMainCategory();
    const added = await postForm(
      app(),
      "/api/admin/categories/save",
      {
        name: "  Kotlin   Coroutines ",
        parent_id: String(main.id),
        sort_order: "7",
        status: "1",
        meta_title: "Kotlin coroutine interview questions",
        meta_description: "",
      },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const { message, data: created } = await added.json();
    expect(message).toBe("Category added");
    expect(created).toMatchObject({
      name: "Kotlin Coroutines",
      slug: "kotlin-coroutines",
      parent_id: main.id,
      parent_name: main.name,
      sort_order: 7,
      status: 1,
      meta_title: "Kotlin coroutine interview questions",
      meta_description: null,
      question_count: 0,
    });

    const found = await get(app(), "/api/admin/categories?search=coroutines%20kotlin&sort=name", {
      token: admin.token,
    });
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("no-store");
    const list = await found.json();
    expect(list.data).toEqual([created]);
    expect(list.pagination).toEqual({ last_page: 1, total: 1, current_page: 1, per_page: 25 });
    const row = await get(app(), `/api/admin/categories/${created.id}`, { token: admin.token });
    expect((await row.json()).data).toEqual(created);

    const edited = await postForm(
      app(),
      "/api/admin/categories/save",
      {
        id: String(created.id),
        updated_at: created.updated_at,
        name: "Kotlin",
        slug: "kotlin-interview",
        parent_id: String(main.id),
        status: "1",
      },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const { data: after } = await edited.json();
    expect(after).toMatchObject({ id: created.id, name: "Kotlin", slug: "kotlin-interview", sort_order: 0 });

    const hidden = await postForm(
      app(),
      `/api/admin/categories/${created.id}/visibility`,
      { status: "0", updated_at: after.updated_at },
      { token: admin.token },
    );
    expect(hidden.status).toBe(200);
    const { message: hiddenMessage, data: hiddenRow } = await hidden.json();
    expect(hiddenMessage).toBe("The category is hidden from the site.");
    expect(hiddenRow.status).toBe(0);
    const shown = await postForm(
      app(),
      `/api/admin/categories/${created.id}/visibility`,
      { status: "visible", updated_at: hiddenRow.updated_at },
      { token: admin.token },
    );
    const { data: shownRow } = await shown.json();
    expect(shownRow.status).toBe(1);

    const deleted = await postForm(
      app(),
      `/api/admin/categories/${created.id}/delete`,
      { updated_at: shownRow.updated_at },
      { token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Category deleted" });
    expect(await categoryRow(created.id)).toBeUndefined();

    const entries = await auditOf(created.id);
    expect(entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ["category.delete", admin.id],
      ["category.show", admin.id],
      ["category.hide", admin.id],
      ["category.update", admin.id],
      ["category.create", admin.id],
    ]);
    const update = entries[3]!;
    expect(update.before).toMatchObject({
      name: "Kotlin Coroutines",
      slug: "kotlin-coroutines",
      sortOrder: 7,
    });
    expect(update.after).toMatchObject({ name: "Kotlin", slug: "kotlin-interview", sortOrder: 0 });
    expect(entries[2]!.before).toMatchObject({ status: 1 });
    expect(entries[2]!.after).toMatchObject({ status: 0 });
    expect(entries[0]!.after).toBeNull();
    expect(entries[4]!.before).toBeNull();
  });

  it("says in the list which categories the public sees, a child under a hidden main category not", async () => {
    const word = `Listed${Date.now()}`;
    const main = await insertCategory({ name: `Main ${word}` });
    const child = await insertCategory({ name: `Child ${word}`, parentId: main.id });
    const hiddenChild = await insertCategory({ name: `Hidden child ${word}`, parentId: main.id, status: 0 });
    const hiddenMain = await insertCategory({ name: `Hidden main ${word}`, status: 0 });
    const underHiddenMain = await insertCategory({
      name: `Under hidden main ${word}`,
      parentId: hiddenMain.id,
    });
    const { rows } = await listAdminCategories(database.db, {
      search: word,
      parent_id: undefined,
      sort: "newest",
      page: 1,
    });
    const isPublic = (id: number) => rows.find((row) => row.id === id)?.isPublic;
    expect([main, child, hiddenChild, hiddenMain, underHiddenMain].map((row) => isPublic(row.id))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("pages the list on the server and sorts it by order, name or newest", async () => {
    const admin = await signUpAdmin(app(), database);
    const main = await insertCategory({ name: "Zeta sorting main", sortOrder: 0 });
    const b = await insertCategory({ name: "Sorting beta", parentId: main.id, sortOrder: 1 });
    const a = await insertCategory({ name: "Sorting alpha", parentId: main.id, sortOrder: 2 });
    const names = async (sort: string) => {
      const response = await get(app(), `/api/admin/categories?parent_id=${main.id}&sort=${sort}`, {
        token: admin.token,
      });
      return (await response.json()).data.map((row: { id: number }) => row.id);
    };
    expect(await names("order")).toEqual([b.id, a.id]);
    expect(await names("name")).toEqual([a.id, b.id]);
    expect(await names("newest")).toEqual([a.id, b.id]);

    for (let index = 0; index < 25; index += 1) await insertCategory({ parentId: main.id, sortOrder: 3 });
    const pageOf = async (page: number) =>
      (
        await get(app(), `/api/admin/categories?parent_id=${main.id}&sort=order&page=${page}`, {
          token: admin.token,
        })
      ).json();
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect(first.pagination).toEqual({ last_page: 2, total: 27, current_page: 1, per_page: 25 });
    expect(first.data).toHaveLength(25);
    expect(second.data).toHaveLength(2);
    const ids = [...first.data, ...second.data].map((row: { id: number }) => row.id);
    expect(new Set(ids).size).toBe(27);
    expect(ids.slice(0, 2)).toEqual([b.id, a.id]);
  });

  it("is refused a save of a category someone changed since: 409, nothing changed, nothing audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const other = await signUpAdmin(app(), database);
    const category = await insertCategory();
    const seen = category.updatedAt.toISOString();
    const first = await postForm(
      app(),
      "/api/admin/categories/save",
      { id: String(category.id), updated_at: seen, name: "First save", status: "1" },
      { token: other.token },
    );
    expect(first.status).toBe(200);
    const current = await categoryRow(category.id);
    const auditBefore = await auditOf(category.id);
    for (const [path, fields] of [
      [
        "/api/admin/categories/save",
        { id: String(category.id), updated_at: seen, name: "Stale", status: "1" },
      ],
      [`/api/admin/categories/${category.id}/visibility`, { status: "0", updated_at: seen }],
      [`/api/admin/categories/${category.id}/delete`, { updated_at: seen }],
    ] as const) {
      const stale = await postForm(app(), path, fields, { token: admin.token });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({
        message:
          "This category has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
        reason: "stale-edit",
      });
    }
    expect(await categoryRow(category.id)).toEqual(current);
    expect(await auditOf(category.id)).toEqual(auditBefore);
  });

  it("cannot delete a category with children, questions, exam results or an exam: its list row and the delete say why", async () => {
    const admin = await signUpAdmin(app(), database);
    const main = await insertCategory();
    const child = await insertCategory({ parentId: main.id });
    await database.db
      .insert(qaItems)
      .values({ categoryId: child.id, slug: `kept-${child.id}`, question: "Kept?", answer: "<p>Yes</p>" });
    // An exam was taken in it (a certificate names such an attempt): its results stay.
    const examined = await insertCategory({ parentId: main.id });
    await database.db.insert(examAttempts).values({
      userId: await insertUser(database.db, `learner-${examined.id}@example.com`),
      categoryId: examined.id,
      durationSeconds: 3600,
      deadlineAt: new Date(Date.now() + 3_600_000),
      passMarkPercent: 70,
    });
    const withExam = await insertCategory({ parentId: main.id });
    await database.db.insert(exams).values({ categoryId: withExam.id });
    const empty = await insertCategory({ parentId: main.id });
    // The list says why a row is kept, so that it offers Delete only where the delete is allowed.
    const { rows } = await listAdminCategories(database.db, {
      search: "Editor test",
      parent_id: undefined,
      sort: "newest",
      page: 1,
    });
    const keptBecause = (id: number) => rows.find((candidate) => candidate.id === id)!.keptBecause;
    expect([main, child, examined, withExam, empty].map(({ id }) => keptBecause(id))).toEqual([
      "has child categories",
      "has questions",
      "has exam results",
      "has an exam",
      null,
    ]);
    const refusals = [
      [main, "This category still has child categories: move or delete them first."],
      [child, "This category still has questions: move or delete them first."],
      [
        examined,
        "This category is still used by exams or certificates and cannot be deleted. Hide it instead.",
      ],
      [withExam, "This category has an exam: delete the exam first."],
    ] as const;
    for (const [category, message] of refusals) {
      const response = await postForm(
        app(),
        `/api/admin/categories/${category.id}/delete`,
        { updated_at: category.updatedAt.toISOString() },
        { token: admin.token },
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message });
      expect(await categoryRow(category.id)).toEqual(category);
      expect(await auditOf(category.id)).toEqual([]);
    }
    const deleted = await postForm(
      app(),
      `/api/admin/categories/${empty.id}/delete`,
      { updated_at: empty.updatedAt.toISOString() },
      { token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(await categoryRow(empty.id)).toBeUndefined();
  });

  it.each([
    [{ status: "1" }, { name: ["The name field is required."] }],
    [{ name: "Go", status: "maybe" }, { status: ["The selected visibility is invalid."] }],
    [
      { name: "Go", status: "1", slug: "Not A Slug" },
      { slug: ["The slug may only contain lower-case letters, numbers and single hyphens."] },
    ],
    [
      { name: "Go", status: "1", parent_id: "2147483647" },
      { parent_id: ["The selected parent is invalid."] },
    ],
    [
      { name: "Go", status: "1", sort_order: "-1" },
      { sort_order: ["The display order must be a whole number of 0 or more."] },
    ],
    [
      { name: "Go", status: "1", meta_title: "x".repeat(256) },
      { meta_title: ["The SEO title must not be greater than 255 characters."] },
    ],
    [
      { id: "1", name: "Go", status: "1" },
      { updated_at: ["The updated at field is required when id is present."] },
    ],
  ])("answers 422 with field errors to %j and saves nothing", async (fields, errors) => {
    const admin = await signUpAdmin(app(), database);
    const before = await database.db.select().from(categories).orderBy(categories.id);
    const response = await postForm(app(), "/api/admin/categories/save", fields, { token: admin.token });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual(errors);
    expect(body.message).toBe(Object.values(errors)[0]![0]);
    expect(await database.db.select().from(categories).orderBy(categories.id)).toEqual(before);
  });

  it("is told a slug another category has is taken, and nothing is saved", async () => {
    const admin = await signUpAdmin(app(), database);
    const existing = await insertCategory();
    const other = await insertCategory();
    const response = await postForm(
      app(),
      "/api/admin/categories/save",
      {
        id: String(other.id),
        updated_at: other.updatedAt.toISOString(),
        name: "Copy",
        slug: existing.slug,
        status: "1",
      },
      { token: admin.token },
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ slug: ["The slug has already been taken."] });
    expect(await categoryRow(other.id)).toEqual(other);
    expect(await auditOf(other.id)).toEqual([]);
  });

  it("cannot make a child the parent of another category, nor a main category with children a child", async () => {
    const admin = await signUpAdmin(app(), database);
    const main = await insertCategory();
    const child = await insertCategory({ parentId: main.id });
    const other = await aMainCategory();
    const underChild = await postForm(
      app(),
      "/api/admin/categories/save",
      { name: "Grandchild", status: "1", parent_id: String(child.id) },
      { token: admin.token },
    );
    expect(underChild.status).toBe(422);
    expect((await underChild.json()).errors).toEqual({ parent_id: ["The parent must be a main category."] });
    const moved = await postForm(
      app(),
      "/api/admin/categories/save",
      {
        id: String(main.id),
        updated_at: main.updatedAt.toISOString(),
        name: main.name,
        status: "1",
        parent_id: String(other.id),
      },
      { token: admin.token },
    );
    expect(moved.status).toBe(422);
    expect((await moved.json()).errors).toEqual({
      parent_id: ["A main category with child categories cannot become a child."],
    });
    expect(await categoryRow(main.id)).toEqual(main);
  });

  it("gets 404 for a category that does not exist and 422 for a bad list query", async () => {
    const admin = await signUpAdmin(app(), database);
    const missing = await get(app(), "/api/admin/categories/2147483647", { token: admin.token });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Category not found" });
    const badSort = await get(app(), "/api/admin/categories?sort=price", { token: admin.token });
    expect(badSort.status).toBe(422);
    expect((await badSort.json()).errors).toEqual({ sort: ["The selected sort is invalid."] });
  });
});
