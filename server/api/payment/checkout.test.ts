/**
 * Pay (POST /payment/create-payment-intent) with the built-in TEST MODE checkout: orders are made
 * from the database's prices, the client's figures are only compared, return addresses stay on
 * the site, coupons discount on the server within their cap, and the test checkout's buttons go
 * through the same fulfilment as Stripe's webhook.
 */
import { count, eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema/index.ts";
import {
  coupons,
  mailOutbox,
  orderItems,
  orders,
  ownedEbooks,
  testCheckoutSessions,
} from "../../db/schema/index.ts";
import { createCoupon } from "../../services/orders/create-coupon.ts";
import { testCheckout } from "../../services/payments/payment-providers.ts";
import { abandonCheckout } from "../../services/orders/abandon-checkout.ts";
import { finishTestCheckout } from "../../services/orders/finish-test-checkout.ts";
import { fulfilOrder } from "../../services/orders/fulfil-order.ts";
import { handlePaymentEvent } from "../../services/orders/handle-payment-event.ts";
import { quoteOrder } from "../../services/orders/price-order.ts";
import { createLogger } from "../../logger.ts";
import { StoreMessages } from "../../../shared/store/store-messages.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, signUpAndLogIn, type TestAccount } from "../../../tests/support/api-accounts.ts";
import {
  PUBLIC_URL,
  cartOf,
  checkoutPaidEvent,
  insertBook,
  pay,
  payClosedCheckoutLate,
  payTestCheckout,
  setupDataDir,
  testCheckoutSessionOf,
} from "../store/store-test-kit.ts";

const database = setupTestDatabase();
const dataDir = setupDataDir();
const app = () => accountsApp(database, { publicUrl: PUBLIC_URL, dataDir: dataDir.path });
const env = () => ({
  config: testConfig({ publicUrl: PUBLIC_URL, dataDir: dataDir.path }),
  logger: createLogger("silent"),
});

async function ordersOf(account: TestAccount) {
  return database.db.select().from(orders).where(eq(orders.userId, account.id));
}

async function ownedBy(account: TestAccount) {
  const rows = await database.db.select().from(ownedEbooks).where(eq(ownedEbooks.userId, account.id));
  return rows.map((row) => row.serviceId);
}

async function mailsTo(account: TestAccount) {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, account.email));
}

async function newCoupon(fields: Partial<Parameters<typeof createCoupon>[1]> = {}) {
  return createCoupon(database.db, {
    code: `T${Math.random().toString(36).slice(2, 10)}`,
    kind: "percent",
    amount: "10",
    expiresAt: new Date(Date.now() + 86_400_000),
    maxUses: 100,
    ...fields,
  });
}

