/**
 * Brand management (SPEC.md §2, §3, §5, §7): admin only, validated on the server, every change in
 * the audit log with the row before and after, and a stale edit refused without a change.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, brands } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm, postJson, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);

async function auditOf(brandId: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "brand"), eq(auditLog.entityId, String(brandId))))
    .orderBy(desc(auditLog.id));
}

async function brandRow(id: number) {
  const [row] = await database.db.select().from(brands).where(eq(brands.id, id));
  return row;
}

describe("who may call the brands API", () => {
  const calls = [
    ["GET", "/api/brands/allbrandlist"],
    ["GET", "/api/brands/brandrow/{id}"],
    ["GET", "/api/brands/delete/{id}"],
    ["POST", "/api/brands/save"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const user = await signUpAndLogIn(app());
      const [before] = await database.db.insert(brands).values({ name: "Kept", status: 1 }).returning();
      const target = path.replace("{id}", String(before!.id));
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), target, { token })
          : postForm(
              app(),
              target,
              {
                name: "Taken over",
                status: "Active",
                id: String(before!.id),
                updated_at: before!.updatedAt.toISOString(),
              },
              { token },
            );
      const anonymous = await send();
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Unauthenticated." });
      const forbidden = await send(user.token);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: "Only administrators can do this." });
      expect(await brandRow(before!.id)).toEqual(before);
      expect(await database.db.select().from(brands).where(eq(brands.name, "Taken over"))).toEqual([]);
    },
  );
});

describe("an admin", () => {
  it("adds a brand, reads it in the list and by id, edits it and deletes it, each change audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const added = await postForm(
      app(),
      "/api/brands/save",
      { name: "  Northwind   Cloud ", description: "Training partner", status: "Active" },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const { data: created, message } = await added.json();
    expect(message).toBe("Brand added");
    expect(created).toMatchObject({ name: "Northwind Cloud", description: "Training partner", status: 1 });

    const list = await get(app(), "/api/brands/allbrandlist", { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect((await list.json()).data[0]).toEqual(created);
    const row = await get(app(), `/api/brands/brandrow/${created.id}`, { token: admin.token });
    expect((await row.json()).data).toEqual(created);

    const edited = await postForm(
      app(),
      "/api/brands/save",
      {
        id: String(created.id),
        name: "Northwind",
        description: "",
        status: "0",
        updated_at: created.updated_at,
      },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const { data: after } = await edited.json();
    expect(after).toMatchObject({ id: created.id, name: "Northwind", description: null, status: 0 });
    expect(after.updated_at).not.toBe(created.updated_at);

    const deleted = await get(app(), `/api/brands/delete/${created.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Brand deleted" });
    expect(await brandRow(created.id)).toBeUndefined();
    expect((await get(app(), `/api/brands/brandrow/${created.id}`, { token: admin.token })).status).toBe(404);

    const entries = await auditOf(created.id);
    expect(entries.map((entry) => [entry.action, entry.actorUserId, entry.actorEmail])).toEqual([
      ["brand.delete", admin.id, admin.email],
      ["brand.update", admin.id, admin.email],
      ["brand.create", admin.id, admin.email],
    ]);
    const [deletion, update, creation] = entries;
    expect(creation!.before).toBeNull();
    expect(creation!.after).toMatchObject({ name: "Northwind Cloud", status: 1 });
    expect(update!.before).toMatchObject({
      name: "Northwind Cloud",
      description: "Training partner",
      status: 1,
    });
    expect(update!.after).toMatchObject({ name: "Northwind", description: null, status: 0 });
    expect(deletion!.before).toMatchObject({ name: "Northwind", status: 0 });
    expect(deletion!.after).toBeNull();
  });

  it("is refused a save of a brand someone changed since it was read: 409, nothing changed, nothing audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const other = await signUpAdmin(app(), database);
    const { data: brand } = await (
      await postForm(app(), "/api/brands/save", { name: "Contoso", status: "Active" }, { token: admin.token })
    ).json();
    // Someone else saves first.
    const first = await postForm(
      app(),
      "/api/brands/save",
      { id: String(brand.id), name: "Contoso Learning", status: "Active", updated_at: brand.updated_at },
      { token: other.token },
    );
    expect(first.status).toBe(200);
    const current = await brandRow(brand.id);
    const auditBefore = await auditOf(brand.id);

    const stale = await postForm(
      app(),
      "/api/brands/save",
      { id: String(brand.id), name: "Contoso Old", status: "Inactive", updated_at: brand.updated_at },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message:
        "This brand has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
      reason: "stale-edit",
    });
    expect(await brandRow(brand.id)).toEqual(current);
    expect(await auditOf(brand.id)).toEqual(auditBefore);
  });

  it.each([
    [{ status: "Active" }, { name: ["The name field is required."] }],
    [{ name: "   ", status: "Active" }, { name: ["The name field is required."] }],
    [{ name: "Fabrikam" }, { status: ["The status field is required."] }],
    [{ name: "Fabrikam", status: "Paused" }, { status: ["The selected status is invalid."] }],
    [{ name: "x".repeat(256), status: "1" }, { name: ["The name must not be greater than 255 characters."] }],
    [
      { id: "1", name: "Fabrikam", status: "1" },
      { updated_at: ["The updated at field is required when id is present."] },
    ],
    [
      { id: "1", name: "Fabrikam", status: "1", updated_at: "yesterday" },
      { updated_at: ["The updated at is not a valid date."] },
    ],
    [{ id: "abc", name: "Fabrikam", status: "1" }, { id: ["The id must be a whole number."] }],
  ])("answers 422 with field errors to %j and saves nothing", async (fields, errors) => {
    const admin = await signUpAdmin(app(), database);
    const before = await database.db.select().from(brands).orderBy(brands.id);
    const response = await postForm(app(), "/api/brands/save", fields, { token: admin.token });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toMatchObject(errors);
    expect(body.message).toBe(Object.values(errors)[0]![0]);
    expect(await database.db.select().from(brands).orderBy(brands.id)).toEqual(before);
  });

  it("saves a brand sent as a JSON body, as SPEC.md §7 gives the call, and refuses a bad or missing one with 422", async () => {
    const admin = await signUpAdmin(app(), database);
    const added = await postJson(
      app(),
      "/api/brands/save",
      { name: "Northwind Academy", description: "Data courses", status: 1 },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const { message, data: brand } = await added.json();
    expect(message).toBe("Brand added");
    expect(brand).toMatchObject({ name: "Northwind Academy", description: "Data courses", status: 1 });
    const edited = await postJson(
      app(),
      "/api/brands/save",
      { id: brand.id, name: "Northwind", status: "Inactive", updated_at: brand.updated_at },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    expect(await brandRow(brand.id)).toMatchObject({ name: "Northwind", status: 0 });

    const before = await database.db.select().from(brands).orderBy(brands.id);
    const refused = await postJson(app(), "/api/brands/save", { status: "Active" }, { token: admin.token });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ name: ["The name field is required."] });
    // No body at all is an empty one; another encoding is not read.
    const empty = await app().request("/api/brands/save", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toMatchObject({
      name: ["The name field is required."],
      status: ["The status field is required."],
    });
    // Over HTTP a POST without a body still has one, of no bytes (Content-Length: 0): the same 422.
    const noBytes = await app().request("/api/brands/save", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
      body: new Uint8Array(0),
    });
    expect(noBytes.status).toBe(422);
    expect((await noBytes.json()).errors).toMatchObject({
      name: ["The name field is required."],
      status: ["The status field is required."],
    });
    const text = await app().request("/api/brands/save", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "text/plain" },
      body: "name=Contoso",
    });
    expect(text.status).toBe(415);
    expect(await database.db.select().from(brands).orderBy(brands.id)).toEqual(before);
  });

  it("gets 404 for a brand that does not exist and 422 for an id that is not one", async () => {
    const admin = await signUpAdmin(app(), database);
    for (const path of ["/api/brands/brandrow/2147483647", "/api/brands/delete/2147483647"]) {
      const response = await get(app(), path, { token: admin.token });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Brand not found" });
    }
    const bad = await get(app(), "/api/brands/brandrow/1e3", { token: admin.token });
    expect(bad.status).toBe(422);
    const edit = await postForm(
      app(),
      "/api/brands/save",
      { id: "2147483647", name: "Ghost", status: "1", updated_at: new Date().toISOString() },
      { token: admin.token },
    );
    expect(edit.status).toBe(404);
  });
});
