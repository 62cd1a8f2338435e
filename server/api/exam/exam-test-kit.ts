/**
 * Exams for the API tests: a public child category with an exam whose bank the test knows. Each
 * question's right option reads "Right …" and the others "Wrong …", so a test can answer right
 * or wrong from what the API shows, never from the key.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { categories, certificates, examQuestions, exams, type NewExam } from "../../db/schema/index.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";
import {
  get,
  postForm,
  postJson,
  signUpAndLogIn,
  type TestApp,
} from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import { EXAM_OPTION_LETTERS, type ExamOptionLetter } from "../../../shared/exams/exam-rules.ts";

export type TestExam = { slug: string; name: string; categoryId: number; questionIds: number[] };

export async function createTestExam(
  database: TestDatabase,
  options: { bankSize?: number; settings?: Partial<NewExam>; categoryStatus?: number } = {},
): Promise<TestExam> {
  const id = randomUUID().slice(0, 8);
  const [main] = await database.db
    .insert(categories)
    .values({ name: `Main ${id}`, slug: `main-${id}` })
    .returning({ id: categories.id });
  const name = `Exam Topic ${id}`;
  const [child] = await database.db
    .insert(categories)
    .values({ parentId: main!.id, name, slug: `exam-topic-${id}`, status: options.categoryStatus ?? 1 })
    .returning({ id: categories.id, slug: categories.slug });
  await database.db.insert(exams).values({
    categoryId: child!.id,
    questionsPerAttempt: 4,
    passMarkPercent: 75,
    coolingOffHours: 24,
    ...options.settings,
  });
  const bank = Array.from({ length: options.bankSize ?? 6 }, (_, index) => {
    // The stored key moves round a–d so that no letter is always right.
    const correct = EXAM_OPTION_LETTERS[index % 4]!;
    const text = (letter: ExamOptionLetter) =>
      letter === correct ? `Right ${index + 1}` : `Wrong ${index + 1}${letter}`;
    return {
      categoryId: child!.id,
      question: `Question ${index + 1} of ${id}?`,
      optionA: text("a"),
      optionB: text("b"),
      optionC: text("c"),
      optionD: text("d"),
      correctOption: correct,
      sortOrder: index,
    };
  });
  const inserted = await database.db.insert(examQuestions).values(bank).returning({ id: examQuestions.id });
  return { slug: child!.slug, name, categoryId: child!.id, questionIds: inserted.map((row) => row.id) };
}

export type ShownQuestion = {
  id: number;
  question: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
};

/** The letter under which the attempt shows the right (or a wrong) option of a question. */
export function letterOf(question: ShownQuestion, right: boolean): ExamOptionLetter {
  const letter = EXAM_OPTION_LETTERS.find((option) =>
    question[`option_${option}`].startsWith(right ? "Right" : "Wrong"),
  );
  if (!letter) throw new Error(`no ${right ? "right" : "wrong"} option in ${JSON.stringify(question)}`);
  return letter;
}

/** Answers: the first `rightCount` questions right, the rest wrong. */
export function answersFor(questions: ShownQuestion[], rightCount: number): Record<string, ExamOptionLetter> {
  return Object.fromEntries(
    questions.map((question, index) => [String(question.id), letterOf(question, index < rightCount)]),
  );
}

/** A learner who started the exam and submitted it with the first `rightCount` answers right. */
export async function submittedAttempt(app: TestApp, exam: { slug: string }, rightCount: number) {
  const learner = await signUpAndLogIn(app);
  const started = await postJson(
    app,
    "/api/exam/startExam",
    { examSlug: exam.slug },
    { token: learner.token },
  );
  const questions = (await started.json()).data.questions as ShownQuestion[];
  const answers = answersFor(questions, rightCount);
  await postJson(app, "/api/exam/submitanswers", { examSlug: exam.slug, answers }, { token: learner.token });
  return { learner, questions, answers };
}

/** A learner named `name` who passed a fresh exam, and the certificate row they were awarded. */
export async function awardedCertificate(database: TestDatabase, app: TestApp, name: string) {
  const exam = await createTestExam(database);
  const account = await signUpAndLogIn(app, { name });
  const started = await (
    await postJson(app, "/api/exam/startExam", { examSlug: exam.slug }, { token: account.token })
  ).json();
  await postJson(
    app,
    "/api/exam/submitanswers",
    { examSlug: exam.slug, answers: answersFor(started.data.questions, 4) },
    { token: account.token },
  );
  const [certificate] = await database.db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, account.id));
  return { account, exam, certificate: certificate! };
}

/** The option as stored (a-d) of a wrong answer: the test exam's wrong options end in it ("Wrong 3b"). */
export function wrongChoice(
  question: ShownQuestion,
  answers: Record<string, ExamOptionLetter>,
): ExamOptionLetter {
  const shown = question[`option_${answers[String(question.id)]!}`];
  if (!shown.startsWith("Wrong")) throw new Error(`question ${question.id} was answered right`);
  return shown.slice(-1) as ExamOptionLetter;
}

/** An admin changes a category's slug through the category editor's call; the new slug. */
export async function changeCategorySlug(
  database: TestDatabase,
  app: TestApp,
  categoryId: number,
  slug: string,
): Promise<string> {
  const admin = await signUpAdmin(app, database);
  const read = await get(app, `/api/admin/categories/${categoryId}`, { token: admin.token });
  const { data: category } = await read.json();
  const saved = await postForm(
    app,
    "/api/admin/categories/save",
    {
      id: String(category.id),
      updated_at: category.updated_at,
      name: category.name,
      slug,
      parent_id: String(category.parent_id),
      status: String(category.status),
    },
    { token: admin.token },
  );
  if (saved.status !== 200) throw new Error(`the category's slug was not changed: ${saved.status}`);
  return (await saved.json()).data.slug;
}
