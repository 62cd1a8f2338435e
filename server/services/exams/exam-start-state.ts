import { desc, eq, and } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { examAttempts } from "../../db/schema/index.ts";
import { examDurationSeconds, scorePercent } from "../../../shared/exams/exam-rules.ts";
import { timeMultiplierOf } from "./accommodations.ts";
import { isPastGrace } from "./attempt-records.ts";
import { requirePublicExam, type ExamSummary } from "./find-exam.ts";

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

/**
 * What the exam's start page (/user/my-exam/{slug}) shows the learner: the rules, and whether they
 * can start, resume, or must wait. Reads only; startExam decides again when they press Start.
 */
export async function getExamStartState(
  db: Database,
  userId: number,
  slug: string,
  now = new Date(),
): Promise<ExamStartState> {
  const exam = await requirePublicExam(db, slug);
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
  const inProgress = Boolean(latest && !latest.submittedAt && !isPastGrace(latest, now));
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
