import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, qaItems } from "../../db/schema/index.ts";
import { demoCatalog, seedDemoContent } from "../../db/seed/demo-content.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { notPlainDigits } from "../../../tests/support/hostile-input.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { expectCutAt } from "../../../tests/support/text-limits.ts";

const database = setupTestDatabase();

const JS_FUNDAMENTALS = "javascript-fundamentals-interview-questions";
/** The demo catalogue as seeded: expected figures come from it, so a new seed item changes them. */
const seededMain = (slug: string) => demoCatalog.find((main) => main.slug === slug)!;
const seededQuestions = (childSlug: string) =>
  demoCatalog.flatMap((main) => main.children).find((child) => child.slug === childSlug)!.questions;
/** A category of our own with more questions than the demo's 10, so that paging shows. */
const PAGED = "kubernetes-operations-interview-questions";
const PAGED_TOTAL = 30;

const get = (url: string) => createTestApp(database).request(url);

/** Every other question is longer than a suggestion's 60 characters; the rest are shorter. */
const operationsQuestion = (n: number) =>
  n % 2 === 1
    ? `Operations question ${n}: how do you inspect pod number ${n} while its container keeps restarting?`
    : `Operations question ${n}: how do you inspect pod number ${n}?`;

beforeAll(async () => {
  await database.db.transaction((tx) => seedDemoContent(tx));
  const [devops] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, "devops-cloud"));
  const [paged] = await database.db
    .insert(categories)
    .values({
      parentId: devops!.id,
      name: "Kubernetes Operations",
      slug: PAGED,
      description: "<p>Running workloads on Kubernetes in production.</p>",
      metaKeywords: "kubernetes, kubectl, pods",
      sortOrder: 99,
    })
    .returning({ id: categories.id });
  await database.db.insert(qaItems).values(
    Array.from({ length: PAGED_TOTAL }, (_, index) => ({
      categoryId: paged!.id,
      slug: `kubernetes-operations-${index + 1}`,
      question: operationsQuestion(index + 1),
      answer: `<p>Run <code>kubectl describe pod web-${index + 1}</code> and read its events.</p>`,
      answerText: `Run kubectl describe pod web-${index + 1} and read its events.`,
      sortOrder: index,
      tags: index === 0 ? ["kubectl", "Kubernetes"] : [],
    })),
  );
});

