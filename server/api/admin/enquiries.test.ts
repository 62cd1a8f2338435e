/**
 * The admin area's enquiries calls: the immigration-support enquiries visitors sent, listed
 * waiting first, marked handled and opened again. Admin only; every change audited; a stale
 * change refused with 409 and nothing changed.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, enquiries } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);

let sent = 0;
/** An enquiry as the public form stores it. */
async function enquiry(name = "Priya Raman") {
  sent += 1;
  const [row] = await database.db
    .insert(enquiries)
    .values({
      name,
      email: `enquirer${sent}@example.com`,
      phone: "+1 415 555 0134",
      message: "My H-1B transfer is pending. Can I start at the new employer before approval?",
      // A second apart, so "newest first" has one answer.
      createdAt: new Date(Date.UTC(2026, 10, 1, 9, 0, sent)),
    })
    .returning();
  return row!;
}

async function row(id: number) {
  const [found] = await database.db.select().from(enquiries).where(eq(enquiries.id, id));
  return found!;
}

const handled = (id: number, fields: Record<string, string>, token?: string) =>
  postForm(app(), `/api/admin/enquiries/${id}/handled`, fields, { token });

describe("who may call the enquiries API", () => {
  it.each([
    ["GET", "/api/admin/enquiries"],
    ["POST", "/api/admin/enquiries/{id}/handled"],
  ] as const)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const user = await signUpAndLogIn(app());
      const waiting = await enquiry();
      const url = path.replace("{id}", String(waiting.id));
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), url, { token })
          : handled(waiting.id, { handled: "yes", updated_at: waiting.updatedAt.toISOString() }, token);
      expect((await send()).status).toBe(401);
      expect((await send(user.token)).status).toBe(403);
      expect(await row(waiting.id)).toEqual(waiting);
    },
  );
});

describe("enquiries", () => {
  it("lists the waiting ones newest first; handled ones under handled and all", async () => {
    const admin = await signUpAdmin(app(), database);
    const older = await enquiry("Older Enquirer");
    const newer = await enquiry("Newer Enquirer");
    const marked = await handled(
      older.id,
      { handled: "yes", updated_at: older.updatedAt.toISOString() },
      admin.token,
    );
    expect(marked.status).toBe(200);

    const names = async (query: string) => {
      const response = await get(app(), `/api/admin/enquiries${query}`, { token: admin.token });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { name: string; handled_by: string | null }[] };
      return body.data.map((item) => item.name).filter((name) => name.endsWith("Enquirer"));
    };
    expect(await names("")).toEqual(["Newer Enquirer"]);
    expect(await names("?state=handled")).toEqual(["Older Enquirer"]);
    expect(await names("?state=all")).toEqual(["Newer Enquirer", "Older Enquirer"]);
    expect(newer.handledAt).toBeNull();
  });

  it("marks an enquiry handled by the admin and opens it again, each change audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const waiting = await enquiry();
    const first = await handled(
      waiting.id,
      { handled: "yes", updated_at: waiting.updatedAt.toISOString() },
      admin.token,
    );
    expect(first.status).toBe(200);
    const body = (await first.json()) as {
      message: string;
      data: { handled_at: string | null; updated_at: string };
    };
    expect(body.message).toBe("The inquiry is marked handled.");
    expect(body.data.handled_at).not.toBeNull();
    expect((await row(waiting.id)).handledBy).toBe(admin.id);

    const second = await handled(
      waiting.id,
      { handled: "no", updated_at: body.data.updated_at },
      admin.token,
    );
    expect(second.status).toBe(200);
    expect((await row(waiting.id)).handledAt).toBeNull();

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "enquiry"), eq(auditLog.entityId, String(waiting.id))))
      .orderBy(desc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual(["enquiry.reopen", "enquiry.handled"]);
    expect(entries[1]!.actorUserId).toBe(admin.id);
    expect(entries[1]!.before).toMatchObject({ handled_at: null });
    expect(entries[1]!.after).toMatchObject({ handled_at: expect.any(String) });
  });

  it("refuses a change made on a stale version with 409, changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const waiting = await enquiry();
    const seen = waiting.updatedAt.toISOString();
    expect((await handled(waiting.id, { handled: "yes", updated_at: seen }, admin.token)).status).toBe(200);
    const after = await row(waiting.id);
    const stale = await handled(waiting.id, { handled: "no", updated_at: seen }, admin.token);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      message:
        "This enquiry has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
    });
    expect(await row(waiting.id)).toEqual(after);
  });

  it("answers 422 with the field's message to bad input, and 404 to an unknown enquiry", async () => {
    const admin = await signUpAdmin(app(), database);
    const waiting = await enquiry();
    const bad = await handled(waiting.id, { handled: "maybe", updated_at: "yesterday" }, admin.token);
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      errors: {
        handled: ["The handled field must be yes or no."],
        updated_at: ["The updated at is not a valid date."],
      },
    });
    const list = await get(app(), "/api/admin/enquiries?state=closed", { token: admin.token });
    expect(list.status).toBe(422);
    expect(await list.json()).toMatchObject({
      errors: { state: ["The state field must be open, handled or all."] },
    });
    const missing = await handled(
      999_999,
      { handled: "yes", updated_at: waiting.updatedAt.toISOString() },
      admin.token,
    );
    expect(missing.status).toBe(404);
    expect(await row(waiting.id)).toEqual(waiting);
  });
});
