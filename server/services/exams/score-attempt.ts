/**
 * Scoring, the one place that decides a result: every answer against the attempt's own key, the
 * score against the pass mark the attempt started with, and a certificate when it passes. Called
 * when the learner submits, when the page submits at 0:00, when the server closes an abandoned
 * attempt, and again after an operator corrects a key.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import {
  certificates,
  examAnswers,
  examAttempts,
  exams,
  type AttemptClosedBy,
  type ExamAttempt,
} from "../../db/schema/index.ts";
import { reachesPassMark } from "../../../shared/exams/exam-rules.ts";

export type AttemptScore = { score: number; total: number; passed: boolean };

async function markAnswers(
  db: DatabaseOrTransaction,
  attemptId: number,
): Promise<AttemptScore & { passMark: number }> {
  await db
    .update(examAnswers)
    .set({
      isCorrect: sql`case when ${examAnswers.selectedOption} = ${examAnswers.correctOption} then 1 else 0 end`,
    })
    .where(eq(examAnswers.attemptId, attemptId));
  const [row] = await db
    .execute<{ score: number; total: number; pass_mark: number }>(
      sql`
    select
      count(*) filter (where ${examAnswers.isCorrect} = 1)::int as score,
      count(*)::int as total,
      (select ${examAttempts.passMarkPercent} from ${examAttempts} where ${examAttempts.id} = ${attemptId}) as pass_mark
    from ${examAnswers}
    where ${examAnswers.attemptId} = ${attemptId}
  `,
    )
    .then((result) => result.rows);
  const score = row?.score ?? 0;
  const total = row?.total ?? 0;
  const passMark = Number(row?.pass_mark ?? 100);
  return { score, total, passMark, passed: reachesPassMark(score, total, passMark) };
}

/**
 * Closes and scores an open attempt with the answers saved so far. The caller holds the
 * attempt's row lock (SELECT … FOR UPDATE): of two submissions at the same moment one scores,
 * the other finds it closed. Returns undefined when the attempt was already closed.
 */
export async function closeAndScoreAttempt(
  tx: DatabaseOrTransaction,
  attemptId: number,
  closedBy: AttemptClosedBy,
  now: Date,
): Promise<ExamAttempt | undefined> {
  const { score, total, passed } = await markAnswers(tx, attemptId);
  const [attempt] = await tx
    .update(examAttempts)
    .set({ submittedAt: now, closedBy, score, total, passed })
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.submittedAt)))
    .returning();
  if (attempt?.passed) await awardCertificate(tx, attempt);
  return attempt;
}

/**
 * Scores a closed attempt again (its key was corrected). A new pass earns the certificate; a
 * certificate already issued is kept even if the score drops, since it was earned in good faith.
 */
export async function rescoreAttempt(
  tx: DatabaseOrTransaction,
  attemptId: number,
): Promise<ExamAttempt | undefined> {
  const { score, total, passed } = await markAnswers(tx, attemptId);
  const [attempt] = await tx
    .update(examAttempts)
    .set({ score, total, passed })
    .where(and(eq(examAttempts.id, attemptId), sql`${examAttempts.submittedAt} is not null`))
    .returning();
  if (attempt?.passed) await awardCertificate(tx, attempt);
  return attempt;
}

/**
 * Issues the certificate of a passed attempt, or renews the learner's certificate for the exam
 * when this pass is newer than the one it records: a new awarded date, a new expiry, this
 * attempt. A revoked certificate stays revoked.
 */
async function awardCertificate(tx: DatabaseOrTransaction, attempt: ExamAttempt): Promise<void> {
  const awardedAt = attempt.submittedAt!;
  const expiresAt = sql`(
    select ${awardedAt.toISOString()}::timestamptz + make_interval(months => ${exams.validityMonths})
    from ${exams} where ${exams.categoryId} = ${attempt.categoryId}
  )`;
  await tx
    .insert(certificates)
    .values({
      userId: attempt.userId,
      categoryId: attempt.categoryId,
      attemptId: attempt.id,
      issuedAt: awardedAt,
      expiresAt,
    })
    .onConflictDoUpdate({
      target: [certificates.userId, certificates.categoryId],
      set: { attemptId: attempt.id, issuedAt: awardedAt, expiresAt },
      setWhere: sql`${certificates.revokedAt} is null and ${certificates.issuedAt} < excluded.issued_at`,
    });
}
