/**
 * The exam editor: an admin adds an exam to a child category and fills its bank from a CSV file
 * through the page (a file with a bad row is refused whole, its error shown by line); a learner
 * then takes that exam, passes it, and holds its certificate; a question found wrong afterwards is
 * hidden from future attempts.
 * The file runs its own server: the exam it adds must not appear in what other tests look at.
 */
import { describe, expect, it } from "vitest";
import { logIn, newPerson, signUp } from "../support/accounts.ts";
import { randomClientIp, setupBrowser } from "../support/browser.ts";
import { signUpAdmin } from "../support/browser-admins.ts";
import { JOURNEY_TIMEOUT, startExam } from "../support/exams.ts";
import { setupOwnServer } from "../support/own-server.ts";

const desktop = setupBrowser();
const server = setupOwnServer("w3p-admin-exams-");

/** The bank: each question with its right option, as a spreadsheet saves it (quotes doubled, a line break kept). */
const QUESTIONS = [
  {
    question: "Which command lists the pods of the current namespace?",
    options: ["kubectl get pods", "kubectl list pods", "kubectl pods", "kubectl describe"],
    key: "a",
  },
  {
    question: 'What does a "Service" of type ClusterIP expose?\nChoose the best answer.',
    options: [
      "A public IP address on every node",
      "A stable virtual IP reachable inside the cluster",
      "A DNS name outside the cluster",
      "The pod's own IP, unchanged",
    ],
    key: "b",
  },
  {
    question: "Which object keeps a set number of identical pods running?",
    options: ["ConfigMap", "Secret", "ReplicaSet", "Ingress"],
    key: "c",
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
const csvOf = (rows: string[]) =>
  ["question,option_a,option_b,option_c,option_d,correct_option,explanation", ...rows].join("\r\n");
const GOOD_FILE = csvOf(
  QUESTIONS.map((row) => [row.question, ...row.options, row.key.toUpperCase(), ""].map(quoted).join(",")),
);

describe("the exam editor", () => {
  it(
    "adds an exam whose bank comes from a CSV file, which a learner then takes and passes",
    async () => {
      const { page, browser } = desktop;
      await signUpAdmin(page, server);

      // A new exam on the first child category without one: 3 questions an attempt, pass at 60 %.
      await page.goto(`${server.url}/admin/exams/new`);
      const category = page.locator("select[name=category_id]");
      const categoryName = (await category.locator("option").nth(1).textContent())!.trim();
      await category.selectOption({ index: 1 });
      await page.locator("input[name=questions_per_attempt]").fill("3");
      await page.locator("input[name=pass_mark_percent]").fill("60");
      await page.getByRole("button", { name: "Add exam", exact: true }).click();
      await page.waitForURL((url) => /^\/admin\/exams\/\d+\/questions$/.test(url.pathname));
      await page.getByText("The bank is empty").waitFor();
      const bankUrl = page.url();
      await page.screenshot({ path: "/tmp/admin-exam-bank-empty.png", fullPage: true });

      // A file with a bad row: refused whole, the row named by its line (the question above it
      // spans two lines), the bank still empty.
      const file = page.locator("input[type=file][name=file]");
      const badRow = [
        quoted("Which port does the API server listen on?"),
        "80",
        "443",
        "6443",
        "8080",
        "E",
        "",
      ];
      await file.setInputFiles({
        name: "kubernetes.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csvOf([GOOD_FILE.split("\r\n").slice(1).join("\r\n"), badRow.join(",")])),
      });
      await page.getByRole("button", { name: "Import", exact: true }).click();
      const errors = page.getByRole("dialog", { name: "Validation Errors" });
      await errors.getByText("Line 6: The correct option must be a, b, c or d.").waitFor();
      await page.keyboard.press("Escape");
      await errors.waitFor({ state: "detached" });
      expect(await page.getByTestId("exam-question-row").count()).toBe(0);

      // A file missing columns: each missing one is listed once, in the popup, as every admin
      // form lists its messages; the field shows the first, and no box under it repeats them.
      await file.setInputFiles({
        name: "two-columns.csv",
        mimeType: "text/csv",
        buffer: Buffer.from("question,option_a\r\nOnly two columns,yes"),
      });
      await page.getByRole("button", { name: "Import", exact: true }).click();
      const missing = 'Line 1: the column "correct_option" is missing.';
      await errors.getByText(missing).waitFor();
      expect(await errors.getByRole("listitem").count()).toBe(4);
      await page.keyboard.press("Escape");
      await errors.waitFor({ state: "detached" });
      await page
        .locator(".mantine-InputWrapper-error", { hasText: 'Line 1: the column "option_b" is missing.' })
        .waitFor();
      expect(await page.getByText(missing).count()).toBe(0);

      // The good file: once chosen, the refused file's message goes; imported, three questions,
      // listed with their keys.
      await file.setInputFiles({
        name: "kubernetes.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(GOOD_FILE),
      });
      await page
        .locator(".mantine-InputWrapper-error", { hasText: 'Line 1: the column "option_b" is missing.' })
        .waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await page.getByText("Added 3 questions to the bank.").waitFor();
      await expect.poll(() => page.getByTestId("exam-question-row").count()).toBe(3);
      expect(await page.getByTestId("exam-question-row").nth(1).textContent()).toContain("Key B");
      await page.screenshot({ path: "/tmp/admin-exam-bank.png", fullPage: true });

      // The export gives the same questions back.
      const exported = await page.evaluate(async (href) => (await fetch(href)).text(), page.url() + ".csv");
      for (const row of QUESTIONS) expect(exported).toContain(row.question.replaceAll('"', '""'));

      // Where learners take it.
      await page.getByRole("link", { name: /^← The .* exam$/ }).click();
      const where = await page.getByText("learners take it at /user/my-exam/").textContent();
      const slug = where!.match(/\/user\/my-exam\/([a-z0-9-]+)/)![1]!;

      // A learner takes the exam and passes it.
      const learnerContext = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1280, height: 900 },
        extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
      });
      try {
        const learnerPage = await learnerContext.newPage();
        const learner = newPerson("learner");
        await signUp(learnerPage, learner);
        await logIn(learnerPage, learner);
        await learnerPage.goto(`/user/my-exam/${slug}`);
        await learnerPage.waitForSelector("html[data-hydrated]", { state: "attached" });
        await startExam(learnerPage, slug);
        for (let position = 1; position <= QUESTIONS.length; position++) {
          await expect
            .poll(() => learnerPage.getByTestId("question-counter").textContent())
            .toBe(`Question ${position} of ${QUESTIONS.length}`);
          const shown = (await learnerPage.getByTestId("question-text").textContent())!.trim();
          const asked = QUESTIONS.find(
            (row) => row.question.replace(/\s+/g, " ") === shown.replace(/\s+/g, " "),
          )!;
          expect(asked, shown).toBeDefined();
          const right = asked.options["abcd".indexOf(asked.key)]!;
          await learnerPage
            .getByRole("radio", { name: new RegExp(`^[abcd]\\. ${escapeRegExp(right)}$`) })
            .check();
          if (position < QUESTIONS.length) await learnerPage.getByRole("button", { name: "Next" }).click();
        }
        await learnerPage.getByRole("button", { name: "Submit", exact: true }).click();
        await learnerPage
          .getByRole("dialog", { name: "Submit your answers?" })
          .getByRole("button", { name: "Submit now" })
          .click();
        await learnerPage.waitForURL(`**/user/exam-results/${slug}`);
        expect(await learnerPage.getByTestId("score").textContent()).toBe("3 / 3");
        expect(await learnerPage.getByTestId("result-badge").textContent()).toBe("Passed");
        await learnerPage.getByRole("link", { name: "Certificate", exact: true }).click();
        await learnerPage.waitForURL(`**/user/getCertificate/${slug}`);
        expect(await learnerPage.getByTestId("certificate-name").textContent()).toBe(learner.name);
        expect(await learnerPage.getByTestId("certificate-category").textContent()).toBe(categoryName);
      } finally {
        await learnerContext.close();
      }

      // A question found outdated after it was asked: it cannot be deleted, but hidden it stays in
      // the bank, marked, and the bank's size leaves it out.
      await page.goto(bankUrl);
      const outdated = QUESTIONS[2]!.question;
      const row = page.getByTestId("exam-question-row").filter({ hasText: outdated });
      await row.getByRole("button", { name: `Hide ${outdated}` }).click();
      await page.getByText("The question is hidden: new attempts will not ask it.").waitFor();
      await row.getByText("Hidden", { exact: true }).waitFor();
      await row.getByRole("button", { name: `Show ${outdated}` }).waitFor();
      await page.getByText("2 visible questions in the bank; each attempt asks 2.").waitFor();
      await row.getByRole("link", { name: `Edit ${outdated}` }).click();
      await page.waitForURL((url) => /^\/admin\/exams\/\d+\/questions\/\d+$/.test(url.pathname));
      expect(await page.getByLabel("Visibility").inputValue()).toBe("0");
    },
    JOURNEY_TIMEOUT,
  );
});
