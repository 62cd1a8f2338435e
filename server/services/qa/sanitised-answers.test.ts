/**
 * Answers are served as stored while they are what the app stored sanitised, and sanitised again
 * once changed behind its back; answers from before the fingerprints are checked in the background.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, qaItems, sanitisedAnswers } from "../../db/schema/index.ts";
import { seedDemoContent } from "../../db/seed/demo-content.ts";
import { createLogger } from "../../logger.ts";
import { createTestApp, runDueJobs } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { saveQuestion } from "./manage-questions.ts";
import {
  ANSWER_CHECK_BATCH,
  answerSha256,
  checkStoredAnswers,
  queueStoredAnswerCheck,
} from "./sanitised-answers.ts";

const database = setupTestDatabase();
const logger = createLogger("silent");
const EDITOR = { id: null, email: "editor@example.com" };
const UNSAFE = '<p onclick="steal()">Changed</p><script>alert(1)</script>';

let serial = 0;
async function childCategory() {
  serial += 1;
  const [main] = await database.db
    .insert(categories)
    .values({ name: `Answers main ${serial}`, slug: `answers-main-${serial}` })
    .returning();
  const [child] = await database.db
    .insert(categories)
    .values({ name: `Answers child ${serial}`, slug: `answers-child-${serial}`, parentId: main!.id })
    .returning();
  return child!;
}

/** The answers the question-list API serves on a page of 50 of a category, by question slug. */
async function servedAnswers(slug: string, page = 1): Promise<Map<string, string>> {
  const response = await createTestApp(database).request(
    `/api/public/getTechnology?slug=${slug}&pageSize=50&page=${page}`,
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { slug: string; answer: string }[] };
  return new Map(body.data.map((item) => [item.slug, item.answer]));
}

/** Adds questions straight into the table, as a script or an older version of the site would. */
async function insertWithoutFingerprints(categoryId: number, answers: string[]) {
  return database.db
    .insert(qaItems)
    .values(
      answers.map((answer, index) => ({
        categoryId,
        slug: `answers-${categoryId}-${index + 1}`,
        question: `Question ${index + 1} of category ${categoryId}?`,
        answer,
        answerText: "An answer.",
        sortOrder: index,
      })),
    )
    .returning({ id: qaItems.id, slug: qaItems.slug });
}

async function fingerprintOf(id: number) {
  const [row] = await database.db.select().from(sanitisedAnswers).where(eq(sanitisedAnswers.qaItemId, id));
  return row?.answerSha256;
}

describe("answers served as stored", () => {
  it("records what the editor stored, serves it as is, and sanitises it again once changed by hand", async () => {
    const category = await childCategory();
    const saved = await saveQuestion(database.db, EDITOR, {
      category_id: category.id,
      question: "How do you read a pod's events?",
      answer: '<p>Run <code>kubectl describe pod web</code>.</p><p onclick="x()">Then read them.</p>',
      status: 1,
    });
    // Stored sanitised (the handler dropped), and fingerprinted as stored.
    expect(saved.answer).toBe("<p>Run <code>kubectl describe pod web</code>.</p><p>Then read them.</p>");
    expect(await fingerprintOf(saved.id)).toEqual(answerSha256(saved.answer));
    expect((await servedAnswers(category.slug)).get(saved.slug)).toBe(saved.answer);

    // Changed behind the app's back: the fingerprint no longer matches.
    await database.db.update(qaItems).set({ answer: UNSAFE }).where(eq(qaItems.id, saved.id));
    expect((await servedAnswers(category.slug)).get(saved.slug)).toBe("<p>Changed</p>");

    // Saved again in the editor: fingerprinted anew.
    const resaved = await saveQuestion(database.db, EDITOR, {
      id: saved.id,
      updated_at: (await database.db.select().from(qaItems).where(eq(qaItems.id, saved.id)))[0]!.updatedAt,
      category_id: category.id,
      question: saved.question,
      answer: "<p>Read the events at the bottom.</p>",
      status: 1,
    });
    expect(await fingerprintOf(saved.id)).toEqual(answerSha256(resaved.answer));
  });

  it("serves an answer whose fingerprint matches byte for byte, without sanitising it again", async () => {
    const category = await childCategory();
    const [row] = await insertWithoutFingerprints(category.id, [UNSAFE]);
    // Only the fingerprint decides: one recorded for this very text lets it through as it is.
    await database.db
      .insert(sanitisedAnswers)
      .values({ qaItemId: row!.id, answerSha256: answerSha256(UNSAFE) });
    expect((await servedAnswers(category.slug)).get(row!.slug)).toBe(UNSAFE);
    await database.db.delete(sanitisedAnswers).where(eq(sanitisedAnswers.qaItemId, row!.id));
    expect((await servedAnswers(category.slug)).get(row!.slug)).toBe("<p>Changed</p>");
  });

  it("fingerprints every answer of the demo seed", async () => {
    await database.db.transaction((tx) => seedDemoContent(tx));
    const { rows } = await database.db.execute<{ missing: string }>(sql`
      select count(*) as missing from ${qaItems} q
      where not exists (
        select 1 from ${sanitisedAnswers} s
        where s.qa_item_id = q.id and s.answer_sha256 = sha256(convert_to(q.answer, 'UTF8'))
      ) and q.slug not like 'answers-%'
    `);
    expect(Number(rows[0]!.missing)).toBe(0);
  });
});

describe("the check of answers stored without a fingerprint", () => {
  it("fingerprints those the allow-list leaves as they are, a batch a job, and leaves the others sanitised", async () => {
    await database.db.delete(qaItems);
    const category = await childCategory();
    const clean = Array.from(
      { length: ANSWER_CHECK_BATCH },
      (_, i) => `<p>Answer <strong>${i + 1}</strong>.</p>`,
    );
    const rows = await insertWithoutFingerprints(category.id, [...clean, UNSAFE]);
    const unsafe = rows.at(-1)!;

    expect(await queueStoredAnswerCheck(database.db)).toBe(true);
    const first = await checkStoredAnswers(database.db, logger, 0);
    expect(first).toEqual({ checked: ANSWER_CHECK_BATCH, recorded: ANSWER_CHECK_BATCH });
    // The rest is left to the next job, which the queue runs as the server's worker would.
    await runDueJobs(database);

    const { rows: counts } = await database.db.execute<{ fingerprinted: string }>(
      sql`select count(*) as fingerprinted from ${sanitisedAnswers}`,
    );
    expect(Number(counts[0]!.fingerprinted)).toBe(ANSWER_CHECK_BATCH);
    expect(await fingerprintOf(rows[0]!.id)).toEqual(answerSha256(clean[0]!));
    expect(await fingerprintOf(unsafe.id)).toBeUndefined();
    const lastPage = Math.ceil(rows.length / 50);
    expect((await servedAnswers(category.slug, lastPage)).get(unsafe.slug)).toBe("<p>Changed</p>");
    // Checking again from the start finds only the unsafe one, and records nothing.
    expect(await checkStoredAnswers(database.db, logger, 0)).toEqual({ checked: 1, recorded: 0 });
  });

  it("queues nothing when every answer has its fingerprint", async () => {
    await database.db.delete(sanitisedAnswers);
    await database.db.delete(qaItems);
    const category = await childCategory();
    await saveQuestion(database.db, EDITOR, {
      category_id: category.id,
      question: "What is a readiness probe?",
      answer: "<p>A check that decides whether a pod receives traffic.</p>",
      status: 1,
    });
    expect(await queueStoredAnswerCheck(database.db)).toBe(false);
  });
});
