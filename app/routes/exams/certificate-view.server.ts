/** The certificate as the certificate pages show it: the sheet's data, its QR code and links. */
import { CERTIFICATE_QR_SIZE } from "@shared/exams/exam-rules";
import { verificationUrl, type CertificateView } from "@server/services/certificates/certificate-records";
import { holderFileName } from "@server/services/certificates/certificate-pdf";
import { qrSvg } from "@server/services/certificates/qr-code";

export function certificateSheet(certificate: CertificateView, publicUrl: string) {
  const verifyUrl = verificationUrl(publicUrl, certificate.publicId, certificate.slug);
  const files = `${encodeURIComponent(certificate.publicId)}/${encodeURIComponent(certificate.slug)}`;
  return {
    holderName: certificate.holderName,
    categoryName: certificate.categoryName,
    slug: certificate.slug,
    issuedAt: certificate.issuedAt.toISOString(),
    expiresAt: certificate.expiresAt?.toISOString() ?? null,
    expired: certificate.state === "expired",
    code: certificate.code,
    verifyUrl,
    qrSvg: qrSvg(verifyUrl, CERTIFICATE_QR_SIZE, `QR code of the verification address ${verifyUrl}`),
    pdfUrl: `/api/public/certificatePdf/${files}`,
    pdfName: holderFileName(certificate.holderName, "certificate.pdf"),
    credentialUrl: `/api/public/certificateCredential/${files}`,
    credentialName: holderFileName(certificate.holderName, "credential.json"),
  };
}

/**
 * LinkedIn's "Add licence or certification" form, filled in: the certificate's name, the site as
 * issuer, the issue (and expiry) month, the certificate id and its verification URL.
 */
export function linkedInAddUrl(certificate: CertificateView, publicUrl: string): string {
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: `${certificate.categoryName} Certification`,
    organizationName: "W3Programmer",
    issueYear: String(certificate.issuedAt.getUTCFullYear()),
    issueMonth: String(certificate.issuedAt.getUTCMonth() + 1),
    certUrl: verificationUrl(publicUrl, certificate.publicId, certificate.slug),
    certId: certificate.code,
  });
  if (certificate.expiresAt) {
    params.set("expirationYear", String(certificate.expiresAt.getUTCFullYear()));
    params.set("expirationMonth", String(certificate.expiresAt.getUTCMonth() + 1));
  }
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
