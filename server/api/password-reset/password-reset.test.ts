import { createServer, type AddressInfo } from "node:net";
import { and, desc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, passwordResetTokens, users } from "../../db/schema/index.ts";
import {
  accountsApp,
  logIn,
  postForm,
  postJson,
  sessionStatus,
  signUpAndLogIn,
  tryLogIn,
  uniqueEmail,
  type TestApp,
} from "../../../tests/support/api-accounts.ts";
import { mailText, setupSmtpCapture, type CapturedMail } from "../../../tests/support/smtp-capture.ts";
import { makeRetriesDue, runDueJobs } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";

const database = setupTestDatabase();
const smtp = setupSmtpCapture();
const received = smtp.received;

beforeEach(() => {
  received.length = 0;
});

const PUBLIC_URL = "http://localhost:3000";
const mailingApp = () => accountsApp(database, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });

function resetLinkIn(mail: CapturedMail): URL {
  const match = mailText(mail.raw).match(/https?:\/\/\S+\/forget-password-recover-email\/\S+/);
  if (!match) throw new Error(`no reset link in:\n${mail.raw}`);
  return new URL(match[0]);
}

const tokenOf = (link: URL) => link.pathname.split("/").at(-1)!;

/** Asks for a reset link, then lets the queue deliver what the request queued. */
async function requestReset(app: TestApp, email: string, headers: Record<string, string> = {}) {
  const response = await postJson(
    app,
    "/api/public/checkMail",
    { email, host: "https://attacker.example" },
    { headers },
  );
  await runDueJobs(database, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  return response;
}

/** Sets a new password with a link's token, then lets the queue deliver the notice it queued. */
async function resetWith(app: TestApp, token: string, password = "my new password 1") {
  const response = await postForm(app, "/api/public/restPassword", {
    password,
    password_confirmation: password,
    id: token,
  });
  await runDueJobs(database, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  return response;
}

describe("forgot password → mail → reset, over a real SMTP server", () => {
  it("mails a link built from PUBLIC_URL that sets the new password and ends every session", async () => {
    const app = mailingApp();
    const account = await signUpAndLogIn(app);
    const otherDevice = await logIn(app, account.email, account.password);

    const response = await requestReset(app, account.email, {
      host: "attacker.example",
      "x-forwarded-host": "attacker.example",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "A password reset link has been sent to your email. Check your inbox or spam folder.",
      user: { email: account.email },
    });

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([account.email]);
    expect(received[0]!.raw).toMatch(/^Subject: Reset your W3Programmer password/m);
    expect(received[0]!.raw).toMatch(/^From: W3Programmer <no-reply@w3programmer.com>/m);
    const link = resetLinkIn(received[0]!);
    // The Host header and the body's `host` are the client's to forge; the link is ours.
    expect(link.origin).toBe(PUBLIC_URL);
    expect(received[0]!.raw).not.toContain("attacker.example");
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [outbox] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(outbox).toMatchObject({ toAddress: account.email, status: "sent", attempts: 1 });
    // Only the token's hash is stored.
    const stored = await database.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.id));
    expect(stored.map((row) => row.tokenHash)).not.toContain(tokenOf(link));

    const reset = await resetWith(app, tokenOf(link), "my new password 1");
    expect(reset.status).toBe(200);
    expect((await reset.json()).message).toBe(
      "Your password has been reset. Please log in with your new password.",
    );

    for (const token of [account.token, otherDevice]) {
      expect(await sessionStatus(app, token)).toBe(401);
    }
    const oldPassword = await tryLogIn(app, account.email, account.password);
    expect(oldPassword.status).toBe(422);
    expect((await tryLogIn(app, account.email, "my new password 1")).status).toBe(200);

    // The owner is told, in case the reset was not theirs.
    expect(received).toHaveLength(2);
    expect(received[1]!.to).toEqual([account.email]);
    expect(received[1]!.raw).toMatch(/^Subject: Your W3Programmer password was changed/m);
    expect(mailText(received[1]!.raw)).toContain("with a reset link sent to this address");
  });

  it("works once: the same link cannot reset the password again", async () => {
    const app = mailingApp();
    const account = await signUpAndLogIn(app);
    await requestReset(app, account.email);
    const token = tokenOf(resetLinkIn(received[0]!));

    expect((await resetWith(app, token, "first new password")).status).toBe(200);
    const again = await resetWith(app, token, "second new password");
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      message: "This password reset link is invalid or has expired.",
      errors: { id: ["This password reset link is invalid or has expired."] },
    });
    expect((await tryLogIn(app, account.email, "first new password")).status).toBe(200);
  });

  it("expires 30 minutes after it was sent", async () => {
    const app = mailingApp();
    const account = await signUpAndLogIn(app);
    await requestReset(app, account.email);
    const token = tokenOf(resetLinkIn(received[0]!));

    const [row] = await database.db
      .select({
        lifetime: sql<number>`extract(epoch from ${passwordResetTokens.expiresAt} - ${passwordResetTokens.createdAt})::int`,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.id));
    expect(row!.lifetime).toBe(30 * 60);

    // Thirty minutes and a second later, as far as the database is concerned.
    await database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, account.id));
    const response = await resetWith(app, token);
    expect(response.status).toBe(422);
    expect((await response.json()).errors.id).toEqual([
      "This password reset link is invalid or has expired.",
    ]);
    expect((await tryLogIn(app, account.email, account.password)).status).toBe(200);
  });

  it("replaces an earlier link: only the newest one works", async () => {
    const app = mailingApp();
    const account = await signUpAndLogIn(app);
    await requestReset(app, account.email);
    await requestReset(app, account.email);
    const [first, second] = received.map((mail) => tokenOf(resetLinkIn(mail)));
    expect(first).not.toBe(second);
    expect((await resetWith(app, first!)).status).toBe(422);
    expect((await resetWith(app, second!)).status).toBe(200);
  });

  it('answers "Email does not exist." for an unknown or deactivated address and sends nothing', async () => {
    const app = mailingApp();
    const deactivated = await signUpAndLogIn(app);
    await database.db.update(users).set({ status: 0 }).where(eq(users.id, deactivated.id));

    for (const email of [uniqueEmail("nobody"), deactivated.email]) {
      const response = await requestReset(app, email);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message: "Email does not exist.",
        errors: { email: ["Email does not exist."] },
      });
    }
    expect(received).toHaveLength(0);
  });

  it("refuses a reset when the account was deactivated after the mail was sent", async () => {
    const app = mailingApp();
    const account = await signUpAndLogIn(app);
    await requestReset(app, account.email);
    const token = tokenOf(resetLinkIn(received[0]!));
    await database.db.update(users).set({ status: 0 }).where(eq(users.id, account.id));
    expect((await resetWith(app, token)).status).toBe(422);
  });
});

