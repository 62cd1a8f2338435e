/**
 * Certificates as their holder and the public see them. The public sees a certificate only by its
 * random public id (the slug beside it in its address is for people to read), and only the holder's name, the category, the dates
 * and the score; never the answers.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { categories, certificates, examAttempts, users } from "../../db/schema/index.ts";
import { isPossibleSlug } from "../catalog/possible-slug.ts";
import { notFound } from "../service-error.ts";
import { ExamMessages } from "../../../shared/exams/exam-messages.ts";
import { queueRevocationMail } from "./revocation-mail.ts";

/** What the holder is told of a revoked certificate: which one, when, and why. */
export type Revocation = {
  code: string;
  categoryName: string;
  slug: string;
  revokedAt: Date;
  /** The reason the admin or operator gave, or the words for none. */
  reason: string;
};

export type CertificateState = "valid" | "expired" | "revoked";

export type CertificateView = {
  id: number;
  /** Printed on the certificate and given to LinkedIn as its id. */
  code: string;
  /** The uId of /verify-certificate/{uId}/{slug}. */
  publicId: string;
  slug: string;
  categoryName: string;
  holderName: string;
  issuedAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  state: CertificateState;
  /** The holder lets search engines index the public page. */
  searchable: boolean;
  score: number;
  total: number;
  /** The status list index of the certificate's revocation bit. */
  statusListIndex: number;
};

/** The address anyone can open to check the certificate. */
export function verificationUrl(publicUrl: string, publicId: string, slug: string): string {
  return `${publicUrl}/verify-certificate/${encodeURIComponent(publicId)}/${encodeURIComponent(slug)}`;
}

export function certificateState(
  row: { revokedAt: Date | null; expiresAt: Date | null },
  now = new Date(),
): CertificateState {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt <= now) return "expired";
  return "valid";
}

const columns = {
  id: certificates.id,
  code: certificates.code,
  publicId: certificates.publicId,
  slug: categories.slug,
  categoryName: categories.name,
  holderName: users.name,
  issuedAt: certificates.issuedAt,
  expiresAt: certificates.expiresAt,
  revokedAt: certificates.revokedAt,
  searchable: certificates.searchable,
  score: sql<number>`coalesce(${examAttempts.score}, 0)`,
  total: sql<number>`coalesce(${examAttempts.total}, 0)`,
  statusListIndex: certificates.statusListIndex,
};

async function selectCertificates(
  db: Database,
  where: SQL | undefined,
  limit?: number,
): Promise<CertificateView[]> {
  const query = db
    .select(columns)
    .from(certificates)
    .innerJoin(categories, eq(categories.id, certificates.categoryId))
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(examAttempts, eq(examAttempts.id, certificates.attemptId))
    .where(where)
    .orderBy(desc(certificates.issuedAt), asc(certificates.id));
  const rows = limit ? await query.limit(limit) : await query;
  const now = new Date();
  return rows.map((row) => ({ ...row, state: certificateState(row, now) }));
}

/** The user's certificates, newest first (SPEC.md §7 `exam/getCertificateDetails`, /user/certificate-list). */
export function listCertificates(db: Database, userId: number): Promise<CertificateView[]> {
  return selectCertificates(db, eq(certificates.userId, userId));
}

/**
 * How many certificates the user holds: not revoked (the dashboard's tile). My certificates lists
 * the revoked ones apart, as no longer held, so the two agree.
 */
export async function countCertificates(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)));
  return row?.total ?? 0;
}

/** The user's own certificate for the exam of `slug` (/user/getCertificate/{slug}); 404 otherwise. */
export async function getOwnCertificate(
  db: Database,
  userId: number,
  slug: string,
): Promise<CertificateView> {
  if (!isPossibleSlug(slug)) throw notFound(ExamMessages.certificateNotFound);
  const [certificate] = await selectCertificates(
    db,
    and(eq(certificates.userId, userId), eq(categories.slug, slug), isNull(certificates.revokedAt)),
    1,
  );
  if (!certificate) throw notFound(ExamMessages.certificateNotFound);
  return certificate;
}

/**
 * The holder's own revoked certificate for the exam of `slug`, or undefined: what their certificate
 * and results pages say instead of showing it (the certificates_user_id_category_id_uq index).
 */
export async function findOwnRevocation(
  db: Database,
  userId: number,
  slug: string,
): Promise<Revocation | undefined> {
  if (!isPossibleSlug(slug)) return undefined;
  const [revoked] = await db
    .select({
      code: certificates.code,
      categoryName: categories.name,
      slug: categories.slug,
      revokedAt: certificates.revokedAt,
      reason: certificates.revocationReason,
    })
    .from(certificates)
    .innerJoin(categories, eq(categories.id, certificates.categoryId))
    .where(and(eq(certificates.userId, userId), eq(categories.slug, slug), isNotNull(certificates.revokedAt)))
    .limit(1);
  if (!revoked?.revokedAt) return undefined;
  return {
    ...revoked,
    revokedAt: revoked.revokedAt,
    reason: revoked.reason ?? ExamMessages.noRevocationReason,
  };
}

