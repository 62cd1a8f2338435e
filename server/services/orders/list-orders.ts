import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orders, type PaymentStatus } from "../../db/schema/index.ts";

/** One order as billing shows it (SPEC "Billing order"). */
export type BillingOrder = {
  id: number;
  orderCode: string;
  subtotalAmount: string;
  discountAmount: string;
  totalAmount: string;
  couponCode: string | null;
  paymentStatus: PaymentStatus;
  createdAt: Date;
};

/** The user's orders, newest first (/user/billing, `billing/getBillingDetails`); one indexed query. */
export async function listOrders(db: Database, userId: number): Promise<BillingOrder[]> {
  return db
    .select({
      id: orders.id,
      orderCode: orders.orderCode,
      subtotalAmount: orders.subtotalAmount,
      discountAmount: orders.discountAmount,
      totalAmount: orders.totalAmount,
      couponCode: orders.couponCode,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
