/**
 * Coupon codes cannot be found by guessing them at /payment/quote, the call the payment page
 * prices the cart with: after ten refused codes an account's quotes with any coupon, a real one
 * included, answer 429 for the rest of the hour, so a guess tells nothing any more. The demo
 * shop's own code (WELCOME10) is the kind of word a list of guesses holds.
 */
import { randomBytes } from "node:crypto";
import { expect, inject, it } from "vitest";
import { randomClientIp } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const REAL_COUPON = "WELCOME10";

/** A new account's session token, which is also the web's session cookie. */
async function newAccountToken(): Promise<string> {
  const email = `coupon-${randomBytes(5).toString("hex")}@example.com`;
  const headers = { "Content-Type": "application/json", "X-Forwarded-For": randomClientIp() };
  const password = "correct horse battery";
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Coupon Guesser", email, password }),
  });
  expect(registered.status).toBe(200);
  const login = await fetch(`${baseUrl}/api/auth/userLogin`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

async function quote(token: string, bookId: number, coupon: string) {
  const response = await fetch(`${baseUrl}/payment/quote?ids=${bookId}&coupon=${coupon}`, {
    headers: { Cookie: `w3p_session=${token}`, "X-Forwarded-For": randomClientIp() },
  });
  const body = (await response.json()) as {
    ok: boolean;
    discount?: string;
    errors?: Record<string, string[]>;
  };
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body };
}

it("refuses every coupon to an account that has had ten codes refused, from any address", async () => {
  const books = (await (await fetch(`${baseUrl}/api/public/geteServiceList`)).json()) as { id: number }[];
  const bookId = books[0]!.id;
  const guesser = await newAccountToken();

  for (let guess = 1; guess <= 10; guess++) {
    const refused = await quote(guesser, bookId, `SAVE${guess}${randomBytes(2).toString("hex")}`);
    expect(refused.status, `guess ${guess}`).toBe(422);
    expect(refused.body.errors).toEqual({ coupon: ["This coupon code is not valid."] });
  }
  const real = await quote(guesser, bookId, REAL_COUPON);
  expect(real.status).toBe(429);
  expect(real.body.errors).toEqual({
    coupon: ["Too many coupon codes were tried. Please try again later."],
  });
  expect(Number(real.retryAfter)).toBeGreaterThan(0);
  expect(Number(real.retryAfter)).toBeLessThanOrEqual(3600);
  // Without a coupon the cart is still priced: the buyer can pay the full price.
  const plain = await fetch(`${baseUrl}/payment/quote?ids=${bookId}`, {
    headers: { Cookie: `w3p_session=${guesser}` },
  });
  expect(plain.status).toBe(200);

  // Another buyer's real code is unaffected.
  const buyer = await newAccountToken();
  const priced = await quote(buyer, bookId, REAL_COUPON);
  expect(priced.status).toBe(200);
  expect(priced.body.ok).toBe(true);
  expect(Number(priced.body.discount)).toBeGreaterThan(0);
});
