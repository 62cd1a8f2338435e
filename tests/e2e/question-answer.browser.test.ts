/** A child category's Q&A page as a visitor uses it: reading, searching, paging, sharing, signing in. */
import { readdir, readFile } from "node:fs/promises";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contrastRatio } from "../support/contrast.ts";
import { setupBrowser } from "../support/browser.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

const desktop = setupBrowser();
const baseUrl = inject("baseUrl");

const SLUG = "javascript-fundamentals-interview-questions";
const PAGE = `/question-answer/${SLUG}`;
const FIRST_QUESTION = "What are the differences between var, let and const?";
const EQUALITY_QUESTION = "What is the difference between == and === in JavaScript?";
const CLOSURE_QUESTION = "What is a closure in JavaScript, and what is it used for?";
const EVENT_LOOP_QUESTION = "Explain the JavaScript event loop, including microtasks and macrotasks.";
const LAST_QUESTION =
  "How do you copy objects in JavaScript, and what is the difference between a shallow and a deep copy?";

type Page = typeof desktop.page;

const questions = (page: Page) => page.getByTestId("qa-question").allTextContents();
/** A question's button, in its heading: the accordion's header. */
const questionButton = (page: Page, question: string) =>
  page
    .getByTestId("qa-list")
    .getByRole("heading", { level: 2, name: question, exact: true })
    .getByRole("button");
/** Resolves once the element has the attribute with this value. */
const hasAttribute = (page: Page, element: ReturnType<Page["locator"]>, name: string, value: string) =>
  element.and(page.locator(`[${name}="${value}"]`)).waitFor();

/**
 * Types `text` into a Q&A page's search box and waits until the list shows what the API suggests
 * for all of it; answers those names. The box asks 300 ms after the last key: on a busy machine a
 * pause between two keys can outlast that, and the list then shows a shorter text's suggestions first.
 */
async function suggestionsAfterTyping(page: Page, slug: string, text: string): Promise<string[]> {
  await page.locator("input[name=q]").pressSequentially(text, { delay: 50 });
  const answer = await fetch(
    `${baseUrl}/api/public/qaSuggestions?slug=${slug}&q=${encodeURIComponent(text)}`,
  );
  const names = ((await answer.json()) as { result: { name: string }[] }).result.map((item) => item.name);
  await expect.poll(() => page.getByRole("option").allTextContents()).toEqual(names);
  return names;
}

