/** The largest bank file, and how many questions one may bring. */
export const EXAM_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const EXAM_CSV_MAX_ROWS = 2000;
/** A file with more bad rows lists this many and counts the rest. */
export const EXAM_CSV_ERRORS_SHOWN = 20;

export const EXAM_QUESTION_MAX_LENGTH = 1000;
export const EXAM_OPTION_MAX_LENGTH = 500;
export const EXAM_EXPLANATION_MAX_LENGTH = 2000;

/** What the exam screens of the admin area and their /api/admin calls say. Plain data for the browser. */
export const ExamAdminMessages = {
  reportNotFound: "Report not found",
  reportClosed: "This report was already handled.",
  reportDismissed: "The report is closed; the key stays as it was.",
  keyCorrected: "The key is corrected: the attempts that asked the question were scored again.",
  accommodationSaved: "The learner's exam time is saved.",

  examNotFound: "Exam not found",
  created: "The exam is added.",
  saved: "The exam is saved.",
  shown: "The exam is visible.",
  hidden: "The exam is hidden.",
  deleted: "The exam and its questions are deleted.",
  categoryRequired: "The category field is required.",
  categoryNotChild: "An exam belongs to a child category (a main category has none).",
  categoryTaken: "This category already has an exam.",
  /** Why an exam's row offers no Delete (examTaken). */
  keptTaken: "already taken",
  examTaken:
    "Learners have taken this exam: hide it instead of deleting it, so that their results and certificates stay.",

  questionNotFound: "Question not found",
  questionCreated: "The question is added.",
  questionSaved: "The question is saved.",
  questionDeleted: "The question is deleted.",
  questionShown: "The question is visible: new attempts may ask it.",
  questionHidden: "The question is hidden: new attempts will not ask it.",
  /** Why a bank question's row offers no Delete (questionAsked). */
  keptAsked: "asked in attempts",
  questionAsked: "This question was asked in attempts: correct or hide it instead of deleting it.",

  csvRequired: "Choose a CSV file.",
  csvTooLarge: `The CSV file may not be greater than ${EXAM_CSV_MAX_BYTES / 1024 / 1024} MB.`,
  csvNotText: "The file is not UTF-8 text: save it as CSV UTF-8.",
  csvNoRows: "The file has no questions under its header line.",
  /** A first line naming none of the columns: another kind of file (a PDF, a spreadsheet saved as text). */
  csvNoHeader: (columns: readonly string[]) =>
    `This is not a question bank file: its first line must name the columns (${columns.join(", ")}).`,
  csvTooManyRows: `The file may not hold more than ${EXAM_CSV_MAX_ROWS.toLocaleString("en-US")} questions.`,
  replaceRefused:
    "The bank cannot be replaced: learners were asked some of its questions. Import to add to it instead.",
} as const;

/** How a bank file's rows join the bank: added after its questions, or in their place. */
export const EXAM_IMPORT_MODES = ["append", "replace"] as const;
export type ExamImportMode = (typeof EXAM_IMPORT_MODES)[number];

/** "Imported 12 questions (the bank was replaced)." */
export function importedMessage(count: number, mode: ExamImportMode): string {
  const questions = `${count} ${count === 1 ? "question" : "questions"}`;
  return mode === "replace"
    ? `The bank now holds the ${questions} of the file.`
    : `Added ${questions} to the bank.`;
}

/** The message of a refused file: its bad rows are listed under `file`. */
export function csvRefusedMessage(errorCount: number): string {
  return `The file has ${errorCount} ${errorCount === 1 ? "error" : "errors"}; nothing was imported.`;
}
