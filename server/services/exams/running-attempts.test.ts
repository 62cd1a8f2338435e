import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exams } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { insertUser as insertUserRow } from "../../../tests/support/user-rows.ts";
import { createTestExam } from "../../api/exam/exam-test-kit.ts";
import { EXAM_DURATION_SECONDS, SUBMISSION_GRACE_SECONDS } from "../../../shared/exams/exam-rules.ts";
import { submitAnswers } from "./answer-attempt.ts";
import { getExamStartPage } from "./exam-start-state.ts";
import { listRunningExams } from "./running-attempts.ts";
import { startExam } from "./start-exam.ts";

const database = setupTestDatabase();

const insertUser = (email: string) => insertUserRow(database.db, email);

const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000);

describe("listRunningExams", () => {
  it("lists the learner's started exams, soonest deadline first, and none of anyone else's", async () => {
    const db = database.db;
    const me = await insertUser("running@example.com");
    const someoneElse = await insertUser("running-other@example.com");
    const first = await createTestExam(database);
    const second = await createTestExam(database);
    const start = new Date();
    await startExam(db, me, second.slug, start);
    await startExam(db, me, first.slug, seconds(start, 60));
    await startExam(db, someoneElse, first.slug, start);

    expect(await listRunningExams(db, me, seconds(start, 120))).toEqual([
      { slug: second.slug, name: second.name, deadlineAt: seconds(start, EXAM_DURATION_SECONDS) },
      { slug: first.slug, name: first.name, deadlineAt: seconds(start, 60 + EXAM_DURATION_SECONDS) },
    ]);
    expect(await listRunningExams(db, await insertUser("nothing@example.com"))).toEqual([]);
  });

  it("leaves out a submitted attempt, one whose time and grace are over, and a hidden exam", async () => {
    const db = database.db;
    const me = await insertUser("finished@example.com");
    const submitted = await createTestExam(database);
    const overdue = await createTestExam(database);
    const hidden = await createTestExam(database);
    const start = new Date(Date.now() - (EXAM_DURATION_SECONDS + SUBMISSION_GRACE_SECONDS + 1) * 1000);
    await startExam(db, me, overdue.slug, start);
    await startExam(db, me, submitted.slug);
    await submitAnswers(db, me, { examSlug: submitted.slug, answers: {} });
    await startExam(db, me, hidden.slug);
    await db.update(exams).set({ status: 0 }).where(eq(exams.categoryId, hidden.categoryId));

    expect(await listRunningExams(db, me)).toEqual([]);
  });

  it("agrees with the exam's start page up to the end of the grace", async () => {
    const db = database.db;
    const me = await insertUser("grace@example.com");
    const exam = await createTestExam(database);
    const start = new Date();
    await startExam(db, me, exam.slug, start);
    const seen = [];
    for (const after of [0, EXAM_DURATION_SECONDS, EXAM_DURATION_SECONDS + SUBMISSION_GRACE_SECONDS + 1]) {
      const now = seconds(start, after);
      const page = await getExamStartPage(db, me, exam.slug, undefined, now);
      const running = await listRunningExams(db, me, now);
      seen.push({ startPage: "inProgress" in page && page.inProgress, dashboard: running.length === 1 });
    }
    expect(seen).toEqual([
      { startPage: true, dashboard: true },
      { startPage: true, dashboard: true },
      { startPage: false, dashboard: false },
    ]);
  });
});
