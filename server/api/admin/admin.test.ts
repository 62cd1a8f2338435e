/**
 * The admin area's calls (docs/decisions/0011): users (search, deactivate, reactivate, roles with
 * a recent login) and the audit log. Admin only; every change audited with the row before and
 * after; a stale change refused with 409 and nothing changed.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import {
  accountsApp,
  get,
  postForm,
  sessionStatus,
  signUpAndLogIn,
  tryLogIn,
  ageLogin,
} from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);

async function userRow(id: number) {
  const [row] = await database.db
    .select({ status: users.status, role: users.role, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, id));
  return row!;
}

async function auditOf(userId: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, String(userId))))
    .orderBy(desc(auditLog.id));
}

const version = async (id: number) => (await userRow(id)).updatedAt.toISOString();

describe("who may call the admin API", () => {
  const calls = [
    ["GET", "/api/admin/users"],
    ["GET", "/api/admin/users/{id}"],
    ["POST", "/api/admin/users/{id}/status"],
    ["POST", "/api/admin/users/{id}/role"],
    ["GET", "/api/admin/audit-log"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const user = await signUpAndLogIn(app());
      const target = await signUpAndLogIn(app());
      const before = await userRow(target.id);
      const url = path.replace("{id}", String(target.id));
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), url, { token })
          : postForm(
              app(),
              url,
              { status: "deactivated", role: "admin", updated_at: before.updatedAt.toISOString() },
              { token },
            );
      expect((await send()).status).toBe(401);
      const forbidden = await send(user.token);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: "Only administrators can do this." });
      expect(await userRow(target.id)).toEqual(before);
      expect(await sessionStatus(app(), target.token)).toBe(200);
    },
  );
});

describe("users", () => {
  it("finds accounts by any part of the name or email, newest first, a page at a time", async () => {
    const admin = await signUpAdmin(app(), database);
    const tag = `zq${Date.now().toString(36)}`;
    const older = await signUpAndLogIn(app(), { name: `Ada ${tag} Older` });
    const newer = await signUpAndLogIn(app(), { email: `${tag}-newer@example.com` });
    await signUpAndLogIn(app(), { name: "Someone Else" });

    const response = await get(app(), `/api/admin/users?search=${tag.toUpperCase()}`, { token: admin.token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.map((user: { id: number }) => user.id)).toEqual([newer.id, older.id]);
    expect(body.data[1]).toMatchObject({ name: `Ada ${tag} Older`, role: "user", status: 1, deleted: false });
    expect(body.data[1]).not.toHaveProperty("password_hash");
    expect(body.pagination).toEqual({ last_page: 1, total: 2, current_page: 1, per_page: 25 });

    // "%" is a character to find, not a wildcard.
    const wildcard = await (await get(app(), "/api/admin/users?search=%25", { token: admin.token })).json();
    expect(wildcard.data).toEqual([]);
    const bad = await get(app(), "/api/admin/users?page=0", { token: admin.token });
    expect(bad.status).toBe(422);
  });

  it("deactivates an account (signed out, login refused as deactivated) and reactivates it, audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const person = await signUpAndLogIn(app());
    const deactivated = await postForm(
      app(),
      `/api/admin/users/${person.id}/status`,
      { status: "deactivated", updated_at: await version(person.id) },
      { token: admin.token },
    );
    expect(deactivated.status).toBe(200);
    expect((await deactivated.json()).data).toMatchObject({ id: person.id, status: 0 });
    expect(await sessionStatus(app(), person.token)).toBe(401);
    const refused = await tryLogIn(app(), person.email, person.password);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      "Your account is deactivated. Please contact support for help.",
    );

    const reactivated = await postForm(
      app(),
      `/api/admin/users/${person.id}/status`,
      { status: "active", updated_at: await version(person.id) },
      { token: admin.token },
    );
    expect(reactivated.status).toBe(200);
    expect((await tryLogIn(app(), person.email, person.password)).status).toBe(200);

    const entries = await auditOf(person.id);
    expect(entries.map((entry) => entry.action)).toEqual(["user.reactivate", "user.deactivate"]);
    expect(entries[1]!.before).toMatchObject({ status: 1, email: person.email });
    expect(entries[1]!.after).toMatchObject({ status: 0 });
    expect(entries[1]).toMatchObject({ actorUserId: admin.id, actorEmail: admin.email });
  });

  it("refuses a change made on a stale version with 409, changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const person = await signUpAndLogIn(app());
    const seen = await version(person.id);
    // The person edits their profile in between.
    await database.db.update(users).set({ bio: "Changed" }).where(eq(users.id, person.id));
    const before = await userRow(person.id);
    for (const [path, fields] of [
      ["status", { status: "deactivated" }],
      ["role", { role: "admin" }],
    ] as const) {
      const response = await postForm(
        app(),
        `/api/admin/users/${person.id}/${path}`,
        { ...fields, updated_at: seen },
        { token: admin.token },
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        message:
          "This account has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
        reason: "stale-edit",
      });
    }
    expect(await userRow(person.id)).toEqual(before);
    expect(await sessionStatus(app(), person.token)).toBe(200);
    expect(await auditOf(person.id)).toEqual([]);
  });

  it("answers 422 to a bad status, role or version", async () => {
    const admin = await signUpAdmin(app(), database);
    const person = await signUpAndLogIn(app());
    const cases = [
      ["status", { status: "banned", updated_at: await version(person.id) }, "status"],
      ["status", { status: "active" }, "updated_at"],
      ["role", { role: "owner", updated_at: await version(person.id) }, "role"],
    ] as const;
    for (const [path, fields, field] of cases) {
      const response = await postForm(app(), `/api/admin/users/${person.id}/${path}`, fields, {
        token: admin.token,
      });
      expect(response.status).toBe(422);
      expect(Object.keys((await response.json()).errors)).toEqual([field]);
    }
  });

  it("names the statuses it takes, in its 422 and in the OpenAPI document", async () => {
    const admin = await signUpAdmin(app(), database);
    const person = await signUpAndLogIn(app());
    const response = await postForm(
      app(),
      `/api/admin/users/${person.id}/status`,
      { status: "banned", updated_at: await version(person.id) },
      { token: admin.token },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "The status field must be active or deactivated.",
      errors: { status: ["The status field must be active or deactivated."] },
    });
    expect(await sessionStatus(app(), person.token)).toBe(200);

    const document = await (await app().request("/api/openapi.json")).json();
    expect(document.components.schemas.SetUserStatusBody.properties.status).toEqual({
      type: "string",
      enum: ["active", "deactivated"],
    });
  });

  it("does not let an admin deactivate their own account", async () => {
    const admin = await signUpAdmin(app(), database);
    const response = await postForm(
      app(),
      `/api/admin/users/${admin.id}/status`,
      { status: "deactivated", updated_at: await version(admin.id) },
      { token: admin.token },
    );
    expect(response.status).toBe(409);
    expect((await userRow(admin.id)).status).toBe(1);
  });
});

describe("roles", () => {
  it("grants and revokes the admin role with a recent login, audited; the new admin gets in at once", async () => {
    const admin = await signUpAdmin(app(), database);
    const person = await signUpAndLogIn(app());
    expect((await get(app(), "/api/brands/allbrandlist", { token: person.token })).status).toBe(403);

    const granted = await postForm(
      app(),
      `/api/admin/users/${person.id}/role`,
      { role: "admin", updated_at: await version(person.id) },
      { token: admin.token },
    );
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ message: "The account is now an administrator." });
    expect((await get(app(), "/api/brands/allbrandlist", { token: person.token })).status).toBe(200);

    const revoked = await postForm(
      app(),
      `/api/admin/users/${person.id}/role`,
      { role: "user", updated_at: await version(person.id) },
      { token: admin.token },
    );
    expect(revoked.status).toBe(200);
    expect((await get(app(), "/api/brands/allbrandlist", { token: person.token })).status).toBe(403);
    const entries = await auditOf(person.id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        "user.revoke-admin",
        expect.objectContaining({ role: "admin" }),
        expect.objectContaining({ role: "user" }),
      ],
      [
        "user.grant-admin",
        expect.objectContaining({ role: "user" }),
        expect.objectContaining({ role: "admin" }),
      ],
    ]);
  });

  it("refuses a role change without a recent login until the password is given again", async () => {
    const admin = await signUpAdmin(app(), database);
    const person = await signUpAndLogIn(app());
    await ageLogin(database, admin);
    const change = (extra: Record<string, string> = {}) =>
      version(person.id).then((updated_at) =>
        postForm(
          app(),
          `/api/admin/users/${person.id}/role`,
          { role: "admin", updated_at, ...extra },
          { token: admin.token },
        ),
      );

    const refused = await change();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: "Enter your password again to change roles.",
      reason: "recent-login-required",
    });
    const wrong = await change({ password: "not the password" });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ password: ["The password is incorrect."] });
    expect((await userRow(person.id)).role).toBe("user");
    expect(await auditOf(person.id)).toEqual([]);

    const confirmed = await change({ password: admin.password });
    expect(confirmed.status).toBe(200);
    expect((await userRow(person.id)).role).toBe("admin");
    // The password renewed the session's login: the next change needs none.
    const next = await postForm(
      app(),
      `/api/admin/users/${person.id}/role`,
      { role: "user", updated_at: await version(person.id) },
      { token: admin.token },
    );
    expect(next.status).toBe(200);
  });

  it("keeps the last admin's role", async () => {
    const admin = await signUpAdmin(app(), database);
    // Every other admin of this file's database steps down first, so this one is the last.
    await database.db
      .update(users)
      .set({ role: "user" })
      .where(sql`${users.id} <> ${admin.id}`);
    const response = await postForm(
      app(),
      `/api/admin/users/${admin.id}/role`,
      { role: "user", updated_at: await version(admin.id) },
      { token: admin.token },
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "The site must keep at least one administrator." });
    expect((await userRow(admin.id)).role).toBe("admin");
  });
});

describe("the audit log", () => {
  it("lists changes newest first, filtered by kind of row and by row", async () => {
    const admin = await signUpAdmin(app(), database);
    const person = await signUpAndLogIn(app());
    await postForm(
      app(),
      `/api/admin/users/${person.id}/status`,
      { status: "deactivated", updated_at: await version(person.id) },
      { token: admin.token },
    );
    await postForm(app(), "/api/brands/save", { name: "Audited", status: "Active" }, { token: admin.token });

    const all = await (await get(app(), "/api/admin/audit-log", { token: admin.token })).json();
    expect(all.data[0]).toMatchObject({
      action: "brand.create",
      entity_type: "brand",
      actor_email: admin.email,
    });
    expect(all.data[1]).toMatchObject({ action: "user.deactivate", entity_id: String(person.id) });
    const oneUser = await (
      await get(app(), `/api/admin/audit-log?entity_type=user&entity_id=${person.id}`, { token: admin.token })
    ).json();
    expect(oneUser.data.map((entry: { action: string }) => entry.action)).toEqual(["user.deactivate"]);
    expect(oneUser.data[0].before).toMatchObject({ status: 1 });
    expect(oneUser.pagination.total).toBe(1);
    const bad = await get(app(), "/api/admin/audit-log?entity_type=password", { token: admin.token });
    expect(bad.status).toBe(422);
  });
});
