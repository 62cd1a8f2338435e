import type { ServiceEnv } from "../service-env.ts";
import type { Database } from "../../db/client.ts";
import { providerNamed } from "../payments/payment-providers.ts";
import { cancelOrder } from "./cancel-order.ts";
import { findOwnOrder } from "./own-order.ts";

/**
 * /payment-cancel: the buyer left the checkout. Their pending order's checkout is closed at the
 * provider (so it cannot be paid later by mistake) and the order is cancelled, giving its coupon
 * use back. A checkout that was paid meanwhile stays paid (the provider refuses to close it).
 */
export async function abandonCheckout(
  db: Database,
  env: ServiceEnv,
  userId: number,
  orderCode: string,
): Promise<void> {
  const order = await findOwnOrder(db, userId, orderCode);
  if (!order || order.paymentStatus !== "pending" || !order.checkoutSessionId || order.provider === "none")
    return;
  try {
    const provider = providerNamed(db, env.config, order.provider);
    await provider.expireCheckout(order.checkoutSessionId);
    const checkout = await provider.getCheckout(order.checkoutSessionId);
    if (checkout.status === "expired") await cancelOrder(db, { orderId: order.id }, "cancelled");
  } catch (error) {
    // The provider's own expiry (and its event) will end the order later.
    env.logger.warn({ err: error, orderCode }, "could not close an abandoned checkout");
  }
}
