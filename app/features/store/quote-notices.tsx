import "@mantine/core/styles/Alert.css";
import { Alert, Anchor } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { StoreMessages } from "@shared/store/store-messages";
import type { ReconciledCart } from "./order-quote";

export type QuoteNoticeNames = Pick<ReconciledCart, "ownedNames" | "repricedNames">;

/** Nothing to tell yet. */
export const NO_QUOTE_NOTICES: QuoteNoticeNames = { ownedNames: [], repricedNames: [] };

/**
 * What pricing the cart changed in it (reconcileCart): the books taken out because the buyer owns
 * them, and the prices brought up to date. /cart and /payment show the same notices.
 */
export function QuoteNotices({ ownedNames, repricedNames }: QuoteNoticeNames) {
  return (
    <>
      {ownedNames.length > 0 && (
        <Alert color="blue" icon={<IconAlertCircle aria-hidden />} mb="sm" data-testid="owned-notice">
          {StoreMessages.ownedTakenOut(ownedNames)}{" "}
          <Anchor component={Link} to="/dashboard">
            Go to your dashboard
          </Anchor>
        </Alert>
      )}
      {repricedNames.length > 0 && (
        <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} mb="sm" data-testid="repriced-notice">
          {StoreMessages.repricedInCart(repricedNames)}
        </Alert>
      )}
    </>
  );
}
