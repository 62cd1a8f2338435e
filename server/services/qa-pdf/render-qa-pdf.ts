import {
  BODY_SIZE,
  COLORS,
  FONTS,
  MARGIN,
  contentWidth,
  createTextPdf,
  drawPageNumbers,
  drawQuestion,
  type Doc,
} from "../pdf/text-pdf.ts";
import { toWinAnsi } from "./win-ansi-text.ts";

/**
 * Draws a category's questions and answers as a text PDF with pdfkit: a
 * title page, then every question in bold followed by its answer, and
 * "Page N of M" at the foot of every page after the title page. Only the
 * standard Helvetica and Courier fonts are used, so nothing is downloaded
 * or embedded and the text stays selectable and searchable.
 */

export type QaPdfContent = {
  categoryName: string;
  /** The category's page on the site, printed and linked on the title page. */
  pageUrl: string;
  generatedAt: Date;
  questions: { question: string; answer: string }[];
};

function drawTitlePage(doc: Doc, content: QaPdfContent) {
  const width = contentWidth(doc);
  const count = content.questions.length;
  const date = content.generatedAt.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

  doc.rect(0, 0, doc.page.width, 12).fill(COLORS.brand);
  doc.font(FONTS.bold).fontSize(30).fillColor(COLORS.brand);
  doc.text("W3Programmer", MARGIN.left, 200, { width, align: "center" });
  doc.moveDown(0.3).font(FONTS.regular).fontSize(13).fillColor(COLORS.muted);
  doc.text("Interview Questions and Answers", { width, align: "center" });

  doc.moveDown(3).font(FONTS.bold).fontSize(24).fillColor(COLORS.text);
  doc.text(toWinAnsi(content.categoryName), { width, align: "center" });
  doc.moveDown(0.8).font(FONTS.regular).fontSize(13);
  doc.text(`${count} ${count === 1 ? "question" : "questions"} with answers`, { width, align: "center" });

  doc.moveDown(6).fontSize(11).fillColor(COLORS.muted);
  doc.text(`Generated on ${date}`, { width, align: "center" });
  doc.moveDown(0.5).text("Read online, search and practice with an exam at", { width, align: "center" });
  doc.moveDown(0.2).fillColor(COLORS.link);
  doc.text(content.pageUrl, { width, align: "center", link: content.pageUrl, underline: true });
}

/** Questions drawn between two yields to the event loop. */
const QUESTIONS_PER_SLICE = 10;

/**
 * Drawing is synchronous and a large category takes a second or two: yield
 * now and then so that the server keeps answering other requests meanwhile.
 */
async function drawQuestions(doc: Doc, content: QaPdfContent) {
  const width = contentWidth(doc);
  if (content.questions.length === 0) {
    doc.font(FONTS.regular).fontSize(BODY_SIZE).fillColor(COLORS.text);
    doc.text("No questions have been published in this category yet.", MARGIN.left, MARGIN.top, { width });
    return;
  }
  for (const [index, qa] of content.questions.entries()) {
    if (index > 0 && index % QUESTIONS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    drawQuestion(doc, `${index + 1}. ${qa.question}`, qa.answer, { first: index === 0 });
  }
}

export async function renderQaPdf(content: QaPdfContent): Promise<Buffer> {
  const { doc, bytes } = await createTextPdf({
    Title: toWinAnsi(`${content.categoryName} - Interview Questions and Answers`),
    Subject: toWinAnsi(`${content.questions.length} interview questions and answers`),
    CreationDate: content.generatedAt,
    ModDate: content.generatedAt,
  });
  drawTitlePage(doc, content);
  doc.addPage();
  await drawQuestions(doc, content);
  drawPageNumbers(doc);
  doc.end();
  return bytes;
}
