/**
 * An exam's question bank as a CSV file: exported for a spreadsheet (RFC 4180, UTF-8 with a byte
 * order mark so that Excel reads it as UTF-8, a header line naming the columns) and imported in
 * the same format. An import reads and checks the whole file first, each row by the question
 * editor's own rule (examQuestionFields); a file with any bad row is refused with every error by
 * its line number (the first EXAM_CSV_ERRORS_SHOWN) and nothing is imported. A good file goes in
 * one transaction, added after the bank's questions or in their place, every one visible. The
 * file carries the bank's visible questions only: a hidden question is retired, and a file made to
 * fill a bank again must not bring it back.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { examQuestions, exams, type ExamQuestion } from "../../db/schema/index.ts";
import {
  csvRefusedMessage,
  EXAM_CSV_ERRORS_SHOWN,
  EXAM_CSV_MAX_BYTES,
  EXAM_CSV_MAX_ROWS,
  ExamAdminMessages,
  type ExamImportMode,
} from "../../../shared/exams/exam-admin-messages.ts";
import { examQuestionFields, type ExamQuestionFields } from "../../../shared/exams/exam-admin-schemas.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { isShownExamQuestion } from "../content/visibility.ts";
import { invalidField, ServiceError } from "../service-error.ts";
import { anyAsked, getAdminExam, nextSortOrder, questionColumns } from "./manage-exams.ts";

/** The columns of a bank file, in the order an export writes them. */
export const BANK_CSV_COLUMNS = [
  "question",
  "option_a",
  "option_b",
  "option_c",
  "option_d",
  "correct_option",
  "explanation",
] as const;
type BankColumn = (typeof BANK_CSV_COLUMNS)[number];
/** A file may leave the explanations out; every other column must be there. */
const OPTIONAL_COLUMNS: ReadonlySet<BankColumn> = new Set(["explanation"]);

const BOM = "\uFEFF";

/** The bank as a CSV file, one row per question in the bank's order. */
export function bankCsv(questions: ExamQuestion[]): string {
  const rows = questions.map((question) => [
    question.question,
    question.optionA,
    question.optionB,
    question.optionC,
    question.optionD,
    question.correctOption,
    question.explanation ?? "",
  ]);
  // CRLF, as RFC 4180 has it; every field that holds a comma, a quote or a line break is quoted.
  return BOM + stringify([[...BANK_CSV_COLUMNS], ...rows], { record_delimiter: "windows" });
}

/** An exam's bank file (its visible questions) and the name it is downloaded under. */
export async function exportExamBank(db: Database, examId: number) {
  const exam = await getAdminExam(db, examId);
  const questions = await db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.categoryId, exam.categoryId), isShownExamQuestion()))
    .orderBy(asc(examQuestions.sortOrder), asc(examQuestions.id));
  return { filename: `${exam.slug}-questions.csv`, csv: bankCsv(questions) };
}

type CsvRecord = { record: string[]; raw: string; info: { lines: number } };

/** Where a record starts: csv-parse counts the line it ends on, and a quoted field may span lines. */
function startLine(record: CsvRecord): number {
  const text = record.raw.replace(/^(?:\r?\n)+/, "").replace(/\r?\n$/, "");
  return record.info.lines - (text.match(/\n/g)?.length ?? 0);
}

/**
 * What a file that is not CSV is told: csv-parse's error, at the line the broken record starts on
 * (the first non-blank line after the last record read; csv-parse counts where it gave up).
 */
function csvSyntaxError(error: unknown, text: string, lastRecordEnd: number): ServiceError {
  const code = (error as { code?: string }).code;
  const lines = text.split(/\r?\n/);
  let line = lastRecordEnd;
  while (line < lines.length - 1 && lines[line]!.trim() === "") line += 1;
  line += 1;
  const message =
    code === "CSV_QUOTE_NOT_CLOSED"
      ? `Line ${line}: a quote opens a field that is never closed.`
      : code === "INVALID_OPENING_QUOTE" || code === "CSV_INVALID_CLOSING_QUOTE"
        ? `Line ${line}: a quote is misplaced. A field holding quotes, commas or line breaks is quoted as a whole, its own quotes doubled ("").`
        : `Line ${line}: this line is not valid CSV.`;
  return invalidField("file", message);
}

/** Which column holds which field, from the header line; its problems as messages. */
function readHeader(header: string[]): { columns: (BankColumn | undefined)[]; errors: string[] } {
  const columns = header.map((name) => {
    const column = name.trim().toLowerCase();
    return (BANK_CSV_COLUMNS as readonly string[]).includes(column) ? (column as BankColumn) : undefined;
  });
  if (columns.every((column) => column === undefined)) {
    // No column at all: another kind of file, told once rather than column by column.
    return { columns: [], errors: [ExamAdminMessages.csvNoHeader(BANK_CSV_COLUMNS)] };
  }
  const errors = header.flatMap((name, index) =>
    columns[index] === undefined
      ? [
          `Line 1: "${name.trim().toLowerCase()}" is not a column of a bank file (${BANK_CSV_COLUMNS.join(", ")}).`,
        ]
      : [],
  );
  for (const column of BANK_CSV_COLUMNS) {
    const count = columns.filter((name) => name === column).length;
    if (count === 0 && !OPTIONAL_COLUMNS.has(column))
      errors.push(`Line 1: the column "${column}" is missing.`);
    if (count > 1) errors.push(`Line 1: the column "${column}" appears ${count} times.`);
  }
  return { columns, errors };
}

