/**
 * The limits on the calls an attacker would hammer (README "Rate limits"). Sliding windows
 * (hit-rate-limit.ts): a limit holds across any stretch of its window's length, and Retry-After
 * is never more than the window.
 */
export type RateLimitRule = {
  /** Prefix of the counter's key; the subject (IP, account, or account from an IP) follows it. */
  name: string;
  limit: number;
  windowSeconds: number;
};

/** A rule and whose hits it counts: an address, an account, an account from one address. */
export type RateLimitCheck = readonly [RateLimitRule, string];

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /**
   * Wrong passwords (at the login, or given again while signed in): 10 per account from one IP per
   * 15 minutes, 100 per account per hour from all of them, so that a stranger on one address
   * cannot lock the owner out from theirs, and a guesser on many is still slowed. Every login
   * attempt, right or wrong, counts against the IP's 50 per 15 minutes.
   */
  loginFailuresPerAccountFromIp: { name: "login-failures:account-ip", limit: 10, windowSeconds: 15 * MINUTE },
  loginFailuresPerAccount: { name: "login-failures:account", limit: 100, windowSeconds: HOUR },
  loginPerIp: { name: "login:ip", limit: 50, windowSeconds: 15 * MINUTE },
  /** Sign-ups: 10 per IP per hour (and one per email address, by the unique constraint). */
  signupPerIp: { name: "signup:ip", limit: 10, windowSeconds: HOUR },
  /**
   * Reset mails: 5 per account from one IP, 20 per account from all of them and 20 per IP per
   * hour, so nobody's inbox can be flooded and a stranger on one address cannot spend the owner's.
   */
  forgotPerAccountFromIp: { name: "forgot:account-ip", limit: 5, windowSeconds: HOUR },
  forgotPerAccount: { name: "forgot:account-all-ips", limit: 20, windowSeconds: HOUR },
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

/** The subject of a limit on one account from one client address. */
export function accountFromIp(account: string, ip: string): string {
  return `${account} from ${ip}`;
}

/**
 * The limits a wrong password counts against (loginUser, checkCurrentPassword): the account's
 * from this address and the account's from all addresses.
 */
export function loginFailureLimits(email: string, ip: string): RateLimitCheck[] {
  return [
    [RATE_LIMITS.loginFailuresPerAccountFromIp, accountFromIp(email, ip)],
    [RATE_LIMITS.loginFailuresPerAccount, email],
  ];
}
