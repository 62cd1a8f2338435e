/**
 * The site behind an HTTPS reverse proxy, as docs/deploy.md sets it up: Debian's nginx
 * terminating TLS with the documented configuration, in front of `node server.js` started with
 * PUBLIC_URL=https://… and TRUST_PROXY=true. Every form post must pass the Origin checks, which
 * compare the browser's https origin with the address the app rebuilds from the proxy's headers.
 */
import fs from "node:fs/promises";
import { brotliDecompressSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { logIn, newPerson, signUp, signUpAndLogIn, submitLogin } from "../support/accounts.ts";
import { collectConsoleErrors, launchBrowser, waitForHydrationOnGoto } from "../support/browser.ts";
import { httpsGet, startSiteBehindNginx, type Nginx } from "../support/nginx.ts";
import type { ServerProcess } from "../support/server-process.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

let dataDir: string;
let app: ServerProcess;
let proxy: Nginx;
let browser: Browser;

beforeAll(async () => {
  dataDir = await seededDataDir("w3p-https-");
  ({ app, proxy } = await startSiteBehindNginx(dataDir));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await proxy?.stop();
  await app?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const consoleErrors: string[] = [];

async function newPage(): Promise<Page> {
  context = await browser.newContext({ baseURL: proxy.url, ignoreHTTPSErrors: true });
  const opened = await context.newPage();
  waitForHydrationOnGoto(opened);
  opened.on("pageerror", (error) => pageErrors.push(error.message));
  collectConsoleErrors(opened, consoleErrors);
  return opened;
}

beforeEach(async () => {
  pageErrors.length = 0;
  consoleErrors.length = 0;
  page = await newPage();
});

afterEach(async () => {
  await context?.close();
});

describe("through nginx over HTTPS", () => {
  it("signs up, logs in, saves the profile, the password and a bookmark", async () => {
    const person = await signUpAndLogIn(page, "https");
    // The session cookie is Secure and `__Host-`: PUBLIC_URL is https.
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === "__Host-w3p_session");
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: "/", sameSite: "Lax" });
    expect(cookies.some((cookie) => cookie.name === "w3p_session")).toBe(false);

    await page.goto("/user/profile");
    await page.getByLabel("Phone number").fill("+1 (555) 010-4040");
    await page.getByLabel("Country").selectOption("Canada");
    await page.getByLabel("Bio").fill("Preparing for interviews behind a reverse proxy.");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByText("Has been successfully updated").waitFor();

    await page.goto("/user/change-password");
    const newPassword = `${person.password}-2`;
    await page.locator("input[name=old_password]").fill(person.password);
    await page.locator("input[name=new_password]").fill(newPassword);
    await page.locator("input[name=new_password_confirmation]").fill(newPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Has been successfully updated").waitFor();

    await page.goto("/question-answer/spring-boot-interview-questions");
    await page.getByRole("button", { name: "Bookmark" }).click();
    await page.getByText("Bookmark saved successfully").waitFor();
    await page.goto("/dashboard");
    expect(await page.getByTestId("count-bookmarks").textContent()).toBe("1");

    // The new password opens a new session in another browser.
    await context.close();
    page = await newPage();
    await logIn(page, { ...person, password: newPassword });

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("buys an e-book: /payment, the TEST MODE checkout and /payment-success, then reads it", async () => {
    const person = await signUpAndLogIn(page, "https-buyer");
    await page.goto("/guide-details/java-developer-interview-guide");
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await page.getByText("Added to cart!").waitFor();

    await page.goto("/cart");
    const subtotal = (await page.getByTestId("cart-subtotal").textContent())!;
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.waitForURL((url) => url.pathname === "/payment");
    await page.getByTestId("payment-item").filter({ hasText: title }).waitFor();
    await page.getByRole("button", { name: `Pay ${subtotal}` }).click();

    // The checkout address is built from PUBLIC_URL: the browser stays on the proxy's https origin.
    await page.waitForURL((url) => url.pathname.startsWith("/test-checkout/"));
    expect(new URL(page.url()).origin).toBe(proxy.url);
    await page.getByText("TEST MODE", { exact: true }).waitFor();
    await page.getByRole("button", { name: `Pay ${subtotal}` }).click();

    await page.waitForURL((url) => url.pathname === "/payment-success");
    expect(new URL(page.url()).origin).toBe(proxy.url);
    await page.getByRole("heading", { name: "Payment successful" }).waitFor();
    const orderCode = (await page.getByTestId("order-code").locator("strong").textContent())!;

    // The reader's signed link to the stamped copy works through the proxy.
    await page.goto("/read-ebooks/java-developer-interview-guide");
    const textLayer = page.locator(".textLayer");
    await textLayer.getByText(person.name, { exact: false }).first().waitFor({ timeout: 30_000 });
    expect(await textLayer.textContent()).toContain(orderCode);

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("answers a refused login with the page's message, not a 400", async () => {
    const person = newPerson("https-wrong");
    await signUp(page, person);
    await submitLogin(page, person.email, "not-the-password");
    await page.getByText("Invalid username or password.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("sends the app's HSTS and other headers, and compressed, long-cached assets", async () => {
    const home = await httpsGet(`${proxy.url}/`, proxy.certificate, { "Accept-Encoding": "br, gzip" });
    expect(home.status).toBe(200);
    // The app's, once: PUBLIC_URL is https (node:http would join a second one with ", ").
    expect(home.headers["strict-transport-security"]).toBe("max-age=31536000");
    // The home page is kept for anonymous visitors: its inline scripts are allowed by hash (docs/decisions/0012).
    expect(home.headers["content-security-policy"]).toMatch(/script-src 'self'( 'nonce-| 'sha256-)/);
    expect(home.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(home.body).toString();
    expect(html).toContain("W3Programmer");

    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const script = await httpsGet(`${proxy.url}${asset}`, proxy.certificate, {
      "Accept-Encoding": "br, gzip",
    });
    expect(script.status).toBe(200);
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers["content-encoding"]).toBe("br");
    expect(script.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(brotliDecompressSync(script.body).length).toBeGreaterThan(script.body.length);
  });
});
