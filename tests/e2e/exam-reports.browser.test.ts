/**
 * A learner's question reports, from their results page to an admin's review on
 * /admin/exam-reports and back: the admin sees who reported, what they chose and the letters
 * their shuffled attempt showed (which a letter in their note refers to), is asked before a
 * corrected key re-scores the attempts, and the learner's page then tells the outcome of each
 * report. The audit log words the correction as one field changing.
 * The file runs its own server: the key it corrects must not move what other tests look at.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { logIn, newPerson, signUp } from "../support/accounts.ts";
import { randomClientIp, setupBrowser } from "../support/browser.ts";
import { signUpAdmin } from "../support/browser-admins.ts";
import { JOURNEY_TIMEOUT, startExam } from "../support/exams.ts";
import { setupOwnServer } from "../support/own-server.ts";
import { queryDatabaseIn } from "../support/server-database.ts";

const desktop = setupBrowser();
const server = setupOwnServer("w3p-exam-reports-");

const SHOTS = "/tmp/exam-reports-shots";

/** The disputed question: its bank's key (c, "A dict") is wrong; the learner answers "A tuple" (b). */
const DISPUTED = {
  question: "Which of these Python types is immutable?",
  options: ["A list", "A tuple", "A dict", "A set"],
  key: "c",
};
/** The other reported question: its key is right, the learner found it unclear. */
const UNCLEAR = {
  question: "Which keyword defines a function in Python?",
  options: ["func", "def", "lambda", "fn"],
  key: "b",
};
const QUESTIONS = [
  DISPUTED,
  UNCLEAR,
  {
    question: "Which built-in gives a list's length?",
    options: ["size", "count", "len", "length"],
    key: "c",
  },
  { question: "Which value is falsy in Python?", options: ["0", "1", "'a'", "[0]"], key: "a" },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A published exam of the four questions, every one asked, passed only with all four right. */
async function createExam(dataDir: string): Promise<string> {
  const suffix = randomBytes(4).toString("hex");
  const [main] = await queryDatabaseIn<{ id: number }>(
    dataDir,
    "insert into categories (name, slug, sort_order) values ($1, $2, 999) returning id",
    [`Reports Main ${suffix}`, `reports-main-${suffix}`],
  );
  const slug = `python-reports-${suffix}`;
  const [child] = await queryDatabaseIn<{ id: number }>(
    dataDir,
    "insert into categories (parent_id, name, slug) values ($1, $2, $3) returning id",
    [main!.id, `Python Reports ${suffix}`, slug],
  );
  await queryDatabaseIn(
    dataDir,
    "insert into exams (category_id, questions_per_attempt, pass_mark_percent) values ($1, 4, 100)",
    [child!.id],
  );
  for (const [index, row] of QUESTIONS.entries()) {
    await queryDatabaseIn(
      dataDir,
      `insert into exam_questions (category_id, question, option_a, option_b, option_c, option_d, correct_option, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [child!.id, row.question, ...row.options, row.key, index],
    );
  }
  return slug;
}

/** Takes the exam: the disputed question answered "A tuple", the others right. */
async function takeExam(page: Page, slug: string) {
  await page.goto(`/user/my-exam/${slug}`);
  await startExam(page, slug);
  for (let position = 1; position <= QUESTIONS.length; position++) {
    await expect
      .poll(() => page.getByTestId("question-counter").textContent())
      .toBe(`Question ${position} of ${QUESTIONS.length}`);
    const shown = (await page.getByTestId("question-text").textContent())!.trim();
    const asked = QUESTIONS.find((row) => row.question === shown)!;
    const choice = asked === DISPUTED ? "A tuple" : asked.options["abcd".indexOf(asked.key)]!;
    await page.getByRole("radio", { name: new RegExp(`^[abcd]\\. ${escapeRegExp(choice)}$`) }).check();
    if (position < QUESTIONS.length) await page.getByRole("button", { name: "Next" }).click();
  }
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Submit your answers?" })
    .getByRole("button", { name: "Submit now" })
    .click();
  await page.waitForURL(`**/user/exam-results/${slug}`);
}

/** The letter each option of a question had in the learner's attempt, read from their results page. */
async function lettersOnResults(card: Locator): Promise<Record<string, string>> {
  const lines = await card.getByRole("listitem").allTextContents();
  return Object.fromEntries(
    lines.map((line) => {
      const [, letter, text] = line.replace(" (your answer)", "").match(/^([abcd])\. (.*)$/)!;
      return [text!, letter!];
    }),
  );
}

async function report(page: Page, card: Locator, reason: string, details: string) {
  await card.getByRole("button", { name: /^Report a problem with question \d+$/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: reason }).check();
  await dialog.getByLabel("Details (optional)").fill(details);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await dialog.waitFor({ state: "detached" });
  await expect
    .poll(() => card.getByTestId("report-status").textContent())
    .toBe("Reported: our reviewers will look at it.");
}

describe("question reports", () => {
  it(
    "an admin reads a report as the learner saw the question, confirms a corrected key, and the learner is told the outcome",
    async () => {
      const { page, browser } = desktop;
      await fs.mkdir(SHOTS, { recursive: true });
      const slug = await createExam(server.dataDir);

      // The learner fails (three of four) and reports two questions, naming an option by their letter.
      const learnerContext = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1280, height: 900 },
        extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
      });
      const learnerPage = await learnerContext.newPage();
      const learner = newPerson("learner");
      await signUp(learnerPage, learner);
      await logIn(learnerPage, learner);
      await takeExam(learnerPage, slug);
      expect(await learnerPage.getByTestId("score").textContent()).toBe("3 / 4");
      const disputedCard = learnerPage.getByTestId("answer-result").filter({ hasText: DISPUTED.question });
      const unclearCard = learnerPage.getByTestId("answer-result").filter({ hasText: UNCLEAR.question });
      const learnersLetters = await lettersOnResults(disputedCard);
      const tupleLetter = learnersLetters["A tuple"]!;
      await report(
        learnerPage,
        disputedCard,
        "The marked answer is wrong",
        `I think option ${tupleLetter} is right.`,
      );
      await report(
        learnerPage,
        unclearCard,
        "The question or its options are unclear",
        "Is lambda a keyword?",
      );

      // The admin's review: who reported, their answer, and each option's letter in both orders.
      await signUpAdmin(page, server);
      await page.goto(`${server.url}/admin/exam-reports`);
      const row = page.getByTestId("exam-report-row").filter({ hasText: DISPUTED.question });
      expect(await row.textContent()).toContain(`Reported by ${learner.name} (${learner.email})`);
      expect(await row.textContent()).toContain(`“I think option ${tupleLetter} is right.”`);
      for (const [index, text] of DISPUTED.options.entries()) {
        const option = row.getByTestId("exam-report-option").filter({ hasText: text });
        const words = await option.textContent();
        expect(words).toContain(`${"abcd"[index]}. ${text}`);
        expect(words).toContain(`(${learnersLetters[text]} as the learner saw it)`);
        expect(words!.includes("The learner's answer")).toBe(text === "A tuple");
        expect(words!.includes("The key")).toBe(text === "A dict");
      }
      await page.screenshot({ path: `${SHOTS}/admin-report.png`, fullPage: true });

      // Correcting the key asks first, saying what follows; Cancel changes nothing.
      await row.getByLabel("Right option (as stored)").selectOption("b");
      await row.getByRole("button", { name: "Correct the key and re-score" }).click();
      const confirm = page.getByRole("dialog", { name: "Correct the key and re-score?" });
      const said = await confirm.textContent();
      expect(said).toContain("“b. A tuple” becomes the right answer (it was option c).");
      expect(said).toContain("1 submitted attempt that asked this question will be scored again");
      expect(said).toContain("a pass can become a fail");
      await page.screenshot({ path: `${SHOTS}/admin-confirm.png` });
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await confirm.waitFor({ state: "detached" });
      const keyOf = async () =>
        (
          await queryDatabaseIn<{ key: string }>(
            server.dataDir,
            `select q.correct_option as key from exam_questions q join categories c on c.id = q.category_id
             where c.slug = $1 and q.question = $2`,
            [slug, DISPUTED.question],
          )
        )[0]!.key;
      expect(await keyOf()).toBe("c");
      expect(await row.count()).toBe(1);

      await row.getByRole("button", { name: "Correct the key and re-score" }).click();
      await confirm.getByRole("button", { name: "Correct and re-score" }).click();
      await page
        .getByText("The key is corrected: the attempts that asked the question were scored again.")
        .waitFor();
      await row.waitFor({ state: "detached" });
      expect(await keyOf()).toBe("b");
      const unclearRow = page.getByTestId("exam-report-row").filter({ hasText: UNCLEAR.question });
      await unclearRow.getByRole("button", { name: "Close: the key is right" }).click();
      await unclearRow.waitFor({ state: "detached" });

      // The audit log words the correction as the one field that changed.
      await page.goto(`${server.url}/admin/audit-log`);
      const entry = await page.getByText("Correct option: c → b").count();
      expect(entry).toBe(1);
      expect(await page.getByText(/Corrected: |Now passing: |Previous: /).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/audit-log.png` });

      // The learner's page tells how each report ended, and the attempt now passes.
      await learnerPage.reload();
      expect(await learnerPage.getByTestId("score").textContent()).toBe("4 / 4");
      expect(await disputedCard.getByTestId("report-status").textContent()).toBe(
        "Reviewed: the answer key was corrected and your attempt was scored again.",
      );
      expect(await unclearCard.getByTestId("report-status").textContent()).toBe(
        "Reviewed: the answer key was checked and stands as it was.",
      );
      await learnerPage.screenshot({ path: `${SHOTS}/member-results.png`, fullPage: true });
      await learnerContext.close();
    },
    JOURNEY_TIMEOUT,
  );
});
