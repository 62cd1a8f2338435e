import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/**
 * SPEC "Referral": inviteCode, name, email, created_at. `inviteCode` is the code the person
 * signed up with (the referrer's own); `createdAt` is when they joined. A person who deleted
 * their account stays in the list as "Deleted account" with no email: the address their row
 * keeps is a placeholder of the site's (delete-account.ts), not theirs.
 */
export type Referral = { inviteCode: string; name: string; email: string; createdAt: Date };

/** The people who signed up with the user's invite code, newest first (users_referred_by_user_id_idx). */
export async function listReferrals(
  db: Database,
  userId: number,
): Promise<{ data: Referral[]; count: number }> {
  const referrer = alias(users, "referrer");
  const data = await db
    .select({
      inviteCode: referrer.inviteCode,
      name: users.name,
      email: sql<string>`case when ${users.deletedAt} is null then ${users.email} else '' end`,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(referrer, eq(referrer.id, users.referredByUserId))
    .where(eq(users.referredByUserId, userId))
    .orderBy(desc(users.createdAt));
  return { data, count: data.length };
}
