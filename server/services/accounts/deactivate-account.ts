import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { USER_STATUS, users } from "../../db/schema/index.ts";
import { revokeUserSessions } from "./sessions.ts";

/**
 * "Account deletion" (SPEC §4, POST /user/deleteAccountUser): status 0 and every session ended,
 * in one transaction. The row stays (orders, certificates and referrals point at it); the person
 * can no longer sign in, and getUserByToken refuses their tokens.
 */
export async function deactivateAccount(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ status: USER_STATUS.deactivated }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
  });
}
