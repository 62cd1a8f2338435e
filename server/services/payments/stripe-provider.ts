// Loaded on first use: a process that never talks to Stripe does not hold the library.
import type Stripe from "stripe";
import { z } from "zod";
import {
  WebhookRefusedError,
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

/** An id field Stripe sends as the id or, when expanded, as the object. */
const expandableId = z
  .union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)])
  .nullish()
  .transform((id) => id || null);

/**
 * The fields of an event the shop reads, per type it acts on. Only a holder of the webhook secret
 * can send a body that passes the signature, yet one that is not an event as Stripe sends it is
 * refused (400) rather than read field by field into a 500.
 */
const eventEnvelope = z.object({ id: z.string().min(1), type: z.string().min(1) });
const sessionEvent = z.object({
  data: z.object({
    object: z.object({
      id: z.string().min(1),
      payment_status: z.string().nullish(),
      payment_intent: expandableId,
    }),
  }),
});
const chargeEvent = z.object({
  data: z.object({
    object: z.object({
      refunded: z.boolean(),
      payment_intent: expandableId,
      refunds: z.object({ data: z.array(z.object({ id: z.string() })) }).nullish(),
    }),
  }),
});
const disputeEvent = z.object({
  data: z.object({
    object: z.object({ id: z.string().min(1), status: z.string(), payment_intent: expandableId }),
  }),
});

function parsedAs<T>(schema: z.ZodType<T>, event: unknown): T {
  const parsed = schema.safeParse(event);
  if (!parsed.success) {
    throw new WebhookRefusedError("The signed body is not a Stripe event.", { cause: parsed.error });
  }
  return parsed.data;
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

  function eventOf(event: unknown): PaymentEvent {
    const { id, type } = parsedAs(eventEnvelope, event);
    const base = { eventId: id, type, payload: event };
    switch (type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const session = parsedAs(sessionEvent, event).data.object;
        // A delayed payment method completes the checkout before the money arrives: its
        // async_payment_succeeded event is the one that pays.
        if (session.payment_status === "unpaid") return { ...base, kind: "ignored" };
        return { ...base, kind: "checkout-paid", sessionId: session.id, paymentId: session.payment_intent };
      }
      case "checkout.session.async_payment_failed":
        return { ...base, kind: "checkout-failed", sessionId: parsedAs(sessionEvent, event).data.object.id };
      case "checkout.session.expired":
        return { ...base, kind: "checkout-expired", sessionId: parsedAs(sessionEvent, event).data.object.id };
      case "charge.refunded": {
        const charge = parsedAs(chargeEvent, event).data.object;
        // A partial refund leaves the sale standing; only a full one takes the books back.
        if (!charge.refunded || !charge.payment_intent) return { ...base, kind: "ignored" };
        return {
          ...base,
          kind: "payment-refunded",
          paymentId: charge.payment_intent,
          refundId: charge.refunds?.data[0]?.id ?? null,
        };
      }
      case "charge.dispute.closed": {
        // A chargeback the shop lost: the bank took the money back, so the books go back as after
        // a full refund. A dispute won, or still open, leaves the sale standing.
        const dispute = parsedAs(disputeEvent, event).data.object;
        if (dispute.status !== "lost" || !dispute.payment_intent) return { ...base, kind: "ignored" };
        return { ...base, kind: "payment-refunded", paymentId: dispute.payment_intent, refundId: dispute.id };
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
        paymentId: expandableId.parse(session.payment_intent),
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
      if (!signature) throw new WebhookRefusedError("The Stripe-Signature header is missing.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookRefusedError("The Stripe-Signature header does not match the body.", {
          cause: error,
        });
      }
      return eventOf(event);
    },
  };
}
