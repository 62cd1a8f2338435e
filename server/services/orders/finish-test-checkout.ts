import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { testCheckout } from "../payments/payment-providers.ts";
import { notFound } from "../service-error.ts";
import { handlePaymentEvent } from "./handle-payment-event.ts";

type Env = { config: Config; logger: Logger };

/**
 * The TEST MODE checkout page's buttons: Pay completes the session and Cancel expires it, and the
 * event each emits goes through handlePaymentEvent exactly as a Stripe webhook's would. Returns
 * where the buyer goes next (the order's success or cancel address). 404 when Stripe is
 * configured or the session is unknown.
 */
export async function finishTestCheckout(
  db: Database,
  env: Env,
  sessionId: string,
  choice: "pay" | "cancel",
): Promise<string> {
  const provider = testCheckout(db, env.config);
  const session = provider && (await provider.getSession(sessionId));
  if (!provider || !session) throw notFound();
  const event =
    choice === "pay" ? await provider.completeSession(sessionId) : await provider.cancelSession(sessionId);
  if (event) await handlePaymentEvent(db, env, "test", event);
  // A session that was already finished keeps its outcome: back to where that outcome leads.
  const finished = event ? choice : session.status === "complete" ? "pay" : "cancel";
  return finished === "pay" ? session.successUrl : session.cancelUrl;
}
