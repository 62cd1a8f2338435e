/** Helpers for the exam journeys in tests/e2e: answering as an examiner who holds the bank. */
import type { Page } from "playwright-core";
import { queryServerDatabase } from "./server-database.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The right option's text for a question the page shows, looked up in the exam's bank: the
 * browser itself only ever receives the options, never the key.
 */
export async function rightOptionText(slug: string, question: string): Promise<string> {
  const [row] = await queryServerDatabase<{ right: string }>(
    `select case q.correct_option when 'a' then q.option_a when 'b' then q.option_b
       when 'c' then q.option_c else q.option_d end as right
     from exam_questions q join categories c on c.id = q.category_id
     where c.slug = $1 and q.question = $2`,
    [slug, question],
  );
  if (!row) throw new Error(`not in the bank: ${question}`);
  return row.right;
}

/** An exam's rules as its row on the server holds them: how many questions, and the pass mark. */
export async function examRules(
  slug: string,
): Promise<{ questionsPerAttempt: number; passMarkPercent: number }> {
  const [row] = await queryServerDatabase<{ questionsPerAttempt: number; passMarkPercent: number }>(
    `select e.questions_per_attempt as "questionsPerAttempt", e.pass_mark_percent as "passMarkPercent"
     from exams e join categories c on c.id = e.category_id where c.slug = $1`,
    [slug],
  );
  if (!row) throw new Error(`no exam for ${slug}`);
  return row;
}

/** Chooses the right option of the question on screen. */
export async function answerRight(page: Page, slug: string): Promise<void> {
  const question = (await page.getByTestId("question-text").textContent())!.trim();
  const right = await rightOptionText(slug, question);
  await page.getByRole("radio", { name: new RegExp(`^[abcd]\\. ${escapeRegExp(right)}$`) }).check();
}

/**
 * The statuses the server answers the exam page's saves with, in the order the answers come: each
 * choice and each mark is sent as it is made, by a call of its own. Answers still on their way are
 * lost to a reload (the page then resumes from what the server has), so a test reloads only once
 * every save it needs is here, as a learner's next action would come after them.
 */
export function answerSaves(page: Page, slug: string): number[] {
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(`/user/exam/${slug}/answer`)) statuses.push(response.status());
  });
  return statuses;
}

/** From the exam's start page: Start, "Yes, start", and the countdown until the exam opens. */
export async function startExam(page: Page, slug: string): Promise<void> {
  await page.getByRole("button", { name: "Start" }).click();
  await page
    .getByRole("dialog", { name: "Ready to start?" })
    .getByRole("button", { name: "Yes, start" })
    .click();
  await page.waitForURL(`**/user/exam/${slug}`, { timeout: 15_000 });
  await page.getByTestId("exam-timer").waitFor();
}

/** How far the page scrolls sideways (0 when it fits the screen). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * A whole exam journey answers every question (fifteen in the demo's exams) one by one (each looked up in the bank): more
 * than the default test time on a busy two-core machine.
 */
export const JOURNEY_TIMEOUT = 180_000;
