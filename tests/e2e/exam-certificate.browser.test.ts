/**
 * The exam journey: a Q&A page's Take Exam, the rules, "Ready to start?", the exam with its timer
 * and Next blocked until an answer is chosen, submit, results, the certificate, and the public
 * verification page opened by someone without a session, whose PDF holds the holder's name, the
 * category and a QR code of the verification address; then revoked with a reason, which the
 * holder's results, certificate and certificates pages explain, and the public page, opened again,
 * says is no longer valid.
 */
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts.ts";
import { randomClientIp, setupBrowser } from "../support/browser.ts";
import { expectStyled } from "../support/component-styles.ts";
import { answerRight, examRules, JOURNEY_TIMEOUT } from "../support/exams.ts";

const browser = setupBrowser();

const SLUG = "javascript-fundamentals-interview-questions";
const CATEGORY = "JavaScript Fundamentals";

let workDir: string;
beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-exam-e2e-"));
});
afterAll(async () => {
  await fs.rm(workDir, { recursive: true, force: true });
});

/** `npm run certificate:revoke`, run as an operator would, against the e2e server's data. */
async function revokeByCommand(publicId: string, reason: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/certificate-revoke.ts", publicId, reason],
    { cwd: path.resolve(import.meta.dirname, "../.."), env: { ...process.env, DATA_DIR: inject("dataDir") } },
  );
  return stdout;
}

