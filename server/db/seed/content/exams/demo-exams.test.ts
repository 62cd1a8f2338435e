import { describe, expect, it } from "vitest";
import { demoCatalog } from "../../demo-content.ts";
import { demoExams } from "./index.ts";

const childSlugs = new Set(demoCatalog.flatMap((main) => main.children.map((child) => child.slug)));

describe("demo exams", () => {
  it("are at least 12, each on a seeded child category, each with its own category", () => {
    expect(demoExams.length).toBeGreaterThanOrEqual(12);
    for (const exam of demoExams) expect(childSlugs, exam.categorySlug).toContain(exam.categorySlug);
    expect(new Set(demoExams.map((exam) => exam.categorySlug)).size).toBe(demoExams.length);
  });

  it.each(demoExams.map((exam) => [exam.categorySlug, exam] as const))(
    "%s: at least 15 well-formed questions, a bank at least as large as an attempt, sensible rules",
    (_slug, exam) => {
      expect(exam.questions.length).toBeGreaterThanOrEqual(15);
      expect(exam.questionsPerAttempt).toBeGreaterThanOrEqual(15);
      expect(exam.questionsPerAttempt).toBeLessThanOrEqual(exam.questions.length);
      expect(exam.passMarkPercent).toBeGreaterThanOrEqual(50);
      expect(exam.passMarkPercent).toBeLessThanOrEqual(100);
      expect(new Set(exam.questions.map((question) => question.question)).size).toBe(exam.questions.length);
      for (const question of exam.questions) {
        expect(question.question.trim()).not.toBe("");
        expect(["a", "b", "c", "d"]).toContain(question.answer);
        // Four different options, none empty: one right answer, three that are not.
        expect(new Set(question.options.map((option) => option.trim().toLowerCase())).size).toBe(4);
        for (const option of question.options) expect(option.trim()).not.toBe("");
      }
    },
  );
});
