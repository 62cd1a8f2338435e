/** `npm run exam:reports`: the question reports no operator has dealt with yet, oldest first. */
import { listOpenReports } from "../server/services/exams/correct-answer-key.ts";
import { runOperatorCommand } from "./operator/operator-database.ts";

const USAGE = `Usage: npm run exam:reports

Lists the open reports learners sent from their results pages: the question, its options with the
current key, and what the learner said. Correct a key with npm run exam:correct-key.`;

await runOperatorCommand(USAGE, async ({ db }) => {
  const reports = await listOpenReports(db);
  if (reports.length === 0) return "No open reports.";
  return reports
    .map((report) =>
      [
        `Report ${report.reportId} (${report.createdAt.toISOString()}), question ${report.questionId}, attempt ${report.attemptId}: ${report.reason}`,
        `  ${report.question}`,
        ...(["a", "b", "c", "d"] as const).map((letter) => {
          const text = report[`option${letter.toUpperCase()}` as "optionA"];
          return `  ${letter === report.correctOption ? "*" : " "} ${letter}. ${text}`;
        }),
        report.message ? `  Learner: ${report.message}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n\n");
});
