import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { assertChromiumInstalled, CHROMIUM, CHROMIUM_FLAGS, CHROMIUM_HEADLESS_SHELL } from "./chromium.ts";

/**
 * An address from 198.18.0.0/15 (RFC 2544, never routed on the internet): 131,070 of them, so
 * the test files sharing one server never push one address near a per-address limit together.
 */
export function randomClientIp() {
  const n = 1 + Math.floor(Math.random() * 131_070);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

export type BrowserOptions = {
  /**
   * The full browser, whose own viewer shows a PDF in a frame (`navigator.pdfViewerEnabled`);
   * otherwise Chromium's headless shell, which has none (tests/support/chromium.ts).
   */
  pdfViewer?: boolean;
};

/** Debian's Chromium, headless (tests/support/chromium.ts). */
export async function launchBrowser({ pdfViewer = false }: BrowserOptions = {}): Promise<Browser> {
  const executablePath = pdfViewer ? CHROMIUM : CHROMIUM_HEADLESS_SHELL;
  assertChromiumInstalled(executablePath);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
}

/**
 * After each page.goto of an HTML page, waits until React has hydrated it (app/root.tsx marks
 * <html data-hydrated>): input typed into a server-rendered page before that is lost.
 */
export function waitForHydrationOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()["content-type"]?.includes("text/html")) {
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    }
    return response;
  };
}

/**
 * Scrolls to a part of the page that hydrates when it scrolls into view
 * (app/components/hydrate-when-visible.tsx), such as the home page's tabs, and waits until it is
 * interactive: until then its buttons do nothing. `inside` is an element of the part.
 */
export async function scrollToHydratedPart(inside: Locator) {
  await inside.scrollIntoViewIfNeeded();
  // The nearest such part around the element, once it carries data-hydrated.
  await inside
    .locator("xpath=ancestor::div[@data-hydrate-when-visible][1][@data-hydrated]")
    .waitFor({ state: "attached" });
}

/** Whether the element has the keyboard focus (for a poll: focus often moves a moment later). */
export function isFocused(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node === document.activeElement);
}

/**
 * Collects the page's console errors, where Chromium reports a Content-Security-Policy
 * violation (a blocked script, style or connection) and a failed load.
 */
export function collectConsoleErrors(page: Page, sink: string[]) {
  page.on("console", (message) => {
    if (message.type() === "error") sink.push(message.text());
  });
}

const CSP_VIOLATION = /Content Security Policy/i;

export type BrowserFixture = {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  errors: string[];
  /** Console errors of this test's page (collectConsoleErrors). */
  consoleErrors: string[];
};

/**
 * One browser per test file, a fresh context (cookies, storage) per test.
 * Uncaught page errors and Content-Security-Policy violations are collected: a journey that
 * throws in the browser, or whose page the policy broke, fails.
 */
export function setupBrowser(
  options: { viewport?: { width: number; height: number } } & BrowserOptions = {},
): BrowserFixture {
  const fixture = {
    baseUrl: inject("baseUrl"),
    errors: [] as string[],
    consoleErrors: [] as string[],
  } as BrowserFixture;
  beforeAll(async () => {
    fixture.browser = await launchBrowser({ pdfViewer: options.pdfViewer });
  });
  afterAll(async () => {
    await fixture.browser?.close();
  });
  beforeEach(async () => {
    fixture.errors.length = 0;
    fixture.consoleErrors.length = 0;
    fixture.context = await fixture.browser.newContext({
      baseURL: fixture.baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 900 },
      // The e2e server trusts the proxy header: each test is a visitor from its own address,
      // so the real per-IP rate limits apply to each test rather than to the whole suite.
      extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
    });
    fixture.page = await fixture.context.newPage();
    waitForHydrationOnGoto(fixture.page);
    fixture.page.on("pageerror", (error) => fixture.errors.push(error.message));
    collectConsoleErrors(fixture.page, fixture.consoleErrors);
  });
  afterEach(async ({ task }) => {
    // Where a failed test left the page: on the form it sent, or on the page the form led to.
    if (task.result?.state === "fail") console.error(`The page was at ${fixture.page?.url()}`);
    await fixture.context?.close();
    if (fixture.errors.length > 0) {
      throw new Error(`The page threw:\n${fixture.errors.join("\n")}`);
    }
    const violations = fixture.consoleErrors.filter((message) => CSP_VIOLATION.test(message));
    if (violations.length > 0) {
      throw new Error(`The Content-Security-Policy blocked something:\n${violations.join("\n")}`);
    }
  });
  return fixture;
}
