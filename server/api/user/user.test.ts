import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, passwordResetTokens, sessions, users } from "../../db/schema/index.ts";
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
  type TestAccount,
  ageLogin,
} from "../../../tests/support/api-accounts.ts";

const database = setupTestDatabase();
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-user-test-"));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});
const app = () => accountsApp(database, { dataDir, publicUrl: "http://localhost:3000" });

const PROFILE = {
  name: "Grace Hopper",
  phone_number: "+1 (555) 010-2030",
  nationality_id: "United States",
  bio: "Compilers.",
};

const pngPhoto = async (color = "#3366cc") =>
  new File(
    [
      await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
        .png()
        .toBuffer(),
    ],
    "me.png",
    { type: "image/png" },
  );

const avatarName = (imageUrl: string) => imageUrl.split("/").at(-1)!;
const avatarPath = (name: string) => path.join(dataDir, "uploads", "avatars", name);

describe("GET /api/user/checkCurrentUser", () => {
  it("answers user, image, registerDate and the country list", async () => {
    const account = await signUpAndLogIn(app(), { name: "Current User" });
    const response = await get(app(), "/api/user/checkCurrentUser", { token: account.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body.user).toMatchObject({
      id: account.id,
      name: "Current User",
      email: account.email,
      status: 1,
      bio: null,
    });
    expect(body.image).toBeNull();
    expect(Date.now() - new Date(body.registerDate).getTime()).toBeLessThan(60_000);
    expect(body.country.length).toBeGreaterThan(190);
    expect(body.country).toEqual(expect.arrayContaining(["United States", "India", "Bangladesh", "Canada"]));
  });
});

describe("POST /api/user/updateUser", () => {
  it("saves name, phone, country and bio", async () => {
    const account = await signUpAndLogIn(app());
    const response = await postForm(app(), "/api/user/updateUser", PROFILE, { token: account.token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe("Has been successfully updated");
    expect(body.user).toMatchObject(PROFILE);
    const current = await (await get(app(), "/api/user/checkCurrentUser", { token: account.token })).json();
    expect(current.user).toMatchObject(PROFILE);
  });

  it("keeps the name on one line: line breaks and tabs become one space", async () => {
    const account = await signUpAndLogIn(app());
    const response = await postForm(
      app(),
      "/api/user/updateUser",
      { ...PROFILE, name: "Grace\r\nX-Injected: 1\tHopper" },
      { token: account.token },
    );
    expect(response.status).toBe(200);
    expect((await response.json()).user.name).toBe("Grace X-Injected: 1 Hopper");
    const [row] = await database.db.select({ name: users.name }).from(users).where(eq(users.id, account.id));
    expect(row!.name).toBe("Grace X-Injected: 1 Hopper");
  });

  it('answers "Please input your phone number" and the other fields\' messages, changing nothing', async () => {
    const account = await signUpAndLogIn(app(), { name: "Unchanged" });
    const response = await postForm(
      app(),
      "/api/user/updateUser",
      { name: "", phone_number: "", nationality_id: "", bio: "" },
      { token: account.token },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "The name field is required.",
      errors: {
        name: ["The name field is required."],
        phone_number: ["Please input your phone number"],
        nationality_id: ["Please select your country."],
        bio: ["The bio field is required."],
      },
    });
    const [row] = await database.db.select({ name: users.name }).from(users).where(eq(users.id, account.id));
    expect(row!.name).toBe("Unchanged");
  });

  it("refuses a country that is not in the list and a phone number with letters", async () => {
    const account = await signUpAndLogIn(app());
    const country = await postForm(
      app(),
      "/api/user/updateUser",
      { ...PROFILE, nationality_id: "Atlantis" },
      { token: account.token },
    );
    expect(country.status).toBe(422);
    expect((await country.json()).errors).toEqual({
      nationality_id: ["Please select a country from the list."],
    });
    const phone = await postForm(
      app(),
      "/api/user/updateUser",
      { ...PROFILE, phone_number: "call me maybe" },
      { token: account.token },
    );
    expect((await phone.json()).errors).toEqual({ phone_number: ["The phone number format is invalid."] });
  });

  it("names every wrong field in one 422: a phone with letters, an unknown country, a photo that is not an image", async () => {
    const account = await signUpAndLogIn(app(), { name: "Unchanged" });
    const notAnImage = () => new File(["plain text"], "photo.png", { type: "image/png" });
    const cases = [
      {
        fields: { name: "Alice", phone_number: "abc", bio: "hi", nationality_id: "Narnia" },
        errors: {
          phone_number: ["The phone number format is invalid."],
          nationality_id: ["Please select a country from the list."],
        },
      },
      {
        fields: { ...PROFILE, nationality_id: "", file: notAnImage() },
        errors: {
          nationality_id: ["Please select your country."],
          file: ["Please upload a valid image file."],
        },
      },
      {
        fields: { ...PROFILE, nationality_id: "Narnia", file: notAnImage() },
        errors: {
          nationality_id: ["Please select a country from the list."],
          file: ["Please upload a valid image file."],
        },
      },
      {
        fields: { ...PROFILE, phone_number: "abc", file: "not a file" },
        errors: {
          phone_number: ["The phone number format is invalid."],
          file: ["Please upload a valid image file."],
        },
      },
    ];
    for (const { fields, errors } of cases) {
      const response = await postForm(app(), "/api/user/updateUser", fields, { token: account.token });
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual(errors);
    }
    const [row] = await database.db
      .select({ name: users.name, image: users.image })
      .from(users)
      .where(eq(users.id, account.id));
    expect(row).toEqual({ name: "Unchanged", image: null });
  });

  it("stores the photo as a 512×512 WebP served with nosniff, and removes the previous one", async () => {
    const account = await signUpAndLogIn(app());
    const first = await postForm(
      app(),
      "/api/user/updateUser",
      { ...PROFILE, file: await pngPhoto() },
      { token: account.token },
    );
    expect(first.status).toBe(200);
    const { image } = await (await get(app(), "/api/user/checkCurrentUser", { token: account.token })).json();
    expect(image).toMatch(/^http:\/\/localhost:3000\/files\/avatars\/[0-9a-f]{32}\.webp$/);

    const served = await app().request(new URL(image).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("max-age=31536000");
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 512, height: 512 });

    const second = await postForm(
      app(),
      "/api/user/updateUser",
      { ...PROFILE, file: await pngPhoto("#cc3366") },
      { token: account.token },
    );
    expect(second.status).toBe(200);
    const after = await (await get(app(), "/api/user/checkCurrentUser", { token: account.token })).json();
    expect(after.image).not.toBe(image);
    await expect(fs.access(avatarPath(avatarName(image)))).rejects.toThrow();
    expect((await app().request(new URL(image).pathname)).status).toBe(404);
    await expect(fs.access(avatarPath(avatarName(after.image)))).resolves.toBeUndefined();

    // Saving without a file keeps the photo.
    await postForm(app(), "/api/user/updateUser", PROFILE, { token: account.token });
    const kept = await (await get(app(), "/api/user/checkCurrentUser", { token: account.token })).json();
    expect(kept.image).toBe(after.image);
  });

  it('refuses a renamed non-image ("photo.png" with text bytes) and an SVG with "Please upload a valid image file."', async () => {
    const account = await signUpAndLogIn(app(), { name: "Before" });
    const fakes = [
      new File(["this is plain text, not a PNG"], "photo.png", { type: "image/png" }),
      new File(
        ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'],
        "photo.svg",
        { type: "image/svg+xml" },
      ),
    ];
    for (const file of fakes) {
      const response = await postForm(
        app(),
        "/api/user/updateUser",
        { ...PROFILE, file },
        { token: account.token },
      );
      expect(response.status, file.name).toBe(422);
      expect(await response.json()).toEqual({
        message: "Please upload a valid image file.",
        errors: { file: ["Please upload a valid image file."] },
      });
    }
    const [row] = await database.db
      .select({ name: users.name, image: users.image })
      .from(users)
      .where(eq(users.id, account.id));
    expect(row).toEqual({ name: "Before", image: null });
  });

  it("refuses a file over 5 MB with a message, and a request over 6 MB with 413", async () => {
    const account = await signUpAndLogIn(app());
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    const response = await postForm(
      app(),
      "/api/user/updateUser",
      { ...PROFILE, file: big },
      { token: account.token },
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ file: ["The file must not be greater than 5 MB."] });

    const huge = new File([new Uint8Array(7 * 1024 * 1024)], "huge.png", { type: "image/png" });
    const tooLarge = await postForm(
      app(),
      "/api/user/updateUser",
      { ...PROFILE, file: huge },
      { token: account.token },
    );
    expect(tooLarge.status).toBe(413);
  });

  it("serves nothing outside the avatar folder", async () => {
    for (const name of ["..%2F..%2Fetc%2Fpasswd", "missing.webp", `${"0".repeat(32)}.webp`]) {
      expect((await app().request(`/files/avatars/${name}`)).status, name).toBe(404);
    }
  });
});

