/** `npm run exam:reports`: the question reports no operator has dealt with yet, oldest first. */
import { listOpenReports } from "../server/services/exams/correct-answer-key.ts";
import { runOperatorCommand } from "./operator/operator-database.ts";

const USAGE = `Usage: npm run exam:reports

Lists the open reports learners sent from their results pages: who reported, the question, its
options with the current key (*), the learner's choice (>) and the letter each option had in their
attempt (its options were shuffled; a letter in their message is theirs), and what the learner said.
Correct a key with npm run exam:correct-key, using the letters as stored.`;

await runOperatorCommand(USAGE, async ({ db }) => {
  const reports = await listOpenReports(db);
  if (reports.length === 0) return "No open reports.";
  return reports
    .map((report) =>
      [
        `Report ${report.reportId} (${report.createdAt.toISOString()}), question ${report.questionId}, attempt ${report.attemptId}: ${report.reason}`,
        `  From ${report.reporterName} <${report.reporterEmail}>; ${report.submittedAttempts} submitted attempts asked it`,
        `  ${report.question}`,
        ...report.options.map(
          (option) =>
            `  ${option.isKey ? "*" : " "}${option.chosen ? ">" : " "} ${option.letter}. ${option.text} (${option.learnersLetter} for the learner)`,
        ),
        report.message ? `  Learner: ${report.message}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n\n");
});
