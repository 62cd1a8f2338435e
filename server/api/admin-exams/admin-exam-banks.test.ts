/**
 * The exams' calls: an exam's settings on a child category, its question bank edited one
 * question at a time or by a CSV file (every row or none), what learners took kept (hidden, not
 * deleted; corrected, not deleted). Admin only, validated, audited, stale edits refused.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, examAnswers, examAttempts, examQuestions, exams } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm, postJson, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { auditTrail, signUpAdmin } from "../../../tests/support/api-admins.ts";
import { getAdminExam, listExamBank } from "../../services/exams/manage-exams.ts";
import { createTestExam, submittedAttempt, wrongChoice } from "../exam/exam-test-kit.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);

const auditOf = auditTrail(database);

const examRow = async (categoryId: number) =>
  (await database.db.select().from(exams).where(eq(exams.categoryId, categoryId)))[0]!;

const bankOf = (categoryId: number) =>
  database.db
    .select()
    .from(examQuestions)
    .where(eq(examQuestions.categoryId, categoryId))
    .orderBy(asc(examQuestions.sortOrder), asc(examQuestions.id));

/** A test exam and its id. */
async function testExam(options: Parameters<typeof createTestExam>[1] = {}) {
  const exam = await createTestExam(database, options);
  return { ...exam, id: (await examRow(exam.categoryId)).id };
}

/** A child category with no exam yet. */
async function childCategory() {
  const id = randomUUID().slice(0, 8);
  const [main] = await database.db
    .insert(categories)
    .values({ name: `Cloud ${id}`, slug: `cloud-${id}` })
    .returning();
  const [child] = await database.db
    .insert(categories)
    .values({ parentId: main!.id, name: `Kubernetes Basics ${id}`, slug: `kubernetes-basics-${id}` })
    .returning();
  return { main: main!, child: child! };
}

/** A learner who submitted an attempt with two of its four questions right (below the 75 % pass mark). */
async function failedAttempt(exam: { slug: string }) {
  const { learner, questions, answers } = await submittedAttempt(app(), exam, 2);
  const missed = questions[2]!;
  return { learner, missed, learnersLetter: wrongChoice(missed, answers) };
}

const csvFile = (text: string, name = "bank.csv") => new File([text], name, { type: "text/csv" });

const HEADER = "question,option_a,option_b,option_c,option_d,correct_option,explanation";

describe("who may call the exam editors", () => {
  const calls = [
    ["GET", "/api/admin/exams"],
    ["GET", "/api/admin/exams/{exam}"],
    ["POST", "/api/admin/exams/save"],
    ["POST", "/api/admin/exams/{exam}/visibility"],
    ["POST", "/api/admin/exams/{exam}/delete"],
    ["GET", "/api/admin/exams/{exam}/questions"],
    ["GET", "/api/admin/exams/{exam}/questions.csv"],
    ["POST", "/api/admin/exams/import"],
    ["POST", "/api/admin/exam-questions/save"],
    ["POST", "/api/admin/exam-questions/{question}/visibility"],
    ["POST", "/api/admin/exam-questions/{question}/delete"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const exam = await testExam();
      const user = await signUpAndLogIn(app());
      const before = { exam: await examRow(exam.categoryId), bank: await bankOf(exam.categoryId) };
      const target = path
        .replace("{exam}", String(exam.id))
        .replace("{question}", String(exam.questionIds[0]));
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), target, { token })
          : postForm(
              app(),
              target,
              {
                id: String(exam.id),
                exam_id: String(exam.id),
                updated_at: before.exam.updatedAt.toISOString(),
                status: "0",
                questions_per_attempt: "5",
                pass_mark_percent: "50",
                cooling_off_hours: "0",
                mode: "replace",
                file: csvFile(`${HEADER}\nQ?,a,b,c,d,a,\n`),
              },
              { token },
            );
      expect((await send()).status).toBe(401);
      expect((await send(user.token)).status).toBe(403);
      expect(await examRow(exam.categoryId)).toEqual(before.exam);
      expect(await bankOf(exam.categoryId)).toEqual(before.bank);
    },
  );
});

