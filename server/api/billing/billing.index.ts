import { getOrderRows } from "../../services/orders/get-order-rows.ts";
import { listOrders } from "../../services/orders/list-orders.ts";
import { getSiteSettings } from "../../services/settings/site-settings.ts";
import { createRouter } from "../router.ts";
import * as routes from "./billing.routes.ts";

export const billingRouter = createRouter()
  .openapi(routes.getBillingDetails, async (c) => {
    const { db, user } = c.var;
    const [orders, { currency }] = await Promise.all([listOrders(db, user.id), getSiteSettings(db)]);
    return c.json(
      {
        data: orders.map((order) => ({
          id: order.id,
          orderId: order.orderCode,
          total_amount: order.totalAmount,
          subtotal_amount: order.subtotalAmount,
          discount_amount: order.discountAmount,
          coupon_code: order.couponCode,
          created_at: order.createdAt.toISOString(),
          payment_status: order.paymentStatus,
        })),
        currency,
      },
      200,
    );
  })
  .openapi(routes.getBillingrows, async (c) => {
    const rows = await getOrderRows(c.var.db, c.var.user.id, c.req.valid("query").id);
    return c.json(
      { data: rows.map((row) => ({ id: row.id, product: row.product, service_amount: row.serviceAmount })) },
      200,
    );
  });
