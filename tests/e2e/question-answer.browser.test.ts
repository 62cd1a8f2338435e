/** A child category's Q&A page as a visitor uses it: reading, searching, paging, sharing, signing in. */
import { readdir, readFile } from "node:fs/promises";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";

const desktop = setupBrowser();
const baseUrl = inject("baseUrl");

const SLUG = "javascript-fundamentals-interview-questions";
const PAGE = `/question-answer/${SLUG}`;
const CLOSURE_QUESTION = "What is a closure in JavaScript, and what is it used for?";
const EVENT_LOOP_QUESTION = "Explain the JavaScript event loop, including microtasks and macrotasks.";

const questions = (page: typeof desktop.page) => page.getByTestId("qa-question").allTextContents();

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

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!),
    );
    const faq = scripts.find((script) => script["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(10);
    const closure = faq.mainEntity.find((entry: { name: string }) => entry.name === CLOSURE_QUESTION);
    expect(closure.acceptedAnswer["@type"]).toBe("Answer");
    expect(closure.acceptedAnswer.text).toMatch(/^A closure is a function/);
    expect(closure.acceptedAnswer.text).not.toMatch(/<[a-z]/);
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
    await page.locator("input[name=q]").pressSequentially("event", {
      delay: 50,
    });
    const options = page.getByRole("option");
    await options.first().waitFor();
    const names = await options.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(10);
    for (const name of names) expect(Array.from(name).length).toBeLessThanOrEqual(61);
    const eventLoop = names.find((name) => name.startsWith("Explain the JavaScript event loop"));
    expect(eventLoop).toMatch(/…$/);

    await options.filter({ hasText: eventLoop! }).click();
    await page.waitForURL((url) => url.searchParams.has("question"));
    const item = page.locator(".mantine-Accordion-item", { hasText: EVENT_LOOP_QUESTION });
    await item.getByText("microtask", { exact: false }).first().waitFor();
  });

  it("opens a chosen question on the page that holds it", async () => {
    const { page } = desktop;
    // The SQL list has 14 questions: the last one is alone on page 2.
    await page.goto("/question-answer/sql-queries-interview-questions");
    await page.locator("input[name=q]").pressSequentially("consecutive", { delay: 50 });
    await page.getByRole("option").first().click();
    await page.waitForURL((url) => url.searchParams.has("question"));
    await page.getByTestId("qa-count").filter({ hasText: "showing 14–14" }).waitFor();
    expect(await questions(page)).toEqual([
      "How do you find consecutive sequences, such as users who logged in on three or more consecutive days?",
    ]);
    await page.getByText("gaps and islands", { exact: false }).first().waitFor({ state: "visible" });
  });
});

describe("actions", () => {
  it("copies the page's link and says so", async () => {
    const { page, context } = desktop;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await page.goto(PAGE);
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Copied successfully").waitFor();
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

  it("saves a bookmark and offers the exam once the visitor has signed in through the modal", async () => {
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

    const loginPanel = dialog.getByRole("tabpanel");
    await loginPanel.getByLabel(/^Email/).fill(email);
    await loginPanel.getByLabel(/^Password/).fill(password);
    const reloaded = page.waitForEvent("load");
    await loginPanel.getByRole("button", { name: "Login" }).click();
    await reloaded;

    // The same page, now signed in: Take Exam is a link to the exam, Bookmark saves.
    expect(new URL(page.url()).pathname).toBe(PAGE);
    const exam = page.getByRole("link", { name: "Take Exam" });
    await exam.waitFor();
    expect(await exam.getAttribute("href")).toBe(`/user/my-exam/${SLUG}`);
    await page.getByRole("button", { name: "Bookmark", exact: true }).click();
    await page.getByText("Bookmark saved successfully").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    // The button now says the page is saved, and leads to the bookmarks, after a reload too.
    const saved = page.getByRole("link", { name: "Bookmarked: see your bookmarks" });
    await saved.waitFor();
    await page.reload();
    expect(await saved.getAttribute("href")).toBe("/user/my-bookmarks");
    expect(await page.getByRole("button", { name: "Bookmark", exact: true }).count()).toBe(0);
  });
});

describe("paging (on a server of its own, with more than one page of questions)", () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-qa-paging-"));
    await fs.chmod(dataDir, 0o755);
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
