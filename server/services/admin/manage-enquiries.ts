/**
 * The admin area's enquiries screen: the immigration-support enquiries visitors sent
 * (send-enquiry.ts), waiting ones first, each marked handled once answered. A change is checked
 * against the version the admin saw (stale-edit.ts) and recorded in the audit log.
 */
import { count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { enquiries, users, type Enquiry } from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";
import type { ListEnquiriesInput, SetEnquiryHandledInput } from "../../../shared/admin/admin-schemas.ts";
import { recordAudit, type AdminActor } from "./audit-log.ts";
import { lockForEdit } from "./stale-edit.ts";
import { adminPage, adminPageOffset } from "./admin-page.ts";

export type AdminEnquiry = Omit<Enquiry, "ip" | "handledBy"> & { handledByEmail: string | null };

const columns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  message: enquiries.message,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
  handledAt: enquiries.handledAt,
  handledByEmail: users.email,
};

const WHERE_STATE = {
  open: isNull(enquiries.handledAt),
  handled: isNotNull(enquiries.handledAt),
  all: undefined,
} as const;

/** A page of enquiries, newest first (the waiting ones by the partial index enquiries_open_idx). */
export async function listEnquiries(db: Database, input: ListEnquiriesInput) {
  const where = WHERE_STATE[input.state];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(columns)
      .from(enquiries)
      .leftJoin(users, eq(users.id, enquiries.handledBy))
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(input.page)),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  const total = totalRow?.n ?? 0;
  return adminPage(rows satisfies AdminEnquiry[], total, input.page);
}

/** The enquiry as the audit log keeps it: its state, not the visitor's message. */
const audited = (row: Pick<Enquiry, "id" | "email" | "handledAt" | "updatedAt">) => ({
  id: row.id,
  email: row.email,
  handled_at: row.handledAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** Marks an enquiry handled (by this admin, now) or open again. */
export async function setEnquiryHandled(
  db: Database,
  actor: AdminActor,
  input: SetEnquiryHandledInput,
): Promise<Enquiry> {
  return db.transaction(async (tx) => {
    const before = await lockForEdit(tx, enquiries, input.enquiryId, input.updated_at, "enquiry");
    const handled = input.handled === "yes";
    const [after] = await tx
      .update(enquiries)
      .set(handled ? { handledAt: new Date(), handledBy: actor.id } : { handledAt: null, handledBy: null })
      .where(eq(enquiries.id, input.enquiryId))
      .returning();
    await recordAudit(tx, actor, {
      action: handled ? "enquiry.handled" : "enquiry.reopen",
      entityType: "enquiry",
      entityId: input.enquiryId,
      before: audited(before),
      after: audited(after!),
    });
    return after!;
  });
}