describe("exams", () => {
  it("adds an exam to a child category, finds it, edits, hides and shows it, each change audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const { main, child } = await childCategory();
    const fields = {
      questions_per_attempt: "20",
      pass_mark_percent: "80",
      cooling_off_hours: "48",
      validity_months: "",
      status: "1",
    };

    const onMain = await postForm(
      app(),
      "/api/admin/exams/save",
      { ...fields, category_id: String(main.id) },
      { token: admin.token },
    );
    expect(onMain.status).toBe(422);
    expect((await onMain.json()).errors).toEqual({
      category_id: ["An exam belongs to a child category (a main category has none)."],
    });

    const created = await postForm(
      app(),
      "/api/admin/exams/save",
      { ...fields, category_id: String(child.id) },
      { token: admin.token },
    );
    expect(created.status).toBe(200);
    const exam = (await created.json()).data;
    expect(exam).toMatchObject({
      category_id: child.id,
      name: child.name,
      slug: child.slug,
      parent_name: main.name,
      questions_per_attempt: 20,
      pass_mark_percent: 80,
      cooling_off_hours: 48,
      validity_months: null,
      bank_size: 0,
      status: 1,
    });
    const again = await postForm(
      app(),
      "/api/admin/exams/save",
      { ...fields, category_id: String(child.id) },
      { token: admin.token },
    );
    expect((await again.json()).errors).toEqual({ category_id: ["This category already has an exam."] });

    const found = await (
      await get(app(), `/api/admin/exams?search=${encodeURIComponent(child.name)}`, { token: admin.token })
    ).json();
    expect(found.data.map((row: { id: number }) => row.id)).toEqual([exam.id]);

    const bad = await postForm(
      app(),
      "/api/admin/exams/save",
      {
        ...fields,
        id: String(exam.id),
        updated_at: exam.updated_at,
        pass_mark_percent: "101",
        questions_per_attempt: "0",
      },
      { token: admin.token },
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({
      pass_mark_percent: ["The pass mark must be between 1 and 100."],
      questions_per_attempt: ["The number of questions per attempt must be between 1 and 200."],
    });

    const edited = await postForm(
      app(),
      "/api/admin/exams/save",
      { ...fields, id: String(exam.id), updated_at: exam.updated_at, validity_months: "12" },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const saved = (await edited.json()).data;
    expect(saved).toMatchObject({ validity_months: 12, category_id: child.id });

    // The first version read is stale now: refused, nothing changed.
    const stale = await postForm(
      app(),
      `/api/admin/exams/${exam.id}/visibility`,
      { status: "0", updated_at: exam.updated_at },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    expect((await examRow(child.id)).status).toBe(1);

    const hidden = await postForm(
      app(),
      `/api/admin/exams/${exam.id}/visibility`,
      { status: "0", updated_at: saved.updated_at },
      { token: admin.token },
    );
    expect((await hidden.json()).data.status).toBe(0);

    const audit = await auditOf("exam", exam.id);
    expect(audit.map((entry) => entry.action)).toEqual(["exam.hide", "exam.update", "exam.create"]);
    expect(audit[1]!.before).toMatchObject({ validityMonths: null });
    expect(audit[1]!.after).toMatchObject({ validityMonths: 12 });
    expect(audit[0]!.actorUserId).toBe(admin.id);
  });

  it("a hidden exam cannot be started; shown again, it can", async () => {
    const admin = await signUpAdmin(app(), database);
    const exam = await testExam();
    const learner = await signUpAndLogIn(app());
    const row = await examRow(exam.categoryId);
    await postForm(
      app(),
      `/api/admin/exams/${exam.id}/visibility`,
      { status: "0", updated_at: row.updatedAt.toISOString() },
      { token: admin.token },
    );
    const refused = await postJson(
      app(),
      "/api/exam/startExam",
      { examSlug: exam.slug },
      { token: learner.token },
    );
    expect(refused.status).toBe(404);
    await postForm(
      app(),
      `/api/admin/exams/${exam.id}/visibility`,
      { status: "1", updated_at: (await examRow(exam.categoryId)).updatedAt.toISOString() },
      { token: admin.token },
    );
    const started = await postJson(
      app(),
      "/api/exam/startExam",
      { examSlug: exam.slug },
      { token: learner.token },
    );
    expect(started.status).toBe(200);
  });

  it("deletes an exam nobody took with its bank; one that was taken is refused, to be hidden", async () => {
    const admin = await signUpAdmin(app(), database);
    const untaken = await testExam();
    const taken = await testExam();
    await failedAttempt(taken);
    // The list's rows (read as getAdminExam reads one) say which exams were taken: no Delete there.
    expect((await getAdminExam(database.db, taken.id)).keptBecause).toBe("already taken");
    expect((await getAdminExam(database.db, untaken.id)).keptBecause).toBeNull();

    const refused = await postForm(
      app(),
      `/api/admin/exams/${taken.id}/delete`,
      { updated_at: (await examRow(taken.categoryId)).updatedAt.toISOString() },
      { token: admin.token },
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "Learners have taken this exam: hide it instead of deleting it, so that their results and certificates stay.",
    );
    expect(await bankOf(taken.categoryId)).toHaveLength(6);

    const deleted = await postForm(
      app(),
      `/api/admin/exams/${untaken.id}/delete`,
      { updated_at: (await examRow(untaken.categoryId)).updatedAt.toISOString() },
      { token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(await database.db.select().from(exams).where(eq(exams.id, untaken.id))).toEqual([]);
    expect(await bankOf(untaken.categoryId)).toEqual([]);
    const [entry] = await auditOf("exam", untaken.id);
    expect(entry).toMatchObject({ action: "exam.delete", after: null });
    expect(entry!.before).toMatchObject({ bankSize: 6 });
  });
});

describe("bank questions", () => {
  it("adds, edits and deletes a question; refuses a bad key and a stale edit, changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const exam = await testExam({ bankSize: 2 });
    const question = {
      exam_id: String(exam.id),
      question: "Which HTTP status says a resource was created?",
      option_a: "200 OK",
      option_b: "201 Created",
      option_c: "204 No Content",
      option_d: "302 Found",
      correct_option: "b",
      explanation: "201 answers a request that created a resource, with its address in Location.",
    };
    const added = await postForm(app(), "/api/admin/exam-questions/save", question, { token: admin.token });
    expect(added.status).toBe(200);
    const created = (await added.json()).data;
    // After the bank's last question (sort orders 0 and 1).
    expect(created).toMatchObject({ exam_id: exam.id, correct_option: "b", sort_order: 2 });

    const bad = await postForm(
      app(),
      "/api/admin/exam-questions/save",
      {
        ...question,
        id: String(created.id),
        updated_at: created.updated_at,
        correct_option: "e",
        option_c: " ",
      },
      { token: admin.token },
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({
      option_c: ["The option C field is required."],
      correct_option: ["The correct option must be a, b, c or d."],
    });

    const edited = await postForm(
      app(),
      "/api/admin/exam-questions/save",
      {
        ...question,
        id: String(created.id),
        updated_at: created.updated_at,
        option_d: "301 Moved Permanently",
      },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const stale = await postForm(
      app(),
      "/api/admin/exam-questions/save",
      { ...question, id: String(created.id), updated_at: created.updated_at, question: "Overwritten?" },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const [stored] = await database.db.select().from(examQuestions).where(eq(examQuestions.id, created.id));
    expect(stored).toMatchObject({ question: question.question, optionD: "301 Moved Permanently" });

    const deleted = await postForm(
      app(),
      `/api/admin/exam-questions/${created.id}/delete`,
      { updated_at: stored!.updatedAt.toISOString() },
      { token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(await bankOf(exam.categoryId)).toHaveLength(2);
    const audit = await auditOf("exam_question", created.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      "exam_question.delete",
      "exam_question.update",
      "exam_question.create",
    ]);
  });

  it("a question learners were asked is corrected, not deleted: a new key scores their attempts again", async () => {
    const admin = await signUpAdmin(app(), database);
    const exam = await testExam({ bankSize: 4 });
    const { learner, missed, learnersLetter } = await failedAttempt(exam);
    const [asked] = await database.db.select().from(examQuestions).where(eq(examQuestions.id, missed.id));
    // The bank's list says which questions were asked, so that it offers Delete only for the others.
    const askedIn = async (examId: number) =>
      (await listExamBank(database.db, await getAdminExam(database.db, examId), 1)).rows.map((row) => [
        row.id,
        row.keptBecause,
      ]);
    expect(await askedIn(exam.id)).toContainEqual([missed.id, "asked in attempts"]);
    const fresh = await testExam({ bankSize: 2 });
    expect((await askedIn(fresh.id)).map(([, keptBecause]) => keptBecause)).toEqual([null, null]);

    const refused = await postForm(
      app(),
      `/api/admin/exam-questions/${missed.id}/delete`,
      { updated_at: asked!.updatedAt.toISOString() },
      { token: admin.token },
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "This question was asked in attempts: correct or hide it instead of deleting it.",
    );

    const corrected = await postForm(
      app(),
      "/api/admin/exam-questions/save",
      {
        exam_id: String(exam.id),
        id: String(missed.id),
        updated_at: asked!.updatedAt.toISOString(),
        question: asked!.question,
        option_a: asked!.optionA,
        option_b: asked!.optionB,
        option_c: asked!.optionC,
        option_d: asked!.optionD,
        correct_option: learnersLetter,
      },
      { token: admin.token },
    );
    expect(corrected.status).toBe(200);
    const [attempt] = await database.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.userId, learner.id), eq(examAttempts.categoryId, exam.categoryId)));
    expect(attempt).toMatchObject({ score: 3, passed: true });
    const [entry] = await auditOf("exam_question", missed.id);
    expect(entry).toMatchObject({ action: "exam_question.update" });
    expect(entry!.after).toMatchObject({ correctOption: learnersLetter, rescored: 1 });
  });
});

describe("hidden bank questions", () => {
  const questionRow = async (id: number) =>
    (await database.db.select().from(examQuestions).where(eq(examQuestions.id, id)))[0]!;

  const setVisibility = async (token: string, id: number, status: string, updatedAt?: string) =>
    postForm(
      app(),
      `/api/admin/exam-questions/${id}/visibility`,
      { status, updated_at: updatedAt ?? (await questionRow(id)).updatedAt.toISOString() },
      { token },
    );

  it("hides and shows a question at the version read, each audited; the bank size counts visible ones", async () => {
    const admin = await signUpAdmin(app(), database);
    const exam = await testExam({ bankSize: 6 });
    const [first] = exam.questionIds;
    const read = (await questionRow(first!)).updatedAt.toISOString();

    const hidden = await setVisibility(admin.token, first!, "0", read);
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toMatchObject({
      message: "The question is hidden: new attempts will not ask it.",
      data: { id: first, exam_id: exam.id, status: 0 },
    });
    const details = (await (await get(app(), `/api/admin/exams/${exam.id}`, { token: admin.token })).json())
      .data;
    expect(details).toMatchObject({ bank_size: 5, hidden_questions: 1 });
    // The bank's list keeps it, marked hidden.
    const listed = await (
      await get(app(), `/api/admin/exams/${exam.id}/questions`, { token: admin.token })
    ).json();
    expect(listed.data).toHaveLength(6);
    expect(listed.data.find((row: { id: number }) => row.id === first)).toMatchObject({ status: 0 });

    // The version read before hiding is stale now.
    const stale = await setVisibility(admin.token, first!, "1", read);
    expect(stale.status).toBe(409);
    expect((await questionRow(first!)).status).toBe(0);

    const badStatus = await setVisibility(admin.token, first!, "2");
    expect(badStatus.status).toBe(422);
    expect((await badStatus.json()).errors).toEqual({ status: ["The selected status is invalid."] });

    const shown = await setVisibility(admin.token, first!, "1");
    expect((await shown.json()).message).toBe("The question is visible: new attempts may ask it.");
    expect((await getAdminExam(database.db, exam.id)).bankSize).toBe(6);

    const audit = await auditOf("exam_question", first!);
    expect(audit.map((entry) => entry.action)).toEqual(["exam_question.show", "exam_question.hide"]);
    expect(audit[1]!.before).toMatchObject({ status: 1 });
    expect(audit[1]!.after).toMatchObject({ status: 0 });
    expect(audit[1]!.actorUserId).toBe(admin.id);
  });

  it("the question editor's call takes a visibility; a bad one is refused, none keeps the question's", async () => {
    const admin = await signUpAdmin(app(), database);
    const exam = await testExam({ bankSize: 1 });
    const question = {
      exam_id: String(exam.id),
      question: "Which applet tag did HTML 4 deprecate?",
      option_a: "<applet>",
      option_b: "<div>",
      option_c: "<span>",
      option_d: "<p>",
      correct_option: "a",
    };
    const bad = await postForm(
      app(),
      "/api/admin/exam-questions/save",
      { ...question, status: "retired" },
      { token: admin.token },
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({ status: ["The selected visibility is invalid."] });

    const added = await postForm(
      app(),
      "/api/admin/exam-questions/save",
      { ...question, status: "0" },
      { token: admin.token },
    );
    const created = (await added.json()).data;
    expect(created).toMatchObject({ status: 0 });
    const edited = await postForm(
      app(),
      "/api/admin/exam-questions/save",
      { ...question, id: String(created.id), updated_at: created.updated_at, option_b: "<object>" },
      { token: admin.token },
    );
    expect((await edited.json()).data).toMatchObject({ option_b: "<object>", status: 0 });
    expect(await getAdminExam(database.db, exam.id)).toMatchObject({ bankSize: 1, hiddenQuestions: 1 });
  });

  it("a hidden question is never drawn for a new attempt; the attempts that asked it keep it", async () => {
    const admin = await signUpAdmin(app(), database);
    // Every attempt asks the whole bank: what it draws is exactly the visible questions.
    const exam = await testExam({ bankSize: 6, settings: { questionsPerAttempt: 6, coolingOffHours: 0 } });
    const before = await submittedAttempt(app(), exam, 6);
    const [earlier] = await database.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.userId, before.learner.id), eq(examAttempts.categoryId, exam.categoryId)));
    expect(earlier).toMatchObject({ score: 6, total: 6, passed: true });

    const retired = exam.questionIds.slice(0, 2);
    for (const id of retired) expect((await setVisibility(admin.token, id, "0")).status).toBe(200);
    const visible = exam.questionIds.slice(2);

    const details = await (await get(app(), `/api/exam/getExamDetails/${exam.slug}`)).json();
    expect(details.total_questions).toBe(4);
    for (let start = 0; start < 3; start++) {
      const learner = await signUpAndLogIn(app());
      const started = await postJson(
        app(),
        "/api/exam/startExam",
        { examSlug: exam.slug },
        { token: learner.token },
      );
      const asked = ((await started.json()).data.questions as { id: number }[]).map((row) => row.id);
      expect(asked.sort((a, b) => a - b)).toEqual(visible);
    }

    // The earlier attempt keeps its six questions, answers and score.
    const kept = await database.db.select().from(examAnswers).where(eq(examAnswers.attemptId, earlier!.id));
    expect(kept.map((answer) => answer.questionId).sort((a, b) => a - b)).toEqual(exam.questionIds);
    const [after] = await database.db.select().from(examAttempts).where(eq(examAttempts.id, earlier!.id));
    expect(after).toEqual(earlier);
  });

  it("an exam whose questions are all hidden cannot be started, as one with an empty bank", async () => {
    const admin = await signUpAdmin(app(), database);
    const exam = await testExam({ bankSize: 2 });
    for (const id of exam.questionIds) await setVisibility(admin.token, id, "0");
    expect(await getAdminExam(database.db, exam.id)).toMatchObject({ bankSize: 0, hiddenQuestions: 2 });
    expect((await get(app(), `/api/exam/getExamDetails/${exam.slug}`)).status).toBe(404);
    const learner = await signUpAndLogIn(app());
    const started = await postJson(
      app(),
      "/api/exam/startExam",
      { examSlug: exam.slug },
      { token: learner.token },
    );
    expect(started.status).toBe(404);
  });

  it("the bank file leaves hidden questions out", async () => {
    const admin = await signUpAdmin(app(), database);
    const exam = await testExam({ bankSize: 3 });
    await setVisibility(admin.token, exam.questionIds[1]!, "0");
    const csv = await (
      await get(app(), `/api/admin/exams/${exam.id}/questions.csv`, { token: admin.token })
    ).text();
    const [hidden] = await database.db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.id, exam.questionIds[1]!));
    expect(csv).not.toContain(hidden!.question);
    expect(csv.trim().split("\r\n")).toHaveLength(3);
  });
});

