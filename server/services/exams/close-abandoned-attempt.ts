/**
 * Closing attempts whose time and grace are over, on the answers saved in time: the job queued for
 * each attempt, and any request that finds its attempt overdue before the job has run.
 */
import { eq } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { examAttempts, type ExamAttempt } from "../../db/schema/index.ts";
import type { Logger } from "../../logger.ts";
import { isPastGrace, latestAttempt } from "./attempt-records.ts";
import { closeAndScoreAttempt } from "./score-attempt.ts";

/**
 * The "close-exam-attempt" job, queued when an attempt starts to run just after its deadline and
 * grace: an attempt nobody submitted (a closed tab, a lost connection) is scored on the answers
 * saved in time. Idempotent: an attempt already submitted is left alone.
 */
export async function closeAbandonedAttempt(
  db: Database,
  logger: Logger,
  attemptId: number,
  now = new Date(),
): Promise<"closed" | "already-closed"> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.id, attemptId))
      .for("update");
    if (!attempt || attempt.submittedAt) return "already-closed";
    // Queued for after the grace; a clock running behind the database's must not score early.
    if (!isPastGrace(attempt, now)) throw new Error(`attempt ${attemptId} is not due to close yet`);
    const scored = await closeAndScoreAttempt(tx, attempt.id, "server", now);
    logger.info(
      { attemptId, score: scored?.score, total: scored?.total },
      "closed an abandoned exam attempt",
    );
    return "closed";
  });
}

/**
 * The learner's open attempt at the exam of `categoryId`, or undefined after closing one whose
 * time is over (the closing job may not have run yet). Takes the attempt's row lock, so that a
 * submission or the job closing it at the same moment finds it closed: it is scored once. The
 * caller is in a transaction.
 */
export async function openAttemptInTime(
  tx: DatabaseOrTransaction,
  userId: number,
  categoryId: number,
  now: Date,
): Promise<ExamAttempt | undefined> {
  const latest = await latestAttempt(tx, userId, categoryId, "update");
  if (!latest || latest.submittedAt) return undefined;
  if (isPastGrace(latest, now)) {
    await closeAndScoreAttempt(tx, latest.id, "server", now);
    return undefined;
  }
  return latest;
}