function decodeQr(pngFile: Buffer): string | undefined {
  const png = PNG.sync.read(pngFile);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe("taking an exam and verifying the certificate", () => {
  it(
    "goes from the Q&A page to a certificate anyone can verify and download",
    async () => {
      const { page, context } = browser;
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const person = await signUpAndLogIn(page, "exam");
      const { questionsPerAttempt, passMarkPercent } = await examRules(SLUG);
      expect(questionsPerAttempt).toBeGreaterThan(2);

      // The page's timers on a clock the test can hold: time flows as usual until it is paused.
      await page.clock.install();
      // Q&A page → Take Exam → the rules.
      await page.goto(`/question-answer/${SLUG}`);
      await page.getByRole("link", { name: "Take Exam" }).click();
      await page.waitForURL(`**/user/my-exam/${SLUG}`);
      const rules = page.getByTestId("exam-rules");
      await expect.poll(() => rules.textContent()).toContain(`Pass mark: ${passMarkPercent}%.`);
      expect(await rules.textContent()).toContain(
        "When the timer reaches 00:00:00 the exam is submitted automatically",
      );

      await expectStyled(page, "rules");

      // Start → "Ready to start?" → the 5-second countdown → the exam.
      await page.getByRole("button", { name: "Start" }).click();
      const dialog = page.getByRole("dialog", { name: "Ready to start?" });
      await dialog.waitFor();
      await expectStyled(page, "Ready to start?");
      // The countdown starts at 5 and moves each second: the page's time stands still while it is
      // read, however long the reading takes on a busy machine; then the countdown runs as usual.
      await page.clock.pauseAt(Date.now() + 1_000);
      await dialog.getByRole("button", { name: "Yes, start" }).click();
      expect(await page.getByTestId("countdown").textContent()).toBe("5");
      await page.clock.resume();
      await page.waitForURL(`**/user/exam/${SLUG}`, { timeout: 15_000 });
      await page.getByTestId("exam-timer").waitFor();
      const timer = await page.getByTestId("exam-timer").textContent();
      expect(timer).toMatch(/^(01:00:00|00:59:[0-5]\d)$/);
      expect(await page.getByTestId("question-counter").textContent()).toBe(
        `Question 1 of ${questionsPerAttempt}`,
      );
      await page.screenshot({ path: "/tmp/exam-question.png", fullPage: true });

      // Next is refused until the question has an answer, with SPEC's message.
      const previous = page.getByRole("button", { name: "Previous" });
      expect(await previous.isDisabled()).toBe(true);
      await page.getByRole("button", { name: "Next" }).click();
      expect(await page.getByRole("alert").filter({ hasText: "Please select" }).textContent()).toBe(
        "Please select an answer for the current question",
      );
      expect(await page.getByTestId("question-counter").textContent()).toBe(
        `Question 1 of ${questionsPerAttempt}`,
      );
      expect(await page.getByRole("button", { name: "Submit", exact: true }).count()).toBe(0);
      await expectStyled(page, "exam");

      // Answer every question right; mark question 2 for review.
      for (let position = 1; position <= questionsPerAttempt; position++) {
        await expect
          .poll(() => page.getByTestId("question-counter").textContent())
          .toBe(`Question ${position} of ${questionsPerAttempt}`);
        await answerRight(page, SLUG);
        if (position === 2) await page.getByRole("checkbox", { name: "Mark for review" }).check();
        if (position < questionsPerAttempt) await page.getByRole("button", { name: "Next" }).click();
      }
      expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
      const navigatorItem = page.getByRole("button", { name: "Question 2, answered, marked for review" });
      expect(await navigatorItem.count()).toBe(1);
      await page.screenshot({ path: "/tmp/exam-answered.png", fullPage: true });

      // Submit lists the marked questions before it sends.
      await page.getByRole("button", { name: "Submit", exact: true }).click();
      const confirm = page.getByRole("dialog", { name: "Submit your answers?" });
      expect(await confirm.getByTestId("marked-list").textContent()).toContain("Question 2");
      await expectStyled(page, "Submit your answers?");
      await confirm.getByRole("button", { name: "Submit now" }).click();

      // Results: every question with the chosen option, the score and the Certificate button.
      await page.waitForURL(`**/user/exam-results/${SLUG}`);
      expect(await page.getByTestId("score").textContent()).toBe(
        `${questionsPerAttempt} / ${questionsPerAttempt}`,
      );
      expect(await page.getByTestId("result-badge").textContent()).toBe("Passed");
      expect(await page.getByTestId("answer-result").count()).toBe(questionsPerAttempt);
      await page.screenshot({ path: "/tmp/exam-results.png", fullPage: true });
      await expectStyled(page, "results");
      await page.getByRole("button", { name: "Report a problem with question 1", exact: true }).click();
      await page.getByRole("dialog").getByRole("radiogroup").waitFor();
      await expectStyled(page, "report a problem");
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });

      // The certificate: name, category, the verification URL (copied) and its QR code.
      await page.getByRole("link", { name: "Certificate", exact: true }).click();
      await page.waitForURL(`**/user/getCertificate/${SLUG}`);
      expect(await page.getByTestId("certificate-name").textContent()).toBe(person.name);
      expect(await page.getByTestId("certificate-category").textContent()).toBe(CATEGORY);
      const verifyUrl = await page.getByTestId("verify-url").inputValue();
      expect(verifyUrl).toMatch(new RegExp(`/verify-certificate/[0-9a-f]{32}/${SLUG}$`));
      await page.getByRole("button", { name: "Copy" }).click();
      await page.getByText("Certificate URL copied").waitFor();
      await expectStyled(page, "certificate");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(verifyUrl);
      // Add to LinkedIn opens LinkedIn's add-certification form filled in.
      const linkedIn = new URL(
        (await page.getByRole("link", { name: "Add to LinkedIn" }).getAttribute("href"))!,
      );
      expect(linkedIn.origin + linkedIn.pathname).toBe("https://www.linkedin.com/profile/add");
      expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
        startTask: "CERTIFICATION_NAME",
        name: `${CATEGORY} Certification`,
        organizationName: "W3Programmer",
        issueYear: String(new Date().getUTCFullYear()),
        issueMonth: String(new Date().getUTCMonth() + 1),
        certUrl: verifyUrl,
        certId: expect.stringMatching(/^CERT-/),
      });
      const qr = page.getByTestId("certificate-qr").locator("svg");
      expect(await qr.getAttribute("width")).toBe("120");
      await page.screenshot({ path: "/tmp/exam-certificate.png", fullPage: true });

      // The public page, in a fresh browser context with no session.
      const visitor = await browser.browser.newContext({
        viewport: { width: 1280, height: 900 },
        acceptDownloads: true,
        extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
      });
      try {
        const publicPage = await visitor.newPage();
        const response = await publicPage.goto(verifyUrl);
        expect(response?.status()).toBe(200);
        await publicPage.waitForSelector("html[data-hydrated]", { state: "attached" });
        expect(await publicPage.getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
        expect(await publicPage.getByRole("heading", { name: "Certificate of Excellence" }).isVisible()).toBe(
          true,
        );
        expect(await publicPage.getByTestId("certificate-name").textContent()).toBe(person.name);
        expect(await publicPage.getByTestId("certificate-category").textContent()).toBe(CATEGORY);
        expect(await publicPage.getByTestId("verify-link").getAttribute("href")).toBe(verifyUrl);
        expect(await publicPage.locator('meta[name="robots"]').getAttribute("content")).toBe(
          "noindex, nofollow",
        );
        await publicPage.screenshot({ path: "/tmp/verify-certificate.png", fullPage: true });
        await expectStyled(publicPage, "verification page");

        // Download PDF says "Downloading..." while the server makes the file (held here until seen).
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await publicPage.route("**/api/public/certificatePdf/**", async (route) => {
          await held;
          await route.continue();
        });
        const button = publicPage.getByTestId("download-pdf");
        const downloading = publicPage.waitForEvent("download");
        await button.click();
        await expect.poll(() => button.textContent()).toBe("Downloading...");
        release();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(`${person.name} certificate.pdf`);
        const pdfFile = path.join(workDir, "certificate.pdf");
        await download.saveAs(pdfFile);
        await expect.poll(() => button.textContent()).toBe("Download PDF");

        const pdf = await fs.readFile(pdfFile);
        expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
        const text = execFileSync("pdftotext", [pdfFile, "-"], { encoding: "utf8" });
        expect(text).toContain(person.name);
        expect(text).toContain(CATEGORY);
        expect(text).toContain("Certificate of Excellence");
        execFileSync("pdftoppm", ["-r", "150", "-png", "-singlefile", pdfFile, path.join(workDir, "page")]);
        expect(decodeQr(await fs.readFile(path.join(workDir, "page.png")))).toBe(verifyUrl);
      } finally {
        await visitor.close();
      }

      // Revoked by the operator with a reason: the holder is told where the certificate was.
      const reason = "The answers to this exam were posted in a forum before the attempt.";
      const publicId = new URL(verifyUrl).pathname.split("/")[2]!;
      expect(await revokeByCommand(publicId, reason)).toMatch(/^Revoked CERT-/);

      // Whoever checks the address now reads, first, that it is not valid, then which certificate it
      // was and when it was revoked; not why (that is the holder's), and nothing to download.
      const checker = await browser.browser.newContext({
        viewport: { width: 1280, height: 900 },
        extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
      });
      try {
        const publicPage = await checker.newPage();
        const response = await publicPage.goto(verifyUrl);
        expect(response?.status()).toBe(410);
        const verdict = publicPage.getByTestId("certificate-revoked");
        expect(await verdict.getByRole("heading", { level: 1 }).textContent()).toBe(
          "Revoked — this certificate is not valid",
        );
        const today = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
          new Date(),
        );
        expect(await verdict.textContent()).toContain(`W3Programmer revoked this certificate on ${today}.`);
        const facts = await publicPage.getByTestId("revoked-certificate-facts").textContent();
        expect(facts).toContain(`Holder${person.name}`);
        expect(facts).toContain(`Exam${CATEGORY}`);
        expect(facts).toMatch(/Certificate IDCERT-\S+/);
        expect(facts).toContain(`Issued${today}`);
        expect(facts).toContain(`StatusRevoked on ${today}: not valid`);
        expect(await publicPage.locator("body").textContent()).not.toContain(reason);
        expect(await publicPage.getByTestId("download-pdf").count()).toBe(0);
        expect(await publicPage.getByTestId("certificate-sheet").count()).toBe(0);
        expect(await publicPage.locator('meta[name="robots"]').getAttribute("content")).toBe(
          "noindex, nofollow",
        );
        await expectStyled(publicPage, "revoked certificate");
      } finally {
        await checker.close();
      }

      await page.goto(`/user/exam-results/${SLUG}`);
      const revokedNotice = page.getByTestId("certificate-revoked");
      expect(await revokedNotice.textContent()).toContain(`Reason: ${reason}`);
      expect(await revokedNotice.textContent()).toContain("Your certificate for this exam was revoked on");
      expect(await page.getByRole("link", { name: "Certificate", exact: true }).count()).toBe(0);
      await fs.mkdir("/tmp/member-notices-shots", { recursive: true });
      await page.screenshot({ path: "/tmp/member-notices-shots/exam-results-revoked-1280.png" });
      const revokedPage = await page.goto(`/user/getCertificate/${SLUG}`);
      expect(revokedPage?.status()).toBe(410);
      await page.getByRole("heading", { name: "Your certificate was revoked" }).waitFor();
      expect(await page.getByTestId("certificate-revoked").textContent()).toContain(`Reason: ${reason}`);
      await page.screenshot({ path: "/tmp/member-notices-shots/get-certificate-revoked-1280.png" });
      // The dashboard's count and My certificates agree: it is no longer one the holder holds.
      await page.goto("/user/certificate-list");
      await page.getByTestId("revoked-certificate-row").filter({ hasText: CATEGORY }).waitFor();
      expect(await page.getByTestId("certificate-row").filter({ hasText: CATEGORY }).count()).toBe(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({
        path: "/tmp/member-notices-shots/certificate-list-revoked-390.png",
        fullPage: true,
      });
      await page.goto(`/user/exam-results/${SLUG}`);
      await page.getByTestId("certificate-revoked").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await page.screenshot({ path: "/tmp/member-notices-shots/exam-results-revoked-390.png" });
      await page.goto(`/user/getCertificate/${SLUG}`);
      await page.screenshot({
        path: "/tmp/member-notices-shots/get-certificate-revoked-390.png",
        fullPage: true,
      });
      await page.setViewportSize({ width: 1280, height: 900 });
    },
    JOURNEY_TIMEOUT,
  );

  it("answers an unknown certificate with a plain 404", async () => {
    const { page } = browser;
    const response = await page.goto(`/verify-certificate/${"0".repeat(32)}/${SLUG}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId("certificate-missing").textContent()).toBe("Certificate not found.");
    // What an employer checking it can do, and the way home as the 404 page has it.
    await page
      .getByText("Check that the address is complete, exactly as the certificate's holder shared it")
      .waitFor();
    await page.getByRole("link", { name: "Go Back to Home" }).waitFor();
    await expectStyled(page, "unknown certificate");
  });
});
