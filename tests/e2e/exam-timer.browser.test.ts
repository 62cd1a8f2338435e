/**
 * The exam's timer: screen readers hear it at 1 minute left and on request (never every second),
 * and at 00:00:00 the page submits the answers given. The attempt's deadline is the server's, so
 * the test moves it close instead of waiting an hour.
 */
import { expect, it } from "vitest";
import { signUpAndLogIn, type Person } from "../support/accounts.ts";
import { setupBrowser } from "../support/browser.ts";
import { answerRight, answerSaves, examRules, JOURNEY_TIMEOUT, startExam } from "../support/exams.ts";
import { queryServerDatabase } from "../support/server-database.ts";

const browser = setupBrowser();

const SLUG = "sql-queries-interview-questions";

/** Moves the person's open attempt's deadline to `seconds` from now, by the database's clock. */
async function deadlineIn(person: Person, seconds: number): Promise<void> {
  const rows = await queryServerDatabase(
    `update exam_attempts a set deadline_at = now() + make_interval(secs => $2)
     from users u where u.id = a.user_id and u.email = $1 and a.submitted_at is null
     returning a.id`,
    [person.email, seconds],
  );
  expect(rows).toHaveLength(1);
}

it(
  "announces 1 minute left and the time on request, and submits the answers given at 00:00:00",
  async () => {
    const { page } = browser;
    const person = await signUpAndLogIn(page, "exam-timer");
    await page.goto(`/user/my-exam/${SLUG}`);
    await startExam(page, SLUG);
    const saves = answerSaves(page, SLUG);
    await answerRight(page, SLUG);
    await page.getByRole("button", { name: "Next" }).click();
    await answerRight(page, SLUG);
    // The reloads below resume from what the server has: both answers must have reached it.
    await expect.poll(() => saves).toEqual([200, 200]);

    // Left for the dashboard, the running exam is there with its clock and a way back to it.
    await page.goto("/dashboard");
    const running = page.getByTestId("running-exam");
    expect(await running.count()).toBe(1);
    const [{ name } = { name: "" }] = await queryServerDatabase<{ name: string }>(
      `select name from categories where slug = $1`,
      [SLUG],
    );
    expect(await running.getByText(`Your ${name} exam is in progress.`).count()).toBe(1);
    expect(await page.getByTestId("running-exam-time").textContent()).toMatch(/^(01:00:00|00:5\d:\d\d)$/);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/exam-timer-dashboard-${width}.png` });
    }
    await running.getByRole("link", { name: "Resume exam" }).click();
    await page.waitForURL(`**/user/exam/${SLUG}`);
    await page.getByTestId("exam-timer").waitFor();

    const announcement = page.getByTestId("timer-announcement");
    const timer = page.getByTestId("exam-timer");
    // The visible clock is not a live region: it changes every second without being read out.
    expect(await timer.getAttribute("role")).toBe("timer");
    expect(await timer.getAttribute("aria-live")).toBeNull();
    expect(await announcement.getAttribute("aria-live")).toBe("polite");

    // 63 s left: nothing is said until the 1-minute mark passes, then "1 minute left".
    await deadlineIn(person, 63);
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await timer.textContent()).toMatch(/^00:01:0[0-3]$/);
    expect(await announcement.textContent()).toBe("");
    await expect.poll(() => announcement.textContent(), { timeout: 10_000 }).toBe("1 minute left");
    await expect.poll(() => timer.textContent(), { timeout: 3_000 }).toMatch(/^00:00:5\d$/);
    expect(await announcement.textContent()).toBe("1 minute left");

    // On request: the time left in words. The button takes no room on the page until the
    // keyboard reaches it (the clock shows the time to the eye).
    const readOut = page.getByRole("button", { name: "Read out the time left" });
    expect((await readOut.boundingBox())?.width).toBeLessThanOrEqual(1);
    await readOut.focus();
    expect((await readOut.boundingBox())?.width).toBeGreaterThan(20);
    await page.keyboard.press("Enter");
    await expect.poll(() => announcement.textContent()).toMatch(/^5\d seconds left$/);
    await page.screenshot({ path: "/tmp/exam-timer.png" });

    // 4 s left: the clock stops at 00:00:00 and the two answers given are submitted and scored.
    await deadlineIn(person, 4);
    await page.reload();
    await page.waitForURL(`**/user/exam-results/${SLUG}`, { timeout: 15_000 });
    const { questionsPerAttempt } = await examRules(SLUG);
    expect(await page.getByTestId("score").textContent()).toBe(`2 / ${questionsPerAttempt}`);
    expect(await page.getByTestId("result-badge").textContent()).toBe("Not passed");
    const [attempt] = await queryServerDatabase<{ closed_by: string }>(
      `select a.closed_by from exam_attempts a join users u on u.id = a.user_id where u.email = $1`,
      [person.email],
    );
    expect(attempt?.closed_by).toBe("timer");
    await page.screenshot({ path: "/tmp/exam-timer-results.png", fullPage: true });
    // Submitted, the exam is no longer offered on the dashboard.
    await page.goto("/dashboard");
    await page.getByTestId("dashboard-counts").waitFor();
    expect(await page.getByTestId("running-exam").count()).toBe(0);
  },
  JOURNEY_TIMEOUT,
);
