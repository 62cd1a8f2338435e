/** `npm run admin:create`'s service: the role for an existing account, once, audited as the command. */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { auditLog, users } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { grantAdminByEmail } from "./manage-users.ts";

const database = setupTestDatabase();

it("makes an existing account an admin once, whatever the email's case, and records it as the command", async () => {
  const person = await signUpAndLogIn(accountsApp(database));
  const first = await grantAdminByEmail(database.db, `  ${person.email.toUpperCase()} `);
  expect(first).toMatchObject({ alreadyAdmin: false, user: { id: person.id, role: "admin" } });
  const again = await grantAdminByEmail(database.db, person.email);
  expect(again).toMatchObject({ alreadyAdmin: true, user: { role: "admin" } });

  const entries = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, String(person.id))));
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    action: "user.grant-admin",
    actorUserId: null,
    actorEmail: "npm run admin:create",
    before: expect.objectContaining({ role: "user" }),
    after: expect.objectContaining({ role: "admin" }),
  });
});

it("names the missing account and changes nothing", async () => {
  const before = await database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
  await expect(grantAdminByEmail(database.db, "nobody-here@example.com")).rejects.toMatchObject({
    status: 404,
    message: "No account has the email nobody-here@example.com. Sign up on the site first.",
  });
  expect(await database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"))).toEqual(
    before,
  );
});
