import { inArray } from "drizzle-orm";
import { categories, examQuestions, exams } from "../schema/index.ts";
import { demoExams } from "./content/exams/index.ts";
import type { SeedTransaction } from "./index.ts";

/**
 * The demo exams on the demo catalogue's child categories (server/db/seed/content/exams). Seeded
 * under their own marker, so a database seeded before exams existed gets them too; a category
 * that is not there (renamed, deleted) is skipped.
 */
export async function seedDemoExams(tx: SeedTransaction) {
  const found = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        demoExams.map((exam) => exam.categorySlug),
      ),
    );
  const idBySlug = new Map(found.map((category) => [category.slug, category.id]));
  const present = demoExams.filter((exam) => idBySlug.has(exam.categorySlug));
  if (present.length === 0) return;
  await tx
    .insert(exams)
    .values(
      present.map((exam) => ({
        categoryId: idBySlug.get(exam.categorySlug)!,
        passMarkPercent: exam.passMarkPercent,
        coolingOffHours: exam.coolingOffHours,
        validityMonths: exam.validityMonths,
        questionsPerAttempt: exam.questionsPerAttempt,
      })),
    )
    .onConflictDoNothing({ target: exams.categoryId });
  await tx.insert(examQuestions).values(
    present.flatMap((exam) =>
      exam.questions.map((question, index) => ({
        categoryId: idBySlug.get(exam.categorySlug)!,
        question: question.question,
        optionA: question.options[0],
        optionB: question.options[1],
        optionC: question.options[2],
        optionD: question.options[3],
        correctOption: question.answer,
        sortOrder: index,
      })),
    ),
  );
}
