import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";
import { users } from "./users.ts";

/** A row as the audit log keeps it: its fields as JSON scalars (times as ISO 8601 text). */
export type AuditedRow = Record<string, string | number | boolean | null>;

/**
 * Every change made in the admin area, written by `recordAudit` (server/services/admin/audit-log.ts)
 * in the change's own transaction: who, what, on which row, and the row before and after.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Null once the acting account no longer exists; `actor_email` still says who it was.
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    // e.g. "brand.create", "user.deactivate", "user.grant-admin".
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    // Text, so that any kind of key (ids, codes) fits one column.
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<AuditedRow>(),
    after: jsonb("after").$type<AuditedRow>(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc()),
    index("audit_log_actor_idx").on(t.actorUserId, t.createdAt.desc()),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
