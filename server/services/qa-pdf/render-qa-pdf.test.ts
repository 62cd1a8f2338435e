import { describe, expect, it } from "vitest";
import { pdfPages } from "../../../tests/support/pdf-files.ts";
import { renderQaPdf } from "./render-qa-pdf.ts";

/** The lines of the answers' pages as a reader sees them, without the page numbers. */
async function answerLines(answerHtml: string): Promise<string[]> {
  const bytes = await renderQaPdf({
    categoryName: "Java",
    pageUrl: "http://localhost:3000/question-answer/java",
    generatedAt: new Date("2024-05-01T00:00:00Z"),
    questions: [{ question: "What do these names mean?", answer: answerHtml }],
  });
  const [, ...answerPages] = await pdfPages(bytes);
  return answerPages
    .flatMap((page) => page.split("\n"))
    .map((line) => line.trim())
    .filter((line) => line && !/^Page \d+ of \d+$/.test(line));
}

describe("renderQaPdf", () => {
  it("never starts a line with the punctuation after inline code or a styled word", async () => {
    // Each paragraph starts with one more narrow "i", so its styled words end a little later on
    // their line each time: in some, a word just fits at the end of a line, with no room left
    // for the comma (or ";", ":") after it.
    const paragraphs = Array.from(
      { length: 80 },
      (_, shift) =>
        `<p>${"i".repeat(shift)} A value read from the form is checked once more on the server with ` +
        `<code>schema</code>, then <code>saved</code>; it is <em>kept</em>: yes <strong>done</strong>.</p>`,
    );
    const lines = await answerLines(paragraphs.join(""));
    expect(lines.join(" ")).toContain("schema, then saved; it is kept: yes done.");
    expect(lines.filter((line) => /^[,.;:!?)]/.test(line))).toEqual([]);
  });
});
