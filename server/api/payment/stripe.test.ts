/**
 * Stripe Checkout, against a local fake of Stripe's API (tests/support/fake-stripe.ts) reached by
 * the real `stripe` client, with webhooks signed as Stripe signs them. Fulfilment is idempotent:
 * a redelivered event, twenty at once, or the success page and the webhook racing, grant once.
 */
import { and, count, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders, ownedEbooks, paymentEvents } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { StoreMessages } from "../../../shared/store/store-messages.ts";
import { abandonCheckout } from "../../services/orders/abandon-checkout.ts";
import { confirmCheckout } from "../../services/orders/confirm-checkout.ts";
import { createCoupon } from "../../services/orders/create-coupon.ts";
import { issueRefund, REFUND_COMMAND } from "../../services/orders/issue-refund.ts";
import {
  SECRET_KEY,
  WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from "../../../tests/support/fake-stripe.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, signUpAndLogIn, type TestAccount } from "../../../tests/support/api-accounts.ts";
import { PUBLIC_URL, insertBook, pay, setupDataDir, type TestBook } from "../store/store-test-kit.ts";

const database = setupTestDatabase();
const dataDir = setupDataDir();
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe.close();
});

const stripeSettings = () => ({
  provider: "stripe" as const,
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  apiUrl: stripe.url,
});
const config = () => testConfig({ publicUrl: PUBLIC_URL, dataDir: dataDir.path, payments: stripeSettings() });
const app = () =>
  accountsApp(database, { publicUrl: PUBLIC_URL, dataDir: dataDir.path, payments: stripeSettings() });
const env = () => ({ config: config(), logger: createLogger("silent") });

function deliver(
  delivery: { body: string; signature: string },
  signature: string | null = delivery.signature,
) {
  return app().request("/api/payment/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature === null ? {} : { "stripe-signature": signature }),
    },
    body: delivery.body,
  });
}

/** A buyer with a pending order for one book, and its Stripe session. */
async function openCheckout(
  price = "19.99",
): Promise<{ buyer: TestAccount; book: TestBook; orderCode: string; sessionId: string }> {
  const buyer = await signUpAndLogIn(app());
  const book = await insertBook(database, dataDir.path, { price });
  const response = await pay(app(), buyer.token, [book]);
  expect(response.status).toBe(200);
  const { checkout_url: checkoutUrl, orderId } = await response.json();
  const sessionId = checkoutUrl.split("/").at(-1)!;
  expect(stripe.sessions.has(sessionId)).toBe(true);
  return { buyer, book, orderCode: orderId, sessionId };
}

async function orderOf(orderCode: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.orderCode, orderCode));
  return order!;
}

async function grants(buyer: TestAccount) {
  const [row] = await database.db
    .select({ value: count() })
    .from(ownedEbooks)
    .where(eq(ownedEbooks.userId, buyer.id));
  return row!.value;
}

async function receipts(buyer: TestAccount) {
  const [row] = await database.db
    .select({ value: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, buyer.email));
  return row!.value;
}

async function storedEvents(orderCode: string) {
  const order = await orderOf(orderCode);
  return database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
}

