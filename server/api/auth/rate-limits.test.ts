import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../services/rate-limit/rate-limits.ts";
import { BUCKETS_PER_WINDOW, hitRateLimit, judgeHits } from "../../services/rate-limit/hit-rate-limit.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import {
  accountsApp,
  freshIp,
  postForm,
  postJson,
  sessionStatus,
  signUpAndLogIn,
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

/** Logs in to the account from `ip`: `password`, or a wrong one. */
function logInFrom(ip: string, email: string, password = "wrong password") {
  return postJson(app(), "/api/auth/userLogin", { email, password }, { ip });
}

/** The failed attempts the account's counter across all addresses holds now. */
async function accountFailures(email: string): Promise<number> {
  const { rows } = await database.db.execute<{ hits: string | null }>(
    sql`select sum(count) as hits from rate_limit_hits where key = ${`${RATE_LIMITS.loginFailuresPerAccount.name}:${email}`}`,
  );
  return Number(rows[0]?.hits ?? 0);
}

describe("the limits, at their real values", () => {
  it("login: after 10 wrong passwords for an account from one address, that address is refused, even with the right one; the owner still logs in from theirs", async () => {
    const account = await signUpAndLogIn(app());
    const attacker = freshIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await logInFrom(attacker, account.email, "guess " + attempt);
      expect(response.status, `attempt ${attempt}`).toBe(422);
    }
    await expectTooMany(await logInFrom(attacker, account.email, account.password), 15 * 60);
    await expectTooMany(await logInFrom(attacker, account.email), 15 * 60);
    // The owner, from another address, with the right password.
    const owner = await logInFrom(freshIp(), account.email, account.password);
    expect(owner.status).toBe(200);
    expect(await sessionStatus(app(), (await owner.json()).access_token)).toBe(200);
    // The attacker's address stays refused for that account.
    await expectTooMany(await logInFrom(attacker, account.email, account.password), 15 * 60);
  });

  it("login: the right password does not count, so an owner logging in often is never refused", async () => {
    const account = await signUpAndLogIn(app());
    const ip = freshIp();
    for (let attempt = 1; attempt <= 12; attempt++) {
      const response = await logInFrom(ip, account.email, account.password);
      expect(response.status, `attempt ${attempt}`).toBe(200);
    }
  });

  it("login: an account's counter holds its failures only, not the refused attempts nor the right one", async () => {
    const account = await signUpAndLogIn(app());
    const attacker = freshIp();
    for (let attempt = 1; attempt <= 10; attempt++) await logInFrom(attacker, account.email);
    // Refused ones: an address hammering an account it is locked out of spends nothing more.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expectTooMany(await logInFrom(attacker, account.email), 15 * 60);
    }
    expect((await logInFrom(freshIp(), account.email, account.password)).status).toBe(200);
    expect(await accountFailures(account.email)).toBe(10);
  });

  it("login: after 100 wrong passwords for an account within an hour from all addresses, every address is refused, even with the right password", async () => {
    const account = await signUpAndLogIn(app());
    // Ten addresses, ten wrong passwords each: none reaches its own limit.
    for (let address = 1; address <= 10; address++) {
      const ip = freshIp();
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await logInFrom(ip, account.email);
        expect(response.status, `address ${address}, attempt ${attempt}`).toBe(422);
      }
    }
    await expectTooMany(await logInFrom(freshIp(), account.email, account.password), 60 * 60);
    await expectTooMany(await logInFrom(freshIp(), account.email), 60 * 60);
    // Another account is unaffected.
    const other = await signUpAndLogIn(app());
    expect(await sessionStatus(app(), other.token)).toBe(200);
  }, 120_000); // 100 password checks (argon2id, slow by design) on a busy two-core machine

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

  it("forgot password: the 6th request for one account from one address within an hour is refused; the owner's from another is not", async () => {
    const account = await signUpAndLogIn(app());
    const stranger = freshIp();
    const ask = (ip: string) => postJson(app(), "/api/public/checkMail", { email: account.email }, { ip });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await ask(stranger)).status, `attempt ${attempt}`).toBe(200);
    }
    await expectTooMany(await ask(stranger), 60 * 60);
    expect((await ask(freshIp())).status).toBe(200);
    await expectTooMany(await ask(stranger), 60 * 60);
  });

  it("forgot password: the 21st request for one account within an hour from all addresses is refused", async () => {
    const account = await signUpAndLogIn(app());
    const ask = (ip: string) => postJson(app(), "/api/public/checkMail", { email: account.email }, { ip });
    for (let address = 1; address <= 4; address++) {
      const ip = freshIp();
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await ask(ip)).status, `address ${address}, attempt ${attempt}`).toBe(200);
      }
      // Refused by the address's own limit: not counted against the account's from all addresses.
      await expectTooMany(await ask(ip), 60 * 60);
    }
    await expectTooMany(await ask(freshIp()), 60 * 60);
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
  // by guessing it through the forms that ask for it: each wrong guess counts as a failed login.
  it("password change: wrong guesses count against the account's login limit from that address, and the right one is then refused too", async () => {
    const account = await signUpAndLogIn(app());
    const ip = freshIp();
    const change = (oldPassword: string) =>
      postForm(
        app(),
        "/api/auth/updatePassword",
        {
          old_password: oldPassword,
          new_password: "new password 1",
          new_password_confirmation: "new password 1",
        },
        { token: account.token, ip },
      );
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await change("guess " + attempt)).status, `attempt ${attempt}`).toBe(422);
    }
    await expectTooMany(await change(account.password), 15 * 60);
    // Nothing changed: the old password is refused from that address and still opens a session
    // from another.
    await expectTooMany(await logInFrom(ip, account.email, account.password), 15 * 60);
    expect((await logInFrom(freshIp(), account.email, account.password)).status).toBe(200);
  });

  it("password change: a wrong guess in a form refused for another field counts too", async () => {
    const account = await signUpAndLogIn(app());
    const ip = freshIp();
    const change = (oldPassword: string, confirmation: string) =>
      postForm(
        app(),
        "/api/auth/updatePassword",
        {
          old_password: oldPassword,
          new_password: "new password 1",
          new_password_confirmation: confirmation,
        },
        { token: account.token, ip },
      );
    for (let attempt = 1; attempt <= 10; attempt++) {
      const refused = await change("guess " + attempt, "new password 2");
      expect(refused.status, `attempt ${attempt}`).toBe(422);
      expect(Object.keys((await refused.json()).errors).sort()).toEqual([
        "new_password_confirmation",
        "old_password",
      ]);
    }
    await expectTooMany(await change(account.password, "new password 1"), 15 * 60);
  });

  it("email change: the guesses count against the same limit as logins", async () => {
    const account = await signUpAndLogIn(app());
    const ip = freshIp();
    const change = (password: string) =>
      postForm(
        app(),
        "/api/user/updateUserEmail",
        { email: uniqueEmail(), password },
        { token: account.token, ip },
      );
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await change("guess " + attempt)).status, `attempt ${attempt}`).toBe(422);
    }
    await expectTooMany(await change(account.password), 15 * 60);
    await expectTooMany(await logInFrom(ip, account.email, account.password), 15 * 60);
  });

  it("the right password does not count", async () => {
    const account = await signUpAndLogIn(app());
    const ip = freshIp();
    for (let attempt = 1; attempt <= 12; attempt++) {
      const response = await postForm(
        app(),
        "/api/user/updateUserEmail",
        { email: account.email, password: account.password },
        { token: account.token, ip },
      );
      expect(response.status, `attempt ${attempt}`).toBe(200);
    }
  });
});

describe("the counters", () => {
  it("count every concurrent hit exactly once (one atomic upsert, as several processes would do)", async () => {
    const subject = `concurrency-${Date.now()}`;
    const hits = await Promise.all(
      Array.from({ length: 25 }, () =>
        hitRateLimit(database.db, RATE_LIMITS.loginFailuresPerAccountFromIp, subject),
      ),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(hits.filter((hit) => !hit.allowed)).toHaveLength(
      25 - RATE_LIMITS.loginFailuresPerAccountFromIp.limit,
    );
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
    const rule = RATE_LIMITS.loginFailuresPerAccountFromIp;
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
