import { ExamMessages } from "../../../shared/exams/exam-messages.ts";
import { scorePercent } from "../../../shared/exams/exam-rules.ts";
import {
  findPublicCertificate,
  revokedStatusIndexes,
  verificationUrl,
  type CertificateView,
} from "../../services/certificates/certificate-records.ts";
import { holderFileName, renderCertificatePdf } from "../../services/certificates/certificate-pdf.ts";
import { envelopedCredential, signStatusList } from "../../services/certificates/open-badge-credential.ts";
import { notFound } from "../../services/service-error.ts";
import type { Database } from "../../db/client.ts";
import { createRouter } from "../router.ts";
import * as routes from "./certificates.routes.ts";

/**
 * A certificate anyone may see, found by its public id whatever slug its address carries (the
 * category's slug may have changed since it was shared): revoked, withdrawn (its holder deleted
 * their account) and unknown ones are the same 404, with what happened.
 */
async function publicCertificate(db: Database, uId: string): Promise<CertificateView> {
  const certificate = await findPublicCertificate(db, uId);
  if (certificate === "withdrawn") throw notFound(ExamMessages.certificateWithdrawn);
  if (!certificate) throw notFound(ExamMessages.certificateNotFound);
  if (certificate.state === "revoked") throw notFound(ExamMessages.certificateRevoked);
  return certificate;
}

/** `attachment` with a plain ASCII name and the exact UTF-8 one (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

// Certificates are personal: kept out of search engines unless the holder chose otherwise (the page
// says so in its meta tags); files are never indexed.
const NOINDEX = "noindex, nofollow";

export const certificatesRouter = createRouter()
  .openapi(routes.publicGetanswers, async (c) => {
    const { uId } = c.req.valid("query");
    const certificate = await publicCertificate(c.var.db, uId);
    c.header("Cache-Control", "no-cache");
    if (!certificate.searchable) c.header("X-Robots-Tag", NOINDEX);
    return c.json(
      {
        data: {
          score: certificate.score,
          total: certificate.total,
          percent: scorePercent(certificate.score, certificate.total),
        },
        cat_name: certificate.categoryName,
        userName: certificate.holderName,
        user_id: certificate.publicId,
        slug: certificate.slug,
        forDate: certificate.issuedAt.toISOString(),
        expires_at: certificate.expiresAt?.toISOString() ?? null,
        status: certificate.state === "expired" ? ("expired" as const) : ("valid" as const),
        certificate_id: certificate.code,
      },
      200,
    );
  })
  .openapi(routes.certificatePdf, async (c) => {
    const { uId } = c.req.valid("param");
    const certificate = await publicCertificate(c.var.db, uId);
    const pdf = await renderCertificatePdf(
      {
        holderName: certificate.holderName,
        categoryName: certificate.categoryName,
        issuedAt: certificate.issuedAt,
        expiresAt: certificate.expiresAt,
        code: certificate.code,
        verifyUrl: verificationUrl(c.var.config.publicUrl, certificate.publicId, certificate.slug),
      },
      c.req.valid("query").layout,
    );
    c.header("Cache-Control", "no-cache");
    c.header("X-Robots-Tag", NOINDEX);
    c.header("Content-Type", "application/pdf");
    c.header("Content-Length", String(pdf.length));
    c.header("Content-Disposition", attachment(holderFileName(certificate.holderName, "certificate.pdf")));
    return c.body(new Uint8Array(pdf), 200);
  })
  .openapi(routes.certificateCredential, async (c) => {
    const { uId } = c.req.valid("param");
    const certificate = await publicCertificate(c.var.db, uId);
    const credential = await envelopedCredential(certificate, c.var.config);
    c.header("Cache-Control", "no-cache");
    c.header("X-Robots-Tag", NOINDEX);
    c.header("Content-Disposition", attachment(holderFileName(certificate.holderName, "credential.json")));
    return c.json(credential, 200);
  })
  .openapi(routes.credentialStatusList, async (c) => {
    const jws = await signStatusList(await revokedStatusIndexes(c.var.db), c.var.config);
    // Verifiers re-fetch it; a revocation shows within a minute even behind a CDN.
    c.header("Cache-Control", "public, max-age=60");
    c.header("Content-Type", "application/vc+jwt");
    return c.body(jws, 200);
  });