describe("the Q&A page in the server's HTML", () => {
  it("has the questions, highlighted code, the head tags and FAQ structured data", async () => {
    const response = await fetch(`${baseUrl}${PAGE}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>JavaScript Fundamentals Interview Questions | W3Programmer</title>");
    expect(html).toMatch(/<meta name="description" content="JavaScript interview questions: [^"]+"/);
    expect(html).toMatch(/<meta name="keywords" content="javascript interview questions[^"]*"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+${PAGE}"`));
    expect(html).toMatch(/<meta property="og:title" content="JavaScript Fundamentals[^"]*"/);
    expect(html).toContain(CLOSURE_QUESTION);
    // Code blocks arrive highlighted: the browser runs no highlighter.
    expect(html).toContain('<code class="hljs language-javascript">');
    expect(html).toMatch(/<span class="hljs-keyword">(const|let|var|function)<\/span>/);
    // Each answer is sent once, in the HTML: the hydration data does not repeat it as a JSON string.
    expect(html).not.toContain('<span class=\\"hljs-keyword\\">');

    const scripts = [
      ...html.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!));
    const faq = scripts.find((script) => script["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(10);
    const closure = faq.mainEntity.find((entry: { name: string }) => entry.name === CLOSURE_QUESTION);
    expect(closure.acceptedAnswer["@type"]).toBe("Answer");
    expect(closure.acceptedAnswer.text).toMatch(/^A closure is a function/);
    expect(closure.acceptedAnswer.text).not.toMatch(/<[a-z]/);
  });

  it("has every answer, the first open, each question a button in a heading that controls a region", async () => {
    // Without script: what the server sends, as a browser shows it before (or without) hydration.
    const context = await desktop.browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(PAGE);
      const headings = page.getByTestId("qa-list").getByRole("heading", { level: 2 });
      expect(await headings.count()).toBe(10);
      const buttons = headings.getByRole("button");
      expect(
        await buttons.evaluateAll((all) => all.map((button) => button.getAttribute("aria-expanded"))),
      ).toEqual(["true", ...Array<string>(9).fill("false")]);
      // Each button controls a region that it names; closed answers are in the HTML, hidden.
      for (const button of await buttons.all()) {
        const region = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
        expect(await region.getAttribute("role")).toBe("region");
        expect(await region.getAttribute("aria-labelledby")).toBe(await button.getAttribute("id"));
        expect(await region.isVisible()).toBe((await button.getAttribute("aria-expanded")) === "true");
      }
      // The region's name is its question (the number before it is not read out).
      await page
        .getByRole("region", { name: FIRST_QUESTION, exact: true })
        .getByText("temporal dead zone")
        .waitFor();
      const eventLoop = await questionButton(page, EVENT_LOOP_QUESTION).getAttribute("aria-controls");
      expect(await page.locator(`[id="${eventLoop}"]`).textContent()).toContain("microtask");
    } finally {
      await context.close();
    }
  });

  it("ships no highlight.js code to the browser", async () => {
    const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../build/client/assets");
    const scripts = (await readdir(assets)).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const code = await readFile(path.join(assets, name), "utf8");
      // Strings every highlight.js build contains (its API and its error text).
      expect(code, name).not.toMatch(/registerLanguage|highlightAuto|Unknown language: "/);
    }
    // The theme is CSS only.
    const html = await (await fetch(`${baseUrl}${PAGE}`)).text();
    expect(html).toMatch(/<link [^>]*rel="stylesheet" href="\/assets\/[^"]+\.css"/);
  });

  it("sends old or mistyped links somewhere useful", async () => {
    // A main category has no questions of its own: its page is /category/{slug}.
    const main = await fetch(`${baseUrl}/question-answer/javascript`, { redirect: "manual" });
    expect(main.status).toBe(301);
    expect(main.headers.get("location")).toBe("/category/javascript");
    // Past the last page: the last page; not a page number at all: page 1.
    const past = await fetch(`${baseUrl}${PAGE}?page=7`, { redirect: "manual" });
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe(PAGE);
    const garbled = await fetch(`${baseUrl}${PAGE}?page=abc`);
    expect(garbled.status).toBe(200);
    expect(await garbled.text()).toContain(CLOSURE_QUESTION);
  });

  it("answers 404 with the site's not-found page for an unknown slug", async () => {
    const { page } = desktop;
    const response = await page.goto("/question-answer/no-such-category");
    expect(response?.status()).toBe(404);
    await page.getByRole("link", { name: "Go Back to Home" }).waitFor();
    expect(await page.getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
  });
});

