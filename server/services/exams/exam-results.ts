import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  categories,
  certificates,
  examAnswers,
  examAttempts,
  examQuestionReports,
  examQuestions,
  users,
} from "../../db/schema/index.ts";
import { isPossibleSlug } from "../catalog/possible-slug.ts";
import { notFound } from "../service-error.ts";
import { ExamMessages } from "../../../shared/exams/exam-messages.ts";
import {
  scorePercent,
  type ExamOptionLetter,
  type QuestionReportResolution,
} from "../../../shared/exams/exam-rules.ts";
import { isPastGrace, shownOptions, type ShownOptions } from "./attempt-records.ts";
import { openAttemptInTime } from "./close-abandoned-attempt.ts";

/** One question of a submitted attempt (SPEC "Answer result": question, options, selected_option_ans, is_correct). */
export type AnswerResult = {
  questionId: number;
  position: number;
  question: string;
  options: ShownOptions;
  selectedOption: ExamOptionLetter | null;
  /** 1 = correct (SPEC.md §9). */
  isCorrect: 0 | 1;
  /**
   * The learner's report of a problem with this question, if any: still open, or how it was
   * resolved (the key corrected and the attempt scored again, or the key found right).
   */
  report: "open" | QuestionReportResolution | null;
};

export type ExamResults = {
  slug: string;
  categoryName: string;
  userName: string;
  attemptId: number;
  score: number;
  total: number;
  percent: number;
  passMarkPercent: number;
  passed: boolean;
  submittedAt: Date;
  closedBy: "learner" | "timer" | "server";
  answers: AnswerResult[];
  /** The learner's certificate for this exam, if they hold one that is not revoked. */
  certificate: { publicId: string; issuedAt: Date; expiresAt: Date | null } | null;
  /** Their certificate for this exam was revoked: when and why (the page says so where it was). */
  revocation: { revokedAt: Date; reason: string } | null;
};

/**
 * The learner's latest submitted attempt at the exam of `slug`, question by question (SPEC.md §7
 * `exam/getanswers`, /user/exam-results/{slug}). The right answers are not shown, only whether
 * each chosen one was right: the bank's questions come back in later attempts. 404 when the
 * learner has no submitted attempt there; nobody else's attempts are ever read. An attempt whose
 * time is over is closed first, if its closing job has not run yet: its results are due.
 */
export async function getExamResults(db: Database, userId: number, slug: string): Promise<ExamResults> {
  if (!isPossibleSlug(slug)) throw notFound(ExamMessages.noResults);
  await closeOverdueAttempt(db, userId, slug, new Date());
  const [attempt] = await db
    .select({
      id: examAttempts.id,
      score: examAttempts.score,
      total: examAttempts.total,
      passed: examAttempts.passed,
      passMarkPercent: examAttempts.passMarkPercent,
      submittedAt: examAttempts.submittedAt,
      closedBy: examAttempts.closedBy,
      categoryId: categories.id,
      slug: categories.slug,
      categoryName: categories.name,
      userName: users.name,
    })
    .from(examAttempts)
    .innerJoin(categories, eq(categories.id, examAttempts.categoryId))
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .where(
      and(eq(examAttempts.userId, userId), eq(categories.slug, slug), isNotNull(examAttempts.submittedAt)),
    )
    .orderBy(desc(examAttempts.submittedAt), desc(examAttempts.id))
    .limit(1);
  if (!attempt) throw notFound(ExamMessages.noResults);

  const [rows, [certificate]] = await Promise.all([
    db
      .select({
        questionId: examQuestions.id,
        position: examAnswers.position,
        question: examQuestions.question,
        optionA: examQuestions.optionA,
        optionB: examQuestions.optionB,
        optionC: examQuestions.optionC,
        optionD: examQuestions.optionD,
        optionOrder: examAnswers.optionOrder,
        selectedOption: examAnswers.selectedOption,
        isCorrect: examAnswers.isCorrect,
        reportId: examQuestionReports.id,
        reportResolution: examQuestionReports.resolution,
      })
      .from(examAnswers)
      .innerJoin(examQuestions, eq(examQuestions.id, examAnswers.questionId))
      .leftJoin(
        examQuestionReports,
        and(
          eq(examQuestionReports.attemptId, examAnswers.attemptId),
          eq(examQuestionReports.questionId, examAnswers.questionId),
        ),
      )
      .where(eq(examAnswers.attemptId, attempt.id))
      .orderBy(asc(examAnswers.position)),
    db
      .select({
        publicId: certificates.publicId,
        issuedAt: certificates.issuedAt,
        expiresAt: certificates.expiresAt,
        revokedAt: certificates.revokedAt,
        revocationReason: certificates.revocationReason,
      })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.categoryId, attempt.categoryId)))
      .limit(1),
  ]);
  const score = attempt.score ?? 0;
  const total = attempt.total ?? 0;
  return {
    slug: attempt.slug,
    categoryName: attempt.categoryName,
    userName: attempt.userName,
    attemptId: attempt.id,
    score,
    total,
    percent: scorePercent(score, total),
    passMarkPercent: attempt.passMarkPercent,
    passed: attempt.passed ?? false,
    submittedAt: attempt.submittedAt!,
    closedBy: attempt.closedBy ?? "server",
    answers: rows.map((row) => ({
      questionId: row.questionId,
      position: row.position,
      question: row.question,
      options: shownOptions(row.optionOrder, row),
      selectedOption: row.selectedOption,
      isCorrect: row.isCorrect === 1 ? 1 : 0,
      report: row.reportId === null ? null : (row.reportResolution ?? "open"),
    })),
    // A revoked certificate is not offered any more; its revocation is told instead.
    certificate:
      certificate && !certificate.revokedAt
        ? { publicId: certificate.publicId, issuedAt: certificate.issuedAt, expiresAt: certificate.expiresAt }
        : null,
    revocation: certificate?.revokedAt
      ? {
          revokedAt: certificate.revokedAt,
          reason: certificate.revocationReason ?? ExamMessages.noRevocationReason,
        }
      : null,
  };
}

/**
 * Closes and scores the learner's open attempt at the exam of `slug` when its time and grace are
 * over (a closed tab, with the closing job still to come). The row lock is taken only when there is
 * such an attempt; `openAttemptInTime` checks again under it, so the attempt is scored once.
 */
async function closeOverdueAttempt(db: Database, userId: number, slug: string, now: Date): Promise<void> {
  const [open] = await db
    .select({ categoryId: examAttempts.categoryId, deadlineAt: examAttempts.deadlineAt })
    .from(examAttempts)
    .innerJoin(categories, eq(categories.id, examAttempts.categoryId))
    .where(and(eq(examAttempts.userId, userId), eq(categories.slug, slug), isNull(examAttempts.submittedAt)))
    .limit(1);
  if (!open || !isPastGrace(open, now)) return;
  await db.transaction((tx) => openAttemptInTime(tx, userId, open.categoryId, now));
}
