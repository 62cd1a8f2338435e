import { createRequire } from "node:module";
import type QRCodeModule from "qrcode";

/** Loaded on first use (a certificate's page or PDF): most processes never draw one. */
let qrCode: typeof QRCodeModule | undefined;
const loadQrCode = () => (qrCode ??= createRequire(import.meta.url)("qrcode") as typeof QRCodeModule);

/** Modules of white margin around a QR code (the "quiet zone" readers need). */
const QUIET_ZONE = 4;

/** The dark modules of the QR code for `text`, as rows of booleans. */
export function qrModules(text: string): boolean[][] {
  const { modules } = loadQrCode().create(text, { errorCorrectionLevel: "M" });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1),
  );
}

/** One SVG path ("M x y h1 v1 h-1 z" per dark module), in module units, quiet zone included. */
function modulePath(modules: boolean[][]): string {
  const parts: string[] = [];
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    }),
  );
  return parts.join("");
}

/**
 * The QR code as an SVG element `pixels` wide (SPEC.md §9: 120 px): a vector, so it stays sharp
 * when printed or zoomed. The text is ours (a verification URL), so the markup is safe to inline.
 */
export function qrSvg(text: string, pixels: number, label: string): string {
  const modules = qrModules(text);
  const extent = modules.length + 2 * QUIET_ZONE;
  const escapedLabel = label.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapedLabel}" width="${pixels}" height="${pixels}" ` +
    `viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">` +
    `<rect width="${extent}" height="${extent}" fill="#fff"/>` +
    `<path fill="#000" d="${modulePath(modules)}"/></svg>`
  );
}

/** Draws the QR code into a pdfkit document as vector squares, `size` points wide at (x, y). */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const modules = qrModules(text);
  const extent = modules.length + 2 * QUIET_ZONE;
  const unit = size / extent;
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  modules.forEach((row, rowIndex) =>
    row.forEach((dark, colIndex) => {
      if (dark) doc.rect(x + (colIndex + QUIET_ZONE) * unit, y + (rowIndex + QUIET_ZONE) * unit, unit, unit);
    }),
  );
  doc.fill("#000000");
  doc.restore();
}
