import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orderItems, orders, ownedEbooks } from "../../db/schema/index.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { fileStorage } from "../files/file-storage.ts";
import { removeStoredKeys, type StoredFilesEnv } from "../files/remove-stored-keys.ts";
import { privateFileKey } from "../store/ebook-files.ts";
import { linkPaymentEvent, recordPaymentEvent, type ReceivedEvent } from "./record-payment-event.ts";
import { queueRefundMail } from "./refund-mail.ts";

export type RefundTarget = { paymentId: string } | { orderId: number };

/** The audit log's action for a person's refund: the admin's order page reads who refunded from it. */
export const ORDER_REFUND_ACTION = "order.refund";

export type RefundOutcome = "refunded" | "not-paid" | "duplicate-event" | "unknown-order";

/**
 * Marks a paid order refunded and revokes the e-books it granted (with their stamped copies),
 * but a book the buyer paid for in another order as well:
 * from the provider's refund event or a person's refund (issue-refund.ts: an admin, or the
 * operator's command). Idempotent: only a paid order moves, once. A person's refund names them in
 * `actor` and is recorded in the audit log in the same transaction; a provider's event is in
 * payment_events instead. The buyer is mailed the refund in the same transaction (refund-mail.ts).
 */
export async function refundOrder(
  db: Database,
  env: StoredFilesEnv<"publicUrl">,
  target: RefundTarget,
  options: { refundId?: string | null; event?: ReceivedEvent; actor?: AdminActor } = {},
): Promise<{ outcome: RefundOutcome; orderId?: number; revoked?: number }> {
  const result = await db.transaction(async (tx) => {
    const eventRowId = options.event ? await recordPaymentEvent(tx, options.event) : undefined;
    if (options.event && eventRowId === undefined) return { outcome: "duplicate-event" as const };
    const where =
      "paymentId" in target ? eq(orders.providerPaymentId, target.paymentId) : eq(orders.id, target.orderId);
    const [order] = await tx.select().from(orders).where(where).for("update").limit(1);
    if (!order) return { outcome: "unknown-order" as const };
    if (eventRowId !== undefined) await linkPaymentEvent(tx, eventRowId, order.id);
    if (order.paymentStatus !== "paid") return { outcome: "not-paid" as const, orderId: order.id };
    await tx
      .update(orders)
      .set({ paymentStatus: "refunded", refundedAt: new Date(), providerRefundId: options.refundId ?? null })
      .where(eq(orders.id, order.id));
    // A book the buyer paid for in another order too (two checkouts paid at once: fulfil-order.ts)
    // stays theirs, granted now by that order; their copy is stamped again with its number.
    await tx.execute(sql`
      update ${ownedEbooks} set order_id = kept.order_id
      from (
        select ${orderItems.serviceId} as service_id, min(${orders.id}) as order_id
        from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
        where ${orders.userId} = ${order.userId} and ${orders.paymentStatus} = 'paid'
          and ${orders.id} <> ${order.id}
        group by ${orderItems.serviceId}
      ) kept
      where ${ownedEbooks.orderId} = ${order.id} and ${ownedEbooks.serviceId} = kept.service_id
    `);
    const revoked = await tx
      .delete(ownedEbooks)
      .where(eq(ownedEbooks.orderId, order.id))
      .returning({ serviceId: ownedEbooks.serviceId, stampedFile: ownedEbooks.stampedFile });
    await queueRefundMail(tx, env.config, order.id, new Set(revoked.map((row) => row.serviceId)));
    if (options.actor) {
      const audited = {
        orderCode: order.orderCode,
        totalAmount: order.totalAmount,
        provider: order.provider,
      };
      await recordAudit(tx, options.actor, {
        action: ORDER_REFUND_ACTION,
        entityType: "order",
        entityId: order.id,
        before: { ...audited, paymentStatus: order.paymentStatus },
        after: {
          ...audited,
          paymentStatus: "refunded",
          providerRefundId: options.refundId ?? null,
          // Scalars only (AuditedRow): the ids of the e-books taken back, as "3,7".
          revokedServiceIds: revoked.map((row) => row.serviceId).join(","),
        },
      });
    }
    return { outcome: "refunded" as const, orderId: order.id, revoked };
  });
  if (result.outcome !== "refunded") return result;
  // After the commit: a copy is removed only once nobody may read it any more.
  await removeStoredKeys(
    fileStorage(env.config),
    result.revoked.map(({ stampedFile }) => privateFileKey(stampedFile)),
    env.logger,
  );
  return { outcome: result.outcome, orderId: result.orderId, revoked: result.revoked.length };
}
