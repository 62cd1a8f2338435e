import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { categories, examAttempts, exams } from "../../db/schema/index.ts";
import { isPublicExam } from "../content/visibility.ts";
import { isRunning } from "./attempt-records.ts";

/** An exam the learner started and left running, as the dashboard offers to resume it. */
export type RunningExam = {
  /** The exam's page is /user/exam/{slug}. */
  slug: string;
  /** The category's name: the exam's title. */
  name: string;
  /** When the server stops taking answers (SPEC.md §4). */
  deadlineAt: Date;
};

/**
 * The learner's attempts still running at `now` (isRunning), at exams that are public (the exam
 * page opens only those), soonest deadline first. One query, on the index of open attempts by
 * learner (exam_attempts_one_open_uq: at most one per exam).
 */
export async function listRunningExams(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<RunningExam[]> {
  const open = await db
    .select({
      slug: categories.slug,
      name: categories.name,
      deadlineAt: examAttempts.deadlineAt,
      submittedAt: examAttempts.submittedAt,
    })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.categoryId, examAttempts.categoryId))
    .innerJoin(categories, eq(categories.id, examAttempts.categoryId))
    .where(and(eq(examAttempts.userId, userId), isNull(examAttempts.submittedAt), isPublicExam()))
    .orderBy(asc(examAttempts.deadlineAt), asc(examAttempts.id));
  return open
    .filter((attempt) => isRunning(attempt, now))
    .map(({ slug, name, deadlineAt }) => ({ slug, name, deadlineAt }));
}
