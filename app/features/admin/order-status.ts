import type { ORDER_PAYMENT_STATUSES } from "@shared/store/store-admin-messages";

/** The badge colour of each payment status on the orders screens. */
export const ORDER_STATUS_COLORS: Record<(typeof ORDER_PAYMENT_STATUSES)[number], string> = {
  pending: "yellow",
  paid: "green",
  failed: "red",
  cancelled: "gray",
  refunded: "violet",
};
