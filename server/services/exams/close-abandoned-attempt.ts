import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { examAttempts } from "../../db/schema/index.ts";
import type { Logger } from "../../logger.ts";
import { isPastGrace } from "./attempt-records.ts";
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
