/**
 * The limits on the calls an attacker would hammer (README "Rate limits"). Sliding windows
 * (hit-rate-limit.ts): a limit holds across any stretch of its window's length, and Retry-After
 * is never more than the window.
 */
export type RateLimitRule = {
  /** Prefix of the counter's key; the subject (IP or account) follows it. */
  name: string;
  limit: number;
  windowSeconds: number;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Every login attempt counts, right or wrong: 10 per account, 50 per IP per 15 minutes. */
  loginPerAccount: { name: "login:account", limit: 10, windowSeconds: 15 * MINUTE },
  loginPerIp: { name: "login:ip", limit: 50, windowSeconds: 15 * MINUTE },
  /** Sign-ups: 10 per IP per hour (and one per email address, by the unique constraint). */
  signupPerIp: { name: "signup:ip", limit: 10, windowSeconds: HOUR },
  /** Reset mails: 5 per account and 20 per IP per hour, so nobody's inbox can be flooded. */
  forgotPerAccount: { name: "forgot:account", limit: 5, windowSeconds: HOUR },
  forgotPerIp: { name: "forgot:ip", limit: 20, windowSeconds: HOUR },
  /** Reset attempts: 20 per IP per hour (tokens are 256-bit, this only stops noise). */
  resetPerIp: { name: "reset:ip", limit: 20, windowSeconds: HOUR },
  /** Immigration enquiries: 5 per IP per hour, so nobody can flood the team's inbox. */
  enquiryPerIp: { name: "enquiry:ip", limit: 5, windowSeconds: HOUR },
  /**
   * Refused coupon codes: 10 per account per hour, then every coupon is refused to that account
   * for the rest of the hour, so that codes cannot be found by guessing (price-order.ts).
   */
  couponMissPerAccount: { name: "coupon-miss:account", limit: 10, windowSeconds: HOUR },
  /** Checkouts: 20 per account per hour (each opens a session at the payment provider). */
  checkoutPerAccount: { name: "checkout:account", limit: 20, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;
