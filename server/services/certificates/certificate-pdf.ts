import { toWinAnsi } from "../qa-pdf/win-ansi-text.ts";
import { drawQr } from "./qr-code.ts";

/**
 * The certificate as a vector PDF drawn with pdfkit: real text in the standard Helvetica and
 * Times fonts (selectable, searchable, sharp at any zoom) and the QR code as vector squares.
 * A4 portrait for the public verification page, A4 landscape for the holder's certificate view
 * (SPEC.md §9).
 */
export type CertificatePdfContent = {
  holderName: string;
  categoryName: string;
  issuedAt: Date;
  expiresAt: Date | null;
  code: string;
  verifyUrl: string;
};

export type CertificateLayout = "portrait" | "landscape";

const COLORS = { ink: "#1f2328", muted: "#59636e", brand: "#3b5bdb", gold: "#b08d2f", rule: "#c9ced6" };

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export function formatCertificateDate(date: Date): string {
  return dateFormat.format(date);
}

/**
 * "Jane Doe certificate.pdf": SPEC.md §2 names the file after the user plus "certificate" (and the
 * credential "Jane Doe credential.json"), without characters a file system refuses.
 */
export function holderFileName(holderName: string, what: "certificate.pdf" | "credential.json"): string {
  const safe =
    holderName
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ")
      .replace(/\s+/g, " ")
      .trim() || "W3Programmer";
  return `${safe} ${what}`;
}

export async function renderCertificatePdf(
  content: CertificatePdfContent,
  layout: CertificateLayout,
): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    layout,
    margin: 0,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: toWinAnsi(`Certificate of Excellence - ${content.holderName} - ${content.categoryName}`),
      Author: "W3Programmer",
      Subject: toWinAnsi(`${content.categoryName} certification exam`),
      Creator: "W3Programmer",
      CreationDate: content.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc, content, layout);
  doc.end();
  return done;
}

function draw(doc: PDFKit.PDFDocument, content: CertificatePdfContent, layout: CertificateLayout) {
  const { width, height } = doc.page;
  const portrait = layout === "portrait";
  // A double frame: brand blue outside, gold inside.
  doc
    .save()
    .lineWidth(6)
    .strokeColor(COLORS.brand)
    .rect(18, 18, width - 36, height - 36)
    .stroke()
    .restore();
  doc
    .save()
    .lineWidth(1.2)
    .strokeColor(COLORS.gold)
    .rect(30, 30, width - 60, height - 60)
    .stroke()
    .restore();

  const margin = portrait ? 70 : 80;
  const textWidth = width - 2 * margin;
  const center = { width: textWidth, align: "center" as const };
  let y = portrait ? 110 : 70;

  doc.font("Helvetica-Bold").fontSize(16).fillColor(COLORS.brand).text("W3Programmer", margin, y, center);
  y += 40;
  doc
    .font("Times-Bold")
    .fontSize(portrait ? 36 : 40)
    .fillColor(COLORS.ink);
  doc.text("Certificate of Excellence", margin, y, center);
  y += portrait ? 70 : 64;
  doc.font("Helvetica").fontSize(13).fillColor(COLORS.muted).text("This certifies that", margin, y, center);
  y += 28;
  doc
    .font("Times-BoldItalic")
    .fontSize(portrait ? 30 : 34)
    .fillColor(COLORS.ink);
  doc.text(toWinAnsi(content.holderName), margin, y, center);
  y = doc.y + 6;
  doc
    .save()
    .moveTo(width / 2 - 150, y)
    .lineTo(width / 2 + 150, y)
    .lineWidth(0.8)
    .strokeColor(COLORS.gold)
    .stroke()
    .restore();
  y += 16;
  doc.font("Helvetica").fontSize(13).fillColor(COLORS.muted);
  doc.text("has passed the W3Programmer certification exam in", margin, y, center);
  y += 26;
  doc.font("Helvetica-Bold").fontSize(22).fillColor(COLORS.brand);
  doc.text(toWinAnsi(content.categoryName), margin, y, center);
  y = doc.y + 14;
  doc.font("Helvetica").fontSize(12).fillColor(COLORS.ink);
  doc.text(`Awarded on ${formatCertificateDate(content.issuedAt)}`, margin, y, center);
  if (content.expiresAt) {
    doc
      .moveDown(0.3)
      .fillColor(COLORS.muted)
      .text(`Valid until ${formatCertificateDate(content.expiresAt)}`, center);
  }

  // Signature block (left) and the QR code with its address (right, or below in portrait).
  const qrSize = portrait ? 120 : 110;
  const footerTop = height - (portrait ? 250 : 175);
  const signatureX = margin + (portrait ? 10 : 30);
  const signatureWidth = 210;
  doc.font("Times-Italic").fontSize(20).fillColor(COLORS.ink);
  doc.text("W3Programmer", signatureX, footerTop + 30, { width: signatureWidth, align: "center" });
  doc
    .save()
    .moveTo(signatureX, footerTop + 58)
    .lineTo(signatureX + signatureWidth, footerTop + 58)
    .lineWidth(0.8)
    .strokeColor(COLORS.ink)
    .stroke()
    .restore();
  doc.font("Helvetica").fontSize(10).fillColor(COLORS.muted);
  doc.text("Head of Certification, W3Programmer", signatureX, footerTop + 64, {
    width: signatureWidth,
    align: "center",
  });
  doc.text(`Certificate ID: ${content.code}`, signatureX, footerTop + 80, {
    width: signatureWidth,
    align: "center",
  });

  const qrX = width - margin - qrSize - (portrait ? 10 : 30);
  drawQr(doc, content.verifyUrl, qrX, footerTop, qrSize);
  // The address across the foot of the page, so that it fits on one line in either layout.
  const urlY = footerTop + qrSize + (portrait ? 24 : 10);
  doc.font("Helvetica").fontSize(8).fillColor(COLORS.muted);
  doc.text("Verify this certificate at", margin - 20, urlY, { width: textWidth + 40, align: "center" });
  doc
    .fontSize(7.5)
    .fillColor(COLORS.brand)
    .text(content.verifyUrl, margin - 20, doc.y + 1, {
      width: textWidth + 40,
      align: "center",
      link: content.verifyUrl,
      underline: true,
    });
}
