import { and, eq, gt, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { coupons, orders } from "../../db/schema/index.ts";
import { orderWhere, type OrderTarget } from "./order-target.ts";
import { linkPaymentEvent, recordPaymentEvent, type ReceivedEvent } from "./record-payment-event.ts";

export type CancelOutcome = "cancelled" | "already-done" | "duplicate-event" | "unknown-order";

/**
 * Ends an unpaid order: its checkout expired or was cancelled ("cancelled"), or its delayed
 * payment failed ("failed"). Only a pending order moves, and it gives its coupon use back, so an
 * abandoned checkout does not count against the coupon's cap. Idempotent like fulfilOrder.
 */
export async function cancelOrder(
  db: DatabaseOrTransaction,
  target: OrderTarget,
  status: "cancelled" | "failed",
  event?: ReceivedEvent,
): Promise<{ outcome: CancelOutcome; orderId?: number }> {
  return db.transaction(async (tx) => {
    const eventRowId = event ? await recordPaymentEvent(tx, event) : undefined;
    if (event && eventRowId === undefined) return { outcome: "duplicate-event" as const };
    const [order] = await tx.select().from(orders).where(orderWhere(target)).for("update").limit(1);
    if (!order) return { outcome: "unknown-order" as const };
    if (eventRowId !== undefined) await linkPaymentEvent(tx, eventRowId, order.id);
    // Only an unpaid, open order ends here: never one that was paid, refunded or ended already.
    if (order.paymentStatus !== "pending") {
      return { outcome: "already-done" as const, orderId: order.id };
    }
    await tx.update(orders).set({ paymentStatus: status }).where(eq(orders.id, order.id));
    if (order.couponId !== null) {
      await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} - 1` })
        .where(and(eq(coupons.id, order.couponId), gt(coupons.usedCount, 0)));
    }
    return { outcome: "cancelled" as const, orderId: order.id };
  });
}
