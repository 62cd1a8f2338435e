import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, sessions, users } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import {
  accountsApp,
  changePassword,
  freshIp,
  get,
  logIn,
  postForm,
  postJson,
  sessionStatus,
  signUpAndLogIn,
  tryLogIn,
  uniqueEmail,
} from "../../../tests/support/api-accounts.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);

/** The subjects of the mails queued for an address, oldest first. */
async function mailsTo(address: string): Promise<string[]> {
  const rows = await database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(mailOutbox.id);
  return rows.map((row) => row.subject);
}

const USER_FIELDS = [
  "id",
  "w3_id",
  "name",
  "email",
  "phone_number",
  "nationality_id",
  "bio",
  "inviteCode",
  "status",
  "facebook",
  "instagram",
  "twitter",
  "website",
  "github",
].sort();

describe("POST /api/auth/register", () => {
  it("refuses control characters in the name with 422 and creates nothing", async () => {
    const email = uniqueEmail("Nul");
    const response = await postJson(app(), "/api/auth/register", {
      name: "\u0000x",
      email,
      password: "correct horse battery",
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.name).toEqual([
      "The name contains characters that are not allowed.",
    ]);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("keeps the name on one line: line breaks and tabs become one space", async () => {
    const response = await postJson(app(), "/api/auth/register", {
      name: "Ann\r\nX-Injected: 1\t\tLee",
      email: uniqueEmail("Ann"),
      password: "correct horse battery",
    });
    expect(response.status).toBe(200);
    const { user } = await response.json();
    expect(user.name).toBe("Ann X-Injected: 1 Lee");
    const [row] = await database.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe("Ann X-Injected: 1 Lee");
  });

  it("creates an active account with an argon2id hash and answers SPEC's message and user", async () => {
    const email = uniqueEmail("Ada");
    const response = await postJson(app(), "/api/auth/register", {
      name: "  Ada Lovelace ",
      email: `  ${email.toUpperCase()} `,
      password: "analytical engine",
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe("Register successfully");
    expect(Object.keys(body.user).sort()).toEqual(USER_FIELDS);
    expect(body.user).toMatchObject({ name: "Ada Lovelace", email: email.toLowerCase(), status: 1 });
    expect(body.user.w3_id).toMatch(/^W3-[0-9A-F]{10}$/);
    expect(body.user.inviteCode).toMatch(/^[0-9A-F]{10}$/);

    const [row] = await database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain("analytical engine");
    expect(row!.referredByUserId).toBeNull();
  });

  it("answers 422 with every missing field's message and creates nothing", async () => {
    const before = await database.db.$count(users);
    const response = await postJson(app(), "/api/auth/register", {});
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "The name field is required.",
      errors: {
        name: ["The name field is required."],
        email: ["The email field is required."],
        password: ["The password field is required."],
      },
    });
    expect(await database.db.$count(users)).toBe(before);
  });

  it("answers 422 for an invalid email and a short password", async () => {
    const response = await postJson(app(), "/api/auth/register", {
      name: "Bob",
      email: "not-an-email",
      password: "short",
    });
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(errors.email).toEqual(["The email must be a valid email address."]);
    expect(errors.password).toEqual(["The password must be at least 8 characters."]);
  });

  it("refuses a commonly used password, in any letter case, with 422 on password and creates nothing", async () => {
    for (const password of ["password123", "Password123", "QWERTYUIOP", "iloveyou"]) {
      const email = uniqueEmail("Common");
      const response = await postJson(app(), "/api/auth/register", {
        name: "Common Choice",
        email,
        password,
      });
      expect(response.status, password).toBe(422);
      expect(await response.json()).toEqual({
        message: "This password is too common. Choose one that is harder to guess.",
        errors: { password: ["This password is too common. Choose one that is harder to guess."] },
      });
      expect(await database.db.$count(users, eq(users.email, email))).toBe(0);
    }
  });

  it("refuses an email that is already taken, in any letter case", async () => {
    const { email } = await signUpAndLogIn(app());
    const response = await postJson(app(), "/api/auth/register", {
      name: "Someone Else",
      email: email.toUpperCase(),
      password: "another password",
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "The email has already been taken.",
      errors: { email: ["The email has already been taken."] },
    });
  });

  it("records the owner of the invite code as the referrer and lists the new user in their referrals", async () => {
    const referrer = await signUpAndLogIn(app(), { name: "Referrer" });
    const invited = await signUpAndLogIn(app(), {
      name: "Invited Friend",
      inviteCode: referrer.inviteCode.toLowerCase(),
    });

    const [row] = await database.db
      .select({ referredBy: users.referredByUserId })
      .from(users)
      .where(eq(users.id, invited.id));
    expect(row!.referredBy).toBe(referrer.id);

    const response = await get(app(), "/api/user/referralCode", { token: referrer.token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.count).toBe(1);
    expect(body.data).toEqual([
      {
        inviteCode: referrer.inviteCode,
        name: "Invited Friend",
        email: invited.email,
        created_at: expect.any(String),
      },
    ]);
    // Nobody appears in their own list: the invited user referred no one.
    const own = await get(app(), "/api/user/referralCode", { token: invited.token });
    expect(await own.json()).toEqual({ data: [], count: 0 });

    // Once the friend deletes their account, they stay counted, without an address.
    const deleted = await postJson(
      app(),
      "/api/user/deleteAccountUser",
      { status: 0 },
      { token: invited.token },
    );
    expect(deleted.status).toBe(200);
    const after = await (await get(app(), "/api/user/referralCode", { token: referrer.token })).json();
    expect(after).toEqual({
      data: [
        {
          inviteCode: referrer.inviteCode,
          name: "Deleted account",
          email: "",
          created_at: expect.any(String),
        },
      ],
      count: 1,
    });
  });

  it("accepts a null or empty invite code from clients that always send the field", async () => {
    for (const inviteCode of [null, ""]) {
      const response = await postJson(app(), "/api/auth/register", {
        name: "No Code",
        email: uniqueEmail(),
        password: "long enough",
        inviteCode,
      });
      expect(response.status, JSON.stringify(inviteCode)).toBe(200);
    }
  });

  it("refuses an unknown invite code instead of silently dropping the referral", async () => {
    const email = uniqueEmail();
    const response = await postJson(app(), "/api/auth/register", {
      name: "Carol",
      email,
      password: "long enough",
      inviteCode: "NOSUCHCODE",
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ inviteCode: ["The selected invite code is invalid."] });
    expect(await database.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it("cannot make a user their own referrer: the only code that could be theirs belongs to an existing email", async () => {
    const existing = await signUpAndLogIn(app());
    const response = await postJson(app(), "/api/auth/register", {
      name: "Same Person",
      email: existing.email,
      password: "long enough",
      inviteCode: existing.inviteCode,
    });
    expect(response.status).toBe(422);
    const selfReferred = await database.db.$count(users, eq(users.referredByUserId, users.id));
    expect(selfReferred).toBe(0);
  });
});

describe("a JSON body that is not an object", () => {
  it.each([
    ["/api/auth/register", "[1,2]"],
    ["/api/auth/userLogin", "7"],
    ["/api/public/checkMail", "null"],
    ["/api/public/send-email-immigration", '"text"'],
  ])("%s with %s is answered 422 in plain words", async (path, body) => {
    const response = await app().request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "The request body must be a JSON object.",
      errors: { _: ["The request body must be a JSON object."] },
    });
  });
});

describe("POST /api/auth/userLogin", () => {
  it.each([["on"], [true], ["true"], ["1"], [false], ["false"], ["0"]])(
    'takes remember = %j (a form\'s checkbox sends "on", JSON true or false)',
    async (remember) => {
      const account = await signUpAndLogIn(app());
      const response = await postJson(app(), "/api/auth/userLogin", {
        email: account.email,
        password: account.password,
        remember,
      });
      expect(response.status).toBe(200);
    },
  );

  it.each([[{}], ["banana"], [null], [2], [[]]])(
    "refuses remember = %j with a plain message, signing nobody in",
    async (remember) => {
      const account = await signUpAndLogIn(app());
      const response = await postJson(app(), "/api/auth/userLogin", {
        email: account.email,
        password: account.password,
        remember,
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message: "The remember field must be true or false.",
        errors: { remember: ["The remember field must be true or false."] },
      });
    },
  );

  it("answers user and access_token; the token opens the user calls and only its SHA-256 is stored", async () => {
    const account = await signUpAndLogIn(app());
    const response = await tryLogIn(app(), account.email.toUpperCase(), account.password);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body.user).sort()).toEqual(USER_FIELDS);
    expect(body.user.email).toBe(account.email);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token_type).toBe("Bearer");

    const stored = await database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, account.id));
    // Two sessions, signUpAndLogIn's and this login's: each stored as a SHA-256, never the token.
    expect(stored).toHaveLength(2);
    expect(stored.map((s) => s.tokenHash)).not.toContain(body.access_token);
    expect(stored.map((s) => s.tokenHash)).toContain(
      createHash("sha256").update(body.access_token).digest("hex"),
    );
    expect(stored.filter((s) => !/^[0-9a-f]{64}$/.test(s.tokenHash))).toEqual([]);

    const current = await get(app(), "/api/user/checkCurrentUser", { token: body.access_token });
    expect(current.status).toBe(200);
    expect((await current.json()).user.id).toBe(account.id);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const account = await signUpAndLogIn(app());
    const wrongPassword = await tryLogIn(app(), account.email, "wrong password");
    const unknownEmail = await tryLogIn(app(), uniqueEmail(), "wrong password");
    const expected = {
      message: "Invalid username or password.",
      errors: { account: ["Invalid username or password."] },
      reason: "invalid-credentials",
    };
    expect(wrongPassword.status).toBe(422);
    expect(await wrongPassword.json()).toEqual(expected);
    expect(unknownEmail.status).toBe(422);
    expect(await unknownEmail.json()).toEqual(expected);
  });

  it("takes the password exactly as typed, spaces included", async () => {
    const account = await signUpAndLogIn(app(), { password: " spaced out password " });
    expect((await tryLogIn(app(), account.email, " spaced out password ")).status).toBe(200);
    const trimmed = await tryLogIn(app(), account.email, "spaced out password");
    expect(trimmed.status).toBe(422);
  });

  it("answers 422 per field for a missing email and password", async () => {
    const response = await postJson(app(), "/api/auth/userLogin", { email: "" });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      email: ["The email field is required."],
      password: ["The password field is required."],
    });
  });

  it("refuses a deactivated user with SPEC's message, and only once the password is right", async () => {
    const account = await signUpAndLogIn(app());
    await database.db.update(users).set({ status: 0 }).where(eq(users.id, account.id));

    const right = await tryLogIn(app(), account.email, account.password);
    expect(right.status).toBe(403);
    expect((await right.json()).message).toBe(
      "Your account is deactivated. Please contact support for help.",
    );

    const wrong = await tryLogIn(app(), account.email, "not the password");
    expect((await wrong.json()).message).toBe("Invalid username or password.");
  });

  it("stops a deactivated user's existing tokens at once", async () => {
    const account = await signUpAndLogIn(app());
    expect(await sessionStatus(app(), account.token)).toBe(200);
    await database.db.update(users).set({ status: 0 }).where(eq(users.id, account.id));
    const response = await get(app(), "/api/user/checkCurrentUser", { token: account.token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthenticated." });
  });
});

