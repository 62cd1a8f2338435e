import { OrderAdminMessages } from "../../../shared/store/store-admin-messages.ts";
import {
  getAdminOrder,
  listAdminOrders,
  refundOrderAsAdmin,
  type AdminOrder,
} from "../../services/orders/manage-orders.ts";
import { createRouter, paginationJson } from "../router.ts";
import * as routes from "./admin-orders.routes.ts";
import { sessionAuthentication } from "../../services/accounts/recent-login.ts";

type AdminOrderRow = Awaited<ReturnType<typeof listAdminOrders>>["rows"][number];

const toOrderRowJson = (order: AdminOrderRow) => ({
  id: order.id,
  orderId: order.orderCode,
  total_amount: order.totalAmount,
  currency: order.currency,
  payment_status: order.paymentStatus,
  provider: order.provider,
  buyer: { id: order.buyerId, name: order.buyerName, email: order.buyerEmail },
  created_at: order.createdAt.toISOString(),
  paid_at: order.paidAt?.toISOString() ?? null,
  refunded_at: order.refundedAt?.toISOString() ?? null,
});

const toOrderJson = (order: AdminOrder) => ({
  ...toOrderRowJson(order),
  subtotal_amount: order.subtotalAmount,
  discount_amount: order.discountAmount,
  coupon_code: order.couponCode,
  provider_payment_id: order.providerPaymentId,
  provider_refund_id: order.providerRefundId,
  items: order.items.map((item) => ({
    id: item.id,
    service_id: item.serviceId,
    product: item.product,
    service_amount: item.amount,
  })),
  events: order.events.map((event) => ({
    id: event.id,
    provider: event.provider,
    event_id: event.eventId,
    type: event.type,
    received_at: event.receivedAt.toISOString(),
  })),
  refund: order.refund && {
    refunded_at: order.refund.refundedAt.toISOString(),
    refunded_by: order.refund.by,
    amount: order.refund.amount,
  },
  closed_by: order.closedBy && {
    reason: order.closedBy.reason,
    id: order.closedBy.orderId,
    orderId: order.closedBy.orderCode,
  },
});

export const adminOrdersRouter = createRouter()
  .openapi(routes.listOrders, async (c) => {
    const found = await listAdminOrders(c.var.db, c.req.valid("query"));
    return c.json({ data: found.rows.map(toOrderRowJson), pagination: paginationJson(found) }, 200);
  })
  .openapi(routes.getOrder, async (c) => {
    return c.json({ data: toOrderJson(await getAdminOrder(c.var.db, c.req.valid("param").id)) }, 200);
  })
  .openapi(routes.refundOrder, async (c) => {
    const { id } = c.req.valid("param");
    const { user: admin } = c.var;
    const session = sessionAuthentication(c.var, c.var.clientIp);
    await refundOrderAsAdmin(
      c.var.db,
      c.var,
      { id: admin.id, email: admin.email, session },
      { ...c.req.valid("form"), id },
    );
    return c.json(
      { message: OrderAdminMessages.refunded, data: toOrderJson(await getAdminOrder(c.var.db, id)) },
      200,
    );
  });
