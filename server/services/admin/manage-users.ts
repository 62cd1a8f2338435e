/**
 * The admin area's Users screen: find accounts, deactivate and reactivate them, grant and revoke
 * the admin role. Every change is checked against the version the admin saw (stale-edit.ts) and
 * recorded in the audit log in its own transaction.
 */
import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { USER_STATUS, users, type User } from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE, AdminMessages } from "../../../shared/admin/admin-messages.ts";
import type {
  ListUsersInput,
  SetUserRoleInput,
  SetUserStatusInput,
} from "../../../shared/admin/admin-schemas.ts";
import { confirmRecentLogin, type SessionAuthentication } from "../accounts/recent-login.ts";
import { revokeUserSessions } from "../accounts/sessions.ts";
import { notFound, ServiceError } from "../service-error.ts";
import { recordAudit, type AdminActor } from "./audit-log.ts";
import { checkEditVersion } from "./stale-edit.ts";
import { likeContains } from "../content/name-search.ts";
import { adminPage, adminPageOffset } from "./admin-page.ts";

/** What the Users screen shows of an account (never the password hash). */
export const adminUserColumns = {
  id: users.id,
  w3Id: users.w3Id,
  name: users.name,
  email: users.email,
  status: users.status,
  role: users.role,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
export type AdminUser = Pick<User, keyof typeof adminUserColumns>;

/** The account as the audit log keeps it. */
const audited = (user: AdminUser) => ({
  id: user.id,
  email: user.email,
  status: user.status,
  role: user.role,
  updatedAt: user.updatedAt.toISOString(),
});

/** A page of accounts, newest first, whose name or email contains `search` (trigram-indexed). */
export async function listUsers(db: Database, input: ListUsersInput) {
  const pattern = likeContains(input.search);
  const where = input.search ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(input.page)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const total = totalRow?.n ?? 0;
  return adminPage(rows, total, input.page);
}

export async function getAdminUser(db: Database, userId: number): Promise<AdminUser> {
  const [user] = await db.select(adminUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(AdminMessages.userNotFound);
  return user;
}

async function lockUser(tx: DatabaseOrTransaction, userId: number, seen: Date) {
  const [row] = await tx.select(adminUserColumns).from(users).where(eq(users.id, userId)).for("update");
  return checkEditVersion(row, seen, "account");
}

/**
 * Deactivates (status 0: every session ends at once, login is refused as deactivated) or
 * reactivates an account. An admin cannot deactivate their own account here, and a deleted
 * account (docs/decisions/0010), whose data is erased, stays deactivated.
 */
export async function setUserStatus(
  db: Database,
  actor: AdminActor,
  input: SetUserStatusInput,
): Promise<AdminUser> {
  if (input.userId === actor.id && input.status === "deactivated") {
    throw new ServiceError(409, AdminMessages.ownStatus);
  }
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, input.userId, input.updated_at);
    if (input.status === "active" && before.deletedAt) {
      throw new ServiceError(409, "A deleted account cannot be reactivated.");
    }
    const status = input.status === "active" ? USER_STATUS.active : USER_STATUS.deactivated;
    const [after] = await tx
      .update(users)
      .set({ status })
      .where(eq(users.id, input.userId))
      .returning(adminUserColumns);
    if (status === USER_STATUS.deactivated) await revokeUserSessions(tx, input.userId);
    await recordAudit(tx, actor, {
      action: status === USER_STATUS.active ? "user.reactivate" : "user.deactivate",
      entityType: "user",
      entityId: input.userId,
      before: audited(before),
      after: audited(after!),
    });
    return after!;
  });
}

/**
 * Grants or revokes the admin role. The admin's login must be recent, or their password given
 * again (recent-login.ts); the last admin keeps the role, so the site always has one.
 */
export async function setUserRole(
  db: Database,
  actor: AdminActor & { session: SessionAuthentication },
  input: SetUserRoleInput,
): Promise<AdminUser> {
  await confirmRecentLogin(db, actor.session, input.password, AdminMessages.recentLoginRequired);
  return db.transaction(async (tx) => {
    // Locks every admin row, so two admins revoking each other cannot both succeed.
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
    const before = await lockUser(tx, input.userId, input.updated_at);
    if (before.role === "admin" && input.role === "user" && admins.length <= 1) {
      throw new ServiceError(409, AdminMessages.lastAdmin);
    }
    const [after] = await tx
      .update(users)
      .set({ role: input.role })
      .where(eq(users.id, input.userId))
      .returning(adminUserColumns);
    await recordAudit(tx, actor, {
      action: input.role === "admin" ? "user.grant-admin" : "user.revoke-admin",
      entityType: "user",
      entityId: input.userId,
      before: audited(before),
      after: audited(after!),
    });
    return after!;
  });
}

/** Who the audit log names for a change made by the operator's command, not by an admin's session. */
const OPERATOR_COMMAND: AdminActor = { id: null, email: "npm run admin:create" };

/**
 * `npm run admin:create -- <email>`: gives an existing account the admin role, recorded in the
 * audit log as done by the operator's command. Idempotent: an admin stays one.
 */
export async function grantAdminByEmail(
  db: Database,
  email: string,
): Promise<{ user: AdminUser; alreadyAdmin: boolean }> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(adminUserColumns)
      .from(users)
      .where(eq(users.email, address))
      .for("update");
    if (!before) throw notFound(`No account has the email ${address}. Sign up on the site first.`);
    if (before.role === "admin") return { user: before, alreadyAdmin: true };
    const [after] = await tx
      .update(users)
      .set({ role: "admin" })
      .where(eq(users.id, before.id))
      .returning(adminUserColumns);
    await recordAudit(tx, OPERATOR_COMMAND, {
      action: "user.grant-admin",
      entityType: "user",
      entityId: before.id,
      before: audited(before),
      after: audited(after!),
    });
    return { user: after!, alreadyAdmin: false };
  });
}
