import { and, count, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { auditLog, type AuditedRow, type AuditLogRow } from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";
import type { AuditLogQuery } from "../../../shared/admin/admin-schemas.ts";
import { adminPage, adminPageOffset } from "./admin-page.ts";

/** Who made an admin change: the signed-in admin, or (id null) an operator's command. */
export type AdminActor = { id: number | null; email: string };

export type AuditEntry = {
  /** What was done, `<entity>.<verb>`: "brand.update", "user.deactivate". */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The row before the change (null when it was created) and after it (null when deleted). */
  before: AuditedRow | null;
  after: AuditedRow | null;
};

/**
 * Records one admin change. Every admin change goes through here, inside the change's own
 * transaction (`tx`), so the log holds exactly the changes that were made: if the change rolls
 * back, so does its entry.
 */
export async function recordAudit(tx: DatabaseOrTransaction, actor: AdminActor, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before,
    after: entry.after,
  });
}

/** An entry, and whether its row has been deleted since (a later or this `….delete` entry). */
export type AuditLogEntry = AuditLogRow & { rowDeleted: boolean };

export type AuditLogPage = {
  rows: AuditLogEntry[];
  total: number;
  page: number;
  lastPage: number;
  pageSize: number;
};

/**
 * A page of the audit log, newest first, optionally of one kind of row or one row (indexed), each
 * entry saying whether its row has been deleted since, so that the page links only to rows that are.
 */
export async function listAuditLog(db: Database, query: AuditLogQuery): Promise<AuditLogPage> {
  const conditions: SQL[] = [];
  if (query.entity_type) conditions.push(eq(auditLog.entityType, query.entity_type));
  if (query.entity_id) conditions.push(eq(auditLog.entityId, query.entity_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...getTableColumns(auditLog),
        // One look at the row's own entries (audit_log_entity_idx) for each entry of the page. The
        // outer columns are written out: drizzle leaves them bare in a one-table select, where they
        // would name the inner table's own.
        rowDeleted: sql<boolean>`exists (
          select 1 from audit_log deleted
          where deleted.entity_type = audit_log.entity_type and deleted.entity_id = audit_log.entity_id
            and deleted.action like '%.delete'
        )`,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(query.page)),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const total = totalRow?.n ?? 0;
  return adminPage(rows, total, query.page);
}