const PUBLIC_ID = /^[0-9a-f]{32}$/;

/**
 * The certificate with this public id, revoked ones included (their page says so); "withdrawn"
 * when its holder deleted their account (its page says so, rather than that the address is wrong:
 * the name is erased, delete-account.ts, and it is shown no more); undefined when there is none.
 * The public id alone identifies it: the slug of its address is its category's slug when it was
 * shared, which an admin may have changed since, and the address must stay valid for ever (the
 * page redirects to the current one, the calls answer it).
 */
export async function findPublicCertificate(
  db: Database,
  publicId: string,
): Promise<CertificateView | "withdrawn" | undefined> {
  if (!PUBLIC_ID.test(publicId)) return undefined;
  const [certificate] = await selectCertificates(
    db,
    and(eq(certificates.publicId, publicId), isNull(users.deletedAt)),
    1,
  );
  if (certificate) return certificate;
  // Only an address that finds nothing asks whether its holder left.
  const [withdrawn] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(and(eq(certificates.publicId, publicId), isNotNull(users.deletedAt)))
    .limit(1);
  return withdrawn ? "withdrawn" : undefined;
}

/** The holder lets search engines index the certificate's public page, or stops them. */
export async function setCertificateSearchable(
  db: Database,
  userId: number,
  slug: string,
  searchable: boolean,
): Promise<void> {
  const certificate = await getOwnCertificate(db, userId, slug);
  await db.update(certificates).set({ searchable }).where(eq(certificates.id, certificate.id));
}

/** What revoking reads of the site: its address and contact, for the holder's mail. */
export type RevocationEnv = Pick<Config, "publicUrl" | "contactEmail">;

/**
 * An operator revokes a certificate (`npm run certificate:revoke -- <certificate id or public id>
 * [reason]`): its public page answers 410 saying it was revoked and is not valid, and its bit in the published
 * status list is set, so verifiers of the downloaded credential see it too; the holder is mailed.
 * Idempotent (a second run changes only the reason, and mails nothing).
 */
export async function revokeCertificate(
  db: Database,
  config: RevocationEnv,
  idOrPublicId: string,
  reason: string | null,
): Promise<CertificateView> {
  const key = idOrPublicId.trim();
  const match = /^CERT-/i.test(key)
    ? eq(certificates.code, key.toUpperCase())
    : eq(certificates.publicId, key.toLowerCase());
  const revokedId = await db.transaction((tx) => markRevoked(tx, config, match, reason));
  if (revokedId === undefined) throw notFound(`No certificate has the id ${key}.`);
  const [certificate] = await selectCertificates(db, eq(certificates.id, revokedId), 1);
  return certificate!;
}

/**
 * Revokes the certificate `match` finds, keeping the first revocation's time (the operator's
 * command and the admin area both revoke through here), and mails its holder the first time, in
 * the same transaction. Its id, or undefined when none matched. Run inside a transaction: the row
 * is read FOR UPDATE so that two revocations at once mail once.
 */
export async function markRevoked(
  tx: DatabaseOrTransaction,
  config: RevocationEnv,
  match: SQL,
  reason: string | null,
): Promise<number | undefined> {
  const [before] = await tx
    .select({ id: certificates.id, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(match)
    .for("update")
    .limit(1);
  if (!before) return undefined;
  await tx
    .update(certificates)
    .set({ revokedAt: sql`coalesce(${certificates.revokedAt}, now())`, revocationReason: reason })
    .where(eq(certificates.id, before.id));
  if (!before.revokedAt) await queueRevocationMail(tx, config, before.id);
  return before.id;
}

/** Why a deleted account's certificates are revoked (kept with each of them for the operator). */
export const HOLDER_DELETED_REASON = "The holder deleted their account.";

/**
 * A deleted account's certificates are revoked with it (delete-account.ts): their public pages
 * already answer 404 since the holder's name is erased, and a credential downloaded before must
 * not go on verifying, so their bits in the published status list are set too.
 */
export async function revokeHolderCertificates(db: DatabaseOrTransaction, userId: number): Promise<void> {
  await db
    .update(certificates)
    .set({ revokedAt: sql`now()`, revocationReason: HOLDER_DELETED_REASON })
    .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)));
}

/** The status list indexes of every revoked certificate (the published revocation list). */
export async function revokedStatusIndexes(db: Database): Promise<number[]> {
  const rows = await db
    .select({ index: certificates.statusListIndex })
    .from(certificates)
    .where(sql`${certificates.revokedAt} is not null`);
  return rows.map((row) => row.index);
}
