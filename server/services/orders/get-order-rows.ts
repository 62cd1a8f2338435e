import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orderItems, orders } from "../../db/schema/index.ts";
import { StoreMessages } from "../../../shared/store/store-messages.ts";
import { notFound } from "../service-error.ts";

/** An order's line (SPEC "Order row"): the product's name and price as bought. */
export type OrderRow = { id: number; product: string; serviceAmount: string };

/** The rows of one of the user's orders (billing's details modal); 404 for anybody else's order. */
export async function getOrderRows(db: Database, userId: number, orderId: number): Promise<OrderRow[]> {
  const rows = await db
    .select({
      id: orderItems.id,
      product: orderItems.product,
      serviceAmount: orderItems.serviceAmount,
      orderId: orders.id,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .orderBy(asc(orderItems.id));
  if (rows.length === 0) throw notFound(StoreMessages.orderNotFound);
  return rows.flatMap((row) =>
    row.id === null || row.product === null || row.serviceAmount === null
      ? []
      : [{ id: row.id, product: row.product, serviceAmount: row.serviceAmount }],
  );
}
