/**
 * The question editor's calls: admin only, validated, the answer stored as the seed stores it
 * (sanitised, code highlighted), every change audited, a stale edit refused without a change, and
 * hiding a question taking it off the public calls through the visibility rule.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, categories, qaItems } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import { listAdminQuestions } from "../../services/qa/manage-questions.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);

async function auditOf(id: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "question"), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
}

async function questionRow(id: number) {
  const [row] = await database.db.select().from(qaItems).where(eq(qaItems.id, id));
  return row;
}

let serial = 0;
/** A main category with one child category of its own, so no test depends on the seed. */
async function childCategory() {
  serial += 1;
  const tag = `${serial}-${Date.now()}`;
  const [main] = await database.db
    .insert(categories)
    .values({ name: `Editor main ${tag}`, slug: `editor-main-${tag}` })
    .returning();
  const [child] = await database.db
    .insert(categories)
    .values({ name: `Editor child ${tag}`, slug: `editor-child-${tag}`, parentId: main!.id })
    .returning();
  return { main: main!, child: child! };
}

async function insertQuestion(categoryId: number, fields: Partial<typeof qaItems.$inferInsert> = {}) {
  serial += 1;
  const [row] = await database.db
    .insert(qaItems)
    .values({
      categoryId,
      slug: `editor-question-${serial}-${Date.now()}`,
      question: `Editor question ${serial}?`,
      answer: "<p>An answer.</p>",
      answerText: "An answer.",
      ...fields,
    })
    .returning();
  return row!;
}

const ANSWER =
  "<p>A closure keeps its <strong>scope</strong>.</p><script>alert(1)</script>" +
  '<pre><code class="language-javascript">const add = (a) =&gt; (b) =&gt; a + b;</code></pre>';

describe("who may call the question editor", () => {
  const calls = [
    ["GET", "/api/admin/questions"],
    ["GET", "/api/admin/questions/{id}"],
    ["POST", "/api/admin/questions/save"],
    ["POST", "/api/admin/questions/{id}/visibility"],
    ["POST", "/api/admin/questions/{id}/delete"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const user = await signUpAndLogIn(app());
      const { child } = await childCategory();
      const before = await insertQuestion(child.id);
      const target = path.replace("{id}", String(before.id));
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), target, { token })
          : postForm(
              app(),
              target,
              {
                id: String(before.id),
                category_id: String(child.id),
                question: "Taken over?",
                answer: "<p>Yes</p>",
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
      expect(await questionRow(before.id)).toEqual(before);
      expect(await database.db.select().from(qaItems).where(eq(qaItems.question, "Taken over?"))).toEqual([]);
    },
  );
});

