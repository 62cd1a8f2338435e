import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificates, examAttempts, examQuestionReports, exams } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { runDueJobs } from "../../../tests/support/test-app.ts";
import {
  accountsApp,
  get,
  postJson,
  signUpAndLogIn,
  type TestApp,
} from "../../../tests/support/api-accounts.ts";
import { setAccommodation } from "../../services/exams/accommodations.ts";
import { correctAnswerKey } from "../../services/exams/correct-answer-key.ts";
import { answersFor, createTestExam, letterOf, type ShownQuestion } from "./exam-test-kit.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);

type Attempt = {
  started_at: string;
  deadline_at: string;
  duration_seconds: number;
  remaining_seconds: number;
  questions: (ShownQuestion & { position: number; selected_option: string | null; marked: boolean })[];
};

async function start(testApp: TestApp, token: string, slug: string) {
  const response = await postJson(testApp, "/api/exam/startExam", { examSlug: slug }, { token });
  const body = await response.json();
  return { response, body, attempt: body.data as Attempt };
}

const submit = (testApp: TestApp, token: string, slug: string, answers: Record<string, string>) =>
  postJson(testApp, "/api/exam/submitanswers", { examSlug: slug, answers }, { token });

/** Nothing that could tell the right option: no key, no correctness, no hint in any field name. */
function expectNoAnswerKey(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/correct/i);
  expect(text).not.toMatch(/"(key|answer_key|right)"/i);
}

async function attemptRows(userId: number, categoryId: number) {
  return database.db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.categoryId, categoryId)));
}

const saveAnswer = (token: string, slug: string, questionId: number, option: string) =>
  postJson(app(), "/api/exam/saveAnswer", { examSlug: slug, questionId, option }, { token });

/** The learner's attempt as it is when its hour and grace are over. */
async function overdue(userId: number) {
  await database.db
    .update(examAttempts)
    .set({
      startedAt: sql`now() - interval '3700 seconds'`,
      deadlineAt: sql`now() - interval '100 seconds'`,
    })
    .where(eq(examAttempts.userId, userId));
}

describe("exam details", () => {
  it("gives the title, the number of questions an attempt asks and the rules, in both of SPEC's shapes", async () => {
    const exam = await createTestExam(database, { settings: { validityMonths: 24 } });
    const byPath = await get(app(), `/api/exam/getExamDetails/${exam.slug}`);
    expect(byPath.status).toBe(200);
    expect(await byPath.json()).toEqual({
      title: exam.name,
      total_questions: 4,
      pass_mark: 75,
      cooling_off_hours: 24,
      duration_seconds: 3600,
      validity_months: 24,
    });
    const byQuery = await (await get(app(), `/api/exam/getExamDetails?slug=${exam.slug}`)).json();
    expect(byQuery.data).toMatchObject({ name: exam.name, countQuestion: 4 });
  });

  it("answers 404 for a hidden category or an unpublished exam, and 422 without a slug", async () => {
    const hiddenCategory = await createTestExam(database, { categoryStatus: 0 });
    const hiddenExam = await createTestExam(database, { settings: { status: 0 } });
    for (const slug of [hiddenCategory.slug, hiddenExam.slug, "no-such-exam"]) {
      expect((await get(app(), `/api/exam/getExamDetails/${slug}`)).status).toBe(404);
    }
    expect((await get(app(), "/api/exam/getExamDetails")).status).toBe(422);
    const { token } = await signUpAndLogIn(app());
    const started = await start(app(), token, hiddenCategory.slug);
    expect(started.response.status).toBe(404);
  });
});