describe("create-payment-intent", () => {
  it("orders the cart at the database's prices and answers the TEST MODE checkout address", async () => {
    const buyer = await signUpAndLogIn(app());
    const first = await insertBook(database, dataDir.path, { price: "19.99" });
    const second = await insertBook(database, dataDir.path, { price: "5.50" });
    const response = await pay(app(), buyer.token, [first, second]);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.checkout_url).toMatch(new RegExp(`^${PUBLIC_URL}/test-checkout/test_cs_`));
    expect(body.orderId).toMatch(/^ORD-[0-9A-F]{10}$/);

    const [order] = await ordersOf(buyer);
    expect(order).toMatchObject({
      orderCode: body.orderId,
      paymentStatus: "pending",
      subtotalAmount: "25.49",
      discountAmount: "0.00",
      totalAmount: "25.49",
      currency: "USD",
      provider: "test",
      checkoutSessionId: testCheckoutSessionOf(body.checkout_url),
    });
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((item) => [item.product, item.serviceAmount])).toEqual([
      [first.title, "19.99"],
      [second.title, "5.50"],
    ]);
    const [session] = await database.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, order!.checkoutSessionId!));
    expect(session).toMatchObject({
      amountTotalCents: 2549,
      customerEmail: buyer.email,
      successUrl: `${PUBLIC_URL}/payment-success?order=${body.orderId}`,
      cancelUrl: `${PUBLIC_URL}/payment-cancel?order=${body.orderId}`,
      status: "open",
    });
  });

  it("answers 401 without a session", async () => {
    const book = await insertBook(database, dataDir.path);
    const response = await app().request("/api/payment/create-payment-intent", {
      method: "POST",
      body: new URLSearchParams({ cart: cartOf([book]), amount: book.price }),
    });
    expect(response.status).toBe(401);
  });

  it("refuses an amount that differs from the database's total, and orders nothing", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path, { price: "24.99" });
    const response = await pay(app(), buyer.token, [book], { amount: "0.99" });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.amount).toEqual([
      "The amount does not match the current prices. Please review your order and try again.",
    ]);
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it("refuses a tampered item price even when the amount matches it", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path, { price: "24.99" });
    const response = await pay(app(), buyer.token, [{ ...book, price: "1.00" }], { amount: "1.00" });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.cart).toEqual([
      `The price of ${book.title} has changed. Please review your order and try again.`,
    ]);
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it("refuses return addresses on another site", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path);
    const response = await pay(app(), buyer.token, [book], {
      successUrl: "https://attacker.example/payment-success",
      cancelUrl: "http://localhost:3000@attacker.example/payment-cancel",
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      success_url: ["The success url must be an address on this site."],
      cancel_url: ["The cancel url must be an address on this site."],
    });
    // With another field wrong, the one answer names the foreign address too.
    const notUrl = await pay(app(), buyer.token, [book], {
      successUrl: "https://attacker.example/payment-success",
      cancelUrl: "javascript:alert(1)",
    });
    expect(notUrl.status).toBe(422);
    expect((await notUrl.json()).errors).toEqual({
      success_url: ["The success url must be an address on this site."],
      cancel_url: ["The cancel url must be a valid URL."],
    });
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it("refuses empty, malformed and repeated carts, and items not for sale", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path);
    const hidden = await insertBook(database, dataDir.path, { status: 0 });
    const cases: Array<[string, string, string]> = [
      ["[]", "0.00", "Your cart is empty."],
      ["not json", "1.00", "The cart must be a list of items."],
      ['{"id":1}', "1.00", "The cart must be a list of items."],
      ["[1,2]", "1.00", "The cart must be a list of items."],
      [cartOf([book, book]), "39.98", "An item can be in the cart only once."],
      [cartOf([hidden]), hidden.price, `${hidden.title} is no longer for sale.`],
      [cartOf([{ ...book, id: 2_000_000_000 }]), book.price, "An item in your cart is no longer for sale."],
    ];
    for (const [cart, amount, message] of cases) {
      const response = await pay(app(), buyer.token, [], { cart, amount });
      expect(response.status, cart).toBe(422);
      expect((await response.json()).message, cart).toBe(message);
    }
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it("refuses a book the buyer already owns", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path);
    await database.db.insert(ownedEbooks).values({ userId: buyer.id, serviceId: book.id });
    const response = await pay(app(), buyer.token, [book]);
    expect(response.status).toBe(422);
    expect((await response.json()).errors.cart).toEqual([`You already own ${book.title}.`]);
  });

  it("quotes a cart without the books the buyer owns, naming them for the page to take out", async () => {
    const buyer = await signUpAndLogIn(app());
    const owned = await insertBook(database, dataDir.path, { price: "15.00" });
    const other = await insertBook(database, dataDir.path, { price: "12.50" });
    await payTestCheckout(
      database,
      env().config,
      (await (await pay(app(), buyer.token, [owned])).json()).checkout_url,
    );
    const quote = await quoteOrder(database.db, buyer.id, [owned.id, other.id], null);
    expect(quote.lines.map((line) => line.serviceId)).toEqual([other.id]);
    expect(quote).toMatchObject({ totalCents: 1250, ownedIds: [owned.id] });
    expect(await quoteOrder(database.db, buyer.id, [owned.id], null)).toMatchObject({
      lines: [],
      totalCents: 0,
      ownedIds: [owned.id],
    });
  });

  it("closes the buyer's earlier open checkout of the same book, so the book cannot be paid twice", async () => {
    const buyer = await signUpAndLogIn(app());
    const [book, other] = [
      await insertBook(database, dataDir.path),
      await insertBook(database, dataDir.path),
    ];
    const otherCheckout = await (await pay(app(), buyer.token, [other])).json();
    const first = await (await pay(app(), buyer.token, [book])).json();
    const second = await (await pay(app(), buyer.token, [book])).json();

    expect(
      await finishTestCheckout(database.db, env(), testCheckoutSessionOf(first.checkout_url), "pay"),
    ).toContain("/payment-cancel");
    await finishTestCheckout(database.db, env(), testCheckoutSessionOf(second.checkout_url), "pay");
    const byCode = new Map((await ordersOf(buyer)).map((order) => [order.orderCode, order.paymentStatus]));
    expect(Object.fromEntries(byCode)).toEqual({
      [first.orderId]: "cancelled",
      [second.orderId]: "paid",
      // A checkout of another book is left open.
      [otherCheckout.orderId]: "pending",
    });
  });

  it("closes the buyer's open checkouts of a book once another order of it is paid", async () => {
    const buyer = await signUpAndLogIn(app());
    const [book, other] = [
      await insertBook(database, dataDir.path),
      await insertBook(database, dataDir.path),
    ];
    // The first checkout was replaced by the second, but its payment was on its way and arrives.
    const first = await (await pay(app(), buyer.token, [book])).json();
    const second = await (await pay(app(), buyer.token, [book, other])).json();
    const otherCheckout = await (await pay(app(), buyer.token, [other])).json();
    const statuses = async () =>
      (await ordersOf(buyer)).sort((x, y) => x.id - y.id).map((order) => order.paymentStatus);
    expect(await statuses()).toEqual(["cancelled", "cancelled", "pending"]);
    const third = await (await pay(app(), buyer.token, [book])).json();
    await payClosedCheckoutLate(database, env().config, first.orderId);

    // The book is owned now: its open checkout is closed, here and at the provider, so it cannot
    // be paid for a second time; the checkout of another book stays open.
    const byCode = new Map((await ordersOf(buyer)).map((order) => [order.orderCode, order.paymentStatus]));
    expect(Object.fromEntries(byCode)).toEqual({
      [first.orderId]: "paid",
      [second.orderId]: "cancelled",
      [otherCheckout.orderId]: "pending",
      [third.orderId]: "cancelled",
    });
    expect(
      await finishTestCheckout(database.db, env(), testCheckoutSessionOf(third.checkout_url), "pay"),
    ).toContain("/payment-cancel");
    expect(byCode.get(third.orderId)).toBe("cancelled");
    expect(await ownedBy(buyer)).toEqual([book.id]);

    // Back on /payment-cancel from a closed checkout, the buyer is told which order closed it, and
    // why: the paid order bought the third one's book; a newer checkout of its other book had
    // replaced the second.
    const abandon = (orderCode: string) => abandonCheckout(database.db, env(), buyer.id, orderCode);
    expect(await abandon(third.orderId)).toEqual({ outcome: "bought", by: first.orderId });
    expect(await abandon(second.orderId)).toEqual({ outcome: "replaced", by: otherCheckout.orderId });
    expect(await abandon(first.orderId)).toEqual({ outcome: "paid" });
  });

  /** A buyer's two checkouts of a new book with a coupon of two uses: the second replaced the first. */
  async function twoCheckoutsWithACoupon() {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path, { price: "20.00" });
    const coupon = await newCoupon({ maxUses: 2 });
    const checkout = async () =>
      (await pay(app(), buyer.token, [book], { coupon: coupon.code, amount: "18.00" })).json();
    const first = await checkout();
    const second = await checkout();
    return { buyer, coupon, first, second };
  }

  it("closes the buyer's other open checkout of a book when one is paid: its coupon use given back, its Pay refused", async () => {
    // The second checkout replaced the first, whose payment was already on its way and arrives.
    const { buyer, coupon, first, second } = await twoCheckoutsWithACoupon();
    const usedCount = async () =>
      (await database.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount;
    expect(await usedCount()).toBe(1);
    await payClosedCheckoutLate(database, env().config, first.orderId);

    // The paid order took its use again; the second checkout gave its own back, as a newer Pay
    // would have made it, and is closed at the provider: its Pay leads to /payment-cancel.
    const byCode = new Map((await ordersOf(buyer)).map((order) => [order.orderCode, order]));
    expect(byCode.get(first.orderId)).toMatchObject({ paymentStatus: "paid", closedReason: "replaced" });
    expect(byCode.get(second.orderId)).toMatchObject({
      paymentStatus: "cancelled",
      closedReason: "bought",
      closedByOrderId: byCode.get(first.orderId)!.id,
    });
    expect(await usedCount()).toBe(1);
    expect(
      await finishTestCheckout(database.db, env(), testCheckoutSessionOf(second.checkout_url), "pay"),
    ).toBe(`${PUBLIC_URL}/payment-cancel?order=${second.orderId}`);
    expect((await ordersOf(buyer)).map((order) => order.paymentStatus).sort()).toEqual(["cancelled", "paid"]);
    expect(await usedCount()).toBe(1);
    expect(await abandonCheckout(database.db, env(), buyer.id, second.orderId)).toEqual({
      outcome: "bought",
      by: first.orderId,
    });
  });

  it("closes them in the fulfilment's own transaction: a payment event delivered again after a failure finds none open", async () => {
    const { buyer, coupon, first, second } = await twoCheckoutsWithACoupon();
    // The first checkout's payment arrives: the webhook's fulfilment commits, and its process
    // stops right after (a restart, a lost connection); the provider delivers the event again.
    const event = await checkoutPaidEvent(database, first.orderId);
    await fulfilOrder(
      database.db,
      env().config,
      { sessionId: event.sessionId },
      { paymentId: event.paymentId, event: { provider: "test", event } },
    );
    expect(await handlePaymentEvent(database.db, env(), "test", event)).toBe("duplicate-event");

    const byCode = new Map((await ordersOf(buyer)).map((order) => [order.orderCode, order]));
    expect(byCode.get(first.orderId)!.paymentStatus).toBe("paid");
    expect(byCode.get(second.orderId)).toMatchObject({ paymentStatus: "cancelled", closedReason: "bought" });
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(1);
  });

  it("tells a buyer back from a replaced checkout which newer one replaced it, and one they left that it is closed", async () => {
    const buyer = await signUpAndLogIn(app());
    const stranger = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path);
    const first = await (await pay(app(), buyer.token, [book])).json();
    const second = await (await pay(app(), buyer.token, [book])).json();
    const abandon = (orderCode: string, userId = buyer.id) =>
      abandonCheckout(database.db, env(), userId, orderCode);

    expect(await abandon(first.orderId)).toEqual({ outcome: "replaced", by: second.orderId });
    // Another user's order is none of theirs to close or to learn about.
    expect(await abandon(second.orderId, stranger.id)).toEqual({ outcome: "closed" });
    expect((await ordersOf(buyer)).find((order) => order.orderCode === second.orderId)?.paymentStatus).toBe(
      "pending",
    );
    // The buyer leaves the newest one: it is closed, here and at the provider.
    expect(await abandon(second.orderId)).toEqual({ outcome: "closed" });
    expect((await ordersOf(buyer)).map((order) => order.paymentStatus)).toEqual(["cancelled", "cancelled"]);
    expect(
      await finishTestCheckout(database.db, env(), testCheckoutSessionOf(second.checkout_url), "pay"),
    ).toContain("/payment-cancel");
    expect(await abandon(second.orderId)).toEqual({ outcome: "closed" });
    // The second one, which replaced the first, is closed too: nothing to pay there any more.
    expect(await abandon(first.orderId)).toEqual({ outcome: "closed" });
  });

  it("tells a buyer back from a replaced checkout whose newer one was paid that its books were bought there", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path);
    const first = await (await pay(app(), buyer.token, [book])).json();
    const second = await (await pay(app(), buyer.token, [book])).json();
    await payTestCheckout(database, env().config, second.checkout_url);
    expect(await abandonCheckout(database.db, env(), buyer.id, first.orderId)).toEqual({
      outcome: "bought",
      by: second.orderId,
    });
  });

  it("tells replaced checkouts from those the buyer left, whatever the buyer ordered next", async () => {
    const buyer = await signUpAndLogIn(app());
    const [book, other] = [
      await insertBook(database, dataDir.path, { price: "20.00" }),
      await insertBook(database, dataDir.path, { price: "20.00" }),
    ];
    const coupon = await newCoupon();
    const abandon = (orderCode: string) => abandonCheckout(database.db, env(), buyer.id, orderCode);
    // Left by the buyer, then the book ordered again: that order did not close it.
    const left = await (await pay(app(), buyer.token, [book])).json();
    expect(await abandon(left.orderId)).toEqual({ outcome: "closed" });
    const again = await (
      await pay(app(), buyer.token, [book], { coupon: coupon.code, amount: "18.00" })
    ).json();
    expect(await abandon(left.orderId)).toEqual({ outcome: "closed" });
    // Replaced by a checkout of another book with the same coupon, which the buyer holds once.
    const withCoupon = await (
      await pay(app(), buyer.token, [other], { coupon: coupon.code, amount: "18.00" })
    ).json();
    expect(await abandon(again.orderId)).toEqual({ outcome: "replaced", by: withCoupon.orderId });
    const recorded = new Map(
      (await ordersOf(buyer)).map((order) => [order.orderCode, [order.closedReason, order.closedByOrderId]]),
    );
    const idOf = async (orderCode: string) =>
      (await ordersOf(buyer)).find((order) => order.orderCode === orderCode)!.id;
    expect(Object.fromEntries(recorded)).toEqual({
      [left.orderId]: [null, null],
      [again.orderId]: ["replaced", await idOf(withCoupon.orderId)],
      [withCoupon.orderId]: [null, null],
    });
  });

  it("lets a new Pay and the fulfilment of the buyer's earlier checkout of the book run at once", async () => {
    for (let round = 1; round <= 5; round++) {
      const buyer = await signUpAndLogIn(app());
      const book = await insertBook(database, dataDir.path);
      const { checkout_url: checkoutUrl } = await (await pay(app(), buyer.token, [book])).json();
      const [, again] = await Promise.all([
        finishTestCheckout(database.db, env(), testCheckoutSessionOf(checkoutUrl), "pay"),
        pay(app(), buyer.token, [book]),
      ]);
      // Whichever came first decides: the book was paid and the new Pay refused (as owned, or
      // while its payment was being taken, before its fulfilment), or the checkout closed before
      // it could be paid and replaced. Never an error, and never an open checkout of a book owned.
      const statuses = (await ordersOf(buyer))
        .sort((x, y) => x.id - y.id)
        .map((order) => order.paymentStatus);
      const outcome = `${again.status} ${statuses.join(" ")}`;
      expect(["422 paid", "409 paid", "200 cancelled pending"], `round ${round}`).toContain(outcome);
      if (again.status === 422) {
        expect((await again.json()).errors.cart).toEqual([`You already own ${book.title}.`]);
      }
      if (again.status === 409) {
        expect((await again.json()).message).toBe(StoreMessages.checkoutPaidMeanwhile);
      }
      if (statuses[0] === "paid") expect(await ownedBy(buyer)).toEqual([book.id]);
    }
  });

  it("passes a coupon of one use from a replaced checkout to the new one, and the replaced one cannot be paid", async () => {
    const buyer = await signUpAndLogIn(app());
    const [book, other] = [
      await insertBook(database, dataDir.path, { price: "20.00" }),
      await insertBook(database, dataDir.path, { price: "20.00" }),
    ];
    const coupon = await newCoupon({ maxUses: 1 });
    const usedCount = async () =>
      (await database.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount;
    const first = await (
      await pay(app(), buyer.token, [book], { coupon: coupon.code, amount: "18.00" })
    ).json();
    const second = await pay(app(), buyer.token, [other], { coupon: coupon.code, amount: "18.00" });
    expect(second.status).toBe(200);
    // The first checkout's page, still open in another tab, cannot be paid any more.
    await finishTestCheckout(database.db, env(), testCheckoutSessionOf(first.checkout_url), "pay");
    const byCode = new Map((await ordersOf(buyer)).map((order) => [order.orderCode, order.paymentStatus]));
    expect(byCode.get(first.orderId)).toBe("cancelled");
    expect(await ownedBy(buyer)).toEqual([]);
    expect(await usedCount()).toBe(1);
  });

  it("refuses a Pay while the checkout it would replace has been paid, and keeps that checkout's coupon use", async () => {
    const buyer = await signUpAndLogIn(app());
    const [book, other] = [
      await insertBook(database, dataDir.path, { price: "20.00" }),
      await insertBook(database, dataDir.path, { price: "20.00" }),
    ];
    const coupon = await newCoupon({ maxUses: 1 });
    const first = await (
      await pay(app(), buyer.token, [book], { coupon: coupon.code, amount: "18.00" })
    ).json();
    // Paid at the provider; its fulfilment has not come yet.
    await testCheckout(database.db, env().config)!.completeSession(testCheckoutSessionOf(first.checkout_url));
    const second = await pay(app(), buyer.token, [other], { coupon: coupon.code, amount: "18.00" });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: StoreMessages.checkoutPaidMeanwhile });
    const statuses = (await ordersOf(buyer)).map((order) => order.paymentStatus);
    expect(statuses).toEqual(["pending"]);
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(1);
  });

  it("allows 20 checkouts an hour per account, then answers 429", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path);
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await pay(app(), buyer.token, [book])).status).toBe(200);
    }
    const refused = await pay(app(), buyer.token, [book]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the TEST MODE checkout", () => {
  it("Pay fulfils the order once: paid, the book granted, one receipt", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path, { price: "12.50" });
    const { checkout_url: checkoutUrl, orderId } = await (await pay(app(), buyer.token, [book])).json();
    const sessionId = testCheckoutSessionOf(checkoutUrl);

    const next = await finishTestCheckout(database.db, env(), sessionId, "pay");
    expect(next).toBe(`${PUBLIC_URL}/payment-success?order=${orderId}`);
    // A second click, and Cancel after Pay, change nothing.
    expect(await finishTestCheckout(database.db, env(), sessionId, "pay")).toBe(next);
    expect(await finishTestCheckout(database.db, env(), sessionId, "cancel")).toBe(next);

    const [order] = await ordersOf(buyer);
    expect(order).toMatchObject({
      paymentStatus: "paid",
      providerPaymentId: expect.stringMatching(/^test_pi_/),
    });
    expect(order!.paidAt).toBeInstanceOf(Date);
    expect(await ownedBy(buyer)).toEqual([book.id]);
    const mails = await mailsTo(buyer);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your W3Programmer receipt for order ${orderId}`);
    expect(mails[0]!.textBody).toContain(`- ${book.title}: $12.50`);
    expect(mails[0]!.textBody).toContain(`${PUBLIC_URL}/read-ebooks/${book.slug}`);
    expect(mails[0]!.textBody).toContain("Total paid: $12.50");
  });

  it("Cancel ends the order and sends the buyer to the cancel address", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path);
    const { checkout_url: checkoutUrl, orderId } = await (await pay(app(), buyer.token, [book])).json();
    const next = await finishTestCheckout(database.db, env(), testCheckoutSessionOf(checkoutUrl), "cancel");
    expect(next).toBe(`${PUBLIC_URL}/payment-cancel?order=${orderId}`);
    expect((await ordersOf(buyer))[0]!.paymentStatus).toBe("cancelled");
    expect(await ownedBy(buyer)).toEqual([]);
    // Pay after Cancel cannot pay it.
    expect(await finishTestCheckout(database.db, env(), testCheckoutSessionOf(checkoutUrl), "pay")).toBe(
      next,
    );
    expect((await ordersOf(buyer))[0]!.paymentStatus).toBe("cancelled");
  });

  it("does not exist when Stripe is configured", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path);
    const { checkout_url: checkoutUrl } = await (await pay(app(), buyer.token, [book])).json();
    const stripeEnv = {
      ...env(),
      config: testConfig({
        publicUrl: PUBLIC_URL,
        payments: { provider: "stripe", secretKey: "sk_test_x", webhookSecret: "whsec_x", apiUrl: undefined },
      }),
    };
    await expect(
      finishTestCheckout(database.db, stripeEnv, testCheckoutSessionOf(checkoutUrl), "pay"),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("coupons", () => {
  it("takes a percentage or a fixed amount off, computed on the server and shown in billing", async () => {
    const buyer = await signUpAndLogIn(app());
    const [a, b] = [
      await insertBook(database, dataDir.path, { price: "19.99" }),
      await insertBook(database, dataDir.path, { price: "10.00" }),
    ];
    const percent = await newCoupon({ kind: "percent", amount: "15" });
    // 15% of 29.99 is 4.4985: 4.50 off.
    const response = await pay(app(), buyer.token, [a, b], {
      coupon: percent.code.toLowerCase(),
      amount: "25.49",
    });
    expect(response.status).toBe(200);
    const [order] = await ordersOf(buyer);
    expect(order).toMatchObject({
      subtotalAmount: "29.99",
      discountAmount: "4.50",
      totalAmount: "25.49",
      couponId: percent.id,
      couponCode: percent.code,
    });

    const billing = await (await get(app(), "/api/billing/getBillingDetails", { token: buyer.token })).json();
    expect(billing.data[0]).toMatchObject({
      subtotal_amount: "29.99",
      discount_amount: "4.50",
      total_amount: "25.49",
      coupon_code: percent.code,
    });

    const other = await signUpAndLogIn(app());
    const fixed = await newCoupon({ kind: "fixed", amount: "5" });
    expect((await pay(app(), other.token, [a], { coupon: fixed.code, amount: "14.99" })).status).toBe(200);
    expect((await ordersOf(other))[0]).toMatchObject({ discountAmount: "5.00", totalAmount: "14.99" });
  });

  it("refuses an unknown, expired, used-up or disabled coupon", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path, { price: "20.00" });
    const expired = await newCoupon({ expiresAt: new Date(Date.now() - 1000) });
    const usedUp = await newCoupon({ maxUses: 1 });
    await database.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, usedUp.id));
    const disabled = await newCoupon();
    await database.db.update(coupons).set({ status: 0 }).where(eq(coupons.id, disabled.id));
    const cases: Array<[string, string]> = [
      ["NOSUCHCODE", "This coupon code is not valid."],
      ["bad code!", "This coupon code is not valid."],
      [expired.code, "This coupon has expired."],
      [usedUp.code, "This coupon has been used the maximum number of times."],
      [disabled.code, "This coupon code is not valid."],
    ];
    for (const [coupon, message] of cases) {
      const response = await pay(app(), buyer.token, [book], { coupon, amount: "18.00" });
      expect(response.status, coupon).toBe(422);
      expect((await response.json()).errors.coupon, coupon).toEqual([message]);
    }
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it("cannot be guessed: after ten refused codes, every coupon is refused to the buyer for the hour (429)", async () => {
    const guesser = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path, { price: "20.00" });
    const real = await newCoupon({ kind: "percent", amount: "10" });
    for (let guess = 1; guess <= 10; guess++) {
      const response = await pay(app(), guesser.token, [book], { coupon: `GUESS${guess}`, amount: "18.00" });
      expect(response.status, `guess ${guess}`).toBe(422);
      expect((await response.json()).errors.coupon).toEqual(["This coupon code is not valid."]);
    }
    const response = await pay(app(), guesser.token, [book], { coupon: real.code, amount: "18.00" });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await response.json()).errors).toEqual({
      coupon: ["Too many coupon codes were tried. Please try again later."],
    });
    expect(await ordersOf(guesser)).toEqual([]);
    // Someone else still uses the code.
    const buyer = await signUpAndLogIn(app());
    expect((await pay(app(), buyer.token, [book], { coupon: real.code, amount: "18.00" })).status).toBe(200);
  });

  it("cannot be guessed faster by sending the guesses all at once", async () => {
    const guesser = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path, { price: "20.00" });
    const real = await newCoupon({ kind: "percent", amount: "10" });
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, guess) =>
        pay(app(), guesser.token, [book], { coupon: `BURST${guess}`, amount: "18.00" }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(10).fill(422), ...Array(5).fill(429)]);
    expect((await pay(app(), guesser.token, [book], { coupon: real.code, amount: "18.00" })).status).toBe(
      429,
    );
  });

  it("are created once per code: a second coupon with the same code is refused with a message", async () => {
    const first = await newCoupon({ kind: "percent", amount: "10" });
    await expect(
      createCoupon(database.db, {
        code: first.code.toLowerCase(),
        kind: "fixed",
        amount: "5",
        expiresAt: new Date(Date.now() + 86_400_000),
        maxUses: 3,
      }),
    ).rejects.toMatchObject({ status: 422, errors: { code: [`A coupon ${first.code} already exists.`] } });
    const rows = await database.db.select().from(coupons).where(eq(coupons.code, first.code));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "percent", amount: "10.00" });
  });

  it("never makes an order negative: a discount larger than the order makes it free, fulfilled at once", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path, { price: "9.99" });
    const coupon = await newCoupon({ kind: "fixed", amount: "50" });
    const response = await pay(app(), buyer.token, [book], { coupon: coupon.code, amount: "0.00" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.checkout_url).toBe(`${PUBLIC_URL}/payment-success?order=${body.orderId}`);
    expect((await ordersOf(buyer))[0]).toMatchObject({
      subtotalAmount: "9.99",
      discountAmount: "9.99",
      totalAmount: "0.00",
      provider: "none",
      paymentStatus: "paid",
    });
    expect(await ownedBy(buyer)).toEqual([book.id]);
    expect(await mailsTo(buyer)).toHaveLength(1);
  });

  it("refuses a total between nothing and the card minimum", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path, { price: "10.00" });
    const coupon = await newCoupon({ kind: "fixed", amount: "9.75" });
    const response = await pay(app(), buyer.token, [book], { coupon: coupon.code, amount: "0.25" });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.coupon).toEqual([
      "The total after the discount is below the card minimum of $0.50.",
    ]);
  });

  it("refuses an order above the most one payment may be, on the amount and on the cart's quote", async () => {
    const buyer = await signUpAndLogIn(app());
    const books = [
      await insertBook(database, dataDir.path, { price: "999999.99" }),
      await insertBook(database, dataDir.path, { price: "600000.00" }),
    ];
    const response = await pay(app(), buyer.token, books, { amount: "1599999.99" });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      amount: ["An order may not be greater than $999,999.99."],
    });
    // An amount past what a price column holds is named the same way, not as a wrong amount.
    const larger = await pay(app(), buyer.token, books, { amount: "100999998.99" });
    expect((await larger.json()).errors).toEqual({
      amount: ["An order may not be greater than $999,999.99."],
    });
    await expect(
      quoteOrder(
        database.db,
        buyer.id,
        books.map((book) => book.id),
        null,
      ),
    ).rejects.toMatchObject({ status: 422, errors: { cart: [StoreMessages.orderTooLarge] } });
    expect(await ordersOf(buyer)).toEqual([]);
    // One book at the most is paid as usual.
    expect((await pay(app(), buyer.token, [books[0]!])).status).toBe(200);
  });

  it("is never used past its cap, even by concurrent checkouts", async () => {
    const book = await insertBook(database, dataDir.path, { price: "20.00" });
    const coupon = await newCoupon({ kind: "percent", amount: "50", maxUses: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signUpAndLogIn(app())));
    const responses = await Promise.all(
      buyers.map((buyer) => pay(app(), buyer.token, [book], { coupon: coupon.code, amount: "10.00" })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
    for (const response of responses.filter((response) => response.status === 422)) {
      expect((await response.json()).errors.coupon).toEqual([
        "This coupon has been used the maximum number of times.",
      ]);
    }
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(3);
    const [taken] = await database.db
      .select({ value: count() })
      .from(orders)
      .where(eq(orders.couponId, coupon.id));
    expect(taken!.value).toBe(3);
  });

  it("is held once per buyer: a new checkout with it closes the buyer's earlier open one, so unpaid checkouts cannot use it up", async () => {
    const book = await insertBook(database, dataDir.path, { price: "20.00" });
    const coupon = await newCoupon({ maxUses: 2 });
    const hoarder = await signUpAndLogIn(app());
    const checkouts = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await pay(app(), hoarder.token, [book], { coupon: coupon.code, amount: "18.00" });
      expect(response.status, `checkout ${attempt}`).toBe(200);
      checkouts.push(await response.json());
    }
    const statuses = (await ordersOf(hoarder))
      .sort((a, b) => a.id - b.id)
      .map((order) => order.paymentStatus);
    expect(statuses).toEqual(["cancelled", "cancelled", "pending"]);
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(1);
    // The closed checkouts cannot be paid any more; the newest one can.
    const closed = await finishTestCheckout(
      database.db,
      env(),
      testCheckoutSessionOf(checkouts[0].checkout_url),
      "pay",
    );
    expect(closed).toContain("/payment-cancel");

    const other = await signUpAndLogIn(app());
    expect((await pay(app(), other.token, [book], { coupon: coupon.code, amount: "18.00" })).status).toBe(
      200,
    );
    await finishTestCheckout(database.db, env(), testCheckoutSessionOf(checkouts[2].checkout_url), "pay");
    expect(await ownedBy(hoarder)).toEqual([book.id]);
  });

  it("is held once per buyer even when their checkouts are sent all at once", async () => {
    const book = await insertBook(database, dataDir.path, { price: "20.00" });
    const coupon = await newCoupon({ maxUses: 5 });
    const hoarder = await signUpAndLogIn(app());
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        pay(app(), hoarder.token, [book], { coupon: coupon.code, amount: "18.00" }),
      ),
    );
    // A checkout replaced before its address was answered says so, and so does a Pay that found
    // another one opened at the same moment (still open at the provider); the others answer their
    // address.
    const opened = [];
    for (const response of responses) {
      if (response.status === 200) {
        opened.push(await response.json());
        continue;
      }
      expect(response.status).toBe(409);
      expect([StoreMessages.checkoutReplaced, StoreMessages.checkoutsCrossed]).toContain(
        (await response.json()).message,
      );
    }
    expect(opened.length).toBeGreaterThan(0);
    const pending = (await ordersOf(hoarder)).filter((order) => order.paymentStatus === "pending");
    expect(pending).toHaveLength(1);
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(1);

    // Of every checkout the buyer was sent to, one alone can be paid: one discounted order.
    for (const { checkout_url: checkoutUrl } of opened) {
      await finishTestCheckout(database.db, env(), testCheckoutSessionOf(checkoutUrl), "pay");
    }
    const paid = (await ordersOf(hoarder)).filter((order) => order.paymentStatus === "paid");
    expect(paid.map((order) => order.id)).toEqual(pending.map((order) => order.id));
  });

  it("can be used again by its buyer's retry when their earlier checkout holds its last use", async () => {
    const book = await insertBook(database, dataDir.path, { price: "20.00" });
    const coupon = await newCoupon({ maxUses: 1 });
    const buyer = await signUpAndLogIn(app());
    const first = await pay(app(), buyer.token, [book], { coupon: coupon.code, amount: "18.00" });
    expect(first.status).toBe(200);
    // Back on /payment, the buyer's quote still takes the coupon off: the use is theirs to take
    // again. Anybody else is told it is used up.
    const quote = await quoteOrder(database.db, buyer.id, [book.id], coupon.code);
    expect(quote.totalCents).toBe(1800);
    const other = await signUpAndLogIn(app());
    await expect(quoteOrder(database.db, other.id, [book.id], coupon.code)).rejects.toMatchObject({
      errors: { coupon: [StoreMessages.couponUsedUp] },
    });
    const retry = await pay(app(), buyer.token, [book], { coupon: coupon.code, amount: "18.00" });
    expect(retry.status).toBe(200);
    const statuses = (await ordersOf(buyer)).sort((a, b) => a.id - b.id).map((order) => order.paymentStatus);
    expect(statuses).toEqual(["cancelled", "pending"]);
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(1);
  });

  it("is read once for a quote, the buyer's own holds counted in the same statement", async () => {
    const book = await insertBook(database, dataDir.path, { price: "20.00" });
    const coupon = await newCoupon({ maxUses: 1 });
    const buyer = await signUpAndLogIn(app());
    expect((await pay(app(), buyer.token, [book], { coupon: coupon.code, amount: "18.00" })).status).toBe(
      200,
    );
    const statements: string[] = [];
    const watched = drizzle({
      client: database.pool,
      schema,
      logger: { logQuery: (query) => statements.push(query) },
    });
    // The guess check and the pricing share one lookup of the coupon, as the buyer may use it.
    expect((await quoteOrder(watched, buyer.id, [book.id], coupon.code)).totalCents).toBe(1800);
    expect(statements.filter((query) => /"coupons"|"coupon_id"/.test(query))).toHaveLength(1);
  });

  it("lets two buyers' Pays that release and take each other's coupons run at once", async () => {
    for (let round = 1; round <= 5; round++) {
      const book = await insertBook(database, dataDir.path, { price: "20.00" });
      const [first, second] = [await newCoupon(), await newCoupon()];
      const [a, b] = [await signUpAndLogIn(app()), await signUpAndLogIn(app())];
      // A's open checkout holds the first coupon and B's the second; each now pays with the other's.
      expect((await pay(app(), a.token, [book], { coupon: first.code, amount: "18.00" })).status).toBe(200);
      expect((await pay(app(), b.token, [book], { coupon: second.code, amount: "18.00" })).status).toBe(200);
      const responses = await Promise.all([
        pay(app(), a.token, [book], { coupon: second.code, amount: "18.00" }),
        pay(app(), b.token, [book], { coupon: first.code, amount: "18.00" }),
      ]);
      expect(
        responses.map((response) => response.status),
        `round ${round}`,
      ).toEqual([200, 200]);
      const uses = await database.db
        .select({ usedCount: coupons.usedCount })
        .from(coupons)
        .where(inArray(coupons.id, [first.id, second.id]));
      expect(uses).toEqual([{ usedCount: 1 }, { usedCount: 1 }]);
    }
  });

  it("gives its use back when the checkout is cancelled", async () => {
    const book = await insertBook(database, dataDir.path, { price: "20.00" });
    const coupon = await newCoupon({ maxUses: 1 });
    const first = await signUpAndLogIn(app());
    const { checkout_url: checkoutUrl } = await (
      await pay(app(), first.token, [book], { coupon: coupon.code, amount: "18.00" })
    ).json();
    const second = await signUpAndLogIn(app());
    expect((await pay(app(), second.token, [book], { coupon: coupon.code, amount: "18.00" })).status).toBe(
      422,
    );

    await finishTestCheckout(database.db, env(), testCheckoutSessionOf(checkoutUrl), "cancel");
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(0);
    expect((await pay(app(), second.token, [book], { coupon: coupon.code, amount: "18.00" })).status).toBe(
      200,
    );
  });
});
