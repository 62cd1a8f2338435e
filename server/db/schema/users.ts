import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { USER_ROLES, USER_STATUS } from "../../../shared/admin/admin-messages.ts";
import { randomCode, timestamps, timestamptz } from "./columns.ts";

// users.role and users.status take the values the admin area's calls speak of (one list of each).
export { USER_ROLES, USER_STATUS };
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Public id (SPEC "w3_id", the uId of /verify-certificate/{uId}/{slug}). Random rather than
    // derived from `id` so that certificate URLs cannot be enumerated.
    w3Id: text("w3_id").notNull().unique().default(randomCode("W3-")),
    name: text("name").notNull(),
    // Stored lower-cased (the check below enforces it) so a plain unique constraint and a plain
    // equality lookup are enough; the services must lower-case input before comparing.
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    phoneNumber: text("phone_number"),
    // SPEC keeps the legacy name although it holds a country name, not an id.
    nationalityId: text("nationality_id"),
    bio: text("bio"),
    image: text("image"),
    inviteCode: text("invite_code").notNull().unique().default(randomCode()),
    referredByUserId: integer("referred_by_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    status: smallint("status").notNull().default(USER_STATUS.active),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    facebook: text("facebook"),
    instagram: text("instagram"),
    twitter: text("twitter"),
    website: text("website"),
    github: text("github"),
    emailVerifiedAt: timestamptz("email_verified_at"),
    // Account deletion (docs/decisions/0010): the personal data is erased and the email replaced,
    // so the address can sign up again; its SHA-256 is kept so that a login with the deleted
    // account's email and password is still told the account is deactivated (SPEC.md §4).
    deletedAt: timestamptz("deleted_at"),
    deletedEmailHash: text("deleted_email_hash"),
    ...timestamps(),
  },
  (t) => [
    index("users_deleted_email_hash_idx").on(t.deletedEmailHash),
    // Referrals (SPEC /user/referral) are the users whose referred_by_user_id is me.
    index("users_referred_by_user_id_idx").on(t.referredByUserId, t.createdAt.desc()),
    // The admin area's Users screen: newest first, searched by any part of the name or email.
    index("users_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    // Counting admins (the last one cannot lose the role) reads only the few admin rows.
    index("users_admin_idx")
      .on(t.id)
      .where(sql`role = 'admin'`),
    check("users_email_lowercase_chk", sql`email = lower(email)`),
    check("users_status_chk", sql`status in (0, 1)`),
    check("users_role_chk", sql`role in ('user', 'admin')`),
  ],
);

/** Bearer/cookie sessions: only the SHA-256 of the token is stored (DESIGN "Sessions and access"). */
export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Lower-case hex SHA-256 of the token.
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    // When the password was last given in this session: at login, and again when the admin area
    // asks for it before a role change (server/services/accounts/recent-login.ts).
    authenticatedAt: timestamptz("authenticated_at").notNull().defaultNow(),
    lastUsedAt: timestamptz("last_used_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    userAgent: text("user_agent"),
    ip: text("ip"),
    // "Keep me signed in" (and every API token): 30 days after the last use. Otherwise the
    // session lasts as long as the browser's session cookie, and 12 hours idle at most.
    persistent: boolean("persistent").notNull().default(true),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    // Lets a periodic job delete expired sessions without a full scan.
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Lower-case hex SHA-256 of the token sent by mail; the token itself is never stored.
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
