import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../services/rate-limit/rate-limits.ts";
import { BUCKETS_PER_WINDOW, hitRateLimit, judgeHits } from "../../services/rate-limit/hit-rate-limit.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import {
  accountsApp,
  changePassword,
  freshIp,
  postForm,
  postJson,
  sessionStatus,
  signUpAndLogIn,
  tryLogIn,
  uniqueEmail,
} from "../../../tests/support/api-accounts.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);

async function expectTooMany(response: Response, windowSeconds: number) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ message: "Too many attempts. Please try again later." });
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe("the limits, at their real values", () => {
  it("login: the 11th attempt on one account within 15 minutes is refused, even from new addresses and with the right password", async () => {
    const account = await signUpAndLogIn(app());
    // signUpAndLogIn made attempt 1; nine wrong ones follow from nine different addresses.
    for (let attempt = 2; attempt <= 10; attempt++) {
      const response = await tryLogIn(app(), account.email, "guess " + attempt);
      expect(response.status, `attempt ${attempt}`).toBe(422);
    }
    const eleventh = await tryLogIn(app(), account.email, account.password);
    await expectTooMany(eleventh, 15 * 60);
    // Another account is unaffected.
    const other = await signUpAndLogIn(app());
    expect(await sessionStatus(app(), other.token)).toBe(200);
  });

  it("login: the 51st attempt from one address within 15 minutes is refused, whatever the account", async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 50; attempt++) {
      const response = await postJson(
        app(),
        "/api/auth/userLogin",
        { email: uniqueEmail(), password: "whatever1" },
        { ip },
      );
      expect(response.status, `attempt ${attempt}`).toBe(422);
    }
    const response = await postJson(
      app(),
      "/api/auth/userLogin",
      { email: uniqueEmail(), password: "whatever1" },
      { ip },
    );
    await expectTooMany(response, 15 * 60);
  }, 60_000); // 51 password checks (argon2id, slow by design): over 20 s on a busy two-core machine

  it("signup: the 11th registration from one address within an hour is refused and creates nothing", async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await postJson(
        app(),
        "/api/auth/register",
        { name: "Person " + attempt, email: uniqueEmail(), password: "long enough" },
        { ip },
      );
      expect(response.status, `attempt ${attempt}`).toBe(200);
    }
    const email = uniqueEmail();
    const response = await postJson(
      app(),
      "/api/auth/register",
      { name: "One Too Many", email, password: "long enough" },
      { ip },
    );
    await expectTooMany(response, 60 * 60);
    const rows = await database.db.execute(sql`select 1 from users where email = ${email}`);
    expect(rows.rowCount).toBe(0);
  });

  it("forgot password: the 6th request for one account within an hour is refused", async () => {
    const account = await signUpAndLogIn(app());
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await postJson(app(), "/api/public/checkMail", { email: account.email });
      expect(response.status, `attempt ${attempt}`).toBe(200);
    }
    await expectTooMany(await postJson(app(), "/api/public/checkMail", { email: account.email }), 60 * 60);
  });

  it("forgot password: the 21st request from one address within an hour is refused", async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await postJson(app(), "/api/public/checkMail", { email: uniqueEmail() }, { ip });
      expect(response.status, `attempt ${attempt}`).toBe(422);
    }
    await expectTooMany(
      await postJson(app(), "/api/public/checkMail", { email: uniqueEmail() }, { ip }),
      60 * 60,
    );
  });

  it("reset: the 21st attempt from one address within an hour is refused", async () => {
    const ip = freshIp();
    const attempt = () =>
      postForm(
        app(),
        "/api/public/restPassword",
        { password: "long enough", password_confirmation: "long enough", id: "guess" },
        { ip },
      );
    for (let n = 1; n <= 20; n++) expect((await attempt()).status, `attempt ${n}`).toBe(422);
    await expectTooMany(await attempt(), 60 * 60);
  });
});