describe("validation", () => {
  it('checkMail: "Please input your email" when empty, a format message when malformed', async () => {
    const app = mailingApp();
    const empty = await postJson(app, "/api/public/checkMail", { email: "" });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual({ email: ["Please input your email"] });
    const malformed = await postJson(app, "/api/public/checkMail", { email: "not an email" });
    expect((await malformed.json()).errors).toEqual({ email: ["The email must be a valid email address."] });
    const longHost = await postJson(app, "/api/public/checkMail", {
      email: "someone@example.com",
      host: "h".repeat(256),
    });
    expect((await longHost.json()).errors).toEqual({
      host: ["The host must not be greater than 255 characters."],
    });
  });

  it("restPassword: every field's message, and nothing is used up", async () => {
    const app = mailingApp();
    const empty = await postForm(app, "/api/public/restPassword", {});
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual({
      password: ["The password field is required."],
      password_confirmation: ["The password confirmation field is required."],
      id: ["This password reset link is invalid or has expired."],
    });

    const account = await signUpAndLogIn(app);
    await requestReset(app, account.email);
    const token = tokenOf(resetLinkIn(received[0]!));
    const mismatch = await postForm(app, "/api/public/restPassword", {
      password: "long enough one",
      password_confirmation: "long enough two",
      id: token,
    });
    expect(mismatch.status).toBe(422);
    expect((await mismatch.json()).errors).toEqual({
      password_confirmation: ["The password confirmation does not match."],
    });
    // The link still works after a refused attempt.
    expect((await resetWith(app, token)).status).toBe(200);
  });

  it("restPassword: a commonly used password is refused on password; nothing changes and the link still works", async () => {
    const app = mailingApp();
    const account = await signUpAndLogIn(app);
    await requestReset(app, account.email);
    const token = tokenOf(resetLinkIn(received[0]!));

    const common = await resetWith(app, token, "Password123");
    expect(common.status).toBe(422);
    expect(await common.json()).toEqual({
      message: "This password is too common. Choose one that is harder to guess.",
      errors: { password: ["This password is too common. Choose one that is harder to guess."] },
    });
    // No session ended, no "password changed" mail, the old password still works.
    expect(await sessionStatus(app, account.token)).toBe(200);
    expect(received).toHaveLength(1);
    expect((await tryLogIn(app, account.email, account.password)).status).toBe(200);
    expect((await tryLogIn(app, account.email, "Password123")).status).toBe(422);

    expect((await resetWith(app, token)).status).toBe(200);
  });
});