describe("searching", () => {
  it("narrows the list to the matching questions, in a shareable URL", async () => {
    const { page } = desktop;
    await page.goto(PAGE);
    expect(await questions(page)).toHaveLength(10);
    await page.locator("input[name=q]").fill("closure");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "closure");
    await page.getByTestId("qa-count").filter({ hasText: "for “closure”" }).waitFor();
    const found = await questions(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(10);
    expect(found[0]).toBe(CLOSURE_QUESTION);

    // The same URL opened afresh is rendered by the server with the same result.
    const html = await (await fetch(`${baseUrl}${PAGE}?q=closure`)).text();
    expect(html).toContain(CLOSURE_QUESTION);
    expect(html).not.toContain("How does the this keyword work in JavaScript?");
  });

  it("says so when nothing matches, and clears the search", async () => {
    const { page } = desktop;
    await page.goto(`${PAGE}?q=xylophonequark`);
    expect(await page.getByTestId("qa-empty").textContent()).toContain("No questions match your search");
    await page.getByRole("link", { name: "Clear search" }).click();
    await page.waitForURL((url) => !url.searchParams.has("q"));
    await page.getByTestId("qa-list").waitFor();
    expect(await questions(page)).toHaveLength(10);
  });

  it("suggests questions while typing and opens the chosen one where it stands", async () => {
    const { page } = desktop;
    await page.goto(PAGE);
    const names = await suggestionsAfterTyping(page, SLUG, "event");
    const options = page.getByRole("option");
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(10);
    for (const name of names) expect(Array.from(name).length).toBeLessThanOrEqual(61);
    const eventLoop = names.find((name) => name.startsWith("Explain the JavaScript event loop"));
    expect(eventLoop).toMatch(/…$/);

    await options.filter({ hasText: eventLoop! }).click();
    await page.waitForURL((url) => url.searchParams.has("question"));
    const answer = page.getByRole("region", { name: EVENT_LOOP_QUESTION });
    await answer.getByText("microtask", { exact: false }).first().waitFor();
    expect(await questionButton(page, EVENT_LOOP_QUESTION).getAttribute("aria-expanded")).toBe("true");
    // Scrolled to: the question stands at the top of the window.
    const top = await questionButton(page, EVENT_LOOP_QUESTION).evaluate(
      (button) => button.getBoundingClientRect().top,
    );
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
  });

  it("is a combobox: the arrow keys move through the suggestions, Escape closes them, Enter opens one", async () => {
    const { page } = desktop;
    await page.goto(PAGE);
    const field = page.getByRole("combobox", { name: "Search questions and answers" });
    expect(await field.getAttribute("aria-expanded")).toBe("false");
    expect(await field.getAttribute("aria-autocomplete")).toBe("list");
    await suggestionsAfterTyping(page, SLUG, "event");
    const listbox = page.getByRole("listbox", { name: "Search questions and answers" });
    const options = listbox.getByRole("option");
    await hasAttribute(page, field, "aria-expanded", "true");
    expect(await listbox.getAttribute("id")).toBe(await field.getAttribute("aria-controls"));
    expect(await field.getAttribute("aria-activedescendant")).toBeNull();
    const ids = await options.evaluateAll((all) => all.map((option) => option.id));
    expect(ids.length).toBeGreaterThan(1);
    const selected = () => listbox.locator('[role="option"][aria-selected="true"]');

    // Down from the field to the first, on to the second; Up back, and from the first round to the last.
    await page.keyboard.press("ArrowDown");
    await hasAttribute(page, field, "aria-activedescendant", ids[0]!);
    expect(await selected().getAttribute("id")).toBe(ids[0]);
    await page.keyboard.press("ArrowDown");
    await hasAttribute(page, field, "aria-activedescendant", ids[1]!);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await hasAttribute(page, field, "aria-activedescendant", ids.at(-1)!);
    expect(await selected().count()).toBe(1);

    // Escape closes the list and keeps the text; Down opens it again on the first suggestion.
    await page.keyboard.press("Escape");
    await hasAttribute(page, field, "aria-expanded", "false");
    expect(await listbox.isVisible()).toBe(false);
    expect(await field.inputValue()).toBe("event");
    await page.keyboard.press("ArrowDown");
    await hasAttribute(page, field, "aria-activedescendant", ids[0]!);

    // Enter opens the active suggestion's question, open and scrolled to.
    const chosen = (await selected().textContent())!;
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.has("question"));
    expect(await field.inputValue()).toBe(chosen);
    // The address changes before the new page's list has rendered: wait for the chosen one to be open.
    const button = page.getByTestId("qa-list").getByRole("button", { expanded: true });
    await button.filter({ hasText: chosen.replace(/…$/, "") }).waitFor();
    expect(await button.count()).toBe(1);
  });

  it("searches for what was typed when Enter is pressed with no suggestion chosen", async () => {
    const { page } = desktop;
    await page.goto(PAGE);
    const field = page.getByRole("combobox", { name: "Search questions and answers" });
    await field.pressSequentially("closure", { delay: 50 });
    await page.getByRole("option").first().waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "closure");
    await page.getByTestId("qa-count").filter({ hasText: "for “closure”" }).waitFor();
  });

  it("opens a chosen question on the page that holds it", async () => {
    const { page } = desktop;
    // The SQL list has 14 questions: the last one is alone on page 2.
    await page.goto("/question-answer/sql-queries-interview-questions");
    await suggestionsAfterTyping(page, "sql-queries-interview-questions", "consecutive");
    await page.getByRole("option").first().click();
    await page.waitForURL((url) => url.searchParams.has("question"));
    await page.getByTestId("qa-count").filter({ hasText: "showing 14–14" }).waitFor();
    expect(await questions(page)).toEqual([
      "How do you find consecutive sequences, such as users who logged in on three or more consecutive days?",
    ]);
    await page.getByText("gaps and islands", { exact: false }).first().waitFor({ state: "visible" });
  });
});