describe("Stripe Checkout", () => {
  it("opens a session for exactly the database's prices, on the site's return addresses", async () => {
    const { buyer, book, orderCode, sessionId } = await openCheckout("19.99");
    const created = stripe.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!;
    expect(created.form.get("mode")).toBe("payment");
    expect(created.form.get("line_items[0][price_data][unit_amount]")).toBe("1999");
    expect(created.form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(created.form.get("line_items[0][price_data][product_data][name]")).toBe(book.title);
    expect(created.form.get("customer_email")).toBe(buyer.email);
    expect(created.form.get("metadata[order_code]")).toBe(orderCode);
    expect(created.form.get("success_url")).toBe(`${PUBLIC_URL}/payment-success?order=${orderCode}`);
    expect(created.form.get("cancel_url")).toBe(`${PUBLIC_URL}/payment-cancel?order=${orderCode}`);
    expect(await orderOf(orderCode)).toMatchObject({
      provider: "stripe",
      checkoutSessionId: sessionId,
      paymentStatus: "pending",
    });
  });

  it("charges one line for the discounted total when a coupon applies", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path, { price: "40.00" });
    const coupon = await createCoupon(database.db, {
      code: `STRIPE${Date.now()}`,
      kind: "percent",
      amount: "25",
      expiresAt: new Date(Date.now() + 86_400_000),
      maxUses: 5,
    });
    expect((await pay(app(), buyer.token, [book], { coupon: coupon.code, amount: "30.00" })).status).toBe(
      200,
    );
    const created = stripe.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!;
    expect(created.form.get("line_items[0][price_data][unit_amount]")).toBe("3000");
    expect(created.form.has("line_items[1][price_data][unit_amount]")).toBe(false);
  });

  it("fulfils the order when Stripe's signed checkout.session.completed arrives", async () => {
    const { buyer, book, orderCode, sessionId } = await openCheckout();
    const session = stripe.complete(sessionId);
    const response = await deliver(stripe.event("checkout.session.completed", session));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await orderOf(orderCode)).toMatchObject({
      paymentStatus: "paid",
      providerPaymentId: session.payment_intent,
    });
    expect(await grants(buyer)).toBe(1);
    expect(await receipts(buyer)).toBe(1);
    const read = await get(app(), `/api/documents/readebooks?slug=${book.slug}`, { token: buyer.token });
    expect(read.status).toBe(200);
  });

  it("grants once when the same event is delivered twice", async () => {
    const { buyer, orderCode, sessionId } = await openCheckout();
    const delivery = stripe.event("checkout.session.completed", stripe.complete(sessionId));
    expect((await deliver(delivery)).status).toBe(200);
    expect((await deliver(delivery)).status).toBe(200);
    expect(await grants(buyer)).toBe(1);
    expect(await receipts(buyer)).toBe(1);
    expect(await storedEvents(orderCode)).toHaveLength(1);
  });

  it("grants exactly once when the same event arrives 20 times at once", async () => {
    const { buyer, orderCode, sessionId } = await openCheckout();
    const delivery = stripe.event("checkout.session.completed", stripe.complete(sessionId));
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(delivery)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await grants(buyer)).toBe(1);
    expect(await receipts(buyer)).toBe(1);
    expect(await storedEvents(orderCode)).toHaveLength(1);
    expect((await orderOf(orderCode)).paymentStatus).toBe("paid");
  });

  it("grants once when different events for the same payment race", async () => {
    const { buyer, orderCode, sessionId } = await openCheckout();
    const session = stripe.complete(sessionId);
    const deliveries = [
      ...Array.from({ length: 5 }, () => stripe.event("checkout.session.completed", session)),
      ...Array.from({ length: 5 }, () => stripe.event("checkout.session.async_payment_succeeded", session)),
    ];
    const responses = await Promise.all(deliveries.map((delivery) => deliver(delivery)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(await grants(buyer)).toBe(1);
    expect(await receipts(buyer)).toBe(1);
    expect(await storedEvents(orderCode)).toHaveLength(10);
  });

  it("answers 400 to a bad or missing signature and changes nothing", async () => {
    const { buyer, orderCode, sessionId } = await openCheckout();
    const session = stripe.complete(sessionId);
    const wrongSecret = stripe.event("checkout.session.completed", session, { secret: "whsec_not_ours" });
    const genuine = stripe.event("checkout.session.completed", session);
    const tampered = {
      body: genuine.body.replace('"livemode":false', '"livemode":true'),
      signature: genuine.signature,
    };
    for (const [delivery, signature] of [
      [wrongSecret, wrongSecret.signature],
      [tampered, tampered.signature],
      [genuine, null],
      [genuine, "t=1,v1=deadbeef"],
    ] as const) {
      const response = await deliver(delivery, signature);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/Stripe-Signature/);
    }
    expect((await orderOf(orderCode)).paymentStatus).toBe("pending");
    expect(await grants(buyer)).toBe(0);
    expect(await storedEvents(orderCode)).toHaveLength(0);
  });

  it("answers 400 to a signed body that is not a Stripe event, and changes nothing", async () => {
    const { buyer, orderCode, sessionId } = await openCheckout();
    const session = stripe.complete(sessionId);
    const eventsBefore = await database.db.$count(paymentEvents);
    const envelope = { object: "event", created: 1, livemode: false };
    const bodies = [
      { ...envelope, type: "checkout.session.completed", data: { object: session } },
      { ...envelope, id: "evt_no_data", type: "checkout.session.completed", data: null },
      { ...envelope, id: "evt_no_session_id", type: "checkout.session.completed", data: { object: {} } },
      { ...envelope, id: "evt_no_type", data: { object: session } },
      {
        ...envelope,
        id: "evt_bad_refunds",
        type: "charge.refunded",
        data: { object: { refunded: true, payment_intent: "pi_1", refunds: 7 } },
      },
      {
        ...envelope,
        id: "evt_bad_dispute",
        type: "charge.dispute.closed",
        data: { object: { status: "lost" } },
      },
      [],
      null,
    ];
    for (const body of bodies) {
      const response = await deliver(stripe.sign(JSON.stringify(body)));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).message).toBe("The signed body is not a Stripe event.");
    }
    expect((await orderOf(orderCode)).paymentStatus).toBe("pending");
    expect(await grants(buyer)).toBe(0);
    expect(await database.db.$count(paymentEvents)).toBe(eventsBefore);
  });

  it("leaves a paid order paid when an expired event comes after the completed one", async () => {
    const { buyer, orderCode, sessionId } = await openCheckout();
    const session = stripe.complete(sessionId);
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    const late = stripe.event("checkout.session.expired", { ...session, status: "expired" });
    expect((await deliver(late)).status).toBe(200);
    expect((await orderOf(orderCode)).paymentStatus).toBe("paid");
    expect(await grants(buyer)).toBe(1);
  });

  it("cancels a pending order whose session expired", async () => {
    const { buyer, orderCode, sessionId } = await openCheckout();
    const session = { ...stripe.sessions.get(sessionId)!, status: "expired" };
    expect((await deliver(stripe.event("checkout.session.expired", session))).status).toBe(200);
    expect((await orderOf(orderCode)).paymentStatus).toBe("cancelled");
    expect(await grants(buyer)).toBe(0);
  });

  it("revokes the books when a chargeback is lost, and keeps them when it is won", async () => {
    // A paid checkout whose chargeback Stripe then closes with `status`.
    const paidThenDisputed = async (status: "won" | "lost") => {
      const checkout = await openCheckout();
      const session = stripe.complete(checkout.sessionId);
      expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
      const closed = stripe.event("charge.dispute.closed", {
        id: `dp_${status}`,
        object: "dispute",
        charge: "ch_disputed",
        payment_intent: session.payment_intent,
        amount: 1999,
        status,
      });
      expect((await deliver(closed)).status).toBe(200);
      return checkout;
    };
    const won = await paidThenDisputed("won");
    expect((await orderOf(won.orderCode)).paymentStatus).toBe("paid");
    expect(await grants(won.buyer)).toBe(1);

    const lost = await paidThenDisputed("lost");
    expect(await orderOf(lost.orderCode)).toMatchObject({
      paymentStatus: "refunded",
      providerRefundId: "dp_lost",
    });
    expect(await grants(lost.buyer)).toBe(0);
    const read = await get(app(), `/api/documents/readebooks?slug=${lost.book.slug}`, {
      token: lost.buyer.token,
    });
    // The order is refunded by the lost chargeback: the buyer is told so.
    expect(read.status).toBe(410);
  });

  it("revokes the books and shows refunded when charge.refunded arrives", async () => {
    const { buyer, book, orderCode, sessionId } = await openCheckout();
    const session = stripe.complete(sessionId);
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    expect(await grants(buyer)).toBe(1);

    const charge = (refunded: boolean) => ({
      id: "ch_test",
      object: "charge",
      payment_intent: session.payment_intent,
      amount: 1999,
      amount_refunded: refunded ? 1999 : 500,
      refunded,
      refunds: { object: "list", data: [{ id: "re_test", object: "refund" }] },
    });
    // A partial refund leaves the sale standing.
    expect((await deliver(stripe.event("charge.refunded", charge(false)))).status).toBe(200);
    expect((await orderOf(orderCode)).paymentStatus).toBe("paid");
    expect(await grants(buyer)).toBe(1);

    expect((await deliver(stripe.event("charge.refunded", charge(true)))).status).toBe(200);
    expect(await orderOf(orderCode)).toMatchObject({
      paymentStatus: "refunded",
      providerRefundId: "re_test",
    });
    expect(await grants(buyer)).toBe(0);
    const read = await get(app(), `/api/documents/readebooks?slug=${book.slug}`, { token: buyer.token });
    expect(read.status).toBe(410);
    const billing = await (await get(app(), "/api/billing/getBillingDetails", { token: buyer.token })).json();
    expect(billing.data[0]).toMatchObject({ orderId: orderCode, payment_status: "refunded" });
    // A completed event replayed after the refund does not grant again.
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    expect((await orderOf(orderCode)).paymentStatus).toBe("refunded");
    expect(await grants(buyer)).toBe(0);
  });

  it("lets the success page fulfil from Stripe's answer before the webhook, and the webhook then changes nothing", async () => {
    const { buyer, orderCode, sessionId } = await openCheckout();
    expect(await confirmCheckout(database.db, env(), buyer.id, orderCode)).toEqual({
      orderCode,
      status: "pending",
    });
    const session = stripe.complete(sessionId);
    expect(await confirmCheckout(database.db, env(), buyer.id, orderCode)).toEqual({
      orderCode,
      status: "paid",
    });
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    expect(await grants(buyer)).toBe(1);
    expect(await receipts(buyer)).toBe(1);
    // Someone else's order code tells them nothing.
    const stranger = await signUpAndLogIn(app());
    expect(await confirmCheckout(database.db, env(), stranger.id, orderCode)).toBeUndefined();
  });

  it("refuses a newer Pay while Stripe has taken the earlier checkout's payment, which the success page fulfils", async () => {
    const { buyer, book, orderCode, sessionId } = await openCheckout();
    // Paid on Stripe's page; before its webhook, the buyer presses Pay again in another tab. Stripe
    // refuses to expire a completed session, so this order is not closed here.
    stripe.complete(sessionId);
    const again = await pay(app(), buyer.token, [book]);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: StoreMessages.checkoutPaidMeanwhile });
    expect((await orderOf(orderCode)).paymentStatus).toBe("pending");
    expect(await confirmCheckout(database.db, env(), buyer.id, orderCode)).toEqual({
      orderCode,
      status: "paid",
    });
    expect(await grants(buyer)).toBe(1);
    expect(await receipts(buyer)).toBe(1);
  });

  it("refuses as owned a Pay whose book was bought while Stripe was opening its checkout", async () => {
    const { buyer, book, orderCode } = await openCheckout();
    // The buyer presses Pay again, and while Stripe opens that checkout, the book is bought in
    // another tab with a coupon that makes it free: that order's fulfilment closes the new one.
    const free = await createCoupon(database.db, {
      code: `FREE${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      kind: "percent",
      amount: "100",
      expiresAt: new Date(Date.now() + 86_400_000),
      maxUses: 1,
    });
    const creates = () =>
      stripe.requests.filter((request) => request.path === "/v1/checkout/sessions").length;
    const before = creates();
    let answerCreates = () => {};
    stripe.holdCreates = new Promise((resolve) => (answerCreates = resolve));
    let freeOrder: string;
    try {
      const again = pay(app(), buyer.token, [book]);
      await expect.poll(creates).toBe(before + 1);
      const bought = await pay(app(), buyer.token, [book], { coupon: free.code, amount: "0.00" });
      expect(bought.status).toBe(200);
      freeOrder = (await bought.json()).orderId;
      answerCreates();
      const response = await again;
      expect(response.status).toBe(422);
      expect((await response.json()).errors.cart).toEqual([`You already own ${book.title}.`]);
    } finally {
      stripe.holdCreates = undefined;
      answerCreates();
    }
    expect((await orderOf(orderCode)).paymentStatus).toBe("cancelled");
    expect((await orderOf(freeOrder)).paymentStatus).toBe("paid");
    const [newer] = await database.db
      .select()
      .from(orders)
      .where(
        and(eq(orders.userId, buyer.id), ne(orders.orderCode, orderCode), ne(orders.orderCode, freeOrder)),
      );
    // Replaced by the free order's Pay, which was paid at once.
    expect(newer).toMatchObject({
      paymentStatus: "cancelled",
      closedReason: "replaced",
      checkoutSessionId: null,
    });
    // Its session, opened at Stripe after the order was closed, is closed there too.
    const opened = [...stripe.sessions.values()].find(
      (session) => session.metadata.order_code === newer!.orderCode,
    );
    expect(opened!.status).toBe("expired");
    expect(await grants(buyer)).toBe(1);
  });

  it("refuses a newer Pay while Stripe cannot close the checkout it replaces, and replaces it once Stripe can", async () => {
    const { buyer, book, orderCode, sessionId } = await openCheckout();
    stripe.failExpires = true;
    try {
      const refused = await pay(app(), buyer.token, [book]);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ message: "Unable to process payment." });
      // Still open there, so still the buyer's checkout here, with its coupon use if it had one.
      expect(stripe.sessions.get(sessionId)!.status).toBe("open");
      expect((await orderOf(orderCode)).paymentStatus).toBe("pending");
    } finally {
      stripe.failExpires = false;
    }
    expect((await pay(app(), buyer.token, [book])).status).toBe(200);
    expect(stripe.sessions.get(sessionId)!.status).toBe("expired");
    expect((await orderOf(orderCode)).paymentStatus).toBe("cancelled");
    const newer = [...stripe.sessions.values()].find(
      (session) => session.metadata.order_code !== orderCode && session.customer_email === buyer.email,
    );
    expect(newer!.status).toBe("open");
  });

  it("closes the session at Stripe and cancels the order when the buyer comes back by Cancel", async () => {
    const { buyer, orderCode, sessionId } = await openCheckout();
    await abandonCheckout(database.db, env(), buyer.id, orderCode);
    expect(stripe.sessions.get(sessionId)!.status).toBe("expired");
    expect((await orderOf(orderCode)).paymentStatus).toBe("cancelled");
  });

  it("answers 503 Unable to process payment when Stripe does not open a checkout", async () => {
    const buyer = await signUpAndLogIn(app());
    const book = await insertBook(database, dataDir.path);
    stripe.failCreates = true;
    try {
      const response = await pay(app(), buyer.token, [book]);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: "Unable to process payment." });
    } finally {
      stripe.failCreates = false;
    }
    const [order] = await database.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(order!.paymentStatus).toBe("failed");
  });

  it("refunds at Stripe with the operator's command, revoking the books", async () => {
    const { buyer, orderCode, sessionId } = await openCheckout();
    const session = stripe.complete(sessionId);
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    const result = await issueRefund(database.db, env(), orderCode.toLowerCase(), REFUND_COMMAND);
    expect(result).toMatchObject({ outcome: "refunded", orderCode, refundId: expect.stringMatching(/^re_/) });
    const refund = stripe.requests.filter((request) => request.path === "/v1/refunds").at(-1)!;
    expect(refund.form.get("payment_intent")).toBe(session.payment_intent);
    expect((await orderOf(orderCode)).paymentStatus).toBe("refunded");
    expect(await grants(buyer)).toBe(0);
    await expect(issueRefund(database.db, env(), orderCode, REFUND_COMMAND)).rejects.toMatchObject({
      status: 409,
    });
  });

  it("has no webhook without Stripe configured", async () => {
    const testModeApp = accountsApp(database, { publicUrl: PUBLIC_URL });
    const delivery = stripe.event("checkout.session.completed", { id: "cs_x" });
    const response = await testModeApp.request("/api/payment/webhook", {
      method: "POST",
      headers: { "stripe-signature": delivery.signature },
      body: delivery.body,
    });
    expect(response.status).toBe(404);
  });
});
