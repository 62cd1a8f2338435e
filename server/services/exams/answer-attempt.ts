/**
 * What the learner sends while and after taking an exam: each answer as it is chosen, and the
 * submission. Both go through the attempt's row lock, so that an answer is never saved into an
 * attempt that is being scored, and a submission is scored once however many arrive at once.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { examAnswers, type AttemptClosedBy, type ExamAttempt } from "../../db/schema/index.ts";
import { ServiceError, invalidField, notFound } from "../service-error.ts";
import { ExamMessages } from "../../../shared/exams/exam-messages.ts";
import type { SaveAnswerInput, SubmitAnswersInput } from "../../../shared/exams/exam-schemas.ts";
import { isPastGrace, latestAttempt } from "./attempt-records.ts";
import { openAttemptInTime } from "./close-abandoned-attempt.ts";
import { requirePublicExam } from "./find-exam.ts";
import { closeAndScoreAttempt } from "./score-attempt.ts";

/**
 * Saves one answer (or clears it) and the review mark, as the learner chooses them. 404 when the
 * learner has no open attempt at this exam, 422 when the question is not part of the attempt.
 * When its time and grace are over, nothing is saved: the attempt is closed and scored on the
 * answers saved in time, then 409 says so (its results and certificate exist already).
 */
export async function saveAnswer(db: Database, userId: number, input: SaveAnswerInput, now = new Date()) {
  const exam = await requirePublicExam(db, input.examSlug);
  const outcome = await db.transaction(async (tx) => {
    // FOR SHARE: answers may be saved side by side, but not while a submission scores the attempt.
    const attempt = await latestAttempt(tx, userId, exam.categoryId, "share");
    // Too late, whether or not anything has closed the attempt yet (the job, a submission, a save
    // a moment ago): every late save is told the same.
    if (attempt && isPastGrace(attempt, now)) return "time-up" as const;
    if (!attempt || attempt.submittedAt) throw notFound(ExamMessages.noOpenAttempt);
    const changes: Partial<typeof examAnswers.$inferInsert> = {};
    if (input.option !== undefined) {
      changes.selectedOption = input.option;
      changes.answeredAt = input.option ? now : null;
    }
    if (input.marked !== undefined) changes.marked = input.marked;
    const saved = await tx
      .update(examAnswers)
      .set(changes)
      .where(and(eq(examAnswers.attemptId, attempt.id), eq(examAnswers.questionId, input.questionId)))
      .returning({ questionId: examAnswers.questionId });
    if (saved.length === 0) throw invalidField("questionId", ExamMessages.notInAttempt);
    return { questionId: input.questionId, option: input.option, marked: input.marked };
  });
  if (outcome === "time-up") {
    // Closed now, so that the 409 is true at once: results and certificate exist. In a transaction
    // of its own, under the row lock (FOR UPDATE), which two saves holding the share lock could not
    // both take; whoever comes first (this, the job, a submission) scores, the others find it closed.
    await db.transaction((tx) => openAttemptInTime(tx, userId, exam.categoryId, now));
    throw new ServiceError(409, ExamMessages.timeUp, { reason: "time-up" });
  }
  return outcome;
}

export type SubmissionResult = {
  attempt: ExamAttempt;
  /** The posted answers came after the deadline and its grace: only what was saved in time counted. */
  late: boolean;
  /** The attempt had already been submitted (a second click, a second tab): nothing changed. */
  alreadySubmitted: boolean;
};

/**
 * Submits the learner's open attempt (SPEC.md §7 `exam/submitanswers`): the posted answers are
 * saved if they arrive in time (deadline plus grace), then the attempt is scored on the server
 * once. A late submission is scored on the answers saved in time. Submitting an attempt already
 * closed answers its result again and changes nothing.
 */
export async function submitAnswers(
  db: Database,
  userId: number,
  input: SubmitAnswersInput,
  options: { closedBy?: Extract<AttemptClosedBy, "learner" | "timer">; now?: Date } = {},
): Promise<SubmissionResult> {
  const now = options.now ?? new Date();
  const exam = await requirePublicExam(db, input.examSlug);
  return db.transaction(async (tx) => {
    // The newest attempt, whatever its state, locked: a second submission waits here for the first.
    const attempt = await latestAttempt(tx, userId, exam.categoryId, "update");
    if (!attempt) throw notFound(ExamMessages.noOpenAttempt);
    if (attempt.submittedAt) return { attempt, late: false, alreadySubmitted: true };

    const late = isPastGrace(attempt, now);
    if (!late) await applyAnswers(tx, attempt.id, input.answers, now);
    const scored = await closeAndScoreAttempt(
      tx,
      attempt.id,
      late ? "server" : (options.closedBy ?? "learner"),
      now,
    );
    return { attempt: scored!, late, alreadySubmitted: false };
  });
}

/** Saves the posted answers; every question id must belong to the attempt, or nothing is saved (422). */
async function applyAnswers(
  tx: DatabaseOrTransaction,
  attemptId: number,
  answers: SubmitAnswersInput["answers"],
  now: Date,
) {
  const entries = Object.entries(answers);
  if (entries.length === 0) return;
  const ids = entries.map(([id]) => Number(id));
  const known = await tx
    .select({ questionId: examAnswers.questionId })
    .from(examAnswers)
    .where(and(eq(examAnswers.attemptId, attemptId), inArray(examAnswers.questionId, ids)));
  if (known.length !== new Set(ids).size) throw invalidField("answers", ExamMessages.notInAttempt);
  // One statement for all of them; unchanged answers keep the time they were first saved.
  const rows = sql.join(
    entries.map(([id, option]) => sql`(${Number(id)}::int, ${option}::text)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${examAnswers}
    set selected_option = posted.option, answered_at = ${now.toISOString()}::timestamptz
    from (values ${rows}) as posted(question_id, option)
    where ${examAnswers.attemptId} = ${attemptId}
      and ${examAnswers.questionId} = posted.question_id
      and ${examAnswers.selectedOption} is distinct from posted.option
  `);
}
