import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { CONTENT_STATUS, categories } from "./catalog.ts";
import { randomCode, timestamps, timestamptz } from "./columns.ts";
import { users } from "./users.ts";
import { QUESTION_REPORT_REASONS, QUESTION_REPORT_RESOLUTIONS } from "../../../shared/exams/exam-rules.ts";

export const EXAM_OPTIONS = ["a", "b", "c", "d"] as const;
export type ExamOption = (typeof EXAM_OPTIONS)[number];

/** How an attempt was closed: by the learner, by their page at 0:00, or by the server's closing job. */
export const ATTEMPT_CLOSED_BY = ["learner", "timer", "server"] as const;
export type AttemptClosedBy = (typeof ATTEMPT_CLOSED_BY)[number];

/**
 * The settings of a child category's exam. A category without a row here has no exam; its
 * question bank is the exam_questions rows with the same category_id.
 */
export const exams = pgTable(
  "exams",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .unique()
      .references(() => categories.id, { onDelete: "cascade" }),
    // How many questions one attempt draws from the bank (the bank may hold more).
    questionsPerAttempt: integer("questions_per_attempt").notNull().default(15),
    // The lowest score, in percent of the questions asked, that passes and earns a certificate.
    passMarkPercent: smallint("pass_mark_percent").notNull().default(70),
    // How long after an attempt closes the learner waits before starting another.
    coolingOffHours: integer("cooling_off_hours").notNull().default(24),
    // Null: certificates never expire.
    validityMonths: integer("validity_months"),
    status: smallint("status").notNull().default(CONTENT_STATUS.published),
    ...timestamps(),
  },
  () => [
    check("exams_questions_per_attempt_chk", sql`questions_per_attempt between 1 and 200`),
    check("exams_pass_mark_percent_chk", sql`pass_mark_percent between 1 and 100`),
    check("exams_cooling_off_hours_chk", sql`cooling_off_hours between 0 and 8760`),
    check("exams_validity_months_chk", sql`validity_months is null or validity_months between 1 and 600`),
    check("exams_status_chk", sql`status in (0, 1)`),
  ],
);

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
    // Hidden (0): retired, never drawn for a new attempt; the attempts that asked it keep it.
    status: smallint("status").notNull().default(CONTENT_STATUS.published),
    // The admin's edits carry it (stale-edit.ts); a corrected key moves it too.
    ...timestamps(),
  },
  (t) => [
    index("exam_questions_category_id_idx").on(t.categoryId, t.sortOrder, t.id),
    check("exam_questions_correct_option_chk", sql`correct_option in ('a', 'b', 'c', 'd')`),
    check("exam_questions_status_chk", sql`status in (0, 1)`),
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
    // 3600 s (SPEC §9) times the learner's accommodation multiplier, fixed when the attempt starts.
    durationSeconds: integer("duration_seconds").notNull(),
    // started_at + duration_seconds; the server, not the browser clock, decides when time is up.
    deadlineAt: timestamptz("deadline_at").notNull(),
    // The exam's pass mark when the attempt started: later changes to the exam do not move it.
    passMarkPercent: smallint("pass_mark_percent").notNull(),
    // Set once, when the attempt is scored; null while it is open.
    submittedAt: timestamptz("submitted_at"),
    closedBy: text("closed_by", { enum: ATTEMPT_CLOSED_BY }),
    score: integer("score"),
    total: integer("total"),
    passed: boolean("passed"),
  },
  (t) => [
    index("exam_attempts_user_id_category_id_idx").on(t.userId, t.categoryId, t.startedAt.desc()),
    index("exam_attempts_category_id_idx").on(t.categoryId),
    // At most one open attempt per learner and exam: two tabs starting at once get the same one.
    uniqueIndex("exam_attempts_one_open_uq")
      .on(t.userId, t.categoryId)
      .where(sql`submitted_at is null`),
    // The closing sweep reads the open attempts whose time is up.
    index("exam_attempts_open_deadline_idx")
      .on(t.deadlineAt)
      .where(sql`submitted_at is null`),
    check("exam_attempts_duration_seconds_chk", sql`duration_seconds > 0`),
    check("exam_attempts_pass_mark_percent_chk", sql`pass_mark_percent between 1 and 100`),
    check(
      "exam_attempts_closed_by_chk",
      sql`(submitted_at is null) = (closed_by is null) and (closed_by is null or closed_by in ('learner', 'timer', 'server'))`,
    ),
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
    // Where the question comes in this attempt (1-based): each attempt shuffles the order.
    position: smallint("position").notNull(),
    // The attempt's option order: the stored option (a-d) shown as a, b, c and d. "cadb" shows
    // option_c first. Options are shuffled per attempt too.
    optionOrder: text("option_order").notNull(),
    // The attempt's answer key: the letter, as shown in this attempt, of the right option.
    // Never sent to the browser before the attempt is submitted.
    correctOption: text("correct_option", { enum: EXAM_OPTIONS }).notNull(),
    // The chosen letter as shown in this attempt; null while (or when left) unanswered.
    selectedOption: text("selected_option", { enum: EXAM_OPTIONS }),
    answeredAt: timestamptz("answered_at"),
    // "Mark for review": kept with the answer so that a reload keeps it too.
    marked: boolean("marked").notNull().default(false),
    // SPEC "is_correct (1 = correct)"; smallint keeps the API value without conversion.
    isCorrect: smallint("is_correct").notNull().default(0),
  },
  (t) => [
    unique("exam_answers_attempt_id_question_id_uq").on(t.attemptId, t.questionId),
    unique("exam_answers_attempt_id_position_uq").on(t.attemptId, t.position),
    index("exam_answers_question_id_idx").on(t.questionId),
    check(
      "exam_answers_selected_option_chk",
      sql`selected_option is null or selected_option in ('a', 'b', 'c', 'd')`,
    ),
    check("exam_answers_correct_option_chk", sql`correct_option in ('a', 'b', 'c', 'd')`),
    check(
      "exam_answers_option_order_chk",
      sql`option_order ~ '^[abcd]{4}$' and position('a' in option_order) > 0 and position('b' in option_order) > 0 and position('c' in option_order) > 0 and position('d' in option_order) > 0`,
    ),
    check("exam_answers_is_correct_chk", sql`is_correct in (0, 1)`),
  ],
);

