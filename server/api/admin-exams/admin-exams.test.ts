/**
 * The exam screens' calls: learners' reports (closed, or fixed by a corrected key that re-scores
 * the attempts) and time accommodations. Admin only, validated, audited in the change's
 * transaction.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { examAccommodations, examAttempts, examQuestionReports } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm, postJson, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { auditTrail, signUpAdmin } from "../../../tests/support/api-admins.ts";
import { createTestExam, submittedAttempt, wrongChoice, type ShownQuestion } from "../exam/exam-test-kit.ts";
import { EXAM_OPTION_LETTERS, type ExamOptionLetter } from "../../../shared/exams/exam-rules.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);

const auditOf = auditTrail(database);

/** A learner who took an exam, got two of four right (below the pass mark) and reported the last question. */
async function reportedAttempt() {
  const exam = await createTestExam(database);
  const { learner, questions, answers } = await submittedAttempt(app(), exam, 2);
  const disputed = questions[3]!;
  await postJson(
    app(),
    "/api/exam/reportQuestion",
    {
      examSlug: exam.slug,
      questionId: disputed.id,
      reason: "wrong-key",
      message: "Option two is right too.",
    },
    { token: learner.token },
  );
  const [report] = await database.db
    .select()
    .from(examQuestionReports)
    .where(eq(examQuestionReports.questionId, disputed.id));
  return {
    exam,
    learner,
    disputed,
    report: report!,
    learnersLetter: wrongChoice(disputed, answers),
  };
}

/** The stored letter (a-d) of each option of the disputed question, by the letter its attempt showed it under. */
function storedByShown(question: ShownQuestion, key: ExamOptionLetter) {
  return Object.fromEntries(
    EXAM_OPTION_LETTERS.map((shown) => {
      const text = question[`option_${shown}`];
      return [text.startsWith("Wrong") ? text.slice(-1) : key, shown];
    }),
  );
}

describe("who may call the exam screens", () => {
  const calls = [
    ["GET", "/api/admin/exam-reports"],
    ["POST", "/api/admin/exam-reports/{report}/dismiss"],
    ["POST", "/api/admin/exam-questions/{question}/key"],
    ["GET", "/api/admin/accommodations"],
    ["POST", "/api/admin/accommodations/save"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const { report, disputed, learner } = await reportedAttempt();
      const target = path.replace("{report}", String(report.id)).replace("{question}", String(disputed.id));
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), target, { token })
          : postForm(app(), target, { option: "a", email: learner.email, multiplier: "2" }, { token });
      expect((await send()).status).toBe(401);
      const forbidden = await send(learner.token);
      expect(forbidden.status).toBe(403);
      const [after] = await database.db
        .select()
        .from(examQuestionReports)
        .where(eq(examQuestionReports.id, report.id));
      expect(after!.resolvedAt).toBeNull();
      expect(
        await database.db.select().from(examAccommodations).where(eq(examAccommodations.userId, learner.id)),
      ).toEqual([]);
    },
  );
});

