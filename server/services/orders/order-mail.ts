import { asc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { orderItems, orders, services, users } from "../../db/schema/index.ts";
import { formatMoney } from "../../../shared/store/money.ts";
import { escapeHtml } from "../mail/mail-html.ts";
import { getSiteSettings } from "../settings/site-settings.ts";

/**
 * What a mail about an order (its receipt, its refund) says of it: the buyer, the code, the
 * amounts, the coupon's code and the items as bought (names, prices and code copied at purchase),
 * with the site's currency.
 */
export async function loadOrderForMail(tx: DatabaseOrTransaction, orderId: number) {
  const [order] = await tx
    .select({
      orderCode: orders.orderCode,
      subtotalAmount: orders.subtotalAmount,
      discountAmount: orders.discountAmount,
      totalAmount: orders.totalAmount,
      paidAt: orders.paidAt,
      refundedAt: orders.refundedAt,
      couponCode: orders.couponCode,
      email: users.email,
      name: users.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return undefined;
  const items = await tx
    .select({
      serviceId: orderItems.serviceId,
      product: orderItems.product,
      amount: orderItems.serviceAmount,
      slug: services.slug,
    })
    .from(orderItems)
    .innerJoin(services, eq(services.id, orderItems.serviceId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const { currency } = await getSiteSettings(tx);
  return { ...order, items, money: (amount: string) => formatMoney(amount, currency) };
}

/** An item's row in an order mail's table: `labelHtml` (already escaped) and its price. */
export function itemRowHtml(labelHtml: string, price: string): string {
  return (
    `<tr><td style="padding:4px 12px 4px 0">${labelHtml}</td>` +
    `<td style="padding:4px 0;text-align:right">${escapeHtml(price)}</td></tr>`
  );
}
