/**
 * Helpers for the store's API tests: books with real PDFs in a temporary DATA_DIR, carts as the
 * browser stores them, and a Pay call as /payment makes it.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "../../config.ts";
import { eq } from "drizzle-orm";
import { orders, services } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { fileStorage } from "../../services/files/file-storage.ts";
import { finishTestCheckout } from "../../services/orders/finish-test-checkout.ts";
import { handlePaymentEvent } from "../../services/orders/handle-payment-event.ts";
import type { PaymentEvent } from "../../services/payments/payment-provider.ts";
import { PDF_TYPE, privateFileKey } from "../../services/store/ebook-files.ts";
import { renderBookPdf } from "../../services/store/render-book-pdf.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";
import { postForm, type TestApp } from "../../../tests/support/api-accounts.ts";

export { pdfPages } from "../../../tests/support/pdf-files.ts";

export const PUBLIC_URL = "http://localhost:3000";

/** A DATA_DIR of this test file's own, removed afterwards. Read `.path` inside tests. */
export function setupDataDir(): { path: string } {
  const handle = { path: "" };
  beforeAll(async () => {
    handle.path = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-store-"));
  });
  afterAll(async () => {
    if (handle.path) await fs.rm(handle.path, { recursive: true, force: true });
  });
  return handle;
}

export type TestBook = { id: number; slug: string; title: string; price: string };

/**
 * A published e-book (or guide) for sale, with a two-chapter PDF of real text on disk in
 * `storage` (a DATA_DIR), or in the bucket its settings name.
 */
export async function insertBook(
  database: TestDatabase,
  storage: string | Pick<Config, "dataDir" | "objectStorage">,
  fields: {
    title?: string;
    price?: string;
    oldPrice?: string | null;
    kind?: "guide" | "ebook";
    status?: number;
  } = {},
): Promise<TestBook> {
  const suffix = randomBytes(4).toString("hex");
  const title = fields.title ?? `Test Book ${suffix}`;
  const slug = `test-book-${suffix}`;
  const pdf = await renderBookPdf({
    title,
    kindLabel: "eBook",
    author: "Test Author",
    summary: "A short book for the tests.",
    generatedAt: new Date(),
    chapters: [
      { title: "Joins", html: "<p>An inner join keeps the rows that match on both sides.</p>" },
      {
        title: "Indexes",
        html: "<p>A B-tree index keeps keys in order.</p>",
        questions: [{ question: "When does an index not help?", answer: "<p>When most rows match.</p>" }],
      },
    ],
  });
  const pdfFile = `ebooks/${slug}.pdf`;
  const settings = typeof storage === "string" ? { dataDir: storage, objectStorage: undefined } : storage;
  await fileStorage(settings).put(privateFileKey(pdfFile)!, pdf, { contentType: PDF_TYPE });
  const [row] = await database.db
    .insert(services)
    .values({
      slug,
      title,
      kind: fields.kind ?? "ebook",
      price: fields.price ?? "19.99",
      oldPrice: fields.oldPrice ?? null,
      status: fields.status ?? 1,
      pdfFile,
      descriptionShort: "A short book for the tests.",
      descriptionFull: "<p>About the book.</p>",
    })
    .returning({ id: services.id, slug: services.slug, title: services.title, price: services.price });
  return row!;
}

/** The `cart` field as the browser stores it (SPEC.md §3). */
export function cartOf(books: Array<Pick<TestBook, "id" | "slug" | "title" | "price">>): string {
  return JSON.stringify(
    books.map((book) => ({ id: book.id, name: book.title, slug: book.slug, image: "", price: book.price })),
  );
}

export type PayOptions = {
  amount?: string;
  coupon?: string;
  cart?: string;
  successUrl?: string;
  cancelUrl?: string;
  ip?: string;
};

/** POST /api/payment/create-payment-intent as /payment sends it. */
export function pay(app: TestApp, token: string, books: TestBook[], options: PayOptions = {}) {
  const total = books.reduce((sum, book) => sum + Math.round(Number(book.price) * 100), 0);
  return postForm(
    app,
    "/api/payment/create-payment-intent",
    {
      cart: options.cart ?? cartOf(books),
      amount: options.amount ?? (total / 100).toFixed(2),
      success_url: options.successUrl ?? `${PUBLIC_URL}/payment-success`,
      cancel_url: options.cancelUrl ?? `${PUBLIC_URL}/payment-cancel`,
      ...(options.coupon === undefined ? {} : { coupon: options.coupon }),
    },
    { token, ip: options.ip },
  );
}

/** The TEST MODE checkout's session, from the address /payment's call answered (`checkout_url`). */
export const testCheckoutSessionOf = (checkoutUrl: string) =>
  decodeURIComponent(new URL(checkoutUrl).pathname.split("/").at(-1)!);

/** Presses the TEST MODE checkout's Pay on the page `checkoutUrl`, on the site `config` describes. */
export async function payTestCheckout(database: TestDatabase, config: Config, checkoutUrl: string) {
  await finishTestCheckout(
    database.db,
    { config, logger: createLogger("silent") },
    testCheckoutSessionOf(checkoutUrl),
    "pay",
  );
}

/**
 * The payment of a checkout that a newer Pay closed, arriving all the same (the buyer was already
 * paying it): the provider's paid event for it is handled as a webhook's is, and the order is
 * fulfilled as any late payment is. So a buyer ends up having paid for a book twice.
 */
export async function payClosedCheckoutLate(database: TestDatabase, config: Config, orderCode: string) {
  await handlePaymentEvent(
    database.db,
    { config, logger: createLogger("silent") },
    "test",
    await checkoutPaidEvent(database, orderCode),
  );
}

/** The provider's event saying that the checkout of the order `orderCode` was paid. */
export async function checkoutPaidEvent(
  database: TestDatabase,
  orderCode: string,
): Promise<Extract<PaymentEvent, { kind: "checkout-paid" }>> {
  const [order] = await database.db
    .select({ sessionId: orders.checkoutSessionId })
    .from(orders)
    .where(eq(orders.orderCode, orderCode));
  const sessionId = order!.sessionId!;
  return {
    eventId: `test_evt_${randomBytes(8).toString("hex")}`,
    type: "checkout.session.completed",
    payload: { sessionId },
    kind: "checkout-paid",
    sessionId,
    paymentId: `test_pi_${randomBytes(8).toString("hex")}`,
  };
}

/**
 * Pays for `books` as the buyer does: /payment's call, then the TEST MODE checkout's Pay button,
 * on the site `config` describes. Answers the order's code.
 */
export async function buyWithTestCheckout(
  database: TestDatabase,
  app: TestApp,
  config: Config,
  token: string,
  books: TestBook[],
): Promise<string> {
  const { checkout_url: checkoutUrl, orderId } = await (await pay(app, token, books)).json();
  await payTestCheckout(database, config, checkoutUrl);
  return orderId;
}