describe("POST /api/user/updateUserEmail", () => {
  it("changes the sign-in email with the current password and tells the old address", async () => {
    const account = await signUpAndLogIn(app());
    const newEmail = uniqueEmail("moved");
    const response = await postForm(
      app(),
      "/api/user/updateUserEmail",
      { email: newEmail.toUpperCase(), password: account.password },
      { token: account.token },
    );
    expect(response.status).toBe(200);
    expect((await response.json()).user.email).toBe(newEmail);
    expect((await tryLogIn(app(), newEmail, account.password)).status).toBe(200);

    const [notice] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, account.email));
    expect(notice!.subject).toBe("Your W3Programmer email address was changed");
    expect(notice!.textBody).toContain(newEmail);
  });

  it("refuses a wrong or missing current password and changes nothing", async () => {
    const account = await signUpAndLogIn(app());
    const newEmail = uniqueEmail("hijack");
    const wrong = await postForm(
      app(),
      "/api/user/updateUserEmail",
      { email: newEmail, password: "not the password" },
      { token: account.token },
    );
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ password: ["The password is incorrect."] });
    const missing = await postForm(
      app(),
      "/api/user/updateUserEmail",
      { email: newEmail },
      { token: account.token },
    );
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toEqual({ password: ["The password field is required."] });
    const [row] = await database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, account.id));
    expect(row!.email).toBe(account.email);
  });

  it('answers "Please input your email" when empty and refuses a taken email', async () => {
    const account = await signUpAndLogIn(app());
    const other = await signUpAndLogIn(app());
    const empty = await postForm(
      app(),
      "/api/user/updateUserEmail",
      { email: "", password: account.password },
      { token: account.token },
    );
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({
      message: "Please input your email",
      errors: { email: ["Please input your email"] },
    });

    const taken = await postForm(
      app(),
      "/api/user/updateUserEmail",
      { email: other.email, password: account.password },
      { token: account.token },
    );
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors).toEqual({ email: ["The email has already been taken."] });

    // A wrong password is named with the email's mistake, in one answer.
    const both = await postForm(
      app(),
      "/api/user/updateUserEmail",
      { email: "", password: "not my password" },
      { token: account.token },
    );
    expect(both.status).toBe(422);
    expect((await both.json()).errors).toEqual({
      email: ["Please input your email"],
      password: ["The password is incorrect."],
    });

    // A taken email too: not told only once the password is right.
    const takenAndWrong = await postForm(
      app(),
      "/api/user/updateUserEmail",
      { email: other.email, password: "not my password" },
      { token: account.token },
    );
    expect(takenAndWrong.status).toBe(422);
    expect((await takenAndWrong.json()).errors).toEqual({
      email: ["The email has already been taken."],
      password: ["The password is incorrect."],
    });
  });
});

