import { eq } from "drizzle-orm";
import { orders } from "../../db/schema/index.ts";

/** Which order: by its provider checkout (webhook, success page) or by id (an order with nothing to pay). */
export type OrderTarget = { sessionId: string } | { orderId: number };

export const orderWhere = (target: OrderTarget) =>
  "sessionId" in target ? eq(orders.checkoutSessionId, target.sessionId) : eq(orders.id, target.orderId);
