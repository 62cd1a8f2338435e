import { useEffect } from "react";

/** Where a coupon that arrived by a `?coupon=` link waits until /payment (this tab only). */
const COUPON_KEY = "coupon";

/**
 * Store pages reached by a `?coupon=CODE` link keep the code for this visit, so /payment can apply
 * it after the visitor has browsed, filled the cart and logged in.
 */
export function useRememberCoupon(fromLink: string | null) {
  useEffect(() => {
    if (fromLink) rememberCoupon(fromLink);
  }, [fromLink]);
}

/** Keeps a code for this visit: one from a link, or one the buyer applied at /payment (a reload keeps it). */
export function rememberCoupon(code: string) {
  try {
    window.sessionStorage.setItem(COUPON_KEY, code);
  } catch {
    // Storage switched off: the code still works on the page it arrived on.
  }
}

export function rememberedCoupon(): string {
  try {
    return window.sessionStorage.getItem(COUPON_KEY) ?? "";
  } catch {
    return "";
  }
}

export function forgetCoupon() {
  try {
    window.sessionStorage.removeItem(COUPON_KEY);
  } catch {
    // nothing to forget
  }
}
