import { answerBlocks, type AnswerBlock, type TextRun } from "../qa-pdf/answer-blocks.ts";
import { toWinAnsi } from "../qa-pdf/win-ansi-text.ts";

/**
 * The drawing of the site's text PDFs with pdfkit (the Q&A download, the store's e-books): A4
 * pages of sanitised HTML turned into paragraphs, lists and code blocks, in the standard
 * Helvetica and Courier fonts only, so nothing is downloaded or embedded and the text stays
 * selectable and searchable.
 */

export type Doc = PDFKit.PDFDocument;

export const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
export const BODY_SIZE = 10.5;
export const BODY_GAP = 2.5;
const CODE_SIZE = 8.6;
const CODE_PADDING = 7;
const LIST_INDENT = 16;
export const COLORS = {
  text: "#1f2328",
  muted: "#59636e",
  brand: "#3b5bdb",
  link: "#3b5bdb",
  inlineCode: "#9a3412",
  codeBackground: "#f3f4f6",
  codeBorder: "#d0d7de",
  rule: "#d0d7de",
};
export const FONTS = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
  boldItalic: "Helvetica-BoldOblique",
  code: "Courier",
  codeBold: "Courier-Bold",
};

export const contentWidth = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;
export const bottomLimit = (doc: Doc) => doc.page.height - MARGIN.bottom;

export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

function fontFor(run: TextRun): string {
  if (run.code) return run.bold ? FONTS.codeBold : FONTS.code;
  if (run.bold && run.italic) return FONTS.boldItalic;
  if (run.bold) return FONTS.bold;
  if (run.italic) return FONTS.italic;
  return FONTS.regular;
}

/** Punctuation that closes what comes before it, and so never starts a line. */
const CLOSING_PUNCTUATION = /^[,.;:!?)\]}\u2026]+/;

/**
 * `runs` with the punctuation that starts a run moved to the end of the run before it, when no
 * space parts them: pdfkit may break a line between two runs (a `code` run and the "," after it),
 * never between a word and the punctuation after it in one run. The punctuation takes that word's
 * style; it is not moved into a link, which it would join.
 */
function keepPunctuationWithRuns(runs: TextRun[]): TextRun[] {
  const kept: TextRun[] = [];
  for (const run of runs) {
    const before = kept.at(-1);
    const punctuation =
      before && !before.link && !/\s$/.test(before.text)
        ? CLOSING_PUNCTUATION.exec(run.text)?.[0]
        : undefined;
    if (before && punctuation) {
      kept[kept.length - 1] = { ...before, text: before.text + punctuation };
      const rest = run.text.slice(punctuation.length);
      if (rest) kept.push({ ...run, text: rest });
    } else {
      kept.push(run);
    }
  }
  return kept;
}

export function drawRuns(doc: Doc, styledRuns: TextRun[], x: number, width: number, size: number) {
  const runs = keepPunctuationWithRuns(styledRuns);
  doc.x = x;
  runs.forEach((run, index) => {
    doc
      .font(fontFor(run))
      .fontSize(run.code ? size * 0.95 : size)
      .fillColor(run.link ? COLORS.link : run.code ? COLORS.inlineCode : COLORS.text);
    const options: PDFKit.Mixins.TextOptions = {
      width,
      lineGap: BODY_GAP,
      continued: index < runs.length - 1,
      // null, not undefined: pdfkit carries options of a continued text over unless they are set.
      link: run.link ?? null,
      underline: Boolean(run.link),
    };
    if (index === 0) doc.text(toWinAnsi(run.text), x, doc.y, options);
    else doc.text(toWinAnsi(run.text), options);
  });
  doc.x = x;
}

