import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { coupons, orderItems, orders, ownedEbooks } from "../../db/schema/index.ts";
import { queueReceiptMail } from "./receipt-mail.ts";
import { canMove, linkPaymentEvent, recordPaymentEvent, type ReceivedEvent } from "./record-payment-event.ts";

/** Which order: by its provider checkout (webhook, success page) or by id (an order with nothing to pay). */
export type OrderTarget = { sessionId: string } | { orderId: number };

export type FulfilOutcome =
  /** This call paid the order: books granted, receipt queued. */
  | "fulfilled"
  /** The order was paid (or refunded) before: nothing changed. */
  | "already-done"
  /** The provider's event was handled before: nothing changed. */
  | "duplicate-event"
  /** No order of ours has this checkout. */
  | "unknown-order";

export const orderWhere = (target: OrderTarget) =>
  "sessionId" in target ? eq(orders.checkoutSessionId, target.sessionId) : eq(orders.id, target.orderId);

/**
 * The one fulfilment of a paid order (docs/decisions/0008), called by the provider's webhook, by
 * the success page and for orders with nothing to pay. Idempotent: in one transaction it stores
 * the provider's event id (a redelivered event stops here), locks the order, and only an order
 * not yet paid moves to paid; that one call grants the order's e-books and queues the receipt.
 * Concurrent calls for one order wait on its row lock, and the later ones find it paid.
 * The caller that was told "fulfilled" then closes the buyer's other open checkouts of the
 * order's books (releaseCheckoutsOfPaidOrder in release-checkouts.ts), after this commits.
 */
export async function fulfilOrder(
  db: DatabaseOrTransaction,
  config: Pick<Config, "publicUrl">,
  target: OrderTarget,
  options: { paymentId?: string | null; event?: ReceivedEvent } = {},
): Promise<{ outcome: FulfilOutcome; orderId?: number }> {
  return db.transaction(async (tx) => {
    const eventRowId = options.event ? await recordPaymentEvent(tx, options.event) : undefined;
    if (options.event && eventRowId === undefined) return { outcome: "duplicate-event" as const };

    const [order] = await tx.select().from(orders).where(orderWhere(target)).for("update").limit(1);
    if (!order) return { outcome: "unknown-order" as const };
    if (eventRowId !== undefined) await linkPaymentEvent(tx, eventRowId, order.id);
    if (!canMove(order.paymentStatus, "paid")) return { outcome: "already-done" as const, orderId: order.id };

    await tx
      .update(orders)
      .set({
        paymentStatus: "paid",
        paidAt: new Date(),
        providerPaymentId: options.paymentId ?? order.providerPaymentId,
      })
      .where(eq(orders.id, order.id));
    if (order.paymentStatus !== "pending" && order.couponId !== null) {
      // A cancelled checkout gave its coupon use back; the money came after all, so it takes it
      // again, without ever passing the cap (the payment stands either way).
      await tx
        .update(coupons)
        .set({ usedCount: sql`least(${coupons.usedCount} + 1, ${coupons.maxUses})` })
        .where(eq(coupons.id, order.couponId));
    }
    // A book the user already owns (two orders paid at once) stays granted by its first order.
    const items = await tx
      .select({ serviceId: orderItems.serviceId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    if (items.length > 0) {
      await tx
        .insert(ownedEbooks)
        .values(items.map(({ serviceId }) => ({ userId: order.userId, serviceId, orderId: order.id })))
        .onConflictDoNothing({ target: [ownedEbooks.userId, ownedEbooks.serviceId] });
    }
    await queueReceiptMail(tx, config, order.id);
    return { outcome: "fulfilled" as const, orderId: order.id };
  });
}
