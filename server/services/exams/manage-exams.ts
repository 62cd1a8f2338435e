/**
 * The admin area's exams and their question banks. An exam is the settings row of a child
 * category (exams); its bank is that category's exam_questions. Every change is made at the
 * version the admin read (stale-edit.ts) and audited in its transaction. What learners have been
 * asked is never deleted: an exam someone took is hidden instead, a question someone was asked
 * is corrected instead (a new key re-scores their attempts: rescoreForKey) or hidden (retired: no
 * new attempt draws it, the attempts that asked it keep it).
 */
import { and, asc, count, eq, getTableColumns, isNotNull, isNull, max, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import {
  categories,
  examAnswers,
  examAttempts,
  examQuestions,
  exams,
  type Exam,
  type ExamQuestion,
} from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";
import type { SetVisibilityInput, DeleteContentInput } from "../../../shared/admin/content-schemas.ts";
import { ExamAdminMessages } from "../../../shared/exams/exam-admin-messages.ts";
import type {
  ExamQuestionFields,
  ListExamsInput,
  SaveExamInput,
  SaveExamQuestionInput,
} from "../../../shared/exams/exam-admin-schemas.ts";
import { adminPage, adminPageOffset } from "../admin/admin-page.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { deleteRow } from "../admin/delete-row.ts";
import { checkEditVersion, lockForEdit } from "../admin/stale-edit.ts";
import { keepRule } from "../admin/keep-rule.ts";
import { setRowVisibility } from "../admin/set-visibility.ts";
import { containsEveryWord } from "../content/name-search.ts";
import { isShownExamQuestion } from "../content/visibility.ts";
import { invalidField, notFound } from "../service-error.ts";
import { rescoreForKey } from "./correct-answer-key.ts";

/** An exam as the admin list and its edit page show it: its category's name is its title. */
export type AdminExam = Exam & {
  name: string;
  slug: string;
  parentName: string | null;
  /** Its shown questions: what attempts draw from (isShownExamQuestion). */
  bankSize: number;
  /** Its hidden (retired) questions, kept for the attempts that asked them. */
  hiddenQuestions: number;
  /** Why deleteExam refuses it, as the list says it, or null. */
  keptBecause: string | null;
};

/** What keeps an exam: attempts (from exam_attempts_category_id_idx), whose results and certificates stay. */
const examKept = keepRule(exams, [
  {
    holds: sql`exists (select 1 from ${examAttempts} where ${examAttempts}.category_id = ${exams}.category_id)`,
    listed: ExamAdminMessages.keptTaken,
    refused: ExamAdminMessages.examTaken,
  },
]);

/**
 * A bank question learners were asked: their answers keep it (RESTRICT). From
 * exam_answers_question_id_idx.
 */
const questionAsked = sql`exists (select 1 from ${examAnswers} where ${examAnswers}.question_id = ${examQuestions}.id)`;

/** What keeps a bank question: being asked (correct or hide it instead). */
const examQuestionKept = keepRule(examQuestions, [
  { holds: questionAsked, listed: ExamAdminMessages.keptAsked, refused: ExamAdminMessages.questionAsked },
]);

const bankSizes = (db: DatabaseOrTransaction) =>
  db
    .select({
      categoryId: examQuestions.categoryId,
      size: sql<number>`count(*) filter (where ${isShownExamQuestion()})`.as("size"),
      hidden: sql<number>`count(*) filter (where not ${isShownExamQuestion()})`.as("hidden"),
    })
    .from(examQuestions)
    .groupBy(examQuestions.categoryId)
    .as("bank");

function adminExamRows(db: DatabaseOrTransaction) {
  const bank = bankSizes(db);
  return db
    .select({
      exam: exams,
      name: categories.name,
      slug: categories.slug,
      parentName: sql<
        string | null
      >`(select parent.name from categories as parent where parent.id = ${categories.parentId})`,
      bankSize: sql<number>`coalesce(${bank.size}, 0)::int`,
      hiddenQuestions: sql<number>`coalesce(${bank.hidden}, 0)::int`,
      keptBecause: examKept.keptBecause(),
    })
    .from(exams)
    .innerJoin(categories, eq(categories.id, exams.categoryId))
    .leftJoin(bank, eq(bank.categoryId, exams.categoryId));
}

const toAdminExam = (
  row: Awaited<ReturnType<ReturnType<typeof adminExamRows>["limit"]>>[number],
): AdminExam => ({
  ...row.exam,
  name: row.name,
  slug: row.slug,
  parentName: row.parentName,
  bankSize: row.bankSize,
  hiddenQuestions: row.hiddenQuestions,
  keptBecause: row.keptBecause,
});

/** A page of exams by name, hidden ones included (one per child category: hundreds at most). */
export async function listAdminExams(db: Database, input: ListExamsInput) {
  const where = containsEveryWord(categories.name, input.search ?? "");
  const [rows, [totalRow]] = await Promise.all([
    adminExamRows(db)
      .where(where)
      .orderBy(asc(categories.name), asc(exams.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(input.page)),
    db
      .select({ n: count() })
      .from(exams)
      .innerJoin(categories, eq(categories.id, exams.categoryId))
      .where(where),
  ]);
  return adminPage(rows.map(toAdminExam), totalRow?.n ?? 0, input.page);
}

export async function getAdminExam(db: DatabaseOrTransaction, id: number): Promise<AdminExam> {
  const [row] = await adminExamRows(db).where(eq(exams.id, id)).limit(1);
  if (!row) throw notFound(ExamAdminMessages.examNotFound);
  return toAdminExam(row);
}

/** The child categories that have no exam yet: where a new exam can go, by name. */
export async function categoriesWithoutExam(db: Database) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .leftJoin(exams, eq(exams.categoryId, categories.id))
    .where(and(isNotNull(categories.parentId), isNull(exams.id)))
    .orderBy(asc(categories.name));
}

/** The exam as the audit log keeps it. */
const auditedExam = (exam: Exam) => ({
  id: exam.id,
  categoryId: exam.categoryId,
  questionsPerAttempt: exam.questionsPerAttempt,
  passMarkPercent: exam.passMarkPercent,
  coolingOffHours: exam.coolingOffHours,
  validityMonths: exam.validityMonths,
  status: exam.status,
  updatedAt: exam.updatedAt.toISOString(),
});

/** Adds an exam to a child category that has none, or edits an exam's settings at the version read. */
export async function saveExam(db: Database, actor: AdminActor, input: SaveExamInput): Promise<Exam> {
  const settings = {
    questionsPerAttempt: input.questions_per_attempt,
    passMarkPercent: input.pass_mark_percent,
    coolingOffHours: input.cooling_off_hours,
    validityMonths: input.validity_months ?? null,
    status: input.status,
  };
  return db.transaction(async (tx) => {
    if (input.id === undefined) {
      const categoryId = input.category_id!;
      const [category] = await tx
        .select({ parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.id, categoryId))
        .for("update");
      if (!category) throw invalidField("category_id", "The selected category id is invalid.");
      if (category.parentId === null) throw invalidField("category_id", ExamAdminMessages.categoryNotChild);
      const [created] = await tx
        .insert(exams)
        .values({ categoryId, ...settings })
        .onConflictDoNothing({ target: exams.categoryId })
        .returning();
      if (!created) throw invalidField("category_id", ExamAdminMessages.categoryTaken);
      await recordAudit(tx, actor, {
        action: "exam.create",
        entityType: "exam",
        entityId: created.id,
        before: null,
        after: auditedExam(created),
      });
      return created;
    }
    const before = await lockForEdit(tx, exams, input.id, input.updated_at!, "exam");
    const [updated] = await tx.update(exams).set(settings).where(eq(exams.id, input.id)).returning();
    await recordAudit(tx, actor, {
      action: "exam.update",
      entityType: "exam",
      entityId: input.id,
      before: auditedExam(before),
      after: auditedExam(updated!),
    });
    return updated!;
  });
}

/** Hides (0) or shows (1) an exam at the version read: hidden, nobody can start it. */
export async function setExamVisibility(db: Database, actor: AdminActor, input: SetVisibilityInput) {
  return db.transaction(async (tx) => {
    const before = await lockForEdit(tx, exams, input.id, input.updated_at, "exam");
    return setRowVisibility(tx, actor, {
      table: exams,
      entityType: "exam",
      before,
      status: input.status,
      audited: auditedExam,
    });
  });
}

/** Deletes an exam nobody has taken, with its bank; one that examKept keeps is refused (409). */
export async function deleteExam(db: Database, actor: AdminActor, input: DeleteContentInput) {
  await db.transaction(async (tx) => {
    const before = await lockForEdit(tx, exams, input.id, input.updated_at, "exam");
    await examKept.refuseDelete(tx, before.id);
    const bank = await tx
      .delete(examQuestions)
      .where(eq(examQuestions.categoryId, before.categoryId))
      .returning({ id: examQuestions.id });
    await deleteRow(tx, actor, {
      table: exams,
      entityType: "exam",
      id: input.id,
      before: { ...auditedExam(before), bankSize: bank.length },
    });
  });
}

/** A page of an exam's bank in its order (exam_questions_category_id_idx), hidden questions included. */
export async function listExamBank(db: Database, exam: AdminExam, page: number) {
  const rows = await db
    .select({
      ...getTableColumns(examQuestions),
      keptBecause: examQuestionKept.keptBecause(),
    })
    .from(examQuestions)
    .where(eq(examQuestions.categoryId, exam.categoryId))
    .orderBy(asc(examQuestions.sortOrder), asc(examQuestions.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(adminPageOffset(page));
  return adminPage(rows, exam.bankSize + exam.hiddenQuestions, page);
}

/** One question of an exam's bank, or 404 (also when it belongs to another exam). */
export async function getExamQuestion(db: Database, examId: number, questionId: number) {
  const exam = await getAdminExam(db, examId);
  const [question] = await db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.id, questionId), eq(examQuestions.categoryId, exam.categoryId)))
    .limit(1);
  if (!question) throw notFound(ExamAdminMessages.questionNotFound);
  return { exam, question };
}