describe("the current password asked by a signed-in change", () => {
  // Whoever holds a session (a machine left unlocked, a stolen cookie) must not learn the password
  // by guessing it through the forms that ask for it: each guess counts as a login attempt.
  it("password change: the guesses count against the account's login limit, and the right one is then refused too", async () => {
    const account = await signUpAndLogIn(app());
    // signUpAndLogIn made attempt 1; nine wrong guesses follow.
    for (let attempt = 2; attempt <= 10; attempt++) {
      const response = await changePassword(app(), account, "new password 1", {
        oldPassword: "guess " + attempt,
      });
      expect(response.status, `attempt ${attempt}`).toBe(422);
    }
    await expectTooMany(await changePassword(app(), account, "new password 1"), 15 * 60);
    // Nothing changed: the old password still opens a session once the window has passed.
    await expectTooMany(await tryLogIn(app(), account.email, account.password), 15 * 60);
  });

  it("email change: the guesses count against the same limit as logins", async () => {
    const account = await signUpAndLogIn(app());
    for (let attempt = 2; attempt <= 10; attempt++) {
      const response = await postForm(
        app(),
        "/api/user/updateUserEmail",
        { email: uniqueEmail(), password: "guess " + attempt },
        { token: account.token },
      );
      expect(response.status, `attempt ${attempt}`).toBe(422);
    }
    const eleventh = await postForm(
      app(),
      "/api/user/updateUserEmail",
      { email: uniqueEmail(), password: account.password },
      { token: account.token },
    );
    await expectTooMany(eleventh, 15 * 60);
    await expectTooMany(await tryLogIn(app(), account.email, account.password), 15 * 60);
  });
});

describe("the counters", () => {
  it("count every concurrent hit exactly once (one atomic upsert, as several processes would do)", async () => {
    const subject = `concurrency-${Date.now()}`;
    const hits = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(database.db, RATE_LIMITS.loginPerAccount, subject)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(hits.filter((hit) => !hit.allowed)).toHaveLength(25 - RATE_LIMITS.loginPerAccount.limit);
  });

  it("forget hits once they are a window old", async () => {
    const subject = `window-${Date.now()}`;
    for (let n = 0; n < RATE_LIMITS.signupPerIp.limit; n++)
      await hitRateLimit(database.db, RATE_LIMITS.signupPerIp, subject);
    expect((await hitRateLimit(database.db, RATE_LIMITS.signupPerIp, subject)).allowed).toBe(false);
    // Move the stored hits an hour back: none is within the window any more.
    await database.db.execute(
      sql`update rate_limit_hits set window_start = window_start - interval '1 hour' where key = ${`signup:ip:${subject}`}`,
    );
    const next = await hitRateLimit(database.db, RATE_LIMITS.signupPerIp, subject);
    expect(next).toMatchObject({ count: 1, allowed: true });
  });

  it("still count hits from before a boundary that are less than a window old", async () => {
    const subject = `sliding-${Date.now()}`;
    const rule = RATE_LIMITS.loginPerAccount;
    for (let n = 0; n < rule.limit; n++) await hitRateLimit(database.db, rule, subject);
    // The ten hits were made 10 minutes ago: a counter per 15-minute window could have restarted
    // since, a sliding window still holds them, for about 5 minutes more.
    await database.db.execute(
      sql`update rate_limit_hits set window_start = window_start - interval '10 minutes' where key = ${`${rule.name}:${subject}`}`,
    );
    const next = await hitRateLimit(database.db, rule, subject);
    expect(next.count).toBe(rule.limit + 1);
    expect(next.allowed).toBe(false);
    expect(next.retryAfterSeconds).toBeGreaterThan(4 * 60);
    expect(next.retryAfterSeconds).toBeLessThanOrEqual(5 * 60 + rule.windowSeconds / BUCKETS_PER_WINDOW);
  });
});

describe("judgeHits", () => {
  const rule = { name: "test", limit: 10, windowSeconds: 900 };

  it("allows up to the limit within the window", () => {
    expect(
      judgeHits(
        rule,
        [
          { startedAt: 0, count: 4 },
          { startedAt: 60, count: 6 },
        ],
        100,
      ),
    ).toEqual({
      count: 10,
      allowed: true,
      retryAfterSeconds: 0,
    });
  });

  it("says when enough of the oldest hits leave the window for one more", () => {
    const buckets = [
      { startedAt: 0, count: 2 },
      { startedAt: 60, count: 5 },
      { startedAt: 120, count: 4 },
    ];
    // 11 hits: once the first two leave (at 900 s) 9 remain, so the next hit is the 10th.
    expect(judgeHits(rule, buckets, 150)).toEqual({ count: 11, allowed: false, retryAfterSeconds: 750 });
    // 15 hits: both older buckets must leave (at 960 s) for 8 + 1 to be within the limit.
    buckets[2]!.count = 8;
    expect(judgeHits(rule, buckets, 150)).toMatchObject({ allowed: false, retryAfterSeconds: 810 });
  });

  it("never asks to wait longer than the window", () => {
    expect(judgeHits(rule, [{ startedAt: 840, count: 500 }], 850).retryAfterSeconds).toBe(890);
    expect(judgeHits(rule, [{ startedAt: 0, count: 11 }], 0).retryAfterSeconds).toBe(900);
  });
});
