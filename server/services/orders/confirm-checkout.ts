import type { ServiceEnv } from "../service-env.ts";
import type { Database } from "../../db/client.ts";
import type { PaymentStatus } from "../../db/schema/index.ts";
import { providerNamed } from "../payments/payment-providers.ts";
import { fulfilOrder } from "./fulfil-order.ts";
import { findOwnOrder } from "./own-order.ts";
import { closeReleasedCheckouts } from "./release-checkouts.ts";

export type ConfirmedOrder = { orderCode: string; status: PaymentStatus };

/**
 * /payment-success: the buyer is back from the checkout, perhaps before the provider's webhook.
 * If their order is still unpaid, ask the provider; a paid checkout is fulfilled here, through
 * the same fulfilOrder as the webhook (whichever comes second finds the order paid). Undefined
 * for an order that is not the user's.
 */
export async function confirmCheckout(
  db: Database,
  env: ServiceEnv,
  userId: number,
  orderCode: string,
): Promise<ConfirmedOrder | undefined> {
  const order = await findOwnOrder(db, userId, orderCode);
  if (!order) return undefined;
  // A cancelled order's checkout too: one that a newer Pay closed may have been paid all the same.
  const mayBePaid = order.paymentStatus === "pending" || order.paymentStatus === "cancelled";
  if (!mayBePaid || !order.checkoutSessionId || order.provider === "none") {
    return { orderCode: order.orderCode, status: order.paymentStatus };
  }
  try {
    const checkout = await providerNamed(db, env.config, order.provider).getCheckout(order.checkoutSessionId);
    if (checkout.status === "complete" && checkout.paid) {
      const fulfilled = await fulfilOrder(
        db,
        env.config,
        { sessionId: order.checkoutSessionId },
        { paymentId: checkout.paymentId },
      );
      await closeReleasedCheckouts(db, env, fulfilled.released);
      return { orderCode: order.orderCode, status: "paid" };
    }
  } catch (error) {
    // The webhook will still fulfil it; the page says the payment is being confirmed.
    env.logger.warn({ err: error, orderCode }, "could not ask the payment provider about a checkout");
  }
  return { orderCode: order.orderCode, status: order.paymentStatus };
}
