import { toWinAnsi } from "../../../services/qa-pdf/win-ansi-text.ts";

/**
 * Draws the demo library's documents (cheat sheets, study notes, workbooks) as text PDFs with
 * pdfkit: a title block, then sections of paragraphs, bullet lists, two- or three-column tables,
 * code and, for printable workbooks, ruled lines to write on; "Page N of M" at every foot. Only
 * the standard Helvetica and Courier fonts are used, so the text stays selectable and searchable.
 */

export type NotesBlock =
  | { paragraph: string }
  | { bullets: string[] }
  | { table: { columns: string[]; rows: string[][] } }
  | { code: string }
  | { lines: number };

export type NotesSection = { heading: string; blocks: NotesBlock[] };

export type NotesDocument = {
  title: string;
  /** One line under the title: what the document is for. */
  subtitle: string;
  sections: NotesSection[];
};

type Doc = PDFKit.PDFDocument;

const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
const BODY = 10.5;
const COLORS = { text: "#1f2328", muted: "#59636e", brand: "#3b5bdb", rule: "#d0d7de", shade: "#f3f4f6" };
/** Every demo file carries this date, so seeding twice writes the same bytes. */
const PUBLISHED = new Date("2024-01-15T00:00:00Z");

const width = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;
const bottom = (doc: Doc) => doc.page.height - MARGIN.bottom;

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function drawTable(doc: Doc, table: { columns: string[]; rows: string[][] }) {
  const total = width(doc);
  // The first column holds the term (a command, a code), the rest its explanation.
  const first = table.columns.length === 2 ? total * 0.38 : total * 0.28;
  const others = (total - first) / (table.columns.length - 1);
  const widths = table.columns.map((_, index) => (index === 0 ? first : others));
  const padding = 4;

  const drawRow = (cells: string[], header: boolean) => {
    doc.font(header ? "Helvetica-Bold" : "Helvetica").fontSize(BODY - 1);
    const heights = cells.map((cell, index) => {
      if (index === 0 && !header) doc.font("Courier").fontSize(BODY - 1.5);
      const height = doc.heightOfString(toWinAnsi(cell), { width: widths[index]! - 2 * padding });
      doc.font(header ? "Helvetica-Bold" : "Helvetica").fontSize(BODY - 1);
      return height;
    });
    // A blank row of a printable log is a line to write on: tall enough for handwriting.
    const blank = cells.every((cell) => cell.trim() === "");
    const rowHeight = blank ? 24 : Math.max(...heights) + 2 * padding;
    ensureSpace(doc, rowHeight);
    const top = doc.y;
    if (header) doc.save().rect(MARGIN.left, top, total, rowHeight).fill(COLORS.shade).restore();
    let x = MARGIN.left;
    cells.forEach((cell, index) => {
      const code = index === 0 && !header;
      doc
        .font(header ? "Helvetica-Bold" : code ? "Courier" : "Helvetica")
        .fontSize(code ? BODY - 1.5 : BODY - 1)
        .fillColor(COLORS.text)
        .text(toWinAnsi(cell), x + padding, top + padding, { width: widths[index]! - 2 * padding });
      x += widths[index]!;
    });
    doc
      .save()
      .moveTo(MARGIN.left, top + rowHeight)
      .lineTo(MARGIN.left + total, top + rowHeight)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke()
      .restore();
    doc.x = MARGIN.left;
    doc.y = top + rowHeight;
  };

  drawRow(table.columns, true);
  for (const row of table.rows) drawRow(row, false);
  doc.y += 8;
}

function drawCode(doc: Doc, code: string) {
  doc.font("Courier").fontSize(BODY - 1.5);
  const lines = toWinAnsi(code).split("\n");
  const lineHeight = doc.currentLineHeight(true) + 1.5;
  const height = lines.length * lineHeight + 12;
  ensureSpace(doc, Math.min(height, bottom(doc) - MARGIN.top));
  const top = doc.y;
  doc.save().rect(MARGIN.left, top, width(doc), height).fill(COLORS.shade).restore();
  doc.fillColor(COLORS.text);
  lines.forEach((line, index) => {
    doc.text(line, MARGIN.left + 8, top + 6 + index * lineHeight, { lineBreak: false });
  });
  doc.x = MARGIN.left;
  doc.y = top + height + 8;
}

function drawLines(doc: Doc, count: number) {
  for (let index = 0; index < count; index++) {
    ensureSpace(doc, 24);
    doc.y += 22;
    doc
      .save()
      .moveTo(MARGIN.left, doc.y)
      .lineTo(MARGIN.left + width(doc), doc.y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke()
      .restore();
  }
  doc.y += 10;
}

function drawBlock(doc: Doc, block: NotesBlock) {
  doc.x = MARGIN.left;
  if ("paragraph" in block) {
    doc.font("Helvetica").fontSize(BODY).fillColor(COLORS.text);
    doc.text(toWinAnsi(block.paragraph), MARGIN.left, doc.y, { width: width(doc), lineGap: 2.5 });
    doc.y += 6;
  } else if ("bullets" in block) {
    for (const item of block.bullets) {
      doc.font("Helvetica").fontSize(BODY).fillColor(COLORS.text);
      ensureSpace(doc, doc.currentLineHeight(true) + 3);
      const top = doc.y;
      doc.text("\u2022", MARGIN.left + 2, top, { lineBreak: false });
      doc.text(toWinAnsi(item), MARGIN.left + 16, top, { width: width(doc) - 16, lineGap: 2.5 });
      doc.y += 2;
    }
    doc.y += 6;
  } else if ("table" in block) {
    drawTable(doc, block.table);
  } else if ("code" in block) {
    drawCode(doc, block.code);
  } else {
    drawLines(doc, block.lines);
  }
}

function drawPageNumbers(doc: Doc, title: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8.5).fillColor(COLORS.muted);
    doc.text(
      `${toWinAnsi(title)}  |  W3Programmer  |  Page ${index + 1} of ${count}`,
      MARGIN.left,
      doc.page.height - 40,
      {
        width: width(doc),
        align: "center",
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = margin;
  }
}

export async function renderNotesPdf(document: NotesDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: toWinAnsi(document.title),
      Subject: toWinAnsi(document.subtitle),
      Author: "W3Programmer",
      Creator: "W3Programmer",
      CreationDate: PUBLISHED,
      ModDate: PUBLISHED,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.rect(0, 0, doc.page.width, 10).fill(COLORS.brand);
  doc.font("Helvetica-Bold").fontSize(10).fillColor(COLORS.brand);
  doc.text("W3PROGRAMMER", MARGIN.left, MARGIN.top - 14, { width: width(doc), characterSpacing: 1.5 });
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(21).fillColor(COLORS.text);
  doc.text(toWinAnsi(document.title), { width: width(doc), lineGap: 2 });
  doc.moveDown(0.3).font("Helvetica").fontSize(11.5).fillColor(COLORS.muted);
  doc.text(toWinAnsi(document.subtitle), { width: width(doc) });
  doc.y += 14;

  for (const section of document.sections) {
    ensureSpace(doc, 60);
    doc.font("Helvetica-Bold").fontSize(13.5).fillColor(COLORS.brand);
    doc.text(toWinAnsi(section.heading), MARGIN.left, doc.y + 4, { width: width(doc) });
    doc.outline.addItem(toWinAnsi(section.heading));
    doc.y += 5;
    for (const block of section.blocks) drawBlock(doc, block);
  }

  drawPageNumbers(doc, document.title);
  doc.end();
  return done;
}
