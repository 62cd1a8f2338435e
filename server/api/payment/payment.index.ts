import { validationHookWith } from "../../http/validation.ts";
import { createCheckout, postedReturnUrlErrors } from "../../services/orders/create-checkout.ts";
import { handlePaymentEvent } from "../../services/orders/handle-payment-event.ts";
import { providerNamed } from "../../services/payments/payment-providers.ts";
import { WebhookRefusedError, type PaymentEvent } from "../../services/payments/payment-provider.ts";
import { createRouter } from "../router.ts";
import * as routes from "./payment.routes.ts";

export const paymentRouter = createRouter()
  .openapi(
    routes.createPaymentIntent,
    async (c) => {
      const { db, config, logger, user } = c.var;
      const result = await createCheckout(db, { config, logger }, user, c.req.valid("form"));
      return c.json({ checkout_url: result.checkoutUrl, orderId: result.orderCode }, 200);
    },
    validationHookWith((fields, c) => postedReturnUrlErrors(fields, c.var.config.publicUrl)),
  )
  .openapi(routes.paymentWebhook, async (c) => {
    const { db, config, logger } = c.var;
    if (config.payments.provider !== "stripe") return c.json({ message: "Not Found" }, 404);
    // The signature is over the exact bytes Stripe sent: read the body as text, never re-serialised JSON.
    const rawBody = await c.req.text();
    let event: PaymentEvent;
    try {
      event = await providerNamed(db, config, "stripe").parseWebhook(
        rawBody,
        c.req.header("stripe-signature"),
      );
    } catch (error) {
      if (!(error instanceof WebhookRefusedError)) throw error;
      logger.warn({ err: error }, "payment webhook refused");
      return c.json({ message: error.message }, 400);
    }
    await handlePaymentEvent(db, { config, logger }, "stripe", event);
    return c.json({ received: true }, 200);
  });
