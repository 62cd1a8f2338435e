import type { Database } from "../../db/client.ts";
import type { PaymentProvider } from "../../db/schema/index.ts";
import type { PaymentEvent } from "../payments/payment-provider.ts";
import type { ServiceEnv } from "../service-env.ts";
import { cancelOrder } from "./cancel-order.ts";
import { fulfilOrder } from "./fulfil-order.ts";
import { recordPaymentEvent } from "./record-payment-event.ts";
import { refundOrder } from "./refund-order.ts";
import { closeReleasedCheckouts } from "./release-checkouts.ts";

/**
 * Acts on a provider's event (the Stripe webhook, the TEST MODE checkout's buttons): a paid
 * checkout is fulfilled (and the buyer's other open checkouts of its books closed), an expired or
 * failed one ends its order, a full refund revokes. Every event is stored once by its id, in the
 * transaction that acts on it; what the shop does not act on is stored too, for the record.
 * Returns what happened, for the log.
 */
export async function handlePaymentEvent(
  db: Database,
  env: ServiceEnv,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<string> {
  const received = { provider, event };
  let outcome: string;
  switch (event.kind) {
    case "checkout-paid": {
      const fulfilled = await fulfilOrder(
        db,
        env.config,
        { sessionId: event.sessionId },
        { paymentId: event.paymentId, event: received },
      );
      await closeReleasedCheckouts(db, env, fulfilled.released);
      outcome = fulfilled.outcome;
      break;
    }
    case "checkout-expired":
      outcome = (await cancelOrder(db, { sessionId: event.sessionId }, "cancelled", received)).outcome;
      break;
    case "checkout-failed":
      outcome = (await cancelOrder(db, { sessionId: event.sessionId }, "failed", received)).outcome;
      break;
    case "payment-refunded":
      outcome = (
        await refundOrder(
          db,
          env,
          { paymentId: event.paymentId },
          { refundId: event.refundId, event: received },
        )
      ).outcome;
      break;
    case "ignored":
      outcome = (await db.transaction((tx) => recordPaymentEvent(tx, received)))
        ? "ignored"
        : "duplicate-event";
      break;
  }
  env.logger.info({ provider, eventId: event.eventId, type: event.type, outcome }, "payment event");
  return outcome;
}
