/**
 * The purchase journey (SPEC.md §2 Cart and payment, dashboard and billing; §4): a visitor adds a
 * guide to the cart, logs in from Proceed to Checkout, pays on the TEST MODE checkout, reads the
 * copy stamped with their name, finds the paid order in billing and the receipt in their mail; an
 * operator's refund then takes the book away, and the buyer is told so by mail and on the reading page.
 * Before buying, the guide's reading page tells them it is not theirs and where to buy it.
 *
 * This file runs its own server (its own DATA_DIR and database), because the receipt must reach
 * a real SMTP server that the test listens on; the shared e2e server has no SMTP_URL.
 */
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPerson, registerInModal } from "../support/accounts.ts";
import { launchBrowser, randomClientIp } from "../support/browser.ts";
import { freePort, startServer, type ServerProcess } from "../support/server-process.ts";
import { setupSmtpCapture } from "../support/smtp-capture.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

const GUIDE_SLUG = "java-developer-interview-guide";

const smtp = setupSmtpCapture();
let server: ServerProcess;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  dataDir = await seededDataDir("w3p-store-e2e-");
  const port = String(await freePort());
  server = await startServer({
    DATA_DIR: dataDir,
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "true",
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Opens a page of this file's server and waits until React has hydrated it. */
async function open(page: Page, pathname: string) {
  const response = await page.goto(pathname);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return response;
}

/** The operator's refund command, run as an operator would, against this file's server. */
async function refundByCommand(orderCode: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/order-refund.ts", orderCode],
    { cwd: path.resolve(import.meta.dirname, "../.."), env: { ...process.env, DATA_DIR: dataDir } },
  );
  return stdout;
}

describe("buying an e-book", () => {
  it("goes from the cart through the TEST MODE checkout to a stamped copy, billing and a receipt; a refund revokes it", async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
    });
    const errors: string[] = [];
    const page = await context.newPage();
    page.on("pageerror", (error) => errors.push(error.message));
    const person = newPerson("buyer");

    try {
      // The guide's page: Add to Cart once, then again.
      await open(page, `/guide-details/${GUIDE_SLUG}`);
      const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      const addToCart = page.getByRole("button", { name: "Add to Cart", exact: true });
      await addToCart.click();
      await page.getByText("Added to cart!").waitFor();
      await addToCart.click();
      await page.getByText("Item already in cart!").waitFor();

      // The cart survives a reload and shows one book with its subtotal.
      await page.reload();
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await page.locator("header").getByRole("link", { name: "Cart, 1 item" }).click();
      await page.waitForURL((url) => url.pathname === "/cart");
      await page.getByTestId("cart-item").filter({ hasText: title }).waitFor();
      expect(await page.getByTestId("cart-count").last().textContent()).toBe("1 book");
      const subtotal = (await page.getByTestId("cart-subtotal").textContent())!;
      expect(subtotal).toMatch(/^\$\d+\.\d{2}$/);

      // Anonymous Proceed to Checkout: register, then log in, in the modal; then /payment.
      await page.getByRole("button", { name: "Proceed to Checkout" }).click();
      const dialog = page.getByRole("dialog");
      await registerInModal(dialog, person);
      await dialog.getByRole("tab", { name: "Login", selected: true }).waitFor();
      const login = dialog.locator('form[action="/auth/modal-login"]');
      await login.getByLabel("Email").fill(person.email);
      await login.locator("input[name=password]").fill(person.password);
      await login.getByRole("button", { name: "Login" }).click();
      await page.waitForURL((url) => url.pathname === "/payment");

      // Signed in and owning nothing yet (a shared link): the reading page says the book is not
      // theirs, 403, and leads to its page to buy it; a slug no book has is the site's 404.
      const shared = await context.newPage();
      shared.on("pageerror", (error) => errors.push(error.message));
      const refused = await open(shared, `/read-ebooks/${GUIDE_SLUG}`);
      expect(refused?.status()).toBe(403);
      expect(refused?.headers()["cache-control"]).toBe("no-store");
      await shared.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await shared.title()).toBe(`${title} | W3Programmer`);
      expect(await shared.getByTestId("ebook-unowned").textContent()).toBe("You do not own this e-book.");
      expect(await shared.getByRole("link", { name: "See the book" }).getAttribute("href")).toBe(
        `/guide-details/${GUIDE_SLUG}`,
      );
      const missing = await shared.goto("/read-ebooks/no-such-interview-guide");
      expect(missing?.status()).toBe(404);
      await shared.getByText("Oops! The page you are looking for doesn't exist", { exact: false }).waitFor();
      await shared.close();

      // /payment: the database's price, the total on Pay.
      await page.getByTestId("payment-item").filter({ hasText: title }).waitFor();
      expect(await page.getByTestId("payment-total").textContent()).toBe(subtotal);
      await page.screenshot({ path: "/tmp/store-payment.png", fullPage: true });
      const cartBeforePay = (await page.evaluate(() => window.localStorage.getItem("cart")))!;
      await page.getByRole("button", { name: `Pay ${subtotal}` }).click();

      // The TEST MODE checkout: clearly marked, the same total.
      await page.waitForURL((url) => url.pathname.startsWith("/test-checkout/"));
      await page.getByText("TEST MODE", { exact: true }).waitFor();
      expect(await page.getByTestId("test-checkout-total").textContent()).toBe(subtotal);
      // Pay emptied the cart.
      expect(await page.evaluate(() => window.localStorage.getItem("cart"))).toBe("[]");
      await page.screenshot({ path: "/tmp/store-test-checkout.png", fullPage: true });
      await page.getByRole("button", { name: `Pay ${subtotal}` }).click();

      await page.waitForURL((url) => url.pathname === "/payment-success");
      await page.getByRole("heading", { name: "Payment successful" }).waitFor();
      const orderCode = (await page.getByTestId("order-code").locator("strong").textContent())!;
      expect(orderCode).toMatch(/^ORD-/);

      // The dashboard lists the e-book with its Reading link.
      await page.getByRole("link", { name: "Go to your dashboard" }).click();
      await page.waitForURL((url) => url.pathname === "/dashboard");
      await page.getByTestId("owned-ebook").filter({ hasText: title }).waitFor();
      await page.getByRole("link", { name: `Reading: ${title}` }).click();

      // The reader shows the buyer's own copy: their name and order number on the page.
      await page.waitForURL((url) => url.pathname === `/read-ebooks/${GUIDE_SLUG}`);
      const textLayer = page.locator(".textLayer");
      await textLayer.getByText(person.name, { exact: false }).first().waitFor({ timeout: 30_000 });
      expect(await textLayer.textContent()).toContain(orderCode);
      await page.screenshot({ path: "/tmp/store-reader.png", fullPage: true });

      // Paged and zoomable.
      const pages = Number((await page.getByTestId("page-count").textContent())!.replace("of ", ""));
      expect(pages).toBeGreaterThan(1);
      await page.getByRole("button", { name: "Next page" }).click();
      await page.getByRole("document", { name: `Page 2 of ${pages}` }).waitFor();
      // The page box emptied and left with Enter shows the page shown again, not a blank.
      const pageBox = page.getByRole("textbox", { name: "Page number" });
      await pageBox.fill("");
      await pageBox.press("Enter");
      await expect.poll(() => pageBox.inputValue()).toBe("2");
      // Zooming steps from the size the page was fitted at: in makes it larger, out smaller.
      const canvas = page.getByTestId("pdf-viewer").locator("canvas");
      const fittedWidth = (await canvas.boundingBox())!.width;
      await page.getByRole("button", { name: "Zoom in" }).click();
      await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(fittedWidth * 1.2);
      await page.getByRole("button", { name: "Fit to width" }).click();
      await page.getByRole("button", { name: "Zoom out" }).click();
      await expect.poll(async () => (await canvas.boundingBox())!.width).toBeLessThan(fittedWidth * 0.85);
      // A browser without the Fullscreen API (many phones) is told so.
      await page.evaluate(() => {
        Object.defineProperty(document, "fullscreenEnabled", { value: false });
        for (const name of ["requestFullscreen", "webkitRequestFullscreen"]) {
          Object.defineProperty(Element.prototype, name, { value: undefined });
        }
      });
      await page.getByRole("button", { name: "Fullscreen" }).click();
      await page.getByText("Fullscreen not supported by this browser.").waitFor();

      // The guide's page now offers the buyer their copy instead of the cart.
      await open(page, `/guide-details/${GUIDE_SLUG}`);
      const owned = page.getByTestId("owned-book");
      await owned.getByText("You own this book.").waitFor();
      expect(await owned.getByRole("link", { name: "Read now" }).getAttribute("href")).toBe(
        `/read-ebooks/${GUIDE_SLUG}`,
      );
      expect(await page.getByTestId("add-book-to-cart").count()).toBe(0);
      // So does its card in the shop's lists (which a visitor without a session gets from the cache).
      await open(page, "/complete-guide");
      const shopCard = page.getByTestId("guide-card").filter({ hasText: title });
      expect(
        await shopCard.getByRole("link", { name: `Read now: ${title}, which you own` }).getAttribute("href"),
      ).toBe(`/read-ebooks/${GUIDE_SLUG}`);
      expect(await shopCard.getByRole("button", { name: `Add to Cart: ${title}` }).count()).toBe(0);
      expect(await page.getByTestId("read-owned-book").count()).toBe(1);
      // And among another guide's More Books (the same lookup as the guide's own "You own").
      await open(page, "/guide-details/python-developer-interview-guide");
      const moreCard = page.getByTestId("guide-card").filter({ hasText: title });
      expect(
        await moreCard.getByRole("link", { name: `Read now: ${title}, which you own` }).getAttribute("href"),
      ).toBe(`/read-ebooks/${GUIDE_SLUG}`);
      expect(await page.getByTestId("owned-book").count()).toBe(0);
      expect(await page.getByTestId("add-book-to-cart").count()).toBe(1);

      // A cart that still holds it (put back by another tab's cancelled checkout, or added from a
      // list) has it taken out on /payment, with a word why, before Pay could refuse it.
      expect(JSON.parse(cartBeforePay)).toHaveLength(1);
      await page.evaluate((cart) => window.localStorage.setItem("cart", cart), cartBeforePay);
      await open(page, "/payment");
      await page.getByTestId("owned-notice").getByText(`You already own ${title}`).waitFor();
      await page.getByText("Your cart is empty.").waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem("cart"))).toBe("[]");

      // So it is for a visitor who logs in at Proceed to Checkout: /payment says why the cart is empty.
      await page.context().clearCookies();
      await page.evaluate((cart) => window.localStorage.setItem("cart", cart), cartBeforePay);
      await open(page, "/cart");
      await page.getByRole("button", { name: "Proceed to Checkout" }).click();
      const again = page.getByRole("dialog").locator('form[action="/auth/modal-login"]');
      await again.getByLabel("Email").fill(person.email);
      await again.locator("input[name=password]").fill(person.password);
      await again.getByRole("button", { name: "Login" }).click();
      await page.waitForURL((url) => url.pathname === "/payment");
      await page.getByTestId("owned-notice").getByText(`You already own ${title}`).waitFor();
      await page.getByText("Your cart is empty.").waitFor();

      // The cart page does the same for a signed-in buyer, and brings a price it kept from an older
      // card up to the database's, saying so: its lines and its subtotal agree.
      await open(page, "/complete-guide");
      const other = page
        .getByRole("button", { name: /^Add to Cart: / })
        .filter({ hasNotText: title })
        .first();
      await other.click();
      await page.getByText("Added to cart!").waitFor();
      const [otherItem] = JSON.parse((await page.evaluate(() => window.localStorage.getItem("cart")))!);
      const staleCart = [...JSON.parse(cartBeforePay), { ...otherItem, price: "1.00" }];
      await page.evaluate((cart) => window.localStorage.setItem("cart", cart), JSON.stringify(staleCart));
      await open(page, "/cart");
      await page.getByTestId("owned-notice").getByText(`You already own ${title}`).waitFor();
      await page
        .getByTestId("repriced-notice")
        .getByText(`The price of ${otherItem.name} has changed`)
        .waitFor();
      await expect.poll(() => page.getByTestId("cart-item").count()).toBe(1);
      const otherPrice = `$${Number(otherItem.price).toFixed(2)}`;
      await expect.poll(() => page.getByTestId("cart-subtotal").textContent()).toBe(otherPrice);
      expect(await page.getByTestId("cart-item").textContent()).toContain(otherPrice);
      await page.evaluate(() => window.localStorage.setItem("cart", "[]"));

      // Billing shows the paid order, and its rows in the details modal.
      await open(page, "/user/billing");
      const row = page.getByTestId("billing-row").filter({ hasText: orderCode });
      // The badge's text is uppercased (SPEC.md §4), as the reader sees it.
      expect(await row.getByText("paid", { exact: true }).innerText()).toBe("PAID");
      expect(await row.textContent()).toContain(subtotal);
      await row.getByRole("link", { name: `Details of order ${orderCode}` }).click();
      await page.getByRole("dialog").getByTestId("order-row").filter({ hasText: title }).waitFor();
      await page.screenshot({ path: "/tmp/store-billing.png", fullPage: true });

      // On a phone each order is a card, its status and its details in view without scrolling sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, "/user/billing");
      const card = page.getByTestId("billing-card").filter({ hasText: orderCode });
      expect(await card.getByText("paid", { exact: true }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await card.getByRole("link", { name: `Details of order ${orderCode}` }).click();
      await page.getByRole("dialog").getByTestId("order-row").filter({ hasText: title }).waitFor();
      await page.setViewportSize({ width: 1280, height: 900 });

      // The receipt reached the SMTP server.
      const receipt = await smtp.waitForMailTo(person.email);
      expect(receipt.raw).toMatch(new RegExp(`^Subject: .*${orderCode}`, "m"));

      // An operator refunds the order: billing says so and the book can no longer be read.
      smtp.received.splice(0); // the receipt is read: the next mail to the buyer is the refund's
      expect(await refundByCommand(orderCode)).toContain(orderCode);
      await open(page, "/user/billing");
      const refunded = page.getByTestId("billing-row").filter({ hasText: orderCode });
      expect(await refunded.getByText("refunded", { exact: true }).innerText()).toBe("REFUNDED");
      await open(page, "/dashboard");
      await page.getByText("You have no e-books yet.").waitFor();
      // The reading link tells the buyer why (410), in words; the refund reached their mail too.
      expect((await open(page, `/read-ebooks/${GUIDE_SLUG}`))?.status()).toBe(410);
      await page.getByRole("heading", { name: "This order was refunded" }).waitFor();
      expect(await page.getByTestId("ebook-refunded").textContent()).toMatch(
        new RegExp(
          `^Your order ${orderCode} was refunded on .+, so this e-book is no longer in your library\\.$`,
        ),
      );
      await fs.mkdir("/tmp/member-notices-shots", { recursive: true });
      await page.screenshot({
        path: "/tmp/member-notices-shots/read-ebook-refunded-1280.png",
        fullPage: true,
      });
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await page.screenshot({
        path: "/tmp/member-notices-shots/read-ebook-refunded-390.png",
        fullPage: true,
      });
      await page.setViewportSize({ width: 1280, height: 900 });
      const notice = await smtp.waitForMailTo(person.email);
      expect(notice.raw).toMatch(
        new RegExp(`^Subject: Your W3Programmer order ${orderCode} was refunded`, "m"),
      );
      expect(notice.raw).toContain("no longer in your library");
      await open(page, `/guide-details/${GUIDE_SLUG}`);
      await page.getByTestId("add-book-to-cart").waitFor();
      expect(await page.getByTestId("owned-book").count()).toBe(0);
      await open(page, "/complete-guide");
      await page.getByRole("button", { name: `Add to Cart: ${title}` }).waitFor();
      expect(await page.getByTestId("read-owned-book").count()).toBe(0);

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);
});