describe("taking an exam", () => {
  it("starts an attempt of bank questions without any answer key, and the timer's deadline is the server's", async () => {
    const exam = await createTestExam(database);
    const { token } = await signUpAndLogIn(app());
    const before = Date.now();
    const { response, body, attempt } = await start(app(), token, exam.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expectNoAnswerKey(body);
    expect(attempt.questions).toHaveLength(4);
    expect(Object.keys(attempt.questions[0]!).sort()).toEqual(
      [
        "id",
        "marked",
        "option_a",
        "option_b",
        "option_c",
        "option_d",
        "position",
        "question",
        "selected_option",
      ].sort(),
    );
    for (const question of attempt.questions) expect(exam.questionIds).toContain(question.id);
    expect(attempt.duration_seconds).toBe(3600);
    const deadline = new Date(attempt.deadline_at).getTime();
    expect(deadline - new Date(attempt.started_at).getTime()).toBe(3_600_000);
    expect(new Date(attempt.started_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("draws from the bank and shuffles questions and options per attempt", async () => {
    const exam = await createTestExam(database, { bankSize: 8 });
    const drawnSets = new Set<string>();
    const rightLetters = new Set<string>();
    for (let learner = 0; learner < 6; learner++) {
      const { token } = await signUpAndLogIn(app());
      const { attempt } = await start(app(), token, exam.slug);
      drawnSets.add(attempt.questions.map((question) => question.id).join(","));
      for (const question of attempt.questions) rightLetters.add(letterOf(question, true));
    }
    // Six draws of 4 out of 8 in random order all alike, or 24 right options all under one letter,
    // would each be a one-in-billions chance.
    expect(drawnSets.size).toBeGreaterThan(1);
    expect(rightLetters.size).toBeGreaterThan(1);
  });

  it("saves answers and marks as they are chosen, and a restart resumes the same attempt", async () => {
    const exam = await createTestExam(database);
    const { token } = await signUpAndLogIn(app());
    const first = await start(app(), token, exam.slug);
    const [one, two] = first.attempt.questions;
    const saved = await postJson(
      app(),
      "/api/exam/saveAnswer",
      { examSlug: exam.slug, questionId: one!.id, option: "c", marked: true },
      { token },
    );
    expect(saved.status).toBe(200);
    expectNoAnswerKey(await saved.json());
    await postJson(
      app(),
      "/api/exam/saveAnswer",
      { examSlug: exam.slug, questionId: two!.id, option: "a" },
      { token },
    );
    // A mark alone (the page's Mark for review) keeps the answer already saved.
    await postJson(
      app(),
      "/api/exam/saveAnswer",
      { examSlug: exam.slug, questionId: two!.id, marked: true },
      { token },
    );
    await postJson(
      app(),
      "/api/exam/saveAnswer",
      { examSlug: exam.slug, questionId: two!.id, marked: false },
      { token },
    );

    const again = await start(app(), token, exam.slug);
    expect(again.attempt.deadline_at).toBe(first.attempt.deadline_at);
    expect(again.attempt.questions.map((question) => question.id)).toEqual(
      first.attempt.questions.map((question) => question.id),
    );
    expect(again.attempt.questions[0]).toMatchObject({
      selected_option: "c",
      marked: true,
      option_a: one!.option_a,
    });
    expect(again.attempt.questions[1]).toMatchObject({ selected_option: "a", marked: false });
  });

  it("gives two starts at the same moment the same attempt", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app());
    const [a, b] = await Promise.all([
      start(app(), account.token, exam.slug),
      start(app(), account.token, exam.slug),
    ]);
    expect(a.response.status).toBe(200);
    expect(b.response.status).toBe(200);
    expect(b.attempt.questions.map((question) => question.id)).toEqual(
      a.attempt.questions.map((question) => question.id),
    );
    expect(await attemptRows(account.id, exam.categoryId)).toHaveLength(1);
  });

  it("refuses a question that is not part of the attempt and an option other than a to d", async () => {
    const exam = await createTestExam(database, { bankSize: 6 });
    const { token } = await signUpAndLogIn(app());
    const { attempt } = await start(app(), token, exam.slug);
    const notAsked = exam.questionIds.find(
      (id) => !attempt.questions.some((question) => question.id === id),
    )!;
    const outside = await postJson(
      app(),
      "/api/exam/saveAnswer",
      { examSlug: exam.slug, questionId: notAsked, option: "a" },
      { token },
    );
    expect(outside.status).toBe(422);
    const badOption = await postJson(
      app(),
      "/api/exam/saveAnswer",
      { examSlug: exam.slug, questionId: attempt.questions[0]!.id, option: "e" },
      { token },
    );
    expect(badOption.status).toBe(422);
    expect((await badOption.json()).errors.option).toEqual(["The option must be a, b, c or d."]);
    const unknownInSubmit = await submit(app(), token, exam.slug, { [String(notAsked)]: "a" });
    expect(unknownInSubmit.status).toBe(422);
    expect((await attemptRows((await meOf(token)).id, exam.categoryId))[0]!.submittedAt).toBeNull();
  });

  it("gives a learner with an accommodation their multiple of the time, on the timer and the deadline", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app());
    await setAccommodation(database.db, account.email, 1.5);
    const { attempt } = await start(app(), account.token, exam.slug);
    expect(attempt.duration_seconds).toBe(5400);
    expect(new Date(attempt.deadline_at).getTime() - new Date(attempt.started_at).getTime()).toBe(5_400_000);
    const [row] = await attemptRows(account.id, exam.categoryId);
    expect(row!.deadlineAt.toISOString()).toBe(attempt.deadline_at);
  });
});

async function meOf(token: string): Promise<{ id: number }> {
  const response = await get(app(), "/api/user/checkCurrentUser", { token });
  return (await response.json()).user;
}

describe("submitting", () => {
  it("scores on the server; a pass issues a certificate and the results show each answer", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app(), { name: "Ada Lovelace" });
    const { attempt } = await start(app(), account.token, exam.slug);
    const response = await submit(app(), account.token, exam.slug, answersFor(attempt.questions, 3));
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ score: 3, total: 4, percent: 75, pass_mark: 75, passed: true, late: false });
    expect(data.certificate.user_id).toMatch(/^[0-9a-f]{32}$/);
    expect(data.certificate.url).toBe(
      `http://localhost:3000/verify-certificate/${data.certificate.user_id}/${exam.slug}`,
    );

    const results = await (
      await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: account.token })
    ).json();
    expect(results).toMatchObject({
      cat_name: exam.name,
      userName: "Ada Lovelace",
      user_id: data.certificate.user_id,
      score: 3,
    });
    expect(results.data).toHaveLength(4);
    expect(results.data.map((answer: { is_correct: number }) => answer.is_correct)).toEqual([1, 1, 1, 0]);
    expect(results.data[0]).toMatchObject({
      question: attempt.questions[0]!.question,
      selected_option_ans: letterOf(attempt.questions[0]!, true),
    });

    const list = await (await get(app(), "/api/exam/getCertificateDetails", { token: account.token })).json();
    expect(list.data).toEqual([
      expect.objectContaining({
        categoryName: exam.name,
        categorySlug: exam.slug,
        user_id: data.certificate.user_id,
        status: "valid",
      }),
    ]);
  });

  it("issues no certificate below the pass mark", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app());
    const { attempt } = await start(app(), account.token, exam.slug);
    const { data } = await (
      await submit(app(), account.token, exam.slug, answersFor(attempt.questions, 2))
    ).json();
    expect(data).toMatchObject({ score: 2, total: 4, passed: false, certificate: null });
    expect(
      (await (await get(app(), "/api/exam/getCertificateDetails", { token: account.token })).json()).data,
    ).toEqual([]);
    const rows = await database.db.select().from(certificates).where(eq(certificates.userId, account.id));
    expect(rows).toEqual([]);
  });

  it("scores a late submission on the answers saved in time", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app());
    const { attempt } = await start(app(), account.token, exam.slug);
    const [first] = attempt.questions;
    await postJson(
      app(),
      "/api/exam/saveAnswer",
      { examSlug: exam.slug, questionId: first!.id, option: letterOf(first!, true) },
      { token: account.token },
    );
    await overdue(account.id);

    const response = await submit(app(), account.token, exam.slug, answersFor(attempt.questions, 4));
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      score: 1,
      total: 4,
      passed: false,
      late: true,
      certificate: null,
    });
    const [row] = await attemptRows(account.id, exam.categoryId);
    expect(row).toMatchObject({ score: 1, closedBy: "server" });
  });

  it("accepts answers within the grace after the deadline", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app());
    const { attempt } = await start(app(), account.token, exam.slug);
    await database.db
      .update(examAttempts)
      .set({ deadlineAt: sql`now() - interval '5 seconds'` })
      .where(eq(examAttempts.userId, account.id));
    const { data } = await (
      await submit(app(), account.token, exam.slug, answersFor(attempt.questions, 4))
    ).json();
    expect(data).toMatchObject({ score: 4, passed: true, late: false });
  });

  it("scores an attempt once when it is submitted twice at the same moment", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app());
    const { attempt } = await start(app(), account.token, exam.slug);
    const answers = answersFor(attempt.questions, 4);
    const responses = await Promise.all([
      submit(app(), account.token, exam.slug, answers),
      submit(app(), account.token, exam.slug, {
        ...answers,
        [String(attempt.questions[0]!.id)]: letterOf(attempt.questions[0]!, false),
      }),
    ]);
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    // Whichever came first decided the score; the other was told the same result.
    expect(bodies[1].data.score).toBe(bodies[0].data.score);
    expect(bodies.map((body) => body.message).sort()).toEqual([
      "This exam has already been submitted.",
      "Your answers have been submitted.",
    ]);
    const rows = await attemptRows(account.id, exam.categoryId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.score).toBe(bodies[0].data.score);
    const held = await database.db.select().from(certificates).where(eq(certificates.userId, account.id));
    expect(held).toHaveLength(1);
  });

  it("waits out the cooling-off period before a retake, and a later pass renews the certificate", async () => {
    const exam = await createTestExam(database, { settings: { validityMonths: 12 } });
    const account = await signUpAndLogIn(app());
    const { attempt } = await start(app(), account.token, exam.slug);
    await submit(app(), account.token, exam.slug, answersFor(attempt.questions, 4));
    const [first] = await database.db.select().from(certificates).where(eq(certificates.userId, account.id));
    expect(first!.expiresAt!.getTime() - first!.issuedAt.getTime()).toBeGreaterThan(360 * 86_400_000);

    const refused = await start(app(), account.token, exam.slug);
    expect(refused.response.status).toBe(409);
    expect(refused.body.message).toMatch(/^You can take this exam again on /);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);

    // A day later.
    await database.db
      .update(examAttempts)
      .set({ submittedAt: sql`submitted_at - interval '25 hours'` })
      .where(eq(examAttempts.userId, account.id));
    await database.db
      .update(certificates)
      .set({ issuedAt: sql`issued_at - interval '25 hours'` })
      .where(eq(certificates.userId, account.id));
    const retake = await start(app(), account.token, exam.slug);
    expect(retake.response.status).toBe(200);
    await submit(app(), account.token, exam.slug, answersFor(retake.attempt.questions, 4));
    const [renewed] = await database.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, account.id));
    expect(renewed!.publicId).toBe(first!.publicId);
    expect(renewed!.issuedAt.getTime()).toBeGreaterThan(first!.issuedAt.getTime() - 25 * 3_600_000 + 1000);
    expect(renewed!.attemptId).not.toBe(first!.attemptId);
  });

  it("closes and scores an overdue attempt when a late answer arrives, before the closing job has run", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app());
    const { attempt } = await start(app(), account.token, exam.slug);
    for (const question of attempt.questions.slice(0, 3)) {
      await saveAnswer(account.token, exam.slug, question.id, letterOf(question, true));
    }
    await overdue(account.id);

    const tooLate = await saveAnswer(account.token, exam.slug, attempt.questions[3]!.id, "a");
    expect(tooLate.status).toBe(409);
    expect(await tooLate.json()).toEqual({
      message: "Time is up: this exam has been submitted with the answers saved before the deadline.",
      reason: "time-up",
    });
    // What the 409 says is so: submitted, scored on the answers saved in time, results and certificate there.
    const [row] = await attemptRows(account.id, exam.categoryId);
    expect(row).toMatchObject({ closedBy: "server", score: 3, total: 4, passed: true });
    expect(row!.submittedAt).not.toBeNull();
    const results = await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: account.token });
    expect(results.status).toBe(200);
    const body = await results.json();
    expect(body).toMatchObject({ score: 3, total: 4, passed: true });
    expect(
      body.data.map((answer: { selected_option_ans: string | null }) => answer.selected_option_ans),
    ).toEqual([...attempt.questions.slice(0, 3).map((question) => letterOf(question, true)), null]);
    const held = await database.db.select().from(certificates).where(eq(certificates.userId, account.id));
    expect(held).toHaveLength(1);

    // The closing job comes round later and finds nothing to do: the attempt is scored once.
    await database.pool.query(
      "update graphile_worker._private_jobs set run_at = now() where task_id = (select id from graphile_worker._private_tasks where identifier = 'close-exam-attempt')",
    );
    await runDueJobs(database);
    const [after] = await attemptRows(account.id, exam.categoryId);
    expect(after).toEqual(row);
    const heldAfter = await database.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, account.id));
    expect(heldAfter).toEqual(held);
  });

  it("scores an overdue attempt once when late answers and a submission arrive at the same moment", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app());
    const { attempt } = await start(app(), account.token, exam.slug);
    for (const question of attempt.questions.slice(0, 3)) {
      await saveAnswer(account.token, exam.slug, question.id, letterOf(question, true));
    }
    await overdue(account.id);
    const last = attempt.questions[3]!;
    const responses = await Promise.all([
      saveAnswer(account.token, exam.slug, last.id, letterOf(last, true)),
      saveAnswer(account.token, exam.slug, last.id, letterOf(last, false)),
      submit(app(), account.token, exam.slug, answersFor(attempt.questions, 4)),
      saveAnswer(account.token, exam.slug, attempt.questions[0]!.id, letterOf(attempt.questions[0]!, false)),
    ]);
    expect(responses.map((response) => response.status)).toEqual([409, 409, 200, 409]);
    expect((await responses[2]!.json()).data).toMatchObject({ score: 3, total: 4, passed: true });
    const rows = await attemptRows(account.id, exam.categoryId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ closedBy: "server", score: 3, total: 4, passed: true });
    const held = await database.db.select().from(certificates).where(eq(certificates.userId, account.id));
    expect(held).toHaveLength(1);
  });

  it("closes an abandoned attempt on the server and scores what was saved", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app());
    const { attempt } = await start(app(), account.token, exam.slug);
    for (const question of attempt.questions.slice(0, 3)) {
      await postJson(
        app(),
        "/api/exam/saveAnswer",
        { examSlug: exam.slug, questionId: question.id, option: letterOf(question, true) },
        { token: account.token },
      );
    }
    await database.db
      .update(examAttempts)
      .set({ deadlineAt: sql`now() - interval '100 seconds'` })
      .where(eq(examAttempts.userId, account.id));
    // The closing job was queued for just after the deadline: make it due now, as time would.
    await database.pool.query(
      "update graphile_worker._private_jobs set run_at = now() where task_id = (select id from graphile_worker._private_tasks where identifier = 'close-exam-attempt')",
    );
    await runDueJobs(database);
    const [row] = await attemptRows(account.id, exam.categoryId);
    expect(row).toMatchObject({ closedBy: "server", score: 3, total: 4, passed: true });
    const results = await (
      await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: account.token })
    ).json();
    expect(results.passed).toBe(true);
  });
  it("closes an overdue attempt when its results are asked for, before the closing job has run", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app());
    const { attempt } = await start(app(), account.token, exam.slug);
    for (const question of attempt.questions.slice(0, 2)) {
      await saveAnswer(account.token, exam.slug, question.id, letterOf(question, true));
    }
    await overdue(account.id);

    // The learner closed the tab; coming back, they go straight to the results.
    const results = await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: account.token });
    expect(results.status).toBe(200);
    expect(await results.json()).toMatchObject({ score: 2, total: 4, passed: false });
    const [row] = await attemptRows(account.id, exam.categoryId);
    expect(row).toMatchObject({ closedBy: "server", score: 2, total: 4, passed: false });
    expect(row!.submittedAt).not.toBeNull();
  });

  it("leaves an attempt still in time open when its results are asked for", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app());
    await start(app(), account.token, exam.slug);
    const results = await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: account.token });
    expect(results.status).toBe(404);
    const [row] = await attemptRows(account.id, exam.categoryId);
    expect(row!.submittedAt).toBeNull();
  });
});

