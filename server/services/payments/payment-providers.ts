import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { PaymentProvider as PaymentProviderName } from "../../db/schema/index.ts";
import { ServiceError } from "../service-error.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { createTestProvider, type TestPaymentProvider } from "./test-provider.ts";

/** One Stripe client per key and address for the life of the process (it keeps its connections). */
const stripeClients = new Map<string, PaymentProvider>();

function stripeProvider(config: Config): PaymentProvider {
  const settings = config.payments;
  if (settings.provider !== "stripe") throw new ServiceError(503, "Card payments are not configured.");
  const key = `${settings.secretKey}\n${settings.webhookSecret}\n${settings.apiUrl ?? ""}`;
  let provider = stripeClients.get(key);
  if (!provider) {
    provider = createStripeProvider(settings);
    stripeClients.set(key, provider);
  }
  return provider;
}

/**
 * Who takes new payments: the one the configuration chose (server/config.ts decides when the
 * TEST MODE checkout may).
 */
export function checkoutProvider(db: Database, config: Config): PaymentProvider {
  return config.payments.provider === "stripe"
    ? stripeProvider(config)
    : createTestProvider(db, config.publicUrl);
}

/** The provider that took an order's money, for its refund and its status. */
export function providerNamed(db: Database, config: Config, name: PaymentProviderName): PaymentProvider {
  return name === "stripe" ? stripeProvider(config) : createTestProvider(db, config.publicUrl);
}

/** The TEST MODE checkout, or undefined when it does not take payments (its page then does not exist). */
export function testCheckout(db: Database, config: Config): TestPaymentProvider | undefined {
  return config.payments.provider === "test" ? createTestProvider(db, config.publicUrl) : undefined;
}
