// Loaded on first use: a process that never talks to Stripe does not hold the library.
import type Stripe from "stripe";
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutState,
  type PaymentEvent,
  type PaymentProvider,
} from "./payment-provider.ts";

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (stripe-mock, the tests' stand-in); undefined: api.stripe.com. */
  apiUrl?: string;
};

/** A checkout left open this long is closed by Stripe (checkout.session.expired). */
const CHECKOUT_LIFETIME_SECONDS = 60 * 60;

function apiAddress(apiUrl: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** An id field Stripe may send as the id or, when expanded, as the object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** Stripe Checkout: the buyer pays on Stripe's page; Stripe's signed webhook says what happened. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const stripeClient = () =>
    (client ??= import("stripe").then(
      ({ default: StripeClient }) =>
        new StripeClient(settings.secretKey, {
          ...apiAddress(settings.apiUrl),
          maxNetworkRetries: 2,
          timeout: 20_000,
          appInfo: { name: "W3Programmer" },
        }),
    ));

  function eventOf(event: Stripe.Event): PaymentEvent {
    const base = { eventId: event.id, type: event.type, payload: event };
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const session = event.data.object;
        // A delayed payment method completes the checkout before the money arrives: its
        // async_payment_succeeded event is the one that pays.
        if (session.payment_status === "unpaid") return { ...base, kind: "ignored" };
        return {
          ...base,
          kind: "checkout-paid",
          sessionId: session.id,
          paymentId: idOf(session.payment_intent),
        };
      }
      case "checkout.session.async_payment_failed":
        return { ...base, kind: "checkout-failed", sessionId: event.data.object.id };
      case "checkout.session.expired":
        return { ...base, kind: "checkout-expired", sessionId: event.data.object.id };
      case "charge.refunded": {
        const charge = event.data.object;
        const paymentId = idOf(charge.payment_intent);
        // A partial refund leaves the sale standing; only a full one takes the books back.
        if (!charge.refunded || !paymentId) return { ...base, kind: "ignored" };
        return {
          ...base,
          kind: "payment-refunded",
          paymentId,
          refundId: charge.refunds?.data[0]?.id ?? null,
        };
      }
      case "charge.dispute.closed": {
        // A chargeback the shop lost: the bank took the money back, so the books go back as after
        // a full refund. A dispute won, or still open, leaves the sale standing.
        const dispute = event.data.object;
        const paymentId = idOf(dispute.payment_intent);
        if (dispute.status !== "lost" || !paymentId) return { ...base, kind: "ignored" };
        return { ...base, kind: "payment-refunded", paymentId, refundId: dispute.id };
      }
      default:
        return { ...base, kind: "ignored" };
    }
  }

  return {
    name: "stripe",

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const stripe = await stripeClient();
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: request.lines.map((line) => ({
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: line.amountCents,
              product_data: { name: line.name },
            },
          })),
          customer_email: request.customerEmail,
          client_reference_id: request.orderCode,
          metadata: { order_code: request.orderCode },
          payment_intent_data: { metadata: { order_code: request.orderCode } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_SECONDS,
        },
        // A retried request (network error) must not open a second checkout for the same order.
        { idempotencyKey: `checkout-${request.orderCode}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, checkoutUrl: session.url };
    },

    async getCheckout(sessionId: string): Promise<CheckoutState> {
      const stripe = await stripeClient();
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const status: CheckoutState["status"] =
        session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open";
      return {
        status,
        paid: session.payment_status !== "unpaid",
        paymentId: idOf(session.payment_intent),
      };
    },

    async expireCheckout(sessionId: string): Promise<void> {
      const stripe = await stripeClient();
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === "open") await stripe.checkout.sessions.expire(sessionId);
    },

    async refund(paymentId: string): Promise<{ refundId: string }> {
      const stripe = await stripeClient();
      const refund = await stripe.refunds.create(
        { payment_intent: paymentId },
        { idempotencyKey: `refund-${paymentId}` },
      );
      return { refundId: refund.id };
    },

    async parseWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
      const stripe = await stripeClient();
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError("The Stripe-Signature header does not match the body.", {
          cause: error,
        });
      }
      return eventOf(event);
    },
  };
}