describe("another user's attempt", () => {
  it("is never read or changed: results, answers and submissions answer 404", async () => {
    const exam = await createTestExam(database);
    const owner = await signUpAndLogIn(app());
    const other = await signUpAndLogIn(app());
    const { attempt } = await start(app(), owner.token, exam.slug);
    const question = attempt.questions[0]!;

    const save = await postJson(
      app(),
      "/api/exam/saveAnswer",
      { examSlug: exam.slug, questionId: question.id, option: "a" },
      { token: other.token },
    );
    expect(save.status).toBe(404);
    expect((await submit(app(), other.token, exam.slug, { [String(question.id)]: "a" })).status).toBe(404);
    expect((await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: owner.token })).status).toBe(
      404,
    );

    await submit(app(), owner.token, exam.slug, answersFor(attempt.questions, 4));
    expect((await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: other.token })).status).toBe(
      404,
    );
    await expect(
      (await get(app(), "/api/exam/getCertificateDetails", { token: other.token })).json(),
    ).resolves.toEqual({
      data: [],
    });
    const report = await postJson(
      app(),
      "/api/exam/reportQuestion",
      { examSlug: exam.slug, questionId: question.id, reason: "unclear" },
      { token: other.token },
    );
    expect(report.status).toBe(404);
    const [row] = await attemptRows(owner.id, exam.categoryId);
    expect(row).toMatchObject({ score: 4, passed: true });
  });

  it("answers 401 without a token", async () => {
    const exam = await createTestExam(database);
    expect((await postJson(app(), "/api/exam/startExam", { examSlug: exam.slug })).status).toBe(401);
    expect((await get(app(), `/api/exam/getanswers?slug=${exam.slug}`)).status).toBe(401);
  });
});