/** The question's columns from its fields (the editor's, a call's or a bank file's row). */
export const questionColumns = (fields: ExamQuestionFields) => ({
  question: fields.question,
  optionA: fields.option_a,
  optionB: fields.option_b,
  optionC: fields.option_c,
  optionD: fields.option_d,
  correctOption: fields.correct_option,
  explanation: fields.explanation,
});

/** The question as the audit log keeps it. */
const auditedQuestion = (question: ExamQuestion) => ({
  id: question.id,
  categoryId: question.categoryId,
  question: question.question,
  optionA: question.optionA,
  optionB: question.optionB,
  optionC: question.optionC,
  optionD: question.optionD,
  correctOption: question.correctOption,
  explanation: question.explanation,
  sortOrder: question.sortOrder,
  status: question.status,
  updatedAt: question.updatedAt.toISOString(),
});

/** Where new questions go: after the bank's last one. */
export async function nextSortOrder(tx: DatabaseOrTransaction, categoryId: number): Promise<number> {
  const [last] = await tx
    .select({ order: max(examQuestions.sortOrder) })
    .from(examQuestions)
    .where(eq(examQuestions.categoryId, categoryId));
  return last?.order === null || last?.order === undefined ? 1 : last.order + 1;
}

/**
 * Adds a question to an exam's bank, or edits one at the version read. A changed key re-scores
 * every attempt that asked the question (rescoreForKey), in the same transaction.
 */
