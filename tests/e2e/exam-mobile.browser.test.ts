/**
 * The exam on a 390 px phone: every screen of the journey fits without sideways scrolling, and a
 * reload in the middle of the exam resumes it with the answers and marks already given, at the first
 * question without an answer (at the last one once all are answered); once revoked, the
 * certificate's public page answers 404 saying so.
 */
import { expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts.ts";
import { setupBrowser } from "../support/browser.ts";
import { contrastRatio } from "../support/contrast.ts";
import {
  answerRight,
  answerSaves,
  examRules,
  JOURNEY_TIMEOUT,
  sidewaysOverflow,
  startExam,
} from "../support/exams.ts";
import { queryServerDatabase } from "../support/server-database.ts";

const phone = setupBrowser({ viewport: { width: 390, height: 844 } });

const SLUG = "sql-queries-interview-questions";

it(
  "fits a phone from the rules to the certificate, and a reload resumes the exam",
  async () => {
    const { page } = phone;
    await signUpAndLogIn(page, "exam-phone");
    const { questionsPerAttempt } = await examRules(SLUG);
    expect(questionsPerAttempt).toBeGreaterThan(3);

    await page.goto(`/user/my-exam/${SLUG}`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/phone-my-exam.png", fullPage: true });
    await startExam(page, SLUG);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // Two answers and a mark, Next to question 3, then a reload: the exam continues where it was. The
    // reload waits until the server has all three saves, not only the first to come back.
    // An unchecked choice and the review box can be told from the page: 3:1 at least (WCAG 1.4.11).
    for (const control of [
      page.getByRole("radio").first(),
      page.getByRole("checkbox", { name: "Mark for review" }),
    ]) {
      const border = await control.evaluate((input) => getComputedStyle(input).borderTopColor);
      expect(contrastRatio(border, "rgb(255, 255, 255)")).toBeGreaterThanOrEqual(3);
    }
    const counter = page.getByTestId("question-counter");
    const checked = page.getByRole("radio", { checked: true });
    const saves = answerSaves(page, SLUG);
    await answerRight(page, SLUG);
    const chosen = [await checked.getAttribute("value")];
    await page.getByRole("checkbox", { name: "Mark for review" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await answerRight(page, SLUG);
    chosen.push(await checked.getAttribute("value"));
    await page.screenshot({ path: "/tmp/phone-exam.png", fullPage: true });
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => counter.textContent()).toBe(`Question 3 of ${questionsPerAttempt}`);
    const third = await page.getByTestId("question-text").textContent();
    await expect.poll(() => saves).toEqual([200, 200, 200]);
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    // Question 3, the first without an answer, as it was left: no option chosen, no Submit.
    expect(await counter.textContent()).toBe(`Question 3 of ${questionsPerAttempt}`);
    expect(await page.getByTestId("question-text").textContent()).toBe(third);
    expect(await checked.count()).toBe(0);
    expect(await page.getByRole("button", { name: "Submit", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Question 1, answered, marked for review" }).count()).toBe(
      1,
    );
    // Previous finds the answers given before the reload.
    for (const position of [2, 1]) {
      await page.getByRole("button", { name: "Previous" }).click();
      await expect.poll(() => counter.textContent()).toBe(`Question ${position} of ${questionsPerAttempt}`);
      expect(await checked.getAttribute("value")).toBe(chosen[position - 1]);
    }
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();

    for (let position = 2; position <= questionsPerAttempt; position++) {
      await expect
        .poll(() => page.getByTestId("question-counter").textContent())
        .toBe(`Question ${position} of ${questionsPerAttempt}`);
      await answerRight(page, SLUG);
      if (position < questionsPerAttempt) await page.getByRole("button", { name: "Next" }).click();
    }
    // Every question answered, back two questions to review, then a reload: the exam opens at the
    // last question, Submit showing, not at question 1. (Question 2's answer was not sent again.)
    await expect.poll(() => saves).toEqual(Array(questionsPerAttempt + 1).fill(200));
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect
      .poll(() => counter.textContent())
      .toBe(`Question ${questionsPerAttempt - 2} of ${questionsPerAttempt}`);
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await counter.textContent()).toBe(`Question ${questionsPerAttempt} of ${questionsPerAttempt}`);
    expect(await checked.count()).toBe(1);
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Submit your answers?" })
      .getByRole("button", { name: "Submit now" })
      .click();
    await page.waitForURL(`**/user/exam-results/${SLUG}`);
    expect(await page.getByTestId("result-badge").textContent()).toBe("Passed");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/phone-results.png" });

    await page.getByRole("link", { name: "Certificate", exact: true }).click();
    await page.waitForURL(`**/user/getCertificate/${SLUG}`);
    // The address changes a moment before the certificate renders: measure that, not the results.
    await page.getByTestId("certificate-name").waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/phone-certificate.png", fullPage: true });
    const verifyUrl = await page.getByTestId("verify-url").inputValue();

    await page.goto("/users/my-certificate");
    expect(await page.getByTestId("certificate-row").count()).toBe(1);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/phone-certificate-list.png", fullPage: true });

    await page.goto(verifyUrl);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/phone-verify.png", fullPage: true });

    // Revoked (as npm run certificate:revoke does): the public page says so plainly, 410 Gone,
    // and still fits the phone.
    await queryServerDatabase(`update certificates set revoked_at = now() where public_id = $1`, [
      new URL(verifyUrl).pathname.split("/")[2],
    ]);
    const revoked = await page.goto(verifyUrl);
    expect(revoked?.status()).toBe(410);
    await page.getByRole("heading", { name: "Revoked — this certificate is not valid" }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  },
  JOURNEY_TIMEOUT,
);
