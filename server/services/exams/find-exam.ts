import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { categories, examQuestions, exams } from "../../db/schema/index.ts";
import { isPossibleSlug } from "../catalog/possible-slug.ts";
import { isPublicExam, isShownExamQuestion } from "../content/visibility.ts";
import { notFound } from "../service-error.ts";
import { ExamMessages } from "../../../shared/exams/exam-messages.ts";

/** A public exam as its start page and SPEC.md §7 `exam/getExamDetails` describe it. */
export type ExamSummary = {
  examId: number;
  categoryId: number;
  slug: string;
  /** The category's name: the exam's title. */
  name: string;
  /** How many questions an attempt asks: the exam's setting, or the whole bank when it is smaller. */
  totalQuestions: number;
  /** Its shown questions (a hidden one is never drawn). */
  bankSize: number;
  passMarkPercent: number;
  coolingOffHours: number;
  validityMonths: number | null;
};

/** The public exam of a child category, with the size of its bank; undefined when there is none. One query. */
export async function findPublicExam(
  db: DatabaseOrTransaction,
  slug: string,
): Promise<ExamSummary | undefined> {
  if (!isPossibleSlug(slug)) return undefined;
  const bankSize = db
    .select({ categoryId: examQuestions.categoryId, size: count().as("size") })
    .from(examQuestions)
    .where(isShownExamQuestion())
    .groupBy(examQuestions.categoryId)
    .as("bank");
  const [row] = await db
    .select({
      examId: exams.id,
      categoryId: exams.categoryId,
      slug: categories.slug,
      name: categories.name,
      questionsPerAttempt: exams.questionsPerAttempt,
      bankSize: sql<number>`coalesce(${bankSize.size}, 0)::int`,
      passMarkPercent: exams.passMarkPercent,
      coolingOffHours: exams.coolingOffHours,
      validityMonths: exams.validityMonths,
    })
    .from(exams)
    .innerJoin(categories, eq(categories.id, exams.categoryId))
    .leftJoin(bankSize, eq(bankSize.categoryId, exams.categoryId))
    .where(and(eq(categories.slug, slug), isPublicExam()))
    .limit(1);
  if (!row) return undefined;
  const { questionsPerAttempt, ...exam } = row;
  return { ...exam, totalQuestions: Math.min(questionsPerAttempt, row.bankSize) };
}

/** As findPublicExam, or a 404 ServiceError. */
export async function requirePublicExam(db: DatabaseOrTransaction, slug: string): Promise<ExamSummary> {
  const exam = await findPublicExam(db, slug);
  if (!exam || exam.totalQuestions === 0) throw notFound(ExamMessages.examNotFound);
  return exam;
}

/**
 * Every public exam with questions to ask, by name: what a learner can take, listed where a
 * category they chose has no exam yet.
 */
export async function listPublicExams(db: DatabaseOrTransaction): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: categories.slug, name: categories.name })
    .from(exams)
    .innerJoin(categories, eq(categories.id, exams.categoryId))
    .where(and(isPublicExam(), hasQuestions()))
    .orderBy(categories.name, categories.id);
}

/** The exam's bank holds at least one shown question: there is something to ask. */
function hasQuestions(): SQL {
  return sql`exists (
    select 1 from ${examQuestions}
    where ${examQuestions.categoryId} = ${exams.categoryId} and ${isShownExamQuestion()}
  )`;
}

/**
 * Whether a child category has a public exam with questions to ask: its Q&A page offers Take Exam
 * only then. One query.
 */
export async function hasPublicExam(db: DatabaseOrTransaction, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.categoryId, categoryId), isPublicExam(), hasQuestions()))
    .limit(1);
  return row !== undefined;
}
