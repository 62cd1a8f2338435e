import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { testCheckoutSessions, type TestCheckoutSession } from "../../db/schema/index.ts";
import {
  WebhookRefusedError,
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutState,
  type PaymentEvent,
  type PaymentProvider,
} from "./payment-provider.ts";

const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString("base64url")}`;

/** The page of the site that plays Stripe's checkout page in TEST MODE. */
export const testCheckoutPath = (sessionId: string) => `/test-checkout/${encodeURIComponent(sessionId)}`;

export type TestPaymentProvider = PaymentProvider & {
  /** The session as its checkout page shows it; undefined for an unknown id. */
  getSession(sessionId: string): Promise<TestCheckoutSession | undefined>;
  /** Pay on the test page: the open session completes, and the event that says so is returned. */
  completeSession(sessionId: string): Promise<PaymentEvent | undefined>;
  /** Cancel on the test page: the open session expires, and the event that says so is returned. */
  cancelSession(sessionId: string): Promise<PaymentEvent | undefined>;
};

/**
 * The built-in TEST MODE checkout, used when no Stripe key is configured (docs/decisions/0008).
 * It behaves as Stripe Checkout does, with its sessions in the test_checkout_sessions table and
 * its page at /test-checkout/{id}: Pay completes the session and emits the event a webhook
 * would carry, which goes through the same fulfilment as Stripe's. No card, no money.
 */
export function createTestProvider(db: Database, publicUrl: string): TestPaymentProvider {
  async function finish(sessionId: string, status: "complete" | "expired") {
    const paymentId = status === "complete" ? randomId("test_pi_") : null;
    // Only an open session moves: a second click on Pay, or Pay after Cancel, changes nothing.
    const [session] = await db
      .update(testCheckoutSessions)
      .set({ status, paymentId })
      .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, "open")))
      .returning();
    return session;
  }

  return {
    name: "test",

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const sessionId = randomId("test_cs_");
      await db.insert(testCheckoutSessions).values({
        id: sessionId,
        orderCode: request.orderCode,
        lines: request.lines,
        amountTotalCents: request.amountTotalCents,
        currency: request.currency,
        customerEmail: request.customerEmail,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { sessionId, checkoutUrl: `${publicUrl}${testCheckoutPath(sessionId)}` };
    },

    async getCheckout(sessionId: string): Promise<CheckoutState> {
      const [session] = await db
        .select()
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.id, sessionId))
        .limit(1);
      if (!session) return { status: "expired", paid: false, paymentId: null };
      return { status: session.status, paid: session.status === "complete", paymentId: session.paymentId };
    },

    async expireCheckout(sessionId: string): Promise<void> {
      await finish(sessionId, "expired");
    },

    async refund(paymentId: string): Promise<{ refundId: string }> {
      void paymentId;
      return { refundId: randomId("test_re_") };
    },

    async parseWebhook(): Promise<PaymentEvent> {
      throw new WebhookRefusedError("The test checkout sends no webhooks: Stripe is not configured.");
    },

    async getSession(sessionId: string) {
      const [session] = await db
        .select()
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.id, sessionId))
        .limit(1);
      return session;
    },

    async completeSession(sessionId: string) {
      const session = await finish(sessionId, "complete");
      if (!session) return undefined;
      return {
        eventId: randomId("test_evt_"),
        type: "checkout.session.completed",
        payload: { sessionId, paymentId: session.paymentId },
        kind: "checkout-paid",
        sessionId,
        paymentId: session.paymentId,
      };
    },

    async cancelSession(sessionId: string) {
      const session = await finish(sessionId, "expired");
      if (!session) return undefined;
      return {
        eventId: randomId("test_evt_"),
        type: "checkout.session.expired",
        payload: { sessionId },
        kind: "checkout-expired",
        sessionId,
      };
    },
  };
}
