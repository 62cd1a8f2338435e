/**
 * A user row written straight into a test's database, for service tests that need an account but
 * not its sign-up: named after the email's local part, with a password hash no login matches.
 */
import type { Database } from "../../server/db/client.ts";
import { users } from "../../server/db/schema/index.ts";

export async function insertUser(db: Database, email: string): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({ name: email.split("@")[0]!, email, passwordHash: "not-a-real-hash" })
    .returning({ id: users.id });
  return user!.id;
}