/** Splits a code line to fit `maxChars` columns, preferring a break after a space. */
function wrapCodeLine(line: string, maxChars: number): string[] {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > maxChars) {
    const space = rest.lastIndexOf(" ", maxChars);
    const cut = space > maxChars * 0.6 ? space + 1 : maxChars;
    parts.push(rest.slice(0, cut));
    rest = `    ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts;
}

/** A code block on a light background; a block longer than the page continues on the next one. */
function drawCode(doc: Doc, text: string, x: number, width: number) {
  doc.font(FONTS.code).fontSize(CODE_SIZE);
  const charWidth = doc.widthOfString("M");
  const maxChars = Math.max(20, Math.floor((width - 2 * CODE_PADDING) / charWidth));
  const lines = toWinAnsi(text)
    .split("\n")
    .flatMap((line) => wrapCodeLine(line.replace(/\s+$/, ""), maxChars));
  const lineHeight = doc.currentLineHeight(true) + 1.5;

  let next = 0;
  while (next < lines.length) {
    const room = Math.floor((bottomLimit(doc) - doc.y - 2 * CODE_PADDING) / lineHeight);
    // Do not start a block with a lone line at the foot of a page.
    if (room < Math.min(3, lines.length - next)) {
      doc.addPage();
      continue;
    }
    const chunk = lines.slice(next, next + room);
    const top = doc.y;
    const height = chunk.length * lineHeight + 2 * CODE_PADDING;
    doc.save().rect(x, top, width, height).fill(COLORS.codeBackground).restore();
    doc.save().rect(x, top, 2, height).fill(COLORS.codeBorder).restore();
    doc.font(FONTS.code).fontSize(CODE_SIZE).fillColor(COLORS.text);
    chunk.forEach((line, index) => {
      doc.text(line, x + CODE_PADDING, top + CODE_PADDING + index * lineHeight, { lineBreak: false });
    });
    next += chunk.length;
    doc.x = x;
    doc.y = top + height;
    if (next < lines.length) doc.addPage();
  }
  doc.y += 6;
}

function drawList(doc: Doc, list: Extract<AnswerBlock, { kind: "list" }>, x: number, width: number) {
  list.items.forEach((item, index) => {
    const marker = list.ordered ? `${index + 1}.` : "\u2022";
    doc.font(FONTS.regular).fontSize(BODY_SIZE);
    ensureSpace(doc, doc.currentLineHeight(true) + BODY_GAP);
    const top = doc.y;
    doc.fillColor(COLORS.text).text(marker, x + 2, top, { lineBreak: false });
    doc.y = top;
    drawBlocks(doc, item, x + LIST_INDENT, width - LIST_INDENT, { tight: true });
  });
  doc.x = x;
}

export function drawBlocks(
  doc: Doc,
  blocks: AnswerBlock[],
  x: number,
  width: number,
  { tight = false } = {},
) {
  for (const block of blocks) {
    if (block.kind === "code") {
      drawCode(doc, block.text, x, width);
    } else if (block.kind === "list") {
      drawList(doc, block, x, width);
      doc.y += tight ? 0 : 4;
    } else if (block.quote) {
      const top = doc.y;
      drawRuns(doc, block.runs, x + 12, width - 12, BODY_SIZE);
      doc
        .save()
        .rect(x, top, 2, doc.y - top)
        .fill(COLORS.rule)
        .restore();
      doc.y += tight ? 2 : 6;
    } else {
      if (block.heading) ensureSpace(doc, 3 * (doc.currentLineHeight(true) + BODY_GAP));
      drawRuns(doc, block.runs, x, width, block.heading ? BODY_SIZE + 1 : BODY_SIZE);
      doc.y += tight ? 2 : 6;
    }
  }
  doc.x = x;
}

/** "Page N of M" on every page but the title page (N counts the title page, as PDF viewers do). */
export function drawPageNumbers(doc: Doc) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.font(FONTS.regular).fontSize(9).fillColor(COLORS.muted);
    doc.text(`Page ${index + 1} of ${count}`, MARGIN.left, doc.page.height - 40, {
      width: contentWidth(doc),
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** One numbered question in bold, followed by its answer; a rule separates it from the one before. */
export function drawQuestion(doc: Doc, heading: string, answerHtml: string, { first }: { first: boolean }) {
  const width = contentWidth(doc);
  const text = toWinAnsi(heading);
  doc.font(FONTS.bold).fontSize(12.5);
  const headingHeight = doc.heightOfString(text, { width, lineGap: 2 });
  if (!first) {
    // Keep a question with the first lines of its answer.
    ensureSpace(doc, 18 + headingHeight + 3 * (BODY_SIZE + BODY_GAP + 3));
    if (doc.y > MARGIN.top) {
      doc.y += 6;
      doc
        .save()
        .moveTo(MARGIN.left, doc.y)
        .lineTo(MARGIN.left + width, doc.y)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke()
        .restore();
      doc.y += 12;
    }
  }
  doc.outline.addItem(text);
  doc.font(FONTS.bold).fontSize(12.5).fillColor(COLORS.text);
  doc.text(text, MARGIN.left, doc.y, { width, lineGap: 2 });
  doc.y += 5;
  drawBlocks(doc, answerBlocks(answerHtml), MARGIN.left, width);
}

/** An A4 document of ours with its metadata, and the promise of its bytes once `doc.end()` is called. */
export async function createTextPdf(
  info: PDFKit.DocumentInfo,
): Promise<{ doc: Doc; bytes: Promise<Buffer> }> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    lang: "en-US",
    displayTitle: true,
    info: { Author: "W3Programmer", Creator: "W3Programmer", ...info },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}
