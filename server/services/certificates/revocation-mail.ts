import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { categories, certificates, users } from "../../db/schema/index.ts";
import { escapeHtml, mailDate } from "../mail/mail-html.ts";
import { queueMail } from "../mail/queue-mail.ts";
import { contactAddress, getContactSettings } from "../settings/site-settings.ts";
import { ExamMessages } from "../../../shared/exams/exam-messages.ts";

/**
 * Queues the holder's notice that their certificate was revoked, in the revoking transaction
 * (queueMail): which certificate, when, why (the reason the admin or operator gave), what it
 * changes, where their results are, and whom to write to. Not for a deleted account's
 * certificates: nobody is left to tell.
 */
export async function queueRevocationMail(
  tx: DatabaseOrTransaction,
  config: Pick<Config, "publicUrl" | "contactEmail">,
  certificateId: number,
) {
  const [certificate] = await tx
    .select({
      code: certificates.code,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
      reason: certificates.revocationReason,
      slug: categories.slug,
      categoryName: categories.name,
      email: users.email,
      name: users.name,
    })
    .from(certificates)
    .innerJoin(categories, eq(categories.id, certificates.categoryId))
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(eq(certificates.id, certificateId))
    .limit(1);
  if (!certificate?.revokedAt) return;
  const contact = contactAddress((await getContactSettings(tx)).contactEmail, config.contactEmail);
  const resultsUrl = `${config.publicUrl}/user/exam-results/${encodeURIComponent(certificate.slug)}`;
  const revokedOn = mailDate(certificate.revokedAt);
  const reason = certificate.reason ?? ExamMessages.noRevocationReason;

  const lines = {
    what: `Your certificate ${certificate.code} for ${certificate.categoryName}, awarded on ${mailDate(certificate.issuedAt)}, was revoked on ${revokedOn}.`,
    reason: `Reason: ${reason}`,
    effect:
      "Its verification page and its downloadable credential now say that it was revoked, so it no longer proves the exam. Your exam results stay on your account.",
    contact: `If you believe this is a mistake, write to ${contact}.`,
  };
  const text = [
    `Hello ${certificate.name},`,
    "",
    lines.what,
    lines.reason,
    "",
    lines.effect,
    `Your results: ${resultsUrl}`,
    "",
    lines.contact,
    "",
    "W3Programmer",
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(certificate.name)},</p>`,
    `<p>${escapeHtml(lines.what)}</p>`,
    `<p><strong>Reason:</strong> ${escapeHtml(reason)}</p>`,
    `<p>${escapeHtml(lines.effect)}</p>`,
    `<p><a href="${escapeHtml(resultsUrl)}">Your results</a></p>`,
    `<p>${escapeHtml(lines.contact)}</p>`,
    "<p>W3Programmer</p>",
  ].join("\n");

  await queueMail(tx, {
    to: certificate.email,
    subject: `Your W3Programmer certificate for ${certificate.categoryName} was revoked`,
    text,
    html,
  });
}