describe("reset links mailed before a change", () => {
  async function unusedResetLinks(userId: number) {
    return database.db.$count(
      passwordResetTokens,
      and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)),
    );
  }

  it("stop working when the email changes", async () => {
    const account = await signUpAndLogIn(app());
    expect((await postJson(app(), "/api/public/checkMail", { email: account.email })).status).toBe(200);
    expect(await unusedResetLinks(account.id)).toBe(1);
    await postForm(
      app(),
      "/api/user/updateUserEmail",
      { email: uniqueEmail("moved"), password: account.password },
      { token: account.token },
    );
    expect(await unusedResetLinks(account.id)).toBe(0);
  });

  it("stop working when the password changes", async () => {
    const account = await signUpAndLogIn(app());
    expect((await postJson(app(), "/api/public/checkMail", { email: account.email })).status).toBe(200);
    const change = await changePassword(app(), account, "a brand new password");
    expect(change.status).toBe(200);
    expect(await unusedResetLinks(account.id)).toBe(0);
  });
});

describe("POST /api/user/updateUserSocial", () => {
  const SOCIAL = ["facebook", "instagram", "twitter", "website", "github"];

  it("saves http(s) links and clears blank ones", async () => {
    const account = await signUpAndLogIn(app());
    const links = {
      facebook: "https://facebook.com/grace",
      instagram: "",
      twitter: "https://twitter.com/grace",
      website: "http://grace.example.org",
      github: "https://github.com/grace",
    };
    const response = await postForm(app(), "/api/user/updateUserSocial", links, { token: account.token });
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ ...links, instagram: null });

    const cleared = await postForm(
      app(),
      "/api/user/updateUserSocial",
      { ...links, twitter: "" },
      { token: account.token },
    );
    expect((await cleared.json()).user.twitter).toBeNull();

    // A link left out of the body stays as it was.
    const one = await postForm(
      app(),
      "/api/user/updateUserSocial",
      { github: "https://github.com/grace-h" },
      { token: account.token },
    );
    expect(one.status).toBe(200);
    expect((await one.json()).user).toMatchObject({
      ...links,
      instagram: null,
      twitter: null,
      github: "https://github.com/grace-h",
    });
  });

  it.each([
    ["no body", {}],
    ["another form's fields", { "content-type": "application/x-www-form-urlencoded", body: "name=Grace" }],
  ])("refuses a body naming none of the links (%s) with 422, clearing nothing", async (_case, sent) => {
    const account = await signUpAndLogIn(app());
    const links = {
      facebook: "https://facebook.com/grace",
      instagram: "https://instagram.com/grace",
      twitter: "https://twitter.com/grace",
      website: "https://grace.example.org",
      github: "https://github.com/grace",
    };
    const saved = await postForm(app(), "/api/user/updateUserSocial", links, { token: account.token });
    expect(saved.status).toBe(200);

    const { body, ...headers } = sent as { body?: string; "content-type"?: string };
    const response = await app().request("/api/user/updateUserSocial", {
      method: "POST",
      headers: { "x-forwarded-for": freshIp(), authorization: `Bearer ${account.token}`, ...headers },
      body,
    });
    expect(response.status).toBe(422);
    const refusal = await response.json();
    expect(refusal.message).toBe(
      "Send the links to save: facebook, instagram, twitter, website or github (an empty one clears that link).",
    );
    const current = await get(app(), "/api/user/checkCurrentUser", { token: account.token });
    expect((await current.json()).user).toMatchObject(links);
  });

  it("answers a form body that cannot be read with 400, clearing nothing", async () => {
    const account = await signUpAndLogIn(app());
    const links = {
      ...Object.fromEntries(SOCIAL.map((name) => [name, ""])),
      github: "https://github.com/grace",
    };
    await postForm(app(), "/api/user/updateUserSocial", links, { token: account.token });

    const response = await app().request("/api/user/updateUserSocial", {
      method: "POST",
      headers: {
        "x-forwarded-for": freshIp(),
        authorization: `Bearer ${account.token}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "%%%=%E0%A4%A&=&&",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The form could not be read." });
    const current = await get(app(), "/api/user/checkCurrentUser", { token: account.token });
    expect((await current.json()).user.github).toBe("https://github.com/grace");
  });

  it.each([
    ["twitter", "Twitter", "twitter.com/grace"],
    ["facebook", "Facebook", "ftp://facebook.com/grace"],
    ["instagram", "Instagram", "javascript:alert(1)"],
    ["website", "Website", "http://"],
    ["github", "Github", "github"],
  ])("refuses %s = %j with SPEC's message", async (field, name, value) => {
    const account = await signUpAndLogIn(app());
    const response = await postForm(
      app(),
      "/api/user/updateUserSocial",
      { [field]: value },
      { token: account.token },
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      [field]: [`${name} must be a valid URL starting with http:// or https://`],
    });
  });
});

