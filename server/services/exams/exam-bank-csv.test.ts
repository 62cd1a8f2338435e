/**
 * A bank file as a spreadsheet writes it and as an admin gets it wrong: quoting, line breaks in a
 * field, a byte order mark, columns in another order, bad rows reported by the line they start on.
 */
import { describe, expect, it } from "vitest";
import type { ExamQuestion } from "../../db/schema/index.ts";
import { ServiceError } from "../service-error.ts";
import { bankCsv, parseBankCsv } from "./exam-bank-csv.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

/** The messages a refused file gets under `file`. */
function refusal(text: string | Uint8Array): { message: string; lines: string[] } {
  try {
    parseBankCsv(typeof text === "string" ? bytes(text) : text);
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    const refused = error as ServiceError;
    expect(refused.status).toBe(422);
    return { message: refused.message, lines: refused.errors!.file! };
  }
  throw new Error("the file was accepted");
}

const HEADER = "question,option_a,option_b,option_c,option_d,correct_option,explanation";

describe("parseBankCsv", () => {
  it("reads a spreadsheet's file: a BOM, CRLF, quoted commas, quotes and line breaks, B for b", () => {
    const file =
      "\uFEFF" +
      `${HEADER}\r\n` +
      `"Which keyword declares a constant in JavaScript, e.g. ""const x = 1""?",var,let,const,static,C,\r\n` +
      `"What does this print?\nconsole.log(typeof null)",null,object,undefined,"number, of course",b,"A legacy of the first engine: null's tag was 0, like objects'."\r\n`;
    expect(parseBankCsv(bytes(file))).toEqual([
      {
        question: 'Which keyword declares a constant in JavaScript, e.g. "const x = 1"?',
        option_a: "var",
        option_b: "let",
        option_c: "const",
        option_d: "static",
        correct_option: "c",
        explanation: null,
      },
      {
        question: "What does this print?\nconsole.log(typeof null)",
        option_a: "null",
        option_b: "object",
        option_c: "undefined",
        option_d: "number, of course",
        correct_option: "b",
        explanation: "A legacy of the first engine: null's tag was 0, like objects'.",
      },
    ]);
  });

  it("takes the columns in any order, and a file without explanations", () => {
    const file =
      "correct_option,question,option_d,option_c,option_b,option_a\nd,Which port does HTTPS use?,443,80,21,22\n";
    expect(parseBankCsv(bytes(file))).toEqual([
      {
        question: "Which port does HTTPS use?",
        option_a: "22",
        option_b: "21",
        option_c: "80",
        option_d: "443",
        correct_option: "d",
        explanation: null,
      },
    ]);
  });

  it("refuses every bad row by the line it starts on, a quoted line break counting as a line", () => {
    const file = [
      HEADER,
      '"A question\nover two lines",a,b,c,d,a,',
      "A question with no key,a,b,c,d,,",
      "",
      "A question with a key out of range,a,b,c,d,e,",
      "Too few fields,a,b",
      ",a,b,c,d,a,",
    ].join("\n");
    const { message, lines } = refusal(file);
    expect(message).toBe("The file has 4 errors; nothing was imported.");
    expect(lines).toEqual([
      "Line 4: The correct option field is required.",
      "Line 6: The correct option must be a, b, c or d.",
      "Line 7: 7 fields expected, 3 found.",
      "Line 8: The question field is required.",
    ]);
  });

  it("lists the first 20 errors of a file and counts the rest", () => {
    const rows = Array.from({ length: 25 }, (_, i) => `Question ${i + 1},a,b,c,d,x,`);
    const { message, lines } = refusal([HEADER, ...rows].join("\n"));
    expect(message).toBe("The file has 25 errors; nothing was imported.");
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe("Line 2: The correct option must be a, b, c or d.");
    expect(lines[20]).toBe("… and 5 more.");
  });

  it("refuses a wrong header, an unclosed quote, a file that is not UTF-8, an empty bank", () => {
    expect(refusal("question,option_a,option_b,option_c,option_d,answer\nQ,a,b,c,d,a\n").lines).toEqual([
      'Line 1: "answer" is not a column of a bank file (question, option_a, option_b, option_c, option_d, correct_option, explanation).',
      'Line 1: the column "correct_option" is missing.',
    ]);
    // A file of another kind (a PDF whose bytes are text) is told so once, not column by column.
    expect(refusal("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n").lines).toEqual([
      "This is not a question bank file: its first line must name the columns (question, option_a, option_b, option_c, option_d, correct_option, explanation).",
    ]);
    expect(refusal(`${HEADER}\nQ,a,b,c,d,a,\n\n"Never closed,a,b,c,d,a,\nQ,a,b,c,d,a,\n`).lines).toEqual([
      "Line 4: a quote opens a field that is never closed.",
    ]);
    expect(refusal(`${HEADER}\nQ,a,b,c,d,a,\nHe said "no",a,b,c,d,a,\n`).lines).toEqual([
      'Line 3: a quote is misplaced. A field holding quotes, commas or line breaks is quoted as a whole, its own quotes doubled ("").',
    ]);
    expect(refusal(Uint8Array.from([0x71, 0x2c, 0xff, 0xfe, 0x0a])).lines).toEqual([
      "The file is not UTF-8 text: save it as CSV UTF-8.",
    ]);
    expect(refusal(`${HEADER}\n\n`).lines).toEqual(["The file has no questions under its header line."]);
    expect(refusal("").lines).toEqual(["The file has no questions under its header line."]);
  });

  it("refuses a file of more than 2,000 questions", () => {
    const rows = Array.from({ length: 2001 }, (_, i) => `Question ${i + 1},a,b,c,d,a,`);
    expect(refusal([HEADER, ...rows].join("\n")).lines).toEqual([
      "The file may not hold more than 2,000 questions.",
    ]);
  });
});

describe("bankCsv", () => {
  it("writes what parseBankCsv reads back unchanged: commas, quotes, line breaks, non-ASCII", () => {
    const question = (id: number, text: string, explanation: string | null): ExamQuestion => ({
      id,
      categoryId: 1,
      question: text,
      optionA: "Ünïcode — “quotes”",
      optionB: 'He said "yes", then left',
      optionC: "line one\nline two",
      optionD: "日本語",
      correctOption: "c",
      explanation,
      sortOrder: id,
      status: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const bank = [question(1, "Plain question?", null), question(2, 'A "quoted", multi\nline one', "Why: é")];
    const csv = bankCsv(bank);
    expect(
      csv.startsWith("\uFEFFquestion,option_a,option_b,option_c,option_d,correct_option,explanation\r\n"),
    ).toBe(true);
    expect(parseBankCsv(bytes(csv))).toEqual(
      bank.map((row) => ({
        question: row.question,
        option_a: row.optionA,
        option_b: row.optionB,
        option_c: row.optionC,
        option_d: row.optionD,
        correct_option: row.correctOption,
        explanation: row.explanation,
      })),
    );
  });
});
