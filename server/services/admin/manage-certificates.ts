/**
 * The admin area's certificates screen: find a certificate by its id (CERT-…) or its holder, and
 * revoke it with a reason. A revoked certificate's public page says so and its bit in the
 * published status list is set (certificate-records.ts `markRevoked`, as the operator's command).
 */
import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { categories, certificates, users } from "../../db/schema/index.ts";
import { ADMIN_PAGE_SIZE, AdminMessages } from "../../../shared/admin/admin-messages.ts";
import type {
  ListAdminCertificatesInput,
  RevokeCertificateInput,
} from "../../../shared/admin/admin-schemas.ts";
import {
  certificateState,
  markRevoked,
  type CertificateState,
  type RevocationEnv,
} from "../certificates/certificate-records.ts";
import { notFound, ServiceError } from "../service-error.ts";
import { recordAudit, type AdminActor } from "./audit-log.ts";
import { likeContains } from "../content/name-search.ts";
import { adminPage, adminPageOffset } from "./admin-page.ts";

export type AdminCertificate = {
  id: number;
  code: string;
  publicId: string;
  slug: string;
  categoryName: string;
  holderName: string;
  holderEmail: string;
  issuedAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  revocationReason: string | null;
  state: CertificateState;
};

const columns = {
  id: certificates.id,
  code: certificates.code,
  publicId: certificates.publicId,
  slug: categories.slug,
  categoryName: categories.name,
  holderName: users.name,
  holderEmail: users.email,
  issuedAt: certificates.issuedAt,
  expiresAt: certificates.expiresAt,
  revokedAt: certificates.revokedAt,
  revocationReason: certificates.revocationReason,
};

/**
 * A page of certificates, newest first. A search that looks like a certificate id finds that
 * certificate (unique index); any other text any part of the holder's name or email (trigram).
 */
export async function listAdminCertificates(db: Database, input: ListAdminCertificatesInput) {
  const search = input.search;
  const where = !search
    ? undefined
    : /^CERT-/i.test(search)
      ? eq(certificates.code, search.toUpperCase())
      : or(ilike(users.name, likeContains(search)), ilike(users.email, likeContains(search)));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(columns)
      .from(certificates)
      .innerJoin(categories, eq(categories.id, certificates.categoryId))
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(input.page)),
    db
      .select({ n: count() })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(where),
  ]);
  const now = new Date();
  const total = totalRow?.n ?? 0;
  return adminPage(
    rows.map((row): AdminCertificate => ({ ...row, state: certificateState(row, now) })),
    total,
    input.page,
  );
}

/**
 * Revokes a certificate for `reason`, audited, and mails its holder (markRevoked). Revoking is
 * final, so a second revocation is refused.
 */
export async function revokeCertificateAsAdmin(
  db: Database,
  config: RevocationEnv,
  actor: AdminActor,
  input: RevokeCertificateInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: certificates.id, code: certificates.code, revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(eq(certificates.id, input.certificateId))
      .for("update");
    if (!before) throw notFound(AdminMessages.certificateNotFound);
    if (before.revokedAt) throw new ServiceError(409, AdminMessages.alreadyRevoked);
    await markRevoked(tx, config, eq(certificates.id, input.certificateId), input.reason);
    await recordAudit(tx, actor, {
      action: "certificate.revoke",
      entityType: "certificate",
      entityId: input.certificateId,
      before: { id: before.id, code: before.code, revoked: false, reason: null },
      after: { id: before.id, code: before.code, revoked: true, reason: input.reason },
    });
  });
}
