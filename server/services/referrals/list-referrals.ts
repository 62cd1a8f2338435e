import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/**
 * SPEC "Referral": inviteCode, name, email, created_at. `inviteCode` is the code the person
 * signed up with (the referrer's own); `createdAt` is when they joined.
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
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(referrer, eq(referrer.id, users.referredByUserId))
    .where(eq(users.referredByUserId, userId))
    .orderBy(desc(users.createdAt));
  return { data, count: data.length };
}
