import { randomInt } from "node:crypto";
import { and, eq, isNotNull, desc, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { examAnswers, examAttempts, examQuestions, type ExamAttempt } from "../../db/schema/index.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { ServiceError } from "../service-error.ts";
import { ExamMessages } from "../../../shared/exams/exam-messages.ts";
import {
  EXAM_OPTION_LETTERS,
  SUBMISSION_GRACE_SECONDS,
  examDurationSeconds,
  type ExamOptionLetter,
} from "../../../shared/exams/exam-rules.ts";
import { timeMultiplierOf } from "./accommodations.ts";
import { attemptQuestions, latestAttempt, shownLetterOf, type AttemptQuestion } from "./attempt-records.ts";
import { openAttemptInTime } from "./close-abandoned-attempt.ts";
import { requirePublicExam, type ExamSummary } from "./find-exam.ts";
import { isShownExamQuestion } from "../content/visibility.ts";

/** An open attempt as the exam page and the start call show it: its clock and its questions, no key. */
export type OpenAttempt = {
  attemptId: number;
  slug: string;
  name: string;
  startedAt: Date;
  deadlineAt: Date;
  durationSeconds: number;
  passMarkPercent: number;
  questions: AttemptQuestion[];
};

const dateFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

/** A random order of a–d (Fisher–Yates with crypto's uniform integers). */
function shuffledOptions(): string {
  const letters: ExamOptionLetter[] = [...EXAM_OPTION_LETTERS];
  for (let index = letters.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [letters[index], letters[other]] = [letters[other]!, letters[index]!];
  }
  return letters.join("");
}

function toOpenAttempt(exam: ExamSummary, attempt: ExamAttempt, questions: AttemptQuestion[]): OpenAttempt {
  return {
    attemptId: attempt.id,
    slug: exam.slug,
    name: exam.name,
    startedAt: attempt.startedAt,
    deadlineAt: attempt.deadlineAt,
    durationSeconds: attempt.durationSeconds,
    passMarkPercent: attempt.passMarkPercent,
    questions,
  };
}

/**
 * The learner's open attempt at the exam, closing it first when its time and grace are over
 * (the closing job may not have run yet). Undefined when nothing is open.
 */
export async function findOpenAttempt(
  db: Database,
  userId: number,
  slug: string,
  now = new Date(),
): Promise<OpenAttempt | undefined> {
  const exam = await requirePublicExam(db, slug);
  return db.transaction(async (tx) => {
    const attempt = await openAttemptInTime(tx, userId, exam.categoryId, now);
    return attempt && toOpenAttempt(exam, attempt, await attemptQuestions(tx, attempt.id));
  });
}

/**
 * Starts an attempt at a public exam, or resumes the one already open (a reload, a second tab, a
 * lost connection). A new attempt draws its questions at random from the bank's shown ones,
 * shuffles their order and each one's options, and keeps its own key; its deadline is now plus
 * 3600 s times the learner's accommodation. A retake within the exam's cooling-off period is refused (409 with
 * Retry-After). Two starts at the same moment get the same attempt.
 */
export async function startExam(
  db: Database,
  userId: number,
  slug: string,
  now = new Date(),
): Promise<OpenAttempt> {
  const exam = await requirePublicExam(db, slug);
  const multiplier = await timeMultiplierOf(db, userId);
  return db.transaction(async (tx) => {
    const open = await openAttemptInTime(tx, userId, exam.categoryId, now);
    if (open) return toOpenAttempt(exam, open, await attemptQuestions(tx, open.id));

    const [last] = await tx
      .select({ submittedAt: examAttempts.submittedAt })
      .from(examAttempts)
      .where(
        and(
          eq(examAttempts.userId, userId),
          eq(examAttempts.categoryId, exam.categoryId),
          isNotNull(examAttempts.submittedAt),
        ),
      )
      .orderBy(desc(examAttempts.submittedAt))
      .limit(1);
    if (last?.submittedAt && exam.coolingOffHours > 0) {
      const nextStart = new Date(last.submittedAt.getTime() + exam.coolingOffHours * 3_600_000);
      if (nextStart > now) {
        throw new ServiceError(409, ExamMessages.coolingOff(`${dateFormat.format(nextStart)} UTC`), {
          retryAfterSeconds: Math.ceil((nextStart.getTime() - now.getTime()) / 1000),
          reason: "cooling-off",
        });
      }
    }

    const durationSeconds = examDurationSeconds(multiplier);
    const deadlineAt = new Date(now.getTime() + durationSeconds * 1000);
    const [created] = await tx
      .insert(examAttempts)
      .values({
        userId,
        categoryId: exam.categoryId,
        startedAt: now,
        durationSeconds,
        deadlineAt,
        passMarkPercent: exam.passMarkPercent,
      })
      .onConflictDoNothing({
        target: [examAttempts.userId, examAttempts.categoryId],
        where: sql`submitted_at is null`,
      })
      .returning();
    if (!created) {
      // Another request opened it a moment ago (it waited for that one to commit): resume it.
      const other = await latestAttempt(tx, userId, exam.categoryId);
      if (!other || other.submittedAt) throw new ServiceError(409, ExamMessages.alreadySubmitted);
      return toOpenAttempt(exam, other, await attemptQuestions(tx, other.id));
    }

    const drawn = await tx
      .select({ id: examQuestions.id, correctOption: examQuestions.correctOption })
      .from(examQuestions)
      .where(and(eq(examQuestions.categoryId, exam.categoryId), isShownExamQuestion()))
      .orderBy(sql`random()`)
      .limit(exam.totalQuestions);
    await tx.insert(examAnswers).values(
      drawn.map((question, index) => {
        const optionOrder = shuffledOptions();
        return {
          attemptId: created.id,
          questionId: question.id,
          position: index + 1,
          optionOrder,
          correctOption: shownLetterOf(optionOrder, question.correctOption),
        };
      }),
    );
    // The server closes the attempt itself if nobody submits it.
    await enqueueJob(
      tx,
      "close-exam-attempt",
      { attemptId: created.id },
      { runAt: new Date(deadlineAt.getTime() + SUBMISSION_GRACE_SECONDS * 1000 + 1000) },
    );
    return toOpenAttempt(exam, created, await attemptQuestions(tx, created.id));
  });
}
