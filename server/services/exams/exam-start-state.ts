import { desc, eq, and } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { examAttempts } from "../../db/schema/index.ts";
import { examDurationSeconds, scorePercent } from "../../../shared/exams/exam-rules.ts";
import { timeMultiplierOf } from "./accommodations.ts";
import { isRunning } from "./attempt-records.ts";
import type { ContentChanges } from "../../db/content-changes.ts";
import { ExamMessages } from "../../../shared/exams/exam-messages.ts";
import { findCategoryBySlug } from "../catalog/find-category.ts";
import { notFound } from "../service-error.ts";
import { findPublicExam, listPublicExams, type ExamSummary } from "./find-exam.ts";

export type ExamStartState = {
  exam: ExamSummary;
  /** The learner's time for a new attempt: 3600 s times their accommodation. */
  durationSeconds: number;
  /** An attempt is open and still in time: the page offers to resume it. */
  inProgress: boolean;
  /** When the cooling-off period after the last attempt ends; null when a start is allowed now. */
  nextStartAt: Date | null;
  /** The last submitted attempt, if any. */
  lastResult: { percent: number; passed: boolean; submittedAt: Date } | null;
};

/** A Q&A category whose exam is still to come, and the exams a learner can take instead. */
export type NoExamYet = { noExam: true; slug: string; name: string; exams: { slug: string; name: string }[] };

/**
 * What the exam's start page (/user/my-exam/{slug}) shows the learner: the rules, and whether they
 * can start, resume, or must wait. Every Q&A page offers Take Exam (SPEC.md §2), so a child
 * category without an exam yet gets NoExamYet; any other slug is a 404. Reads only; startExam
 * decides again when they press Start.
 */
export async function getExamStartPage(
  db: Database,
  userId: number,
  slug: string,
  changes?: ContentChanges,
  now = new Date(),
): Promise<ExamStartState | NoExamYet> {
  const exam = await findPublicExam(db, slug);
  if (exam && exam.totalQuestions > 0) return startStateOf(db, userId, exam, now);
  const category = await findCategoryBySlug(db, slug, changes);
  if (!category || category.parentId === null) throw notFound(ExamMessages.examNotFound);
  return { noExam: true, slug: category.slug, name: category.name, exams: await listPublicExams(db) };
}

async function startStateOf(
  db: Database,
  userId: number,
  exam: ExamSummary,
  now: Date,
): Promise<ExamStartState> {
  const [multiplier, attempts] = await Promise.all([
    timeMultiplierOf(db, userId),
    db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.userId, userId), eq(examAttempts.categoryId, exam.categoryId)))
      .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
      .limit(2),
  ]);
  const latest = attempts[0];
  const inProgress = Boolean(latest && isRunning(latest, now));
  const last = attempts.find((attempt) => attempt.submittedAt);
  let nextStartAt: Date | null = null;
  if (!inProgress && last?.submittedAt && exam.coolingOffHours > 0) {
    const next = new Date(last.submittedAt.getTime() + exam.coolingOffHours * 3_600_000);
    if (next > now) nextStartAt = next;
  }
  return {
    exam,
    durationSeconds: examDurationSeconds(multiplier),
    inProgress,
    nextStartAt,
    lastResult: last?.submittedAt
      ? {
          percent: scorePercent(last.score ?? 0, last.total ?? 0),
          passed: last.passed ?? false,
          submittedAt: last.submittedAt,
        }
      : null,
  };
}
