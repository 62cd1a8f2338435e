import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { coupons, orderItems, orders, ownedEbooks } from "../../db/schema/index.ts";
import { orderWhere, type OrderTarget } from "./order-target.ts";
import { queueReceiptMail } from "./receipt-mail.ts";
import { canMove, linkPaymentEvent, recordPaymentEvent, type ReceivedEvent } from "./record-payment-event.ts";
import {
  lockBuyer,
  recordClosing,
  releaseOpenCheckouts,
  type ReleasedCheckout,
} from "./release-checkouts.ts";

export type FulfilOutcome =
  /** This call paid the order: books granted, receipt queued. */
  | "fulfilled"
  /** The order was paid (or refunded) before: nothing changed. */
  | "already-done"
  /** The provider's event was handled before: nothing changed. */
  | "duplicate-event"
  /** No order of ours has this checkout. */
  | "unknown-order";

/**
 * The one fulfilment of a paid order (docs/decisions/0008), called by the provider's webhook, by
 * the success page and for orders with nothing to pay. Idempotent: in one transaction it stores
 * the provider's event id (a redelivered event stops here), locks the order, and only an order
 * not yet paid moves to paid; that one call grants the order's e-books and queues the receipt.
 * Concurrent calls for one order wait on its row lock, and the later ones find it paid.
 *
 * The same transaction closes the buyer's other open checkouts of the order's books, as a new Pay
 * closes them (releaseOpenCheckouts: cancelled, coupon uses given back), recorded as "bought" by
 * this order: a book the buyer owns is never paid for again, and no failure between two
 * transactions can leave such a checkout open while the provider's retry finds its event handled.
 * The caller closes them at the provider once this commits (closeReleasedCheckouts, `released`).
 * Like a Pay, it locks the buyer's row before the orders' and those before the coupons', so a
 * Pay and a fulfilment of one buyer are decided one after the other.
 */
export async function fulfilOrder(
  db: DatabaseOrTransaction,
  config: Pick<Config, "publicUrl">,
  target: OrderTarget,
  options: { paymentId?: string | null; event?: ReceivedEvent } = {},
): Promise<{ outcome: FulfilOutcome; orderId?: number; released: ReleasedCheckout[] }> {
  return db.transaction(async (tx) => {
    const eventRowId = options.event ? await recordPaymentEvent(tx, options.event) : undefined;
    if (options.event && eventRowId === undefined)
      return { outcome: "duplicate-event" as const, released: [] };

    // An order's buyer never changes: read without a lock, so that their row is locked first.
    const [buyer] = await tx
      .select({ userId: orders.userId })
      .from(orders)
      .where(orderWhere(target))
      .limit(1);
    if (!buyer) return { outcome: "unknown-order" as const, released: [] };
    await lockBuyer(tx, buyer.userId);
    const [order] = await tx.select().from(orders).where(orderWhere(target)).for("update").limit(1);
    if (!order) return { outcome: "unknown-order" as const, released: [] };
    if (eventRowId !== undefined) await linkPaymentEvent(tx, eventRowId, order.id);
    if (!canMove(order.paymentStatus, "paid")) {
      return { outcome: "already-done" as const, orderId: order.id, released: [] };
    }

    await tx
      .update(orders)
      .set({
        paymentStatus: "paid",
        paidAt: new Date(),
        providerPaymentId: options.paymentId ?? order.providerPaymentId,
      })
      .where(eq(orders.id, order.id));
    const items = await tx
      .select({ serviceId: orderItems.serviceId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    // A cancelled checkout gave its coupon use back; the money came after all, so it takes it
    // again, without ever passing the cap (the payment stands either way). Its row is locked
    // with the coupons of the checkouts closed here, in the order of their ids.
    const retakenCoupon = order.paymentStatus !== "pending" ? order.couponId : null;
    // This order is paid now: it is not among the unpaid ones closed.
    const released = await releaseOpenCheckouts(tx, order.userId, {
      serviceIds: items.map((item) => item.serviceId),
      lockCouponId: retakenCoupon,
    });
    await recordClosing(tx, released, { reason: "bought", orderId: order.id });
    if (retakenCoupon !== null) {
      await tx
        .update(coupons)
        .set({ usedCount: sql`least(${coupons.usedCount} + 1, ${coupons.maxUses})` })
        .where(eq(coupons.id, retakenCoupon));
    }
    // A book the user already owns (two orders paid at once) stays granted by its first order.
    if (items.length > 0) {
      await tx
        .insert(ownedEbooks)
        .values(items.map(({ serviceId }) => ({ userId: order.userId, serviceId, orderId: order.id })))
        .onConflictDoNothing({ target: [ownedEbooks.userId, ownedEbooks.serviceId] });
    }
    await queueReceiptMail(tx, config, order.id);
    return { outcome: "fulfilled" as const, orderId: order.id, released };
  });
}