describe("bearer tokens", () => {
  it.each([
    ["no Authorization header", undefined],
    ["an unknown token", "Bearer 4dDaXbtbq1I9wQ4ffEm-hFJ3c2bW5qWmQ0i9r8yXk7A"],
    ["a token of the wrong scheme", "Basic dXNlcjpwYXNz"],
    ["an absurdly long token", `Bearer ${"x".repeat(5000)}`],
  ])("answers 401 Unauthenticated. with %s", async (_case, authorization) => {
    const response = await app().request("/api/user/checkCurrentUser", {
      headers: authorization ? { authorization } : {},
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthenticated." });
  });

  it("answers 401 on every user call without a token", async () => {
    const calls: Array<[string, string]> = [
      ["GET", "/api/user/checkCurrentUser"],
      ["POST", "/api/user/updateUser"],
      ["POST", "/api/user/updateUserEmail"],
      ["POST", "/api/user/updateUserSocial"],
      ["POST", "/api/user/deleteAccountUser"],
      ["GET", "/api/user/fetechBookmark"],
      ["GET", "/api/user/saveUserBookMark?slug=x"],
      ["GET", "/api/user/deleteBookmark?bookmarkId=1"],
      ["GET", "/api/user/referralCode"],
      ["POST", "/api/auth/updatePassword"],
      ["POST", "/api/auth/logout"],
    ];
    for (const [method, path] of calls) {
      const response = await app().request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("expire: a session past its expiry no longer works", async () => {
    const account = await signUpAndLogIn(app());
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.id));
    expect(await sessionStatus(app(), account.token)).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the token it is called with and no other", async () => {
    const account = await signUpAndLogIn(app());
    const otherDevice = await logIn(app(), account.email, account.password);

    const response = await postJson(app(), "/api/auth/logout", {}, { token: account.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Logged out successfully" });

    expect(await sessionStatus(app(), account.token)).toBe(401);
    expect(await sessionStatus(app(), otherDevice)).toBe(200);
  });
});

describe("POST /api/auth/updatePassword", () => {
  it("changes the password, keeps this session and ends every other one", async () => {
    const account = await signUpAndLogIn(app());
    const otherDevice = await logIn(app(), account.email, account.password);

    const response = await changePassword(app(), account, "a brand new secret");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Has been successfully updated" });

    expect(await sessionStatus(app(), account.token)).toBe(200);
    expect(await sessionStatus(app(), otherDevice)).toBe(401);

    const oldLogin = await tryLogIn(app(), account.email, account.password);
    expect(oldLogin.status).toBe(422);
    expect((await tryLogIn(app(), account.email, "a brand new secret")).status).toBe(200);

    // The owner is told, in case the change was not theirs.
    expect(await mailsTo(account.email)).toEqual(["Your W3Programmer password was changed"]);
  });

  it("answers 422 on old_password when it is wrong, and changes nothing", async () => {
    const account = await signUpAndLogIn(app());
    const response = await changePassword(app(), account, "a brand new secret", {
      oldPassword: "not my password",
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "The old password is incorrect.",
      errors: { old_password: ["The old password is incorrect."] },
    });
    expect((await tryLogIn(app(), account.email, account.password)).status).toBe(200);
    expect(await mailsTo(account.email)).toEqual([]);
  });

  it("refuses the current password as the new one with 422 on new_password, and changes nothing", async () => {
    const account = await signUpAndLogIn(app());
    const otherDevice = await logIn(app(), account.email, account.password);
    const [before] = await database.db.select().from(users).where(eq(users.id, account.id));

    const response = await changePassword(app(), account, account.password);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "The new password must be different from the old password.",
      errors: { new_password: ["The new password must be different from the old password."] },
    });

    const [after] = await database.db.select().from(users).where(eq(users.id, account.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await sessionStatus(app(), otherDevice)).toBe(200);
    expect(await mailsTo(account.email)).toEqual([]);
    expect((await tryLogIn(app(), account.email, account.password)).status).toBe(200);
  });

  it("refuses a commonly used new password with 422 on new_password, and changes nothing", async () => {
    const account = await signUpAndLogIn(app());
    const otherDevice = await logIn(app(), account.email, account.password);

    const response = await changePassword(app(), account, "Password1");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "This password is too common. Choose one that is harder to guess.",
      errors: { new_password: ["This password is too common. Choose one that is harder to guess."] },
    });

    expect(await sessionStatus(app(), otherDevice)).toBe(200);
    expect(await mailsTo(account.email)).toEqual([]);
    expect((await tryLogIn(app(), account.email, account.password)).status).toBe(200);
    expect((await tryLogIn(app(), account.email, "Password1")).status).toBe(422);
  });

  it("answers 422 per field: required, too short, confirmation mismatch", async () => {
    const account = await signUpAndLogIn(app());
    const empty = await postForm(app(), "/api/auth/updatePassword", {}, { token: account.token });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual({
      old_password: ["The old password field is required."],
      new_password: ["The new password field is required."],
      new_password_confirmation: ["The new password confirmation field is required."],
    });

    const bad = await changePassword(app(), account, "short", { confirmation: "other" });
    expect((await bad.json()).errors).toEqual({
      new_password: ["The new password must be at least 8 characters."],
      new_password_confirmation: ["The new password confirmation does not match."],
    });

    const mismatch = await changePassword(app(), account, "long enough one", {
      confirmation: "long enough two",
    });
    expect((await mismatch.json()).errors).toEqual({
      new_password_confirmation: ["The new password confirmation does not match."],
    });
  });

  it("names a wrong old password with the other fields' errors in one 422", async () => {
    const account = await signUpAndLogIn(app());
    const refused = await changePassword(app(), account, "long enough one", {
      oldPassword: "not my password",
      confirmation: "long enough two",
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({
      old_password: ["The old password is incorrect."],
      new_password_confirmation: ["The new password confirmation does not match."],
    });
    // The right old password with the same mistake: only the mistake.
    const right = await changePassword(app(), account, "long enough one", {
      confirmation: "long enough two",
    });
    expect((await right.json()).errors).toEqual({
      new_password_confirmation: ["The new password confirmation does not match."],
    });
    expect((await tryLogIn(app(), account.email, account.password)).status).toBe(200);
    expect(await mailsTo(account.email)).toEqual([]);
  });

  it("refuses a JSON body: SPEC makes this a multipart call", async () => {
    const account = await signUpAndLogIn(app());
    const response = await postJson(
      app(),
      "/api/auth/updatePassword",
      {
        old_password: account.password,
        new_password: "long enough one",
        new_password_confirmation: "long enough one",
      },
      { token: account.token },
    );
    expect(response.status).toBe(415);
  });
});