describe("question reports", () => {
  it("an admin sees the open report and fixes the key: the attempt is scored again and passes, audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const { exam, learner, disputed, report, learnersLetter } = await reportedAttempt();
    const listed = await (await get(app(), "/api/admin/exam-reports", { token: admin.token })).json();
    const shown = listed.data.find((row: { report_id: number }) => row.report_id === report.id);
    expect(shown).toMatchObject({
      question_id: disputed.id,
      exam_name: exam.name,
      reason: "wrong-key",
      message: "Option two is right too.",
      // Who reported, what they chose (as stored), the letters they saw, and what a correction re-scores.
      reporter: { name: learner.name, email: learner.email },
      learners_choice: learnersLetter,
      learners_letters: storedByShown(disputed, shown.correct_option),
      submitted_attempts: 1,
    });
    const previousKey = shown.correct_option;

    const bad = await postForm(
      app(),
      `/api/admin/exam-questions/${disputed.id}/key`,
      { option: "e" },
      { token: admin.token },
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({ option: ["The option must be a, b, c or d."] });

    const fixed = await postForm(
      app(),
      `/api/admin/exam-questions/${disputed.id}/key`,
      { option: learnersLetter },
      { token: admin.token },
    );
    expect(fixed.status).toBe(200);
    expect((await fixed.json()).data).toMatchObject({
      corrected: learnersLetter,
      rescored: 1,
      now_passing: 1,
      resolved_reports: 1,
    });
    const [attempt] = await database.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.userId, learner.id), eq(examAttempts.categoryId, exam.categoryId)));
    expect(attempt).toMatchObject({ score: 3, passed: true });
    const [entry] = await auditOf("exam_question", disputed.id);
    expect(entry).toMatchObject({ action: "exam_question.correct_key", actorUserId: admin.id });
    // The same field before and after: the audit log reads "Correct option: <old> → <new>", nothing else.
    expect(entry!.before).toEqual({ correctOption: previousKey });
    expect(entry!.after).toEqual({ correctOption: learnersLetter });
    const [closed] = await database.db
      .select()
      .from(examQuestionReports)
      .where(eq(examQuestionReports.id, report.id));
    expect(closed!.resolution).toBe("key-corrected");
    const after = await (await get(app(), "/api/admin/exam-reports", { token: admin.token })).json();
    expect(after.data.some((row: { report_id: number }) => row.report_id === report.id)).toBe(false);
  });

  it("an admin closes a report without a change of key, once", async () => {
    const admin = await signUpAdmin(app(), database);
    const { report, exam, learner, disputed } = await reportedAttempt();
    const dismissed = await postForm(
      app(),
      `/api/admin/exam-reports/${report.id}/dismiss`,
      {},
      { token: admin.token },
    );
    expect(await dismissed.json()).toEqual({ message: "The report is closed; the key stays as it was." });
    const again = await postForm(
      app(),
      `/api/admin/exam-reports/${report.id}/dismiss`,
      {},
      { token: admin.token },
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This report was already handled." });
    expect(
      (await postForm(app(), "/api/admin/exam-reports/999999/dismiss", {}, { token: admin.token })).status,
    ).toBe(404);
    expect((await auditOf("exam_report", report.id)).map((entry) => entry.action)).toEqual([
      "exam_report.dismiss",
    ]);
    const [closed] = await database.db
      .select()
      .from(examQuestionReports)
      .where(eq(examQuestionReports.id, report.id));
    expect(closed!.resolution).toBe("key-stands");
    // The learner's results page tells them the outcome.
    const results = await (
      await get(app(), `/api/exam/getanswers?slug=${exam.slug}`, { token: learner.token })
    ).json();
    expect(
      results.data.find((answer: { question_id: number }) => answer.question_id === disputed.id),
    ).toMatchObject({ reported: true, report_status: "key-stands" });
  });
});

describe("time accommodations", () => {
  it("an admin gives a learner 1.5× the time, lists it, takes it back; refused values change nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const learner = await signUpAndLogIn(app());
    const save = (fields: Record<string, string>) =>
      postForm(app(), "/api/admin/accommodations/save", fields, { token: admin.token });

    const outOfRange = await save({ email: learner.email, multiplier: "5" });
    expect(outOfRange.status).toBe(422);
    expect((await outOfRange.json()).errors).toEqual({
      multiplier: ["The time multiplier must be between 1 and 4."],
    });
    const unknown = await save({ email: "nobody-here@example.com", multiplier: "2" });
    expect((await unknown.json()).errors).toEqual({
      email: ["No account has the email nobody-here@example.com."],
    });
    // Both at once: the multiplier's message does not hide the unknown email's.
    const both = await save({ email: "nobody-here@example.com", multiplier: "9" });
    expect(both.status).toBe(422);
    expect((await both.json()).errors).toEqual({
      multiplier: ["The time multiplier must be between 1 and 4."],
      email: ["No account has the email nobody-here@example.com."],
    });
    const malformed = await save({ email: "not an address", multiplier: "" });
    expect((await malformed.json()).errors).toEqual({
      email: ["The learner's email must be a valid email address."],
      multiplier: ["The time multiplier must be between 1 and 4."],
    });

    const given = await save({ email: learner.email.toUpperCase(), multiplier: "1.5" });
    expect(given.status).toBe(200);
    expect((await given.json()).data).toEqual({ user_id: learner.id, multiplier: 1.5 });
    const listed = await (await get(app(), "/api/admin/accommodations", { token: admin.token })).json();
    expect(listed.data).toContainEqual(
      expect.objectContaining({ user_id: learner.id, email: learner.email, multiplier: 1.5 }),
    );

    await save({ email: learner.email, multiplier: "1" });
    expect(
      await database.db.select().from(examAccommodations).where(eq(examAccommodations.userId, learner.id)),
    ).toEqual([]);
    const entries = await auditOf("accommodation", learner.id);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { userId: learner.id, timeMultiplier: 1.5 },
        { userId: learner.id, timeMultiplier: 1 },
      ],
      [
        { userId: learner.id, timeMultiplier: 1 },
        { userId: learner.id, timeMultiplier: 1.5 },
      ],
    ]);
  });
});
