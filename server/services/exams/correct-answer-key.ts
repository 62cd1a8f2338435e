import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import {
  categories,
  examAnswers,
  examAttempts,
  examQuestionReports,
  examQuestions,
  users,
} from "../../db/schema/index.ts";
import { ExamAdminMessages } from "../../../shared/exams/exam-admin-messages.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { invalidField, notFound, ServiceError } from "../service-error.ts";
import { EXAM_OPTION_LETTERS, type ExamOptionLetter } from "../../../shared/exams/exam-rules.ts";
import { shownLetterOf, storedOptionFor } from "./attempt-records.ts";
import { rescoreAttempt } from "./score-attempt.ts";

export type KeyCorrection = {
  questionId: number;
  previous: ExamOptionLetter;
  corrected: ExamOptionLetter;
  /** Submitted attempts that asked the question and were scored again. */
  rescored: number;
  /** Of those, the ones that pass now and did not before. */
  nowPassing: number;
  /** Open reports of this question marked resolved. */
  resolvedReports: number;
};

/** Who corrects a key from the operator's command, as the audit log names it. */
export const CORRECT_KEY_COMMAND: AdminActor = { id: null, email: "npm run exam:correct-key" };

/**
 * An operator corrects a question's key (`npm run exam:correct-key -- <question id> <a-d>`; the
 * letter is the option as stored, option_a…option_d), or an admin fixes a reported question on
 * /admin/exam-reports: the attempts that asked it are scored again (rescoreForKey), in one
 * transaction with its audit row.
 */
export async function correctAnswerKey(
  db: Database,
  questionId: number,
  corrected: ExamOptionLetter,
  actor: AdminActor = CORRECT_KEY_COMMAND,
): Promise<KeyCorrection> {
  if (!EXAM_OPTION_LETTERS.includes(corrected)) {
    throw invalidField("option", "The option must be a, b, c or d.");
  }
  return db.transaction(async (tx) => {
    const [question] = await tx
      .select({ correctOption: examQuestions.correctOption })
      .from(examQuestions)
      .where(eq(examQuestions.id, questionId))
      .for("update");
    if (!question) throw notFound(`There is no exam question ${questionId}.`);
    await tx.update(examQuestions).set({ correctOption: corrected }).where(eq(examQuestions.id, questionId));
    const correction = await rescoreForKey(tx, questionId, question.correctOption, corrected);
    await recordAudit(tx, actor, {
      action: "exam_question.correct_key",
      entityType: "exam_question",
      entityId: questionId,
      // The same keys on both sides: the log shows the row's change, "Correct option: c → b".
      before: { correctOption: question.correctOption },
      after: { correctOption: corrected },
    });
    return correction;
  });
}

/**
 * What follows a question's key changing to `corrected` (already written, in `tx`): every attempt
 * that asked it gets its own key updated through its option order, every submitted one is scored
 * again (a new pass earns its certificate), and the question's open reports are resolved. One
 * rule for the operator's correction and the admin's edit of a bank question.
 */
export async function rescoreForKey(
  tx: DatabaseOrTransaction,
  questionId: number,
  previous: ExamOptionLetter,
  corrected: ExamOptionLetter,
): Promise<KeyCorrection> {
  // Each attempt shows the stored option under the letter at its place in option_order.
  await tx
    .update(examAnswers)
    .set({ correctOption: sql`chr(ascii('a') + position(${corrected} in ${examAnswers.optionOrder}) - 1)` })
    .where(eq(examAnswers.questionId, questionId));

  const affected = await tx
    .select({ id: examAttempts.id, passed: examAttempts.passed })
    .from(examAttempts)
    .innerJoin(examAnswers, eq(examAnswers.attemptId, examAttempts.id))
    .where(and(eq(examAnswers.questionId, questionId), isNotNull(examAttempts.submittedAt)))
    .for("update", { of: examAttempts });
  let nowPassing = 0;
  for (const attempt of affected) {
    const rescored = await rescoreAttempt(tx, attempt.id);
    if (rescored?.passed && !attempt.passed) nowPassing += 1;
  }
  const resolved = await tx
    .update(examQuestionReports)
    .set({ resolvedAt: new Date(), resolution: "key-corrected" })
    .where(and(eq(examQuestionReports.questionId, questionId), isNull(examQuestionReports.resolvedAt)))
    .returning({ id: examQuestionReports.id });
  return {
    questionId,
    previous,
    corrected,
    rescored: affected.length,
    nowPassing,
    resolvedReports: resolved.length,
  };
}