describe("POST /api/user/deleteAccountUser", () => {
  it("deletes an account even when someone signed up with the address a deleted account used to get", async () => {
    const account = await signUpAndLogIn(app());
    // The placeholder once was `deleted-{id}@deleted.invalid`: taken in advance, it blocked the deletion.
    const squatter = await signUpAndLogIn(app(), { email: `deleted-${account.id}@deleted.invalid` });

    const response = await postJson(
      app(),
      "/api/user/deleteAccountUser",
      { status: 0 },
      { token: account.token },
    );
    expect(response.status).toBe(200);
    expect(await sessionStatus(app(), account.token)).toBe(401);
    const [squatted] = await database.db.select().from(users).where(eq(users.id, squatter.id));
    expect(squatted).toMatchObject({ status: 1, email: `deleted-${account.id}@deleted.invalid` });
  });

  it("deactivates the account: every token stops working and logging in is refused", async () => {
    const account = await signUpAndLogIn(app());
    const otherDevice = await logIn(app(), account.email, account.password);

    const response = await postJson(
      app(),
      "/api/user/deleteAccountUser",
      { status: 0 },
      { token: account.token },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Account deleted" });

    const [row] = await database.db.select().from(users).where(eq(users.id, account.id));
    // The row stays for the orders and certificates that point at it, without the person's data.
    expect(row).toMatchObject({
      status: 0,
      name: "Deleted account",
      email: expect.stringMatching(new RegExp(`^deleted-${account.id}-[0-9a-f]{16}@deleted\\.invalid$`)),
      phoneNumber: null,
      nationalityId: null,
      bio: null,
      image: null,
      facebook: null,
      github: null,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    // Both of its sessions, this one and the other device's, are revoked.
    const revoked = await database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, account.id));
    expect(revoked).toHaveLength(2);
    expect(revoked.filter((session) => session.revokedAt === null)).toEqual([]);

    for (const token of [account.token, otherDevice]) {
      expect(await sessionStatus(app(), token)).toBe(401);
    }
    const login = await tryLogIn(app(), account.email, account.password);
    expect(login.status).toBe(403);
    expect((await login.json()).message).toBe(
      "Your account is deactivated. Please contact support for help.",
    );
  });

  it("lets the email sign up again, as a new account", async () => {
    const account = await signUpAndLogIn(app());
    expect((await postJson(app(), "/api/public/checkMail", { email: account.email })).status).toBe(200);
    await postJson(app(), "/api/user/deleteAccountUser", { status: 0 }, { token: account.token });
    // The reset link mailed before the deletion is dead, and the address is unknown to it.
    const unused = await database.db.$count(
      passwordResetTokens,
      and(eq(passwordResetTokens.userId, account.id), isNull(passwordResetTokens.usedAt)),
    );
    expect(unused).toBe(0);
    const forgot = await postJson(app(), "/api/public/checkMail", { email: account.email });
    expect((await forgot.json()).errors).toEqual({ email: ["Email does not exist."] });

    const again = await postJson(
      app(),
      "/api/auth/register",
      { name: "Second Life", email: account.email, password: "another good password" },
      { headers: { "x-forwarded-for": freshIp() } },
    );
    expect(again.status).toBe(200);
    const [newRow] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));
    expect(newRow!.id).not.toBe(account.id);
    const login = await tryLogIn(app(), account.email, "another good password");
    expect(login.status).toBe(200);
    expect((await login.json()).user.name).toBe("Second Life");
    // The old password opens nothing: not the new account, and not the deleted one.
    const old = await tryLogIn(app(), account.email, account.password);
    expect(old.status).toBe(422);
  });

  it("answers 422 unless status is 0, and changes nothing", async () => {
    const account = await signUpAndLogIn(app());
    for (const body of [{}, { status: 1 }, { status: "" }]) {
      const response = await postJson(app(), "/api/user/deleteAccountUser", body, { token: account.token });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await response.json()).errors.status).toHaveLength(1);
    }
    expect(await sessionStatus(app(), account.token)).toBe(200);
  });
});