describe("without SMTP_URL", () => {
  it("keeps the mail in the outbox, where the development page shows the link", async () => {
    const app = accountsApp(database, { smtpUrl: undefined, env: "development" });
    const account = await signUpAndLogIn(app);
    expect((await postJson(app, "/api/public/checkMail", { email: account.email })).status).toBe(200);
    await runDueJobs(database, { smtpUrl: undefined });

    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, account.email)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(row).toMatchObject({ status: "pending", subject: "Reset your W3Programmer password" });
    const link = row!.textBody.match(/http\S+/)![0];
    expect(link).toMatch(/^http:\/\/localhost:3000\/forget-password-recover-email\/[A-Za-z0-9_-]{43}$/);

    const page = await app.request("/dev/mail");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(account.email);
    expect(html).toContain(`href="${link}"`);
  });

  it("has no outbox page in production", async () => {
    const app = accountsApp(database, { env: "production" });
    expect((await app.request("/dev/mail")).status).toBe(404);
  });
});

describe("when the SMTP relay is down", () => {
  it("answers at once, keeps the mail, and delivers it once the relay is back", async () => {
    // A relay that accepts connections and never answers: a request waiting on it would hang.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentUrl = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const app = accountsApp(database, { smtpUrl: silentUrl });
    const account = await signUpAndLogIn(app);
    try {
      const started = performance.now();
      const response = await postJson(app, "/api/public/checkMail", { email: account.email });
      expect(response.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }

    // The relay is gone now (connection refused): the delivery fails and is kept for a retry.
    const deadPort = Number(new URL(silentUrl).port);
    await runDueJobs(database, { smtpUrl: `smtp://127.0.0.1:${deadPort}` });
    const outboxRow = () =>
      database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, account.email))
        .orderBy(desc(mailOutbox.id))
        .limit(1)
        .then((rows) => rows[0]!);
    expect(await outboxRow()).toMatchObject({ status: "pending", attempts: 1 });
    expect((await outboxRow()).lastError).toMatch(/ECONNREFUSED/);
    expect(received).toHaveLength(0);

    // The retry, once its backoff has passed, reaches the relay that works again.
    await makeRetriesDue(database);
    await runDueJobs(database, { smtpUrl: smtp.url });
    expect(await outboxRow()).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(received.map((mail) => mail.to)).toEqual([[account.email]]);
  });
});
