import type { ServiceEnv } from "../service-env.ts";
import { eq, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import { providerNamed } from "../payments/payment-providers.ts";
import type { AdminActor } from "../admin/audit-log.ts";
import { ServiceError, notFound } from "../service-error.ts";
import { refundOrder, type RefundOutcome } from "./refund-order.ts";

/** Who the audit log names for a refund made by `npm run order:refund`, not by an admin's session. */
export const REFUND_COMMAND: AdminActor = { id: null, email: "npm run order:refund" };

/**
 * A person's refund: the order, by its code (ORD-…) or id, is refunded in full at its provider,
 * then marked refunded here with its e-books revoked, recorded in the audit log as `actor`'s (an
 * admin on /admin/orders, or REFUND_COMMAND for the operator's command). Stripe's charge.refunded
 * event that follows finds the order refunded and changes nothing.
 */
export async function issueRefund(
  db: Database,
  env: ServiceEnv,
  reference: string,
  actor: AdminActor,
): Promise<{ outcome: RefundOutcome; orderCode: string; refundId: string | null }> {
  const id = /^\d{1,9}$/.test(reference) ? Number(reference) : -1;
  const [order] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.orderCode, reference.toUpperCase()), eq(orders.id, id)))
    .limit(1);
  if (!order) throw notFound(`No order ${reference}.`);
  if (order.paymentStatus !== "paid") {
    throw new ServiceError(
      409,
      `Order ${order.orderCode} is ${order.paymentStatus}, not paid: nothing to refund.`,
    );
  }
  let refundId: string | null = null;
  if (order.provider !== "none") {
    if (!order.providerPaymentId) {
      throw new ServiceError(409, `Order ${order.orderCode} has no payment id at ${order.provider}.`);
    }
    ({ refundId } = await providerNamed(db, env.config, order.provider).refund(order.providerPaymentId));
  }
  const { outcome } = await refundOrder(db, env, { orderId: order.id }, { refundId, actor });
  return { outcome, orderCode: order.orderCode, refundId };
}
