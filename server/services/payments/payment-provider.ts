/**
 * What the shop needs from a payment provider (docs/decisions/0008). Two implement it: Stripe
 * Checkout (stripe-provider.ts) and the built-in TEST MODE checkout (test-provider.ts), used when
 * no Stripe key is configured. Orders, prices, fulfilment and refunds are the shop's own
 * (server/services/orders) and do not know which provider took the money.
 */
import type { PaymentProvider as PaymentProviderName } from "../../db/schema/index.ts";

export type CheckoutLine = { name: string; amountCents: number };

export type CheckoutRequest = {
  /** The order's public code (ORD-…), shown by the provider and kept in its metadata. */
  orderCode: string;
  lines: CheckoutLine[];
  /** The sum of `lines`: what is charged. */
  amountTotalCents: number;
  /** ISO 4217, lower case ("usd"). */
  currency: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { sessionId: string; checkoutUrl: string };

/** Where a checkout stands on the provider's side. */
export type CheckoutState = {
  status: "open" | "complete" | "expired";
  /** The money is taken (a completed checkout can still wait for a delayed payment method). */
  paid: boolean;
  /** The provider's payment (Stripe PaymentIntent id), the handle of a later refund. */
  paymentId: string | null;
};

/**
 * A provider's notification, in the shop's terms. `eventId` is the provider's own id for it:
 * stored uniquely, so a notification delivered twice is acted on once.
 */
export type PaymentEvent = { eventId: string; type: string; payload: unknown } & (
  | { kind: "checkout-paid"; sessionId: string; paymentId: string | null }
  | { kind: "checkout-expired"; sessionId: string }
  | { kind: "checkout-failed"; sessionId: string }
  | { kind: "payment-refunded"; paymentId: string; refundId: string | null }
  | { kind: "ignored" }
);

/**
 * The provider refused the webhook: its signature is missing or wrong, or the signed body is not an
 * event the provider sends. Answered 400, nothing done.
 */
export class WebhookRefusedError extends Error {
  override name = "WebhookRefusedError";
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a checkout the buyer is sent to. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  getCheckout(sessionId: string): Promise<CheckoutState>;
  /** Ends an open checkout (the buyer cancelled); one that is no longer open is left as it is. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Refunds a payment in full; returns the provider's refund id. */
  refund(paymentId: string): Promise<{ refundId: string }>;
  /** Checks a webhook's signature on its raw body and reads it; throws WebhookRefusedError. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
}
