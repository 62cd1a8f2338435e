import { EnquiryMessages } from "../../../shared/enquiries/enquiry-messages.ts";
import type { EnquiryInput } from "../../../shared/enquiries/enquiry-schemas.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { enquiries } from "../../db/schema/index.ts";
import { queueMail } from "../mail/queue-mail.ts";
import { hitRateLimit } from "../rate-limit/hit-rate-limit.ts";
import { RATE_LIMITS } from "../rate-limit/rate-limits.ts";
import { ServiceError } from "../service-error.ts";
import { contactAddress, getContactSettings } from "../settings/site-settings.ts";
import { escapeHtml } from "../mail/mail-html.ts";

/**
 * An immigration-support enquiry (POST /public/send-email-immigration, /immigration-support):
 * stored, and mailed to the site's contact address (the admin's setting, else CONTACT_EMAIL) in
 * the same transaction, with Reply-To set to the visitor so the team answers them directly. The visitor's text goes only into the body and,
 * on one line, the subject: no field can add a header.
 *
 * Throws a ServiceError 429 (SPEC.md §8 "Unable to send your message…") past the per-address limit.
 */
export async function sendEnquiry(
  db: Database,
  site: Pick<Config, "contactEmail">,
  input: EnquiryInput,
  client: { ip: string },
): Promise<{ id: number }> {
  const hit = await hitRateLimit(db, RATE_LIMITS.enquiryPerIp, client.ip);
  if (!hit.allowed) {
    throw new ServiceError(429, EnquiryMessages.unableToSend, {
      retryAfterSeconds: hit.retryAfterSeconds,
      reason: "rate-limited",
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({ ...input, ip: client.ip })
      .returning({ id: enquiries.id });
    const lines = [
      `Name: ${input.name}`,
      `Email: ${input.email}`,
      `Phone: ${input.phone}`,
      "",
      input.message,
    ];
    await queueMail(tx, {
      to: contactAddress((await getContactSettings(tx)).contactEmail, site.contactEmail),
      replyTo: input.email,
      subject: `Immigration support inquiry from ${input.name}`,
      text: [
        "A visitor sent this inquiry from the immigration support page.",
        "",
        ...lines,
        "",
        `Inquiry #${row!.id}. Reply to this email to answer ${input.email}.`,
      ].join("\n"),
      html: [
        "<p>A visitor sent this inquiry from the immigration support page.</p>",
        "<table>",
        `<tr><th align="left">Name</th><td>${escapeHtml(input.name)}</td></tr>`,
        `<tr><th align="left">Email</th><td>${escapeHtml(input.email)}</td></tr>`,
        `<tr><th align="left">Phone</th><td>${escapeHtml(input.phone)}</td></tr>`,
        "</table>",
        `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
        `<p>Inquiry #${row!.id}. Reply to this email to answer ${escapeHtml(input.email)}.</p>`,
      ].join("\n"),
    });
    return { id: row!.id };
  });
}