describe("POST /api/user/deleteAccountUser needs a recent login", () => {
  const RECENT_LOGIN_REQUIRED = "Enter your password again to delete your account.";

  /** The account's row and its sessions, to show that a refusal changed nothing. */
  async function accountState(id: number) {
    const [user] = await database.db.select().from(users).where(eq(users.id, id));
    const ownSessions = await database.db
      .select({ revokedAt: sessions.revokedAt, authenticatedAt: sessions.authenticatedAt })
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(sessions.id);
    return { user, sessions: ownSessions };
  }

  const deleteWith = (account: TestAccount, body: Record<string, unknown>) =>
    postJson(app(), "/api/user/deleteAccountUser", body, { token: account.token });

  it("deletes with SPEC's status 0 alone while the login is recent", async () => {
    const account = await signUpAndLogIn(app());
    const response = await deleteWith(account, { status: 0 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Account deleted" });
    expect((await accountState(account.id)).user).toMatchObject({ status: 0, name: "Deleted account" });
    expect(await sessionStatus(app(), account.token)).toBe(401);
  });

  it("refuses a login older than 15 minutes without the password with 403, changing nothing", async () => {
    const account = await signUpAndLogIn(app());
    await ageLogin(database, account);
    const before = await accountState(account.id);
    // An empty password is no password.
    for (const body of [{ status: 0 }, { status: 0, password: "" }]) {
      const response = await deleteWith(account, body);
      expect(response.status, JSON.stringify(body)).toBe(403);
      expect(await response.json()).toEqual({
        message: RECENT_LOGIN_REQUIRED,
        reason: "recent-login-required",
      });
    }
    expect(await accountState(account.id)).toEqual(before);
    expect(before.user).toMatchObject({ status: 1, email: account.email, deletedAt: null });
    expect(await sessionStatus(app(), account.token)).toBe(200);
  });

  it("answers a wrong password with 422 on password, changing nothing (the login stays old)", async () => {
    const account = await signUpAndLogIn(app());
    await ageLogin(database, account);
    const before = await accountState(account.id);
    const wrong = await deleteWith(account, { status: 0, password: "not the password" });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ password: ["The password is incorrect."] });
    expect(await accountState(account.id)).toEqual(before);
    // A wrong password did not renew the login: the password is still asked for.
    expect((await deleteWith(account, { status: 0 })).status).toBe(403);
    expect(await sessionStatus(app(), account.token)).toBe(200);
  });

  it("checks a password that is given even while the login is recent: a wrong one never deletes", async () => {
    const account = await signUpAndLogIn(app());
    const before = await accountState(account.id);
    const wrong = await deleteWith(account, { status: 0, password: "not the password" });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ password: ["The password is incorrect."] });
    expect(await accountState(account.id)).toEqual(before);
    const right = await deleteWith(account, { status: 0, password: account.password });
    expect(right.status).toBe(200);
    expect((await accountState(account.id)).user).toMatchObject({ status: 0 });
  });

  it("deletes with the right password given again", async () => {
    const account = await signUpAndLogIn(app());
    const otherDevice = await logIn(app(), account.email, account.password);
    await ageLogin(database, account);
    const response = await deleteWith(account, { status: 0, password: account.password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Account deleted" });
    const after = await accountState(account.id);
    expect(after.user).toMatchObject({ status: 0, name: "Deleted account", phoneNumber: null });
    expect(after.user!.deletedAt).toBeInstanceOf(Date);
    expect(after.user!.email).not.toBe(account.email);
    expect(after.sessions.filter((session) => session.revokedAt === null)).toEqual([]);
    for (const token of [account.token, otherDevice]) expect(await sessionStatus(app(), token)).toBe(401);
    expect((await tryLogIn(app(), account.email, account.password)).status).toBe(403);
  });
});