describe("GET /api/public/getTechnology", () => {
  it("answers SPEC's fields with 13 questions a page and the paging figures", async () => {
    const response = await get(`/api/public/getTechnology?slug=${PAGED}&page=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("public");
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["cateName", "data", "pagination", "tags", "tutorialContent"]);
    expect(body.cateName).toBe("Kubernetes Operations");
    expect(body.tutorialContent).toBe("<p>Running workloads on Kubernetes in production.</p>");
    expect(body.data).toHaveLength(13);
    expect(Object.keys(body.data[0]).sort()).toEqual(["answer", "question", "slug"]);
    expect(body.data[0].slug).toBe("kubernetes-operations-1");
    expect(body.pagination).toEqual({ last_page: 3, total: PAGED_TOTAL, current_page: 1, per_page: 13 });
    // The category's keywords, then the page's question tags, without repeats (case-insensitive).
    expect(body.tags).toEqual(["kubernetes", "kubectl", "pods"]);
  });

  it("answers a different page 2 and a short last page", async () => {
    const first = await (await get(`/api/public/getTechnology?slug=${PAGED}&page=1`)).json();
    const second = await (await get(`/api/public/getTechnology?slug=${PAGED}&page=2`)).json();
    const third = await (await get(`/api/public/getTechnology?slug=${PAGED}&page=3`)).json();
    const slugs = (body: { data: { slug: string }[] }) => body.data.map((item) => item.slug);
    expect(slugs(second)).toHaveLength(13);
    expect(slugs(second)[0]).toBe("kubernetes-operations-14");
    expect(slugs(second).some((slug) => slugs(first).includes(slug))).toBe(false);
    expect(slugs(third)).toHaveLength(4);
    expect(second.pagination.current_page).toBe(2);
  });

  it("answers an empty page past the last one, with the real totals", async () => {
    const body = await (await get(`/api/public/getTechnology?slug=${PAGED}&page=9`)).json();
    expect(body.data).toEqual([]);
    expect(body.pagination).toEqual({ last_page: 3, total: PAGED_TOTAL, current_page: 9, per_page: 13 });
  });

  it("takes a page size and treats empty parameters as not given", async () => {
    const body = await (
      await get(`/api/public/getTechnology?slug=${PAGED}&page=&pageSize=5&searchQuery=`)
    ).json();
    expect(body.data).toHaveLength(5);
    expect(body.pagination).toMatchObject({ last_page: 6, current_page: 1, per_page: 5 });
  });

  it("serves the demo answers with their code highlighted", async () => {
    const body = await (await get(`/api/public/getTechnology?slug=${JS_FUNDAMENTALS}`)).json();
    expect(body.pagination.total).toBe(seededQuestions(JS_FUNDAMENTALS).length);
    expect(body.data[0].question).toBe("What are the differences between var, let and const?");
    expect(body.data[0].answer).toContain('<pre><code class="hljs language-javascript">');
    expect(body.data[0].answer).toMatch(/<span class="hljs-keyword">(var|let)<\/span>/);
  });

  it("finds a question by words of its answer, best match first", async () => {
    const response = await get(
      `/api/public/getTechnology?slug=${JS_FUNDAMENTALS}&searchQuery=${encodeURIComponent("temporal dead zone")}`,
    );
    const body = await response.json();
    expect(body.pagination.total).toBeGreaterThanOrEqual(1);
    expect(body.data[0].question).toBe("What are the differences between var, let and const?");
    expect(body.data.length).toBe(body.pagination.total);
  });

  it("searches only the requested category", async () => {
    const body = await (await get(`/api/public/getTechnology?slug=${PAGED}&searchQuery=closure`)).json();
    expect(body.data).toEqual([]);
  });

  it("falls back to the question text for a word fragment", async () => {
    const body = await (
      await get(`/api/public/getTechnology?slug=${JS_FUNDAMENTALS}&searchQuery=clos`)
    ).json();
    expect(body.data.map((item: { question: string }) => item.question)).toContain(
      "What is a closure in JavaScript, and what is it used for?",
    );
    expect(body.pagination.total).toBe(body.data.length);
  });

  it("pages through search results", async () => {
    const body = await (
      await get(`/api/public/getTechnology?slug=${PAGED}&searchQuery=inspect&page=3`)
    ).json();
    expect(body.pagination).toMatchObject({ total: PAGED_TOTAL, last_page: 3 });
    expect(body.data).toHaveLength(4);
  });

  it("answers no results with an empty list and a total of 0", async () => {
    const response = await get(
      `/api/public/getTechnology?slug=${JS_FUNDAMENTALS}&searchQuery=xylophonequark`,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toEqual([]);
    expect(body.pagination).toEqual({ last_page: 1, total: 0, current_page: 1, per_page: 13 });
  });

  it.each(["'", '"', "a & b | !c", "--", "100%", "snake_case", "%00", "(", "C#", "ünïcödé"])(
    "never fails on the search text %j, and finds what holds it literally",
    async (text) => {
      const response = await get(
        `/api/public/getTechnology?slug=${PAGED}&searchQuery=${encodeURIComponent(text)}`,
      );
      expect(response.status).toBe(200);
      // Our own category's questions holding the text as typed (none of these is a word).
      const { rows } = await database.pool.query(
        `select count(*)::int as n from qa_items q join categories c on c.id = q.category_id
         where c.slug = $1 and (strpos(lower(q.question), lower($2)) > 0 or strpos(lower(q.answer_text), lower($2)) > 0)`,
        [PAGED, text],
      );
      expect((await response.json()).pagination.total).toBe(rows[0].n);
    },
  );

  it.each([
    [`getTechnology?slug=${JS_FUNDAMENTALS}&searchQuery`, "search query"],
    [`qaSuggestions?slug=${JS_FUNDAMENTALS}&q`, "search text"],
  ])(
    "refuses a NUL or another control character in %s with 422, as every search does",
    async (call, label) => {
      for (const text of ["closure\u0000", "a\u0007b"]) {
        const response = await get(`/api/public/${call}=${encodeURIComponent(text)}`);
        expect(response.status, JSON.stringify(text)).toBe(422);
        expect(await response.json()).toEqual({
          message: `The ${label} contains characters that are not allowed.`,
          errors: { [call.split("&").at(-1)!]: [`The ${label} contains characters that are not allowed.`] },
        });
      }
    },
  );

  it("matches LIKE wildcards literally in the fallback", async () => {
    const body = await (
      await get(`/api/public/getTechnology?slug=${PAGED}&searchQuery=${encodeURIComponent("%")}`)
    ).json();
    expect(body.pagination.total).toBe(0);
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["page=-2", "page"],
    ["page=2000000", "page"],
    ["pageSize=0", "pageSize"],
    ["pageSize=51", "pageSize"],
    [`searchQuery=${"x".repeat(201)}`, "searchQuery"],
    ["searchQuery=a&searchQuery=b", "searchQuery"],
  ])("answers %s with 422 and the field's message", async (parameter, field) => {
    const response = await get(`/api/public/getTechnology?slug=${PAGED}&${parameter}`);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors[field]).toEqual([expect.any(String)]);
    expect(body.message).toBe(body.errors[field][0]);
  });

  it("answers 422, not an error, for a page number too large to be a number", async () => {
    const response = await get(`/api/public/getTechnology?slug=${PAGED}&page=99999999999999999999`);
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ page: ["The page must be between 1 and 1000000."] });
  });

  it.each(["page", "pageSize"])("reads only plain digits for %s", async (field) => {
    const name = field === "page" ? "page" : "page size";
    const range = field === "page" ? "between 1 and 1000000" : "between 1 and 50";
    for (const [value, message] of notPlainDigits(name, range)) {
      const response = await get(
        `/api/public/getTechnology?slug=${PAGED}&${field}=${encodeURIComponent(value)}`,
      );
      expect(response.status, value).toBe(422);
      expect(await response.json(), value).toEqual({ message, errors: { [field]: [message] } });
    }
  });

  it("reads a plain page and page size with leading zeros", async () => {
    const body = await (await get(`/api/public/getTechnology?slug=${PAGED}&page=02&pageSize=005`)).json();
    expect(body.pagination).toMatchObject({ current_page: 2, per_page: 5, last_page: 6 });
  });

  it("answers 422 without a slug and 404 for an unknown one", async () => {
    const missing = await get("/api/public/getTechnology?page=1");
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.slug).toEqual(["The slug field is required."]);
    const unknown = await get("/api/public/getTechnology?slug=no-such-category");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Category not found." });
  });

  it("leaves hidden questions and hidden categories out", async () => {
    await database.db.update(qaItems).set({ status: 0 }).where(eq(qaItems.slug, "kubernetes-operations-1"));
    const body = await (await get(`/api/public/getTechnology?slug=${PAGED}`)).json();
    expect(body.pagination.total).toBe(PAGED_TOTAL - 1);
    expect(body.data[0].slug).toBe("kubernetes-operations-2");
    await database.db.update(qaItems).set({ status: 1 }).where(eq(qaItems.slug, "kubernetes-operations-1"));

    await database.db.update(categories).set({ status: 0 }).where(eq(categories.slug, PAGED));
    expect((await get(`/api/public/getTechnology?slug=${PAGED}`)).status).toBe(404);
    await database.db.update(categories).set({ status: 1 }).where(eq(categories.slug, PAGED));
  });

  it("sanitises stored answers on the way out", async () => {
    await database.db
      .update(qaItems)
      .set({ answer: '<p onclick="steal()">Fine</p><script>alert(1)</script>' })
      .where(eq(qaItems.slug, "kubernetes-operations-2"));
    const body = await (await get(`/api/public/getTechnology?slug=${PAGED}&pageSize=2`)).json();
    expect(body.data[1].answer).toBe("<p>Fine</p>");
  });
});

describe("GET /api/public/getChildDataParentWise/{slug}", () => {
  it("answers the sub-category cards, name, content and the other categories", async () => {
    const response = await get(`/api/public/getChildDataParentWise/${JS_FUNDAMENTALS}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["name", "othersCategory", "postMessages", "result"]);
    expect(body.name).toBe("JavaScript Fundamentals");
    expect(body.postMessages).toMatch(/^<p>JavaScript fundamentals are tested/);
    expect(body.result.map((card: { slug: string }) => card.slug)).toEqual(
      seededMain("javascript").children.map((child) => child.slug),
    );
    expect(Object.keys(body.result[0]).sort()).toEqual(["id", "image", "name", "slug"]);
    expect(body.result.map((card: { slug: string }) => card.slug)).toContain(JS_FUNDAMENTALS);
    expect(body.result[0].image).toBe("");
    // Every main category but JavaScript's own, each with its number of child categories.
    const others = body.othersCategory as { slug: string; count: number }[];
    expect(others.map((other) => other.slug)).toEqual(
      demoCatalog.map((main) => main.slug).filter((slug) => slug !== "javascript"),
    );
    expect(others.find((other) => other.slug === "java")?.count).toBe(seededMain("java").children.length);
    // The demo's DevOps children and this file's own category.
    expect(others.find((other) => other.slug === "devops-cloud")?.count).toBe(
      seededMain("devops-cloud").children.length + 1,
    );
  });

  it("answers a main category's own children for its slug", async () => {
    const body = await (await get("/api/public/getChildDataParentWise/devops-cloud")).json();
    expect(body.result.map((card: { slug: string }) => card.slug)).toContain(PAGED);
    expect(body.othersCategory.map((other: { slug: string }) => other.slug)).not.toContain("devops-cloud");
  });

  it("answers 404 with a message for an unknown slug", async () => {
    const response = await get(`/api/public/getChildDataParentWise/no-such-category`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Category not found." });
  });

  it("answers 400 with a message for a slug with a control character", async () => {
    const response = await get(`/api/public/getChildDataParentWise/%00`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The address contains control characters." });
  });
});

describe("GET /api/public/qaSuggestions", () => {
  it("suggests questions of the category containing the text", async () => {
    const body = await (await get(`/api/public/qaSuggestions?slug=${JS_FUNDAMENTALS}&q=event`)).json();
    const questions = body.result.map((item: { question: string }) => item.question);
    expect(questions).toContain("Explain the JavaScript event loop, including microtasks and macrotasks.");
    // Questions containing the text come before the full-text matches that fill up the list.
    const containing = questions.filter((question: string) => /event/i.test(question)).length;
    expect(containing).toBeGreaterThan(0);
    expect(questions.map((question: string) => /event/i.test(question))).toEqual(
      questions.map((_question: string, index: number) => index < containing),
    );
  });

  it("answers at most 10, names cut at 60 characters with an ellipsis and shorter ones whole", async () => {
    const body = await (await get(`/api/public/qaSuggestions?slug=${PAGED}&q=operations`)).json();
    const result = body.result as { slug: string; name: string; question: string }[];
    // All 30 questions start with the text: the first 10 in the category's order.
    expect(result.map((item) => item.slug)).toEqual(
      Array.from({ length: 10 }, (_, index) => `kubernetes-operations-${index + 1}`),
    );
    expect(result.map((item) => item.question)).toEqual(
      Array.from({ length: 10 }, (_, index) => operationsQuestion(index + 1)),
    );
    expectCutAt(
      60,
      result.map((item) => item.name),
      result.map((item) => item.question),
    );
    expect(result[0]!.name).toBe("Operations question 1: how do you inspect pod number 1 while…");
    expect(result[1]!.name).toBe("Operations question 2: how do you inspect pod number 2?");
  });

  it("fills up with full-text matches when few questions contain the text", async () => {
    const body = await (
      await get(
        `/api/public/qaSuggestions?slug=${JS_FUNDAMENTALS}&q=${encodeURIComponent("temporal dead zone")}`,
      )
    ).json();
    expect(body.result[0].question).toBe("What are the differences between var, let and const?");
  });

  // Two letters have no trigram for the index to look up: the category's questions are tested
  // one by one instead. Either way, every question containing the text is found.
  it.each(["ev", "eve", "event loop", "a+"])("suggests the questions containing %j", async (text) => {
    const body = await (
      await get(`/api/public/qaSuggestions?slug=${JS_FUNDAMENTALS}&q=${encodeURIComponent(text)}`)
    ).json();
    const { rows } = await database.pool.query<{ question: string }>(
      `select q.question from qa_items q join categories c on c.id = q.category_id
       where c.slug = $1 and strpos(lower(q.question), lower($2)) > 0 order by q.sort_order, q.id`,
      [JS_FUNDAMENTALS, text],
    );
    const questions = (body.result as { question: string }[]).map((item) => item.question);
    const containing = questions.filter((question) => question.toLowerCase().includes(text));
    expect(containing.length).toBe(Math.min(rows.length, 10));
    expect(new Set(containing).size).toBe(containing.length);
    for (const question of containing) expect(rows.map((row) => row.question)).toContain(question);
  });

  it("answers nothing under 2 characters and 404 for an unknown category", async () => {
    expect((await (await get(`/api/public/qaSuggestions?slug=${PAGED}&q=o`)).json()).result).toEqual([]);
    expect((await get("/api/public/qaSuggestions?slug=nope&q=operations")).status).toBe(404);
  });
});
