import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { paymentEvents, type PaymentProvider, type PaymentStatus } from "../../db/schema/index.ts";
import type { PaymentEvent } from "../payments/payment-provider.ts";

/** A provider's event on its way through the shop: who sent it and what it says. */
export type ReceivedEvent = { provider: PaymentProvider; event: PaymentEvent };

/**
 * Stores the event under its provider's id, once: the row's id, or undefined when the event was
 * stored before (a redelivery), which its caller then ignores. Run inside the transaction that
 * acts on the event, so a failure stores nothing and the provider's retry is acted on. Two
 * deliveries at once meet at the unique index: the second waits for the first and finds it.
 */
export async function recordPaymentEvent(
  tx: DatabaseOrTransaction,
  { provider, event }: ReceivedEvent,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(paymentEvents)
    .values({ provider, eventId: event.eventId, type: event.type, payload: event.payload ?? {} })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return row?.id;
}

export async function linkPaymentEvent(tx: DatabaseOrTransaction, eventRowId: number, orderId: number) {
  await tx.update(paymentEvents).set({ orderId }).where(eq(paymentEvents.id, eventRowId));
}

/**
 * How far an order has gone: it only ever moves to a later stage, so a late or replayed event
 * (an expiry after the payment, a payment after a refund) changes nothing.
 */
const STAGE: Record<PaymentStatus, number> = { pending: 0, failed: 1, cancelled: 1, paid: 2, refunded: 3 };

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return STAGE[to] > STAGE[from];
}