describe("question reports", () => {
  it("stores a report with the attempt once, and a corrected key re-scores the attempts that asked it", async () => {
    const exam = await createTestExam(database);
    const account = await signUpAndLogIn(app());
    const { attempt } = await start(app(), account.token, exam.slug);
    // Two right: below the pass mark of 75 %.
    const answers = answersFor(attempt.questions, 2);
    await submit(app(), account.token, exam.slug, answers);
    const disputed = attempt.questions[3]!;
    const body = {
      examSlug: exam.slug,
      questionId: disputed.id,
      reason: "wrong-key",
      message: "My answer is right too.",
    };
    const first = await postJson(app(), "/api/exam/reportQuestion", body, { token: account.token });
    expect(first.status).toBe(200);
    expect((await postJson(app(), "/api/exam/reportQuestion", body, { token: account.token })).status).toBe(
      422,
    );
    const [stored] = await database.db
      .select()
      .from(examQuestionReports)
      .where(eq(examQuestionReports.questionId, disputed.id));
    expect(stored).toMatchObject({
      reason: "wrong-key",
      message: "My answer is right too.",
      resolvedAt: null,
      resolution: null,
    });
    const reportOf = async () =>
      (
        await (await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: account.token })).json()
      ).data.find((answer: { question_id: number }) => answer.question_id === disputed.id);
    expect(await reportOf()).toMatchObject({ reported: true, report_status: "open" });

    // The operator decides the learner's option was the right one: which stored option is it?
    const shownText = disputed[`option_${answers[String(disputed.id)]!}` as keyof ShownQuestion] as string;
    const storedLetter = shownText.slice(-1) as "a" | "b" | "c" | "d";
    const correction = await correctAnswerKey(database.db, disputed.id, storedLetter);
    expect(correction).toMatchObject({ rescored: 1, nowPassing: 1, resolvedReports: 1 });
    const [row] = await attemptRows(account.id, exam.categoryId);
    expect(row).toMatchObject({ score: 3, passed: true });
    const held = await database.db.select().from(certificates).where(eq(certificates.userId, account.id));
    expect(held).toHaveLength(1);
    const results = await (
      await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: account.token })
    ).json();
    expect(
      results.data.find((answer: { question_id: number }) => answer.question_id === disputed.id),
    ).toMatchObject({
      is_correct: 1,
      reported: true,
      report_status: "key-corrected",
    });
  });
});

describe("exam settings", () => {
  it("use the exam's own pass mark", async () => {
    const exam = await createTestExam(database, { settings: { passMarkPercent: 50 } });
    const account = await signUpAndLogIn(app());
    const { attempt } = await start(app(), account.token, exam.slug);
    const { data } = await (
      await submit(app(), account.token, exam.slug, answersFor(attempt.questions, 2))
    ).json();
    expect(data).toMatchObject({ pass_mark: 50, passed: true });
    // Changing the pass mark later does not move a result already given.
    await database.db.update(exams).set({ passMarkPercent: 90 }).where(eq(exams.categoryId, exam.categoryId));
    const results = await (
      await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: account.token })
    ).json();
    expect(results).toMatchObject({ pass_mark: 50, passed: true });
  });
});
