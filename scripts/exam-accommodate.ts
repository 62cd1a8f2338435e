/** `npm run exam:accommodate -- <email> <multiplier>`: gives a learner more time in every exam. */
import { setAccommodation } from "../server/services/exams/accommodations.ts";
import { examDurationSeconds, formatClock } from "../shared/exams/exam-rules.ts";
import { runOperatorCommand } from "./operator/operator-database.ts";

const USAGE = `Usage: npm run exam:accommodate -- <email> <multiplier>

Gives the learner with this email <multiplier> times the exam time (1 to 4, e.g. 1.5) for every
exam they start from now on: the page's timer and the server's deadline both use it.
A multiplier of 1 takes the accommodation away. Attempts already running keep their time.`;

const [email, multiplier] = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));

await runOperatorCommand(USAGE, async ({ db }) => {
  if (!email || !multiplier) throw new Error("An email and a multiplier are required.");
  if (!/^\d+(\.\d+)?$/.test(multiplier)) throw new Error(`"${multiplier}" is not a number.`);
  const result = await setAccommodation(db, email, Number(multiplier));
  return result.multiplier === 1
    ? `${result.name} (${email}) has the standard time again: ${formatClock(examDurationSeconds(1))}.`
    : `${result.name} (${email}) now has ${result.multiplier}× the time in every exam: ${formatClock(examDurationSeconds(result.multiplier))}.`;
});