export async function saveExamQuestion(
  db: Database,
  actor: AdminActor,
  input: SaveExamQuestionInput,
): Promise<ExamQuestion> {
  return db.transaction(async (tx) => {
    const exam = await getAdminExam(tx, input.exam_id);
    const columns = questionColumns(input);
    if (input.id === undefined) {
      const sortOrder = input.sort_order ?? (await nextSortOrder(tx, exam.categoryId));
      const [created] = await tx
        .insert(examQuestions)
        .values({ ...columns, categoryId: exam.categoryId, sortOrder, status: input.status })
        .returning();
      await recordAudit(tx, actor, {
        action: "exam_question.create",
        entityType: "exam_question",
        entityId: created!.id,
        before: null,
        after: auditedQuestion(created!),
      });
      return created!;
    }
    const [current] = await tx
      .select()
      .from(examQuestions)
      .where(and(eq(examQuestions.id, input.id), eq(examQuestions.categoryId, exam.categoryId)))
      .for("update");
    const before = checkEditVersion(current, input.updated_at!, "question");
    const [updated] = await tx
      .update(examQuestions)
      .set({
        ...columns,
        sortOrder: input.sort_order ?? before.sortOrder,
        status: input.status ?? before.status,
      })
      .where(eq(examQuestions.id, input.id))
      .returning();
    const rescored =
      before.correctOption === updated!.correctOption
        ? undefined
        : await rescoreForKey(tx, input.id, before.correctOption, updated!.correctOption);
    await recordAudit(tx, actor, {
      action: "exam_question.update",
      entityType: "exam_question",
      entityId: input.id,
      before: auditedQuestion(before),
      after: { ...auditedQuestion(updated!), ...(rescored && { rescored: rescored.rescored }) },
    });
    return updated!;
  });
}

/**
 * Hides (0) or shows (1) a bank question at the version read. Hidden, no new attempt draws it and
 * the exam's bank size leaves it out; the attempts that asked it keep it, their scores unchanged.
 */
export async function setExamQuestionVisibility(
  db: Database,
  actor: AdminActor,
  input: SetVisibilityInput,
): Promise<{ examId: number; question: ExamQuestion }> {
  return db.transaction(async (tx) => {
    const before = await lockForEdit(tx, examQuestions, input.id, input.updated_at, "question");
    const [exam] = await tx
      .select({ id: exams.id })
      .from(exams)
      .where(eq(exams.categoryId, before.categoryId))
      .limit(1);
    if (!exam) throw notFound(ExamAdminMessages.questionNotFound);
    const question = await setRowVisibility(tx, actor, {
      table: examQuestions,
      entityType: "exam_question",
      before,
      status: input.status,
      audited: auditedQuestion,
    });
    return { examId: exam.id, question };
  });
}

/** Whether learners were asked any of these questions (their answers keep them: RESTRICT). */
export async function anyAsked(tx: DatabaseOrTransaction, where: ReturnType<typeof eq>): Promise<boolean> {
  const [asked] = await tx
    .select({ id: examQuestions.id })
    .from(examQuestions)
    .where(and(where, questionAsked))
    .limit(1);
  return asked !== undefined;
}

/** Deletes a bank question nobody was asked, at the version read; examQuestionKept's is refused. */
export async function deleteExamQuestion(db: Database, actor: AdminActor, input: DeleteContentInput) {
  await db.transaction(async (tx) => {
    const before = await lockForEdit(tx, examQuestions, input.id, input.updated_at, "question");
    await examQuestionKept.refuseDelete(tx, before.id);
    await deleteRow(tx, actor, {
      table: examQuestions,
      entityType: "exam_question",
      id: input.id,
      before: auditedQuestion(before),
    });
  });
}