/**
 * The questions of a bank file, every row checked by examQuestionFields; a file with any error is
 * refused (422, its messages under `file`, each with its line number).
 */
export function parseBankCsv(bytes: Uint8Array): ExamQuestionFields[] {
  if (bytes.byteLength > EXAM_CSV_MAX_BYTES) throw invalidField("file", ExamAdminMessages.csvTooLarge);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalidField("file", ExamAdminMessages.csvNotText);
  }
  let records: CsvRecord[];
  let lastRecordEnd = 0;
  try {
    records = parse(text, {
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // A row of a larger file than allowed is not worth reading.
      to: EXAM_CSV_MAX_ROWS + 2,
      on_record: (record, context) => {
        lastRecordEnd = context.lines;
        return record;
      },
    }) as unknown as CsvRecord[];
  } catch (error) {
    throw csvSyntaxError(error, text, lastRecordEnd);
  }
  const [header, ...rows] = records;
  if (!header) throw invalidField("file", ExamAdminMessages.csvNoRows);
  const { columns, errors } = readHeader(header.record);
  if (errors.length > 0) throw refused(errors);
  if (rows.length === 0) throw invalidField("file", ExamAdminMessages.csvNoRows);
  if (rows.length > EXAM_CSV_MAX_ROWS) throw invalidField("file", ExamAdminMessages.csvTooManyRows);

  const questions: ExamQuestionFields[] = [];
  for (const row of rows) {
    const line = startLine(row);
    if (row.record.length !== columns.length) {
      errors.push(`Line ${line}: ${columns.length} fields expected, ${row.record.length} found.`);
      continue;
    }
    const fields: Partial<Record<BankColumn, string>> = {};
    columns.forEach((column, index) => {
      if (column) fields[column] = row.record[index];
    });
    const parsed = examQuestionFields.safeParse(fields);
    if (parsed.success) questions.push(parsed.data);
    else errors.push(...parsed.error.issues.map((issue) => `Line ${line}: ${issue.message}`));
  }
  if (errors.length > 0) throw refused(errors);
  return questions;
}

/** The bytes of a form's `file` part: 422 on `file` when none was chosen. */
export async function bankFileBytes(value: unknown): Promise<Uint8Array> {
  if (!(value instanceof File) || value.size === 0) throw invalidField("file", ExamAdminMessages.csvRequired);
  return new Uint8Array(await value.arrayBuffer());
}

/** 422 listing the first errors of a file (and how many more there are). */
function refused(errors: string[]): ServiceError {
  const shown = errors.slice(0, EXAM_CSV_ERRORS_SHOWN);
  const more = errors.length - shown.length;
  if (more > 0) shown.push(`… and ${more} more.`);
  return new ServiceError(422, csvRefusedMessage(errors.length), { errors: { file: shown } });
}

/**
 * Imports a bank file into an exam: every row or none. "append" adds the rows after the bank's
 * questions; "replace" puts them in place of the bank, refused (409) when learners were asked any
 * of its questions (their answers keep them: correct those questions instead).
 */
export async function importExamBank(
  db: Database,
  actor: AdminActor,
  examId: number,
  bytes: Uint8Array,
  mode: ExamImportMode,
): Promise<{ imported: number; bankSize: number }> {
  const questions = parseBankCsv(bytes);
  return db.transaction(async (tx) => {
    // One import at a time per exam: the sort orders of two appends would interleave.
    await tx.select({ id: exams.id }).from(exams).where(eq(exams.id, examId)).for("update");
    const exam = await getAdminExam(tx, examId);
    let firstSortOrder: number;
    if (mode === "replace") {
      if (await anyAsked(tx, eq(examQuestions.categoryId, exam.categoryId))) {
        throw new ServiceError(409, ExamAdminMessages.replaceRefused);
      }
      await tx.delete(examQuestions).where(eq(examQuestions.categoryId, exam.categoryId));
      firstSortOrder = 1;
    } else {
      firstSortOrder = await nextSortOrder(tx, exam.categoryId);
    }
    await tx.insert(examQuestions).values(
      questions.map((fields, index) => ({
        ...questionColumns(fields),
        categoryId: exam.categoryId,
        sortOrder: firstSortOrder + index,
      })),
    );
    const bankSize = (mode === "replace" ? 0 : exam.bankSize) + questions.length;
    await recordAudit(tx, actor, {
      action: "exam.import",
      entityType: "exam",
      entityId: exam.id,
      before: { bankSize: exam.bankSize },
      after: { bankSize, imported: questions.length, mode },
    });
    return { imported: questions.length, bankSize };
  });
}
