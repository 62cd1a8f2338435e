/**
 * The admin area's orders: found by order code, buyer email or name, filtered by payment status,
 * newest first and paged on the server; one order with its items, buyer, coupon and payment
 * events; and a refund through the store's one refund path (issue-refund.ts → refund-order.ts),
 * after the admin's login is confirmed recent.
 */
import type { ServiceEnv } from "../service-env.ts";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { auditLog, orderItems, orders, paymentEvents, users } from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";
import { OrderAdminMessages } from "../../../shared/store/store-admin-messages.ts";
import type { ListAdminOrdersInput, RefundOrderInput } from "../../../shared/store/store-admin-schemas.ts";
import { confirmRecentLogin, type SessionAuthentication } from "../accounts/recent-login.ts";
import type { AdminActor } from "../admin/audit-log.ts";
import { likeContains } from "../content/name-search.ts";
import { notFound } from "../service-error.ts";
import { issueRefund } from "./issue-refund.ts";
import { ORDER_CODE } from "./own-order.ts";
import { ORDER_REFUND_ACTION } from "./refund-order.ts";
import { adminPage, adminPageOffset } from "../admin/admin-page.ts";

const adminOrderColumns = {
  id: orders.id,
  orderCode: orders.orderCode,
  totalAmount: orders.totalAmount,
  currency: orders.currency,
  paymentStatus: orders.paymentStatus,
  provider: orders.provider,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  refundedAt: orders.refundedAt,
  buyerId: users.id,
  buyerName: users.name,
  buyerEmail: users.email,
};

/**
 * What the search means, each served by an index: an order code (ORD-…) is the unique
 * order_code; other text is part of the buyer's email or name (the users' trigram indexes),
 * whose orders come from orders_user_id_created_at_idx. The status filter and the newest-first
 * order use orders_payment_status_created_at_idx and orders_created_at_idx (migration 0011).
 */
function searchCondition(db: Database, search: string): SQL | undefined {
  if (search === "") return undefined;
  if (ORDER_CODE.test(search)) return eq(orders.orderCode, search.toUpperCase());
  const pattern = likeContains(search);
  // A subquery on users alone, so that the trigram indexes find the buyers first.
  const buyers = db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.name, pattern)));
  return inArray(orders.userId, buyers);
}

export async function listAdminOrders(db: Database, input: ListAdminOrdersInput) {
  const where = and(
    searchCondition(db, input.search),
    input.status === undefined ? undefined : eq(orders.paymentStatus, input.status),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(adminOrderColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(input.page)),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const total = totalRow?.n ?? 0;
  return adminPage(rows, total, input.page);
}

export type AdminOrder = Awaited<ReturnType<typeof getAdminOrder>>;

/** The order of the buyer's that closed this one's checkout (release-checkouts.ts). */
const closingOrders = alias(orders, "closing_orders");

/**
 * One order for its page: the buyer, the items, the coupon, the provider's events, its refund
 * (when, how much, and who: the admin or command the audit log names, else the provider whose
 * refund or lost chargeback it was), and for a checkout another order of the buyer's closed, why
 * and which (`closedBy`); or 404.
 */
export async function getAdminOrder(db: Database, id: number) {
  const [found] = await db
    .select({
      ...adminOrderColumns,
      subtotalAmount: orders.subtotalAmount,
      discountAmount: orders.discountAmount,
      couponCode: orders.couponCode,
      providerPaymentId: orders.providerPaymentId,
      providerRefundId: orders.providerRefundId,
      closedReason: orders.closedReason,
      closingOrderId: closingOrders.id,
      closingOrderCode: closingOrders.orderCode,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(closingOrders, eq(closingOrders.id, orders.closedByOrderId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!found) throw notFound(OrderAdminMessages.notFound);
  const { closedReason, closingOrderId, closingOrderCode, ...order } = found;
  const closedBy =
    closedReason && closingOrderId !== null && closingOrderCode !== null
      ? { reason: closedReason, orderId: closingOrderId, orderCode: closingOrderCode }
      : null;
  const [items, events, refunders] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        serviceId: orderItems.serviceId,
        product: orderItems.product,
        amount: orderItems.serviceAmount,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        id: paymentEvents.id,
        provider: paymentEvents.provider,
        eventId: paymentEvents.eventId,
        type: paymentEvents.type,
        receivedAt: paymentEvents.receivedAt,
      })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, id))
      .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id)),
    order.refundedAt
      ? db
          .select({ email: auditLog.actorEmail })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entityType, "order"),
              eq(auditLog.entityId, String(id)),
              eq(auditLog.action, ORDER_REFUND_ACTION),
            ),
          )
          .orderBy(desc(auditLog.createdAt))
          .limit(1)
      : [],
  ]);
  const refund = order.refundedAt && {
    refundedAt: order.refundedAt,
    by: refunders[0]?.email ?? order.provider,
    amount: order.totalAmount,
  };
  return { ...order, items, events, refund: refund || null, closedBy };
}

/**
 * Refunds a paid order in full as an admin: their login must be recent, or their password given
 * again (recent-login.ts); then the store's one refund path, the same as `npm run order:refund`,
 * which records the refund in the audit log as the admin's. An order that is not paid is 409.
 */
export async function refundOrderAsAdmin(
  db: Database,
  env: ServiceEnv,
  actor: AdminActor & { session: SessionAuthentication },
  input: RefundOrderInput,
) {
  await confirmRecentLogin(db, actor.session, input.password, OrderAdminMessages.recentLoginRequired);
  return issueRefund(db, env, String(input.id), { id: actor.id, email: actor.email });
}
