/**
 * The exam's constants (SPEC.md §9), shared by the server (deadlines, scoring) and the pages
 * (timer, countdown, QR code). Plain data, no imports.
 */

/** The timer starts here (SPEC.md §9 "Exam timer 3600 seconds"), times the learner's accommodation. */
export const EXAM_DURATION_SECONDS = 3600;

/** SPEC.md §9 "Exam start countdown 5 seconds". */
export const START_COUNTDOWN_SECONDS = 5;

/**
 * Answers arriving this long after the deadline still count: a page that submits at 0:00 over a
 * slow connection is not late. Anything later is scored on what was saved in time.
 */
export const SUBMISSION_GRACE_SECONDS = 30;

/** The bounds of a learner's exam time multiplier (exam_accommodations, its check constraint). */
export const MIN_TIME_MULTIPLIER = 1;
export const MAX_TIME_MULTIPLIER = 4;

/** Options a to d (SPEC.md §9); the letters are as the attempt shows them. */
export const EXAM_OPTION_LETTERS = ["a", "b", "c", "d"] as const;
export type ExamOptionLetter = (typeof EXAM_OPTION_LETTERS)[number];

/** Screen readers hear the time left at these minutes (and on request), never every second. */
export const TIMER_ANNOUNCEMENT_MINUTES = [10, 5, 1] as const;

/** SPEC.md §9 "QR image 120 px". */
export const CERTIFICATE_QR_SIZE = 120;

/** The learner's time for one attempt, in whole seconds. */
export function examDurationSeconds(timeMultiplier: number): number {
  return Math.round(EXAM_DURATION_SECONDS * timeMultiplier);
}

/** "01:00:00": SPEC.md §4 shows the countdown as hh:mm:ss. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hh = Math.floor(seconds / 3600);
  const mm = Math.floor((seconds % 3600) / 60);
  const ss = seconds % 60;
  return [hh, mm, ss].map((part) => String(part).padStart(2, "0")).join(":");
}

/** "1 hour 5 minutes", "59 seconds": the timer as a screen reader reads it. */
export function spokenDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  if (hours > 0) parts.push(unit(hours, "hour"));
  if (minutes > 0) parts.push(unit(minutes, "minute"));
  if (hours === 0 && (rest > 0 || parts.length === 0)) parts.push(unit(rest, "second"));
  return parts.join(" ");
}

/** Whether `score` of `total` reaches a pass mark in percent (integers only: no rounding surprises). */
export function reachesPassMark(score: number, total: number, passMarkPercent: number): boolean {
  return total > 0 && score * 100 >= passMarkPercent * total;
}

/** The score in whole percent, rounded down (so 69.9 % never shows as a pass mark of 70 %). */
export function scorePercent(score: number, total: number): number {
  return total > 0 ? Math.floor((score * 100) / total) : 0;
}

/** Why a question can be reported from the results page (stored as is with the attempt). */
export const QUESTION_REPORT_REASONS = ["wrong-key", "unclear", "other"] as const;
export type QuestionReportReason = (typeof QUESTION_REPORT_REASONS)[number];

/** How a report was closed: the question's key was corrected, or a reviewer found it right. */
export const QUESTION_REPORT_RESOLUTIONS = ["key-corrected", "key-stands"] as const;
export type QuestionReportResolution = (typeof QUESTION_REPORT_RESOLUTIONS)[number];