describe("the questions' accordion", () => {
  it("opens and closes answers from the keyboard, moving between questions with the arrow keys", async () => {
    const { page } = desktop;
    await page.goto(PAGE);
    const first = questionButton(page, FIRST_QUESTION);
    const second = questionButton(page, EQUALITY_QUESTION);
    const focused = (question: string) =>
      page.waitForFunction(
        (text) =>
          document.activeElement?.matches("[aria-controls]") &&
          document.activeElement.textContent?.includes(text),
        question,
      );
    await first.focus();
    await page.keyboard.press("ArrowDown");
    await focused(EQUALITY_QUESTION);
    await page.keyboard.press("End");
    await focused(LAST_QUESTION);
    await page.keyboard.press("ArrowDown");
    await focused(FIRST_QUESTION);
    await page.keyboard.press("ArrowUp");
    await focused(LAST_QUESTION);
    await page.keyboard.press("Home");
    await focused(FIRST_QUESTION);

    // Enter and Space toggle the focused question's answer; the first stays open meanwhile.
    const answer = page.getByRole("region", { name: EQUALITY_QUESTION, includeHidden: true });
    expect(await answer.isVisible()).toBe(false);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await hasAttribute(page, second, "aria-expanded", "true");
    await answer.getByText("strict equality").waitFor();
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Space");
    await hasAttribute(page, second, "aria-expanded", "false");
    await answer.waitFor({ state: "hidden" });
  });

  it("opens and closes every answer at once", async () => {
    const { page } = desktop;
    await page.goto(PAGE);
    const buttons = page.getByTestId("qa-list").getByRole("button");
    await page.getByRole("button", { name: "Expand all" }).click();
    await page.getByRole("button", { name: "Collapse all" }).waitFor();
    expect(await page.getByTestId("qa-list").getByRole("button", { expanded: false }).count()).toBe(0);
    expect(await page.getByTestId("qa-list").getByRole("region").count()).toBe(10);
    await page.getByRole("button", { name: "Collapse all" }).click();
    await page.getByRole("button", { name: "Expand all" }).waitFor();
    expect(await page.getByTestId("qa-list").getByRole("button", { expanded: true }).count()).toBe(0);
    expect(await buttons.count()).toBe(10);
  });
});

