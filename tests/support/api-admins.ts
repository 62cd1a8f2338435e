/** Admin accounts for the API tests of admin calls: signed up through the API, made admin as the operator's command does. */
import { grantAdminByEmail } from "../../server/services/admin/manage-users.ts";
import { signUpAndLogIn, type TestAccount, type TestApp } from "./api-accounts.ts";
import type { TestDatabase } from "./test-database.ts";

export async function signUpAdmin(app: TestApp, database: TestDatabase): Promise<TestAccount> {
  const account = await signUpAndLogIn(app, { name: "Site Admin" });
  await grantAdminByEmail(database.db, account.email);
  return account;
}
