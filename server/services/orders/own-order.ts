import { and, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { orderItems, orders, type Order } from "../../db/schema/index.ts";

/** What an order's code looks like (`ORD-` and ten letters or digits; a few more are allowed). */
export const ORDER_CODE = /^ORD-[A-Z0-9]{1,20}$/i;

/**
 * The user's own order with this code, as the return pages name it (`?order=`). Anything that is
 * not an order code (a typo, a probe, a NUL that PostgreSQL would refuse) is no order, as another
 * user's order is.
 */
export async function findOwnOrder(
  db: DatabaseOrTransaction,
  userId: number,
  orderCode: string,
): Promise<Order | undefined> {
  if (!ORDER_CODE.test(orderCode)) return undefined;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderCode, orderCode.toUpperCase()), eq(orders.userId, userId)))
    .limit(1);
  return order;
}

/**
 * The books of the user's own order with this code ([] for anything else): /payment-success
 * takes them out of the browser's cart, which the browser's Back from the checkout may have put
 * back after Pay emptied it.
 */
export async function ownOrderServiceIds(
  db: DatabaseOrTransaction,
  userId: number,
  orderCode: string,
): Promise<number[]> {
  if (!ORDER_CODE.test(orderCode)) return [];
  const rows = await db
    .select({ serviceId: orderItems.serviceId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.orderCode, orderCode.toUpperCase()), eq(orders.userId, userId)));
  return rows.map((row) => row.serviceId);
}
