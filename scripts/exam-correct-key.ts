/** `npm run exam:correct-key -- <question id> <a|b|c|d>`: corrects a key and re-scores. */
import { correctAnswerKey } from "../server/services/exams/correct-answer-key.ts";
import { EXAM_OPTION_LETTERS, type ExamOptionLetter } from "../shared/exams/exam-rules.ts";
import { runOperatorCommand } from "./operator/operator-database.ts";

const USAGE = `Usage: npm run exam:correct-key -- <question id> <a|b|c|d>

Makes option_<letter> the right answer of the question (the letter as stored, as
npm run exam:reports shows it), re-scores every submitted attempt that asked it (a new pass
earns its certificate; certificates already issued are kept) and resolves its open reports.`;

const [id, letter] = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));

await runOperatorCommand(USAGE, async ({ db }) => {
  if (!id || !/^\d+$/.test(id)) throw new Error("A question id is required.");
  if (!EXAM_OPTION_LETTERS.includes(letter as ExamOptionLetter))
    throw new Error("The option must be a, b, c or d.");
  const result = await correctAnswerKey(db, Number(id), letter as ExamOptionLetter);
  return (
    `Question ${result.questionId}: key ${result.previous} → ${result.corrected}. ` +
    `${result.rescored} attempts re-scored, ${result.nowPassing} now passing, ${result.resolvedReports} reports resolved.`
  );
});
