/**
 * `npm run order:refund -- <order>`: refunds a paid order in full (by its number, ORD-…, or its
 * id): at Stripe for a card payment, then here — the order shows "refunded" in billing and the
 * e-books it granted are revoked; the audit log names "npm run order:refund" as who did it. Works
 * while the server runs.
 */
import { issueRefund, REFUND_COMMAND } from "../server/services/orders/issue-refund.ts";
import { ServiceError } from "../server/services/service-error.ts";
import { openOperatorDatabase } from "./operator/operator-database.ts";

const reference = process.argv[2]?.trim();
if (!reference) {
  console.error("Usage: npm run order:refund -- <order number or id>   (e.g. ORD-3F9A0C12B4)");
  process.exit(2);
}

const database = await openOperatorDatabase();
try {
  const { outcome, orderCode, refundId } = await issueRefund(
    database.db,
    { config: database.config, logger: database.logger },
    reference,
    REFUND_COMMAND,
  );
  console.log(`Order ${orderCode}: ${outcome}${refundId ? ` (refund ${refundId})` : ""}.`);
} catch (error) {
  if (!(error instanceof ServiceError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
