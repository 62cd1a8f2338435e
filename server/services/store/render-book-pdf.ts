import { answerBlocks } from "../qa-pdf/answer-blocks.ts";
import { toWinAnsi } from "../qa-pdf/win-ansi-text.ts";
import {
  BODY_SIZE,
  COLORS,
  FONTS,
  MARGIN,
  contentWidth,
  createTextPdf,
  drawBlocks,
  drawPageNumbers,
  drawQuestion,
  type Doc,
} from "../pdf/text-pdf.ts";

export type BookChapter = {
  title: string;
  /** Sanitised HTML: the chapter's text. */
  html: string;
  questions?: { question: string; answer: string }[];
};

export type BookPdfContent = {
  title: string;
  /** "Interview eGuide" or "eBook". */
  kindLabel: string;
  author: string;
  summary: string;
  generatedAt: Date;
  chapters: BookChapter[];
};

function drawTitlePage(doc: Doc, book: BookPdfContent) {
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 12).fill(COLORS.brand);
  doc.font(FONTS.bold).fontSize(16).fillColor(COLORS.brand);
  doc.text("W3Programmer", MARGIN.left, 150, { width, align: "center" });
  doc.moveDown(0.3).font(FONTS.regular).fontSize(12).fillColor(COLORS.muted);
  doc.text(book.kindLabel, { width, align: "center" });
  doc.moveDown(3).font(FONTS.bold).fontSize(28).fillColor(COLORS.text);
  doc.text(toWinAnsi(book.title), { width, align: "center" });
  doc.moveDown(1).font(FONTS.regular).fontSize(13).fillColor(COLORS.text);
  doc.text(toWinAnsi(book.summary), MARGIN.left + 30, doc.y, { width: width - 60, align: "center" });
  doc.moveDown(3).fontSize(12).fillColor(COLORS.muted);
  doc.text(toWinAnsi(`By ${book.author}`), MARGIN.left, doc.y, { width, align: "center" });
  doc.text(`Edition of ${book.generatedAt.getUTCFullYear()}`, { width, align: "center" });
}

/** The contents page, written once every chapter's first page is known. */
function drawContents(doc: Doc, pageIndex: number, chapters: { title: string; page: number }[]) {
  doc.switchToPage(pageIndex);
  const width = contentWidth(doc);
  doc.font(FONTS.bold).fontSize(20).fillColor(COLORS.text);
  doc.text("Contents", MARGIN.left, MARGIN.top, { width });
  doc.moveDown(1);
  chapters.forEach((chapter, index) => {
    const top = doc.y;
    doc.font(FONTS.regular).fontSize(11.5).fillColor(COLORS.text);
    doc.text(toWinAnsi(`${index + 1}.  ${chapter.title}`), MARGIN.left, top, { width: width - 50 });
    const bottom = doc.y;
    doc.text(String(chapter.page), MARGIN.left + width - 40, top, { width: 40, align: "right" });
    doc.y = bottom + 6;
  });
}

/**
 * A book of the store as a text PDF: a title page, the contents, then each chapter on a new page
 * with its text and, for the guides, its interview questions and answers. Page numbers at the
 * foot of every page; the buyer's stamp goes below them later (stamp-pdf.ts).
 */
export async function renderBookPdf(book: BookPdfContent): Promise<Buffer> {
  const { doc, bytes } = await createTextPdf({
    Title: toWinAnsi(book.title),
    Author: toWinAnsi(book.author),
    Subject: toWinAnsi(book.summary),
    CreationDate: book.generatedAt,
    ModDate: book.generatedAt,
  });
  drawTitlePage(doc, book);
  doc.addPage();
  const contentsPage = doc.bufferedPageRange().count - 1;
  const starts: { title: string; page: number }[] = [];
  const width = contentWidth(doc);
  for (const [index, chapter] of book.chapters.entries()) {
    doc.addPage();
    starts.push({ title: chapter.title, page: doc.bufferedPageRange().count });
    doc.outline.addItem(toWinAnsi(chapter.title));
    doc.font(FONTS.regular).fontSize(11).fillColor(COLORS.brand);
    doc.text(`Chapter ${index + 1}`, MARGIN.left, MARGIN.top, { width });
    doc.moveDown(0.2).font(FONTS.bold).fontSize(20).fillColor(COLORS.text);
    doc.text(toWinAnsi(chapter.title), { width });
    doc.moveDown(0.8);
    drawBlocks(doc, answerBlocks(chapter.html), MARGIN.left, width);
    for (const [number, qa] of (chapter.questions ?? []).entries()) {
      if (number === 0) doc.y += BODY_SIZE;
      drawQuestion(doc, `${index + 1}.${number + 1} ${qa.question}`, qa.answer, { first: number === 0 });
    }
    // Drawing is synchronous: let the event loop breathe between chapters.
    await new Promise((resolve) => setImmediate(resolve));
  }
  drawContents(doc, contentsPage, starts);
  drawPageNumbers(doc);
  doc.end();
  return bytes;
}
