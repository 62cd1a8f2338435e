import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text, unique } from "drizzle-orm/pg-core";
import { categories } from "./catalog.ts";
import { randomCode, timestamptz } from "./columns.ts";
import { users } from "./users.ts";

export const EXAM_OPTIONS = ["a", "b", "c", "d"] as const;
export type ExamOption = (typeof EXAM_OPTIONS)[number];

/** One exam per child category; its questions are the rows with that category_id. */
export const examQuestions = pgTable(
  "exam_questions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    optionA: text("option_a").notNull(),
    optionB: text("option_b").notNull(),
    optionC: text("option_c").notNull(),
    optionD: text("option_d").notNull(),
    // Never sent to the browser before the attempt is submitted.
    correctOption: text("correct_option", { enum: EXAM_OPTIONS }).notNull(),
    explanation: text("explanation"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("exam_questions_category_id_idx").on(t.categoryId, t.sortOrder, t.id),
    check("exam_questions_correct_option_chk", sql`correct_option in ('a', 'b', 'c', 'd')`),
  ],
);

export const examAttempts = pgTable(
  "exam_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // RESTRICT: a category with exam history (and maybe certificates) is not deleted by accident.
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    startedAt: timestamptz("started_at").notNull().defaultNow(),
    // started_at + 3600 s (SPEC §9); the server, not the browser clock, decides when time is up.
    deadlineAt: timestamptz("deadline_at").notNull(),
    submittedAt: timestamptz("submitted_at"),
    score: integer("score"),
    total: integer("total"),
    passed: boolean("passed"),
  },
  (t) => [
    index("exam_attempts_user_id_category_id_idx").on(t.userId, t.categoryId, t.startedAt.desc()),
    index("exam_attempts_category_id_idx").on(t.categoryId),
  ],
);

export const examAnswers = pgTable(
  "exam_answers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    // RESTRICT: editing an exam must not rewrite the results people already hold.
    questionId: integer("question_id")
      .notNull()
      .references(() => examQuestions.id, { onDelete: "restrict" }),
    // Null when the question was left unanswered at the deadline.
    selectedOption: text("selected_option", { enum: EXAM_OPTIONS }),
    // SPEC "is_correct (1 = correct)"; smallint keeps the API value without conversion.
    isCorrect: smallint("is_correct").notNull().default(0),
  },
  (t) => [
    unique("exam_answers_attempt_id_question_id_uq").on(t.attemptId, t.questionId),
    index("exam_answers_question_id_idx").on(t.questionId),
    check(
      "exam_answers_selected_option_chk",
      sql`selected_option is null or selected_option in ('a', 'b', 'c', 'd')`,
    ),
    check("exam_answers_is_correct_chk", sql`is_correct in (0, 1)`),
  ],
);

/** One certificate per user and category; re-passing keeps the first (unique below). */
export const certificates = pgTable(
  "certificates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    // The certificate shows this attempt's answers; without it there is nothing to verify.
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    // Public verification id.
    code: text("code").notNull().unique().default(randomCode("CERT-")),
    issuedAt: timestamptz("issued_at").notNull().defaultNow(),
  },
  (t) => [
    unique("certificates_user_id_category_id_uq").on(t.userId, t.categoryId),
    index("certificates_category_id_idx").on(t.categoryId),
    index("certificates_attempt_id_idx").on(t.attemptId),
  ],
);

export type ExamQuestion = typeof examQuestions.$inferSelect;
export type NewExamQuestion = typeof examQuestions.$inferInsert;
export type ExamAttempt = typeof examAttempts.$inferSelect;
export type NewExamAttempt = typeof examAttempts.$inferInsert;
export type ExamAnswer = typeof examAnswers.$inferSelect;
export type NewExamAnswer = typeof examAnswers.$inferInsert;
export type Certificate = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;