describe("bank files", () => {
  const tricky = [
    HEADER,
    `"Which keyword declares a block-scoped constant, e.g. ""const x = 1""?",var,let,const,static,c,`,
    `"What does this print?\nconsole.log(typeof null)",null,object,undefined,"number, of course",B,"A legacy of JavaScript's first engine."`,
    `Quel port utilise HTTPS ?,22,80,443,8080,c,Le port 443 — « https » par défaut.`,
  ].join("\r\n");

  it("exports a bank a spreadsheet opens, and imports it back unchanged", async () => {
    const admin = await signUpAdmin(app(), database);
    const source = await testExam({ bankSize: 1 });
    const target = await testExam({ bankSize: 3 });
    const replaced = await postForm(
      app(),
      "/api/admin/exams/import",
      { exam_id: String(source.id), mode: "replace", file: csvFile(tricky) },
      { token: admin.token },
    );
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toEqual({
      message: "The bank now holds the 3 questions of the file.",
      data: { imported: 3, bank_size: 3 },
    });

    const exported = await get(app(), `/api/admin/exams/${source.id}/questions.csv`, { token: admin.token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.headers.get("content-disposition")).toBe(
      `attachment; filename="${source.slug}-questions.csv"`,
    );
    const csv = await exported.text();
    expect(csv.split("\r\n")[0]).toBe(HEADER);

    const roundTrip = await postForm(
      app(),
      "/api/admin/exams/import",
      { exam_id: String(target.id), mode: "replace", file: csvFile(csv) },
      { token: admin.token },
    );
    expect(roundTrip.status).toBe(200);
    const fieldsOf = (rows: Awaited<ReturnType<typeof bankOf>>) =>
      rows.map(({ question, optionA, optionB, optionC, optionD, correctOption, explanation }) => ({
        question,
        optionA,
        optionB,
        optionC,
        optionD,
        correctOption,
        explanation,
      }));
    const bank = fieldsOf(await bankOf(target.categoryId));
    expect(bank).toEqual(fieldsOf(await bankOf(source.categoryId)));
    expect(bank[1]).toMatchObject({
      question: "What does this print?\nconsole.log(typeof null)",
      optionD: "number, of course",
      correctOption: "b",
    });
    expect(bank[2]!.explanation).toBe("Le port 443 — « https » par défaut.");
    const [entry] = await auditOf("exam", target.id);
    expect(entry).toMatchObject({ action: "exam.import", before: { bankSize: 3 } });
    expect(entry!.after).toEqual({ bankSize: 3, imported: 3, mode: "replace" });
  });

  it("refuses a file with a bad row by its line number, importing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const exam = await testExam({ bankSize: 2 });
    const before = await bankOf(exam.categoryId);
    const file = `${tricky}\r\nA question without its key,a,b,c,d,,\r\nAnother,a,b,c,d,z,`;
    const refused = await postForm(
      app(),
      "/api/admin/exams/import",
      { exam_id: String(exam.id), file: csvFile(file) },
      { token: admin.token },
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: "The file has 2 errors; nothing was imported.",
      errors: {
        file: [
          "Line 6: The correct option field is required.",
          "Line 7: The correct option must be a, b, c or d.",
        ],
      },
    });
    expect(await bankOf(exam.categoryId)).toEqual(before);

    const noFile = await postForm(
      app(),
      "/api/admin/exams/import",
      { exam_id: String(exam.id) },
      { token: admin.token },
    );
    expect(noFile.status).toBe(422);
    expect((await noFile.json()).errors).toEqual({ file: ["Choose a CSV file."] });
  });

  it("appends after the bank's questions; replacing a bank learners were asked is refused", async () => {
    const admin = await signUpAdmin(app(), database);
    const exam = await testExam({ bankSize: 4 });
    await failedAttempt(exam);
    const before = await bankOf(exam.categoryId);

    const replace = await postForm(
      app(),
      "/api/admin/exams/import",
      { exam_id: String(exam.id), mode: "replace", file: csvFile(tricky) },
      { token: admin.token },
    );
    expect(replace.status).toBe(409);
    expect(await bankOf(exam.categoryId)).toEqual(before);

    const appended = await postForm(
      app(),
      "/api/admin/exams/import",
      { exam_id: String(exam.id), file: csvFile(tricky) },
      { token: admin.token },
    );
    expect(appended.status).toBe(200);
    expect((await appended.json()).message).toBe("Added 3 questions to the bank.");
    const bank = await bankOf(exam.categoryId);
    expect(bank.slice(0, 4)).toEqual(before);
    expect(bank.slice(4).map((row) => row.sortOrder)).toEqual([4, 5, 6]);
    const listed = await (
      await get(app(), `/api/admin/exams/${exam.id}/questions?page=1`, { token: admin.token })
    ).json();
    expect(listed.pagination).toMatchObject({ total: 7, current_page: 1, last_page: 1 });
    expect(listed.data[4]).toMatchObject({ correct_option: "c", exam_id: exam.id });
  });
});