describe("an admin", () => {
  it("adds a question whose answer is stored sanitised with its code highlighted, as the seed's are", async () => {
    const admin = await signUpAdmin(app(), database);
    const { child } = await childCategory();
    const added = await postForm(
      app(),
      "/api/admin/questions/save",
      { category_id: String(child.id), question: "What is a closure?", answer: ANSWER, status: "1" },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const { message, data } = await added.json();
    expect(message).toBe("Question added");
    expect(data).toMatchObject({
      category_id: child.id,
      category_slug: child.slug,
      question: "What is a closure?",
      slug: `what-is-a-closure-${data.id}`,
      status: 1,
    });
    expect(data.answer).not.toContain("<script");
    expect(data.answer).toContain("<p>A closure keeps its <strong>scope</strong>.</p>");
    expect(data.answer).toMatch(
      /<pre><code class="hljs language-javascript"><span class="hljs-keyword">const<\/span>/,
    );
    const stored = await questionRow(data.id);
    expect(stored!.answerText).toContain("A closure keeps its scope.");
    expect(stored!.answerText).toContain("const add = (a) => (b) => a + b;");

    // The public list serves it, highlighted, and its full-text search finds it by the answer's words.
    const page = await get(app(), `/api/public/getTechnology?slug=${child.slug}&searchQuery=scope`);
    const body = await page.json();
    expect(body.data.map((item: { question: string }) => item.question)).toEqual(["What is a closure?"]);
    expect(JSON.stringify(body)).toContain("hljs-keyword");

    const entries = await auditOf(data.id);
    expect(entries.map((entry) => [entry.action, entry.actorUserId, entry.before])).toEqual([
      ["question.create", admin.id, null],
    ]);
    expect(entries[0]!.after).toMatchObject({ question: "What is a closure?", answer: stored!.answer });
  });

  it("edits, hides, shows and deletes a question; hidden, the public calls no longer have it", async () => {
    const admin = await signUpAdmin(app(), database);
    const { child } = await childCategory();
    const item = await insertQuestion(child.id, { question: "What is hoisting?" });
    const edited = await postForm(
      app(),
      "/api/admin/questions/save",
      {
        id: String(item.id),
        updated_at: item.updatedAt.toISOString(),
        category_id: String(child.id),
        question: "What is variable hoisting?",
        answer: "<p>Declarations move up.</p>",
        sort_order: "4",
        status: "1",
      },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const { data: after } = await edited.json();
    // An edit with no slug keeps the address it had.
    expect(after).toMatchObject({ slug: item.slug, question: "What is variable hoisting?", sort_order: 4 });

    const publicQuestions = async () =>
      (await (await get(app(), `/api/public/getTechnology?slug=${child.slug}`)).json()).data.map(
        (entry: { question: string }) => entry.question,
      );
    const suggestions = async () =>
      (await (await get(app(), `/api/public/qaSuggestions?slug=${child.slug}&q=hoisting`)).json()).result;
    expect(await publicQuestions()).toEqual(["What is variable hoisting?"]);
    expect(await suggestions()).toHaveLength(1);

    const hidden = await postForm(
      app(),
      `/api/admin/questions/${item.id}/visibility`,
      { status: "0", updated_at: after.updated_at },
      { token: admin.token },
    );
    expect(hidden.status).toBe(200);
    const { message, data: hiddenRow } = await hidden.json();
    expect(message).toBe("The question is hidden from the site.");
    expect(await publicQuestions()).toEqual([]);
    expect(await suggestions()).toEqual([]);
    // The admin list still has it.
    const listed = await (
      await get(app(), `/api/admin/questions?category_id=${child.id}`, { token: admin.token })
    ).json();
    expect(listed.data.map((row: { id: number; status: number }) => [row.id, row.status])).toEqual([
      [item.id, 0],
    ]);

    const shown = await postForm(
      app(),
      `/api/admin/questions/${item.id}/visibility`,
      { status: "1", updated_at: hiddenRow.updated_at },
      { token: admin.token },
    );
    const { data: shownRow } = await shown.json();
    expect(await publicQuestions()).toEqual(["What is variable hoisting?"]);

    const deleted = await postForm(
      app(),
      `/api/admin/questions/${item.id}/delete`,
      { updated_at: shownRow.updated_at },
      { token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Question deleted" });
    expect(await questionRow(item.id)).toBeUndefined();
    expect((await auditOf(item.id)).map((entry) => entry.action)).toEqual([
      "question.delete",
      "question.show",
      "question.hide",
      "question.update",
    ]);
    const [, , hide, update] = await auditOf(item.id);
    expect(update!.before).toMatchObject({ question: "What is hoisting?", answer: "<p>An answer.</p>" });
    expect(update!.after).toMatchObject({
      question: "What is variable hoisting?",
      answer: "<p>Declarations move up.</p>",
    });
    expect([hide!.before!.status, hide!.after!.status]).toEqual([1, 0]);
  });

  it("lists a category's questions in order and searches them by words, then by part of the question", async () => {
    const admin = await signUpAdmin(app(), database);
    const { child } = await childCategory();
    const second = await insertQuestion(child.id, {
      question: "How does garbage collection work?",
      sortOrder: 2,
    });
    const first = await insertQuestion(child.id, {
      question: "What is an index?",
      answer: "<p>A B-tree lookup.</p>",
      answerText: "A B-tree lookup.",
      sortOrder: 1,
    });
    const list = async (query: string) => {
      const response = await get(app(), `/api/admin/questions?category_id=${child.id}${query}`, {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      return response.json();
    };
    const all = await list("");
    expect(all.data.map((row: { id: number }) => row.id)).toEqual([first.id, second.id]);
    expect(all.pagination).toEqual({ last_page: 1, total: 2, current_page: 1, per_page: 25 });
    expect(all.more).toBe(false);
    expect((await list("&search=lookup")).data.map((row: { id: number }) => row.id)).toEqual([first.id]);
    // "garb" is no word: the substring of the question finds it.
    expect((await list("&search=garb")).data.map((row: { id: number }) => row.id)).toEqual([second.id]);

    for (let index = 0; index < 25; index += 1) await insertQuestion(child.id, { sortOrder: 3 });
    const pageTwo = await list("&page=2");
    expect(pageTwo.pagination).toEqual({ last_page: 2, total: 27, current_page: 2, per_page: 25 });
    expect(pageTwo.data).toHaveLength(2);

    // Every category's, newest first.
    const newest = await (await get(app(), "/api/admin/questions", { token: admin.token })).json();
    const [top] = await database.db.select().from(qaItems).orderBy(desc(qaItems.id)).limit(1);
    expect(newest.data[0].id).toBe(top!.id);
  });

  it("says in the list which questions the public sees, so that it links only theirs", async () => {
    const { child } = await childCategory();
    const shown = await insertQuestion(child.id);
    const hidden = await insertQuestion(child.id, { status: 0 });
    const { child: hiddenChild } = await childCategory();
    await database.db.update(categories).set({ status: 0 }).where(eq(categories.id, hiddenChild.id));
    const inHiddenCategory = await insertQuestion(hiddenChild.id);
    const { main: hiddenMain, child: childOfHiddenMain } = await childCategory();
    await database.db.update(categories).set({ status: 0 }).where(eq(categories.id, hiddenMain.id));
    const underHiddenMain = await insertQuestion(childOfHiddenMain.id);
    const listed = async (categoryId: number) =>
      (await listAdminQuestions(database.db, { search: "", category_id: categoryId, page: 1 })).rows.map(
        (row) => [row.id, row.isPublic],
      );
    expect(await listed(child.id)).toEqual([
      [shown.id, true],
      [hidden.id, false],
    ]);
    expect(await listed(hiddenChild.id)).toEqual([[inHiddenCategory.id, false]]);
    expect(await listed(childOfHiddenMain.id)).toEqual([[underHiddenMain.id, false]]);
  });

  it("counts a broad search's matches up to 1,000 and says there are more", async () => {
    const admin = await signUpAdmin(app(), database);
    const { child } = await childCategory();
    const word = `zanzibar${Date.now()}`;
    await database.db.execute(sql`
      insert into qa_items (category_id, slug, question, answer, answer_text)
      select ${child.id}, ${word} || '-' || n, 'What is ' || ${word} || ' ' || n || '?', '<p>See the docs.</p>', 'See the docs.'
        from generate_series(1, 1001) as n
    `);
    const found = await (
      await get(app(), `/api/admin/questions?search=${word}`, { token: admin.token })
    ).json();
    expect(found.more).toBe(true);
    expect(found.pagination).toEqual({ last_page: 40, total: 1000, current_page: 1, per_page: 25 });
    // Without a search, the same category's 1,001 rows are counted exactly.
    const listed = await (
      await get(app(), `/api/admin/questions?category_id=${child.id}`, { token: admin.token })
    ).json();
    expect(listed.more).toBe(false);
    expect(listed.pagination.total).toBe(1001);
  });

  it("is refused a change to a question someone changed since: 409, nothing changed, nothing audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const other = await signUpAdmin(app(), database);
    const { child } = await childCategory();
    const item = await insertQuestion(child.id);
    const seen = item.updatedAt.toISOString();
    const fields = { category_id: String(child.id), question: "First?", answer: "<p>First</p>", status: "1" };
    const first = await postForm(
      app(),
      "/api/admin/questions/save",
      { ...fields, id: String(item.id), updated_at: seen },
      { token: other.token },
    );
    expect(first.status).toBe(200);
    const current = await questionRow(item.id);
    const auditBefore = await auditOf(item.id);
    for (const [path, body] of [
      ["/api/admin/questions/save", { ...fields, question: "Stale?", id: String(item.id), updated_at: seen }],
      [`/api/admin/questions/${item.id}/visibility`, { status: "0", updated_at: seen }],
      [`/api/admin/questions/${item.id}/delete`, { updated_at: seen }],
    ] as const) {
      const stale = await postForm(app(), path, body, { token: admin.token });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({
        message:
          "This question has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
        reason: "stale-edit",
      });
    }
    expect(await questionRow(item.id)).toEqual(current);
    expect(await auditOf(item.id)).toEqual(auditBefore);
  });

  it("answers 422 with the field's message and saves nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const { main, child } = await childCategory();
    const taken = await insertQuestion(child.id);
    const valid = { category_id: String(child.id), question: "Valid?", answer: "<p>Yes</p>", status: "1" };
    const cases: Array<[Record<string, string>, Record<string, string[]>]> = [
      [{ ...valid, question: "  " }, { question: ["The question field is required."] }],
      [{ ...valid, answer: "" }, { answer: ["The answer field is required."] }],
      // Nothing left once sanitised: no answer at all.
      [
        { ...valid, answer: "<script>alert(1)</script><p> </p>" },
        { answer: ["The answer field is required."] },
      ],
      [
        { ...valid, answer: "<p>a\u0000b</p>" },
        { answer: ["The answer contains characters that are not allowed."] },
      ],
      [{ ...valid, category_id: "abc" }, { category_id: ["The category must be a whole number."] }],
      [{ ...valid, category_id: "2147483647" }, { category_id: ["The selected category is invalid."] }],
      [
        { ...valid, category_id: String(main.id) },
        { category_id: ["Questions belong to a child category."] },
      ],
      [{ ...valid, slug: taken.slug }, { slug: ["The slug has already been taken."] }],
      [{ ...valid, status: "" }, { status: ["The visibility field is required."] }],
      [{ ...valid, id: "1" }, { updated_at: ["The updated at field is required when id is present."] }],
    ];
    const before = await database.db.select().from(qaItems).orderBy(qaItems.id);
    for (const [fields, errors] of cases) {
      const response = await postForm(app(), "/api/admin/questions/save", fields, { token: admin.token });
      expect(response.status, JSON.stringify(fields)).toBe(422);
      const body = await response.json();
      expect(body.errors).toEqual(errors);
      expect(body.message).toBe(Object.values(errors)[0]![0]);
    }
    expect(await database.db.select().from(qaItems).orderBy(qaItems.id)).toEqual(before);
    const missing = await get(app(), "/api/admin/questions/2147483647", { token: admin.token });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Question not found" });
  });
});
