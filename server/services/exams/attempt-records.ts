/**
 * Reading attempts: the learner's latest attempt at an exam, and an attempt's questions as the
 * exam page shows them (in the attempt's order, with its option order, and never its key).
 */
import { and, asc, desc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { examAnswers, examAttempts, examQuestions, type ExamAttempt } from "../../db/schema/index.ts";
import {
  EXAM_OPTION_LETTERS,
  SUBMISSION_GRACE_SECONDS,
  type ExamOptionLetter,
} from "../../../shared/exams/exam-rules.ts";

/** The learner's newest attempt at the exam of `categoryId`, locked for the caller's transaction when asked. */
export async function latestAttempt(
  db: DatabaseOrTransaction,
  userId: number,
  categoryId: number,
  lock?: "update" | "share",
): Promise<ExamAttempt | undefined> {
  const query = db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.categoryId, categoryId)))
    .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Whether answers posted at `now` come too late: after the deadline and its grace. */
export function isPastGrace(attempt: Pick<ExamAttempt, "deadlineAt">, now: Date): boolean {
  return now.getTime() > attempt.deadlineAt.getTime() + SUBMISSION_GRACE_SECONDS * 1000;
}

/**
 * Whether the attempt is still running at `now`: not submitted, and its deadline and grace not
 * over. The learner is offered to resume such an attempt (its start page, the dashboard).
 */
export function isRunning(attempt: Pick<ExamAttempt, "submittedAt" | "deadlineAt">, now: Date): boolean {
  return !attempt.submittedAt && !isPastGrace(attempt, now);
}

/** The stored option (a–d) shown as each letter: "cadb" shows option_c as a. */
export function storedOptionFor(optionOrder: string, shown: ExamOptionLetter): ExamOptionLetter {
  return optionOrder[EXAM_OPTION_LETTERS.indexOf(shown)] as ExamOptionLetter;
}

/** The letter under which the attempt shows the stored option `stored`. */
export function shownLetterOf(optionOrder: string, stored: ExamOptionLetter): ExamOptionLetter {
  return EXAM_OPTION_LETTERS[optionOrder.indexOf(stored)]!;
}

export type ShownOptions = Record<ExamOptionLetter, string>;

type StoredOptions = { optionA: string; optionB: string; optionC: string; optionD: string };

export function shownOptions(optionOrder: string, stored: StoredOptions): ShownOptions {
  const byLetter: ShownOptions = {
    a: stored.optionA,
    b: stored.optionB,
    c: stored.optionC,
    d: stored.optionD,
  };
  return {
    a: byLetter[storedOptionFor(optionOrder, "a")],
    b: byLetter[storedOptionFor(optionOrder, "b")],
    c: byLetter[storedOptionFor(optionOrder, "c")],
    d: byLetter[storedOptionFor(optionOrder, "d")],
  };
}

/** A question of an open attempt as the learner sees it: no key, no correctness. */
export type AttemptQuestion = {
  id: number;
  position: number;
  question: string;
  options: ShownOptions;
  selectedOption: ExamOptionLetter | null;
  marked: boolean;
};

/** The attempt's questions in its order. One query. */
export async function attemptQuestions(
  db: DatabaseOrTransaction,
  attemptId: number,
): Promise<AttemptQuestion[]> {
  const rows = await db
    .select({
      id: examQuestions.id,
      position: examAnswers.position,
      question: examQuestions.question,
      optionA: examQuestions.optionA,
      optionB: examQuestions.optionB,
      optionC: examQuestions.optionC,
      optionD: examQuestions.optionD,
      optionOrder: examAnswers.optionOrder,
      selectedOption: examAnswers.selectedOption,
      marked: examAnswers.marked,
    })
    .from(examAnswers)
    .innerJoin(examQuestions, eq(examQuestions.id, examAnswers.questionId))
    .where(eq(examAnswers.attemptId, attemptId))
    .orderBy(asc(examAnswers.position));
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    question: row.question,
    options: shownOptions(row.optionOrder, row),
    selectedOption: row.selectedOption,
    marked: row.marked,
  }));
}