/** A learner's report of a problem with a question, kept with the attempt for an operator to review. */
export const examQuestionReports = pgTable(
  "exam_question_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => examQuestions.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: QUESTION_REPORT_REASONS }).notNull(),
    message: text("message"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    // Set when an operator has dealt with it (a corrected key resolves the question's reports).
    resolvedAt: timestamptz("resolved_at"),
    // How it was dealt with, told to the learner on their results page; set with resolved_at.
    resolution: text("resolution", { enum: QUESTION_REPORT_RESOLUTIONS }),
  },
  (t) => [
    unique("exam_question_reports_attempt_id_question_id_uq").on(t.attemptId, t.questionId),
    index("exam_question_reports_open_idx")
      .on(t.questionId, t.createdAt)
      .where(sql`resolved_at is null`),
    check("exam_question_reports_reason_chk", sql`reason in ('wrong-key', 'unclear', 'other')`),
    check(
      "exam_question_reports_resolution_chk",
      sql`(resolved_at is null) = (resolution is null) and (resolution is null or resolution in ('key-corrected', 'key-stands'))`,
    ),
  ],
);

/**
 * Extra time for a learner, set once by an operator (`npm run exam:accommodate`): every exam they
 * start runs for 3600 s times this multiplier, on the page's timer and the server's deadline alike.
 */
export const examAccommodations = pgTable(
  "exam_accommodations",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    timeMultiplier: numeric("time_multiplier", { precision: 3, scale: 2 }).notNull(),
    ...timestamps(),
  },
  () => [check("exam_accommodations_time_multiplier_chk", sql`time_multiplier between 1 and 4`)],
);

/** Each certificate's bit in the published revocation list (W3C Bitstring Status List). */
export const certificateStatusListIndex = pgSequence("certificate_status_list_index_seq", {
  startWith: 0,
  minValue: 0,
});

/**
 * One certificate per user and category (unique below); passing again renews it (new date, new
 * expiry, the newer attempt).
 */
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
    // The certificate id printed on it and given to LinkedIn; it opens nothing by itself.
    code: text("code").notNull().unique().default(randomCode("CERT-")),
    // The uId of /verify-certificate/{uId}/{slug}: 122 random bits, so addresses cannot be guessed
    // (neither from a row number nor from another of the holder's certificates).
    publicId: text("public_id")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    // The awarded date; moves forward when the learner passes again.
    issuedAt: timestamptz("issued_at").notNull().defaultNow(),
    // Null: never expires (the exam has no validity period).
    expiresAt: timestamptz("expires_at"),
    revokedAt: timestamptz("revoked_at"),
    revocationReason: text("revocation_reason"),
    // The certificate's bit in the revocation status list.
    statusListIndex: integer("status_list_index")
      .notNull()
      .unique()
      .default(sql`nextval('certificate_status_list_index_seq')`),
    // The holder lets search engines index the public page (noindex otherwise).
    searchable: boolean("searchable").notNull().default(false),
  },
  (t) => [
    unique("certificates_user_id_category_id_uq").on(t.userId, t.categoryId),
    index("certificates_category_id_idx").on(t.categoryId),
    index("certificates_attempt_id_idx").on(t.attemptId),
    // The published revocation list reads only the revoked ones.
    index("certificates_revoked_idx")
      .on(t.statusListIndex)
      .where(sql`revoked_at is not null`),
  ],
);

export type Exam = typeof exams.$inferSelect;
export type NewExam = typeof exams.$inferInsert;
export type ExamQuestion = typeof examQuestions.$inferSelect;
export type NewExamQuestion = typeof examQuestions.$inferInsert;
export type ExamAttempt = typeof examAttempts.$inferSelect;
export type NewExamAttempt = typeof examAttempts.$inferInsert;
export type ExamAnswer = typeof examAnswers.$inferSelect;
export type NewExamAnswer = typeof examAnswers.$inferInsert;
export type Certificate = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;
