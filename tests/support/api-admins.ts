/** Admin accounts for the API tests of admin calls: signed up through the API, made admin as the operator's command does. */
import { and, desc, eq } from "drizzle-orm";
import { auditLog } from "../../server/db/schema/index.ts";
import { grantAdminByEmail } from "../../server/services/admin/manage-users.ts";
import { signUpAndLogIn, type TestAccount, type TestApp } from "./api-accounts.ts";
import type { TestDatabase } from "./test-database.ts";

export async function signUpAdmin(app: TestApp, database: TestDatabase): Promise<TestAccount> {
  const account = await signUpAndLogIn(app, { name: "Site Admin" });
  await grantAdminByEmail(database.db, account.email);
  return account;
}

/** The audit rows of one row (`entityType`, `id`), newest first: what an admin call must have written. */
export function auditTrail(database: TestDatabase) {
  return (entityType: string, id: number | string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));
}
