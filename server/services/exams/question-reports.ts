import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { categories, examAnswers, examAttempts, examQuestionReports } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../accounts/unique-violation.ts";
import { isPossibleSlug } from "../catalog/possible-slug.ts";
import { invalidField, notFound } from "../service-error.ts";
import { ExamMessages } from "../../../shared/exams/exam-messages.ts";
import type { ReportQuestionInput } from "../../../shared/exams/exam-schemas.ts";

/**
 * A learner reports a problem with a question of their latest submitted attempt (from the results
 * page). The report is stored with the attempt for an operator to review (`npm run exam:reports`);
 * a corrected key re-scores every attempt that asked the question (correct-answer-key.ts).
 */
export async function reportQuestion(
  db: Database,
  userId: number,
  input: ReportQuestionInput,
): Promise<void> {
  if (!isPossibleSlug(input.examSlug)) throw notFound(ExamMessages.noResults);
  const [attempt] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .innerJoin(categories, eq(categories.id, examAttempts.categoryId))
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(categories.slug, input.examSlug),
        isNotNull(examAttempts.submittedAt),
      ),
    )
    .orderBy(desc(examAttempts.submittedAt), desc(examAttempts.id))
    .limit(1);
  if (!attempt) throw notFound(ExamMessages.noResults);
  const [asked] = await db
    .select({ id: examAnswers.id })
    .from(examAnswers)
    .where(and(eq(examAnswers.attemptId, attempt.id), eq(examAnswers.questionId, input.questionId)))
    .limit(1);
  if (!asked) throw invalidField("questionId", ExamMessages.notInAttempt);
  try {
    await db.insert(examQuestionReports).values({
      attemptId: attempt.id,
      questionId: input.questionId,
      reason: input.reason,
      message: input.message,
    });
  } catch (error) {
    if (isUniqueViolation(error, "exam_question_reports_attempt_id_question_id_uq")) {
      throw invalidField("questionId", ExamMessages.alreadyReported);
    }
    throw error;
  }
}
