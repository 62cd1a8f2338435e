/**
 * The exam saves each choice as it is made. Two choices of one question in quick succession are
 * saved in the order they were made, so that the last one is what the server keeps (what a resumed
 * exam shows, and what is scored if the learner leaves), however slowly the first save is answered.
 */
import { expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts.ts";
import { setupBrowser } from "../support/browser.ts";
import { startExam } from "../support/exams.ts";

const browser = setupBrowser();

const SLUG = "sql-queries-interview-questions";

it("keeps the last of two quick choices of a question, though the first one's save is answered late", async () => {
  const { page } = browser;
  await signUpAndLogIn(page, "exam-saves");
  await page.goto(`/user/my-exam/${SLUG}`);
  await startExam(page, SLUG);

  // The first save is held on its way to the server until the second choice has been made.
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  const events: string[] = [];
  let sent = 0;
  await page.route(`**/user/exam/${SLUG}/answer`, async (route) => {
    const save = ++sent;
    events.push(`save ${save} sent`);
    if (save === 1) await firstHeld;
    const response = await route.fetch();
    events.push(`save ${save} answered ${response.status()}`);
    await route.fulfill({ response });
  });

  const options = page.getByRole("radio");
  await options.nth(0).check();
  const last = await options.nth(1).getAttribute("value");
  await options.nth(1).check();
  releaseFirst();
  await expect.poll(() => events.length).toBe(4);
  // The second save set out only once the first had been answered.
  expect(events).toEqual(["save 1 sent", "save 1 answered 200", "save 2 sent", "save 2 answered 200"]);

  // Resumed, the exam shows the last choice (it opens on the first question left unanswered).
  await page.reload();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.getByRole("button", { name: "Question 1, answered", exact: true }).click();
  expect(await page.getByRole("radio", { checked: true }).getAttribute("value")).toBe(last);
});