/** At most this many open reports are listed at once, oldest first: the next come as these are handled. */
export const OPEN_REPORTS_SHOWN = 100;

/** A report's option, by the letter the bank stores it under (option_a…option_d). */
export type ReportedOption = {
  letter: ExamOptionLetter;
  text: string;
  /** The letter the reporting learner saw it under: their attempt shuffled the options. */
  learnersLetter: ExamOptionLetter;
  isKey: boolean;
  /** The learner chose it. */
  chosen: boolean;
};

/**
 * The open reports, oldest first, for the operator's review (`npm run exam:reports`, the admin's
 * /admin/exam-reports): the exam, who reported, the options as stored with the letters the learner
 * saw and their choice (a letter in their message is theirs, not the bank's), and how many
 * submitted attempts a corrected key would score again.
 */
export async function listOpenReports(db: Database) {
  const rows = await db
    .select({
      reportId: examQuestionReports.id,
      questionId: examQuestionReports.questionId,
      attemptId: examQuestionReports.attemptId,
      reason: examQuestionReports.reason,
      message: examQuestionReports.message,
      createdAt: examQuestionReports.createdAt,
      question: examQuestions.question,
      optionA: examQuestions.optionA,
      optionB: examQuestions.optionB,
      optionC: examQuestions.optionC,
      optionD: examQuestions.optionD,
      correctOption: examQuestions.correctOption,
      examName: categories.name,
      reporterName: users.name,
      reporterEmail: users.email,
      optionOrder: examAnswers.optionOrder,
      selectedOption: examAnswers.selectedOption,
      // The attempts rescoreForKey would score again.
      submittedAttempts: sql<number>`(
        select count(*)::int from exam_answers asked
        join exam_attempts taken on taken.id = asked.attempt_id
        where asked.question_id = ${examQuestions.id} and taken.submitted_at is not null
      )`,
    })
    .from(examQuestionReports)
    .innerJoin(examQuestions, eq(examQuestions.id, examQuestionReports.questionId))
    .innerJoin(examAttempts, eq(examAttempts.id, examQuestionReports.attemptId))
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .innerJoin(
      examAnswers,
      and(
        eq(examAnswers.attemptId, examQuestionReports.attemptId),
        eq(examAnswers.questionId, examQuestionReports.questionId),
      ),
    )
    .innerJoin(categories, eq(categories.id, examAttempts.categoryId))
    .where(isNull(examQuestionReports.resolvedAt))
    .orderBy(examQuestionReports.createdAt, examQuestionReports.id)
    .limit(OPEN_REPORTS_SHOWN);
  return rows.map(({ optionOrder, selectedOption, ...report }) => {
    const chosen = selectedOption ? storedOptionFor(optionOrder, selectedOption) : null;
    const texts = { a: report.optionA, b: report.optionB, c: report.optionC, d: report.optionD };
    const options = EXAM_OPTION_LETTERS.map((letter): ReportedOption => ({
      letter,
      text: texts[letter],
      learnersLetter: shownLetterOf(optionOrder, letter),
      isKey: letter === report.correctOption,
      chosen: letter === chosen,
    }));
    return { ...report, options, learnersChoice: chosen };
  });
}

/** An admin closes a report without changing the key (the question is right): 409 when already closed. */
export async function dismissReport(db: Database, actor: AdminActor, reportId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(examQuestionReports)
      .where(eq(examQuestionReports.id, reportId))
      .for("update");
    if (!report) throw notFound(ExamAdminMessages.reportNotFound);
    if (report.resolvedAt) throw new ServiceError(409, ExamAdminMessages.reportClosed);
    await tx
      .update(examQuestionReports)
      .set({ resolvedAt: new Date(), resolution: "key-stands" })
      .where(eq(examQuestionReports.id, reportId));
    await recordAudit(tx, actor, {
      action: "exam_report.dismiss",
      entityType: "exam_report",
      entityId: reportId,
      before: { resolvedAt: null },
      after: { resolvedAt: new Date().toISOString() },
    });
  });
}