describe("actions", () => {
  it("copies the page's link and says so", async () => {
    const { page, context } = desktop;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await page.goto(PAGE);
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("URL copied successfully!").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^https?://[^/]+${PAGE}$`));
  });

  it("offers the PDF as a download named after the category", async () => {
    const { page } = desktop;
    await page.goto(PAGE);
    const link = page.getByRole("link", { name: "Download PDF" });
    expect(await link.getAttribute("href")).toBe(`/api/public/generate-pdf/${SLUG}`);
    expect(await link.getAttribute("download")).toBe(`${SLUG}.pdf`);

    // Clicking it saves a real PDF of the category's questions under that name.
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${SLUG}.pdf`);
    const saved = await readFile((await download.path())!);
    expect(saved.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(saved.subarray(-8).toString("latin1")).toContain("%%EOF");
    expect(saved.length).toBeGreaterThan(5_000);
  });

  it.each(["Bookmark", "Take Exam"])("asks a visitor to sign in when they choose %s", async (action) => {
    const { page } = desktop;
    await page.goto(PAGE);
    await page.getByRole("button", { name: action, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByRole("tab", { name: "Login" }).isVisible()).toBe(true);
    expect(await dialog.getByRole("tab", { name: "Register" }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(PAGE);
  });

  it("saves the bookmark chosen before signing in and offers the exam, or none where a category has none", async () => {
    const { page } = desktop;
    const email = `qa-reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = "correct-horse-battery-9";
    await page.goto(PAGE);
    await page.getByRole("button", { name: "Bookmark", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Register" }).click();
    const registerPanel = dialog.getByRole("tabpanel");
    await registerPanel.getByLabel(/^Name/).fill("Quinn Reader");
    await registerPanel.getByLabel(/^Email/).fill(email);
    await registerPanel.getByLabel(/^Password/).fill(password);
    await registerPanel.getByRole("button", { name: "Register" }).click();
    await page.getByText("Register successfully").waitFor();
    // The toast can show a moment before the Login tab opens: until then the panel is Register's.
    await dialog.getByRole("tab", { name: "Login", selected: true }).waitFor();

    const loginPanel = dialog.getByRole("tabpanel");
    await loginPanel.getByLabel(/^Email/).fill(email);
    await loginPanel.getByLabel(/^Password/).fill(password);
    const reloaded = page.waitForEvent("load");
    await loginPanel.getByRole("button", { name: "Login" }).click();
    await reloaded;

    // The same page, now signed in: Take Exam is a link to the exam, and the bookmark chosen
    // before signing in was saved.
    expect(new URL(page.url()).pathname).toBe(PAGE);
    const exam = page.getByRole("link", { name: "Take Exam" });
    await exam.waitFor();
    expect(await exam.getAttribute("href")).toBe(`/user/my-exam/${SLUG}`);
    expect(await page.getByRole("dialog").count()).toBe(0);
    // The button now says the page is saved, and leads to the bookmarks, after a reload too.
    const saved = page.getByRole("link", { name: "Bookmarked: see your bookmarks" });
    await saved.waitFor();
    await page.reload();
    expect(await saved.getAttribute("href")).toBe("/user/my-bookmarks");
    expect(await page.getByRole("button", { name: "Bookmark", exact: true }).count()).toBe(0);
    // Its label can be read: at least 4.5:1 against the button's background (WCAG AA).
    const [label, background] = await saved.evaluate((link) => [
      getComputedStyle(link.querySelector(".mantine-Button-label")!).color,
      getComputedStyle(link).backgroundColor,
    ]);
    expect(contrastRatio(label, background)).toBeGreaterThanOrEqual(4.5);

    // A category whose exam is still to come offers no Take Exam (signed in or not)…
    await page.goto("/question-answer/spring-boot-interview-questions");
    await page.getByTestId("qa-actions").getByRole("button", { name: "Copy link" }).waitFor();
    expect(await page.getByTestId("qa-actions").getByText("Take Exam").count()).toBe(0);
    // …and its exam's address says so, leads back to the questions and lists the exams there
    // are, each leading to its rules.
    await page.goto("/user/my-exam/spring-boot-interview-questions");
    await page.getByText("Spring Boot has no exam yet.").waitFor();
    const back = page.getByRole("link", { name: "Back to the Spring Boot questions" });
    expect(await back.getAttribute("href")).toBe("/question-answer/spring-boot-interview-questions");
    const available = page.getByTestId("available-exams").getByRole("link");
    expect(await available.count()).toBeGreaterThan(5);
    await page.getByTestId("available-exams").getByRole("link", { name: "JavaScript Fundamentals" }).click();
    await page.waitForURL((url) => url.pathname === `/user/my-exam/${SLUG}`);
    await page.getByTestId("exam-rules").waitFor();
    // An address that is no Q&A category is still the site's 404.
    const unknown = await page.goto("/user/my-exam/no-such-category-anywhere");
    expect(unknown?.status()).toBe(404);
  });
});

describe("paging (on a server of its own, with more than one page of questions)", () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await seededDataDir("w3p-qa-paging-");
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY: "true" });
    // The demo has 10 questions a category; ten follow-up questions make a second page of 7.
    const client = new pg.Client({
      host: path.join(dataDir, "postgres"),
      port: 5432,
      user: "postgres",
      database: "w3programmer",
    });
    await client.connect();
    await client.query(
      `insert into qa_items (category_id, slug, question, answer, answer_text, sort_order)
       select category_id, slug || '-follow-up', 'Follow-up: ' || question, answer, answer_text, sort_order + 100
       from qa_items where category_id = (select id from categories where slug = $1)`,
      [SLUG],
    );
    await client.end();
  });

  afterAll(async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("shows 13 questions a page and moves to page 2 by a link the server renders", async () => {
    const { page } = desktop;
    await page.goto(`${server.url}${PAGE}`);
    const firstPage = await questions(page);
    expect(firstPage).toHaveLength(13);
    expect(await page.getByTestId("qa-count").textContent()).toContain("20 questions");

    await page
      .getByRole("button", { name: "Page 2" })
      .or(page.getByRole("link", { name: "Page 2" }))
      .click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await page.getByTestId("qa-count").filter({ hasText: "showing 14–20" }).waitFor();
    const secondPage = await questions(page);
    expect(secondPage).toHaveLength(7);
    expect(secondPage.some((question) => firstPage.includes(question))).toBe(false);

    const html = await (await fetch(`${server.url}${PAGE}?page=2`)).text();
    expect(html).toContain(secondPage[0]);
    expect(html).not.toContain(`>${firstPage[0]}<`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${PAGE}\\?page=2"`));
  });
});
