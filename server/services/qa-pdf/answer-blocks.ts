import { sanitizeHtml } from "../content/sanitize-html.ts";

/**
 * Turns an answer's stored HTML into the few block kinds the PDF draws:
 * paragraphs of styled runs, (nested) lists and code blocks. Tags the PDF
 * does not draw (tables, spans, figures…) are dropped but their text is kept.
 *
 * The HTML is run through the site's sanitiser first, so what is parsed here
 * is its well-formed output: every `<` and `&` in text is escaped, attribute
 * values are quoted. That is what makes the small tokenizer below enough.
 */

export type TextRun = {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  /** http(s) or mailto address of a link. */
  link?: string;
};

export type AnswerBlock =
  | { kind: "paragraph"; runs: TextRun[]; heading?: boolean; quote?: boolean }
  | { kind: "list"; ordered: boolean; items: AnswerBlock[][] }
  | { kind: "code"; text: string };

type ElementNode = { tag: string; attrs: Record<string, string>; children: HtmlNode[] };
type HtmlNode = ElementNode | string;

const VOID_TAGS = new Set(["br", "hr", "img", "wbr", "col", "area", "source"]);
const TOKEN =
  /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:\s*=\s*"[^"]*")?)*)\s*(\/?)>|<!--[\s\S]*?-->|([^<]+)|</g;
const ATTRIBUTE = /([^\s=]+)(?:\s*=\s*"([^"]*)")?/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function parseHtml(html: string): HtmlNode[] {
  const root: ElementNode = { tag: "#root", attrs: {}, children: [] };
  const stack: ElementNode[] = [root];
  for (const match of html.matchAll(TOKEN)) {
    const [whole, closing, rawTag, rawAttrs, selfClosing, text] = match;
    const current = stack.at(-1)!;
    if (text !== undefined) {
      current.children.push(decodeEntities(text));
    } else if (whole === "<") {
      current.children.push("<");
    } else if (rawTag) {
      const tag = rawTag.toLowerCase();
      if (closing) {
        // Close up to the matching open tag; a stray closing tag is ignored.
        const index = stack.findLastIndex((node) => node.tag === tag);
        if (index > 0) stack.length = index;
      } else {
        const attrs: Record<string, string> = {};
        for (const [, name, value] of (rawAttrs ?? "").matchAll(ATTRIBUTE)) {
          attrs[name!.toLowerCase()] = decodeEntities(value ?? "");
        }
        const element: ElementNode = { tag, attrs, children: [] };
        current.children.push(element);
        if (!selfClosing && !VOID_TAGS.has(tag)) stack.push(element);
      }
    }
  }
  return root.children;
}

function textContent(node: HtmlNode): string {
  if (typeof node === "string") return node;
  if (node.tag === "br") return "\n";
  return node.children.map(textContent).join("");
}

type InlineStyle = Omit<TextRun, "text">;

const BLOCK_TAGS = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "nav",
  "aside",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "pre",
  "blockquote",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "caption",
  "figure",
  "figcaption",
  "dl",
  "dt",
  "dd",
  "hr",
]);

/** Collapses white space as a browser does and drops empty runs; undefined when nothing visible remains. */
function normaliseRuns(runs: TextRun[]): TextRun[] | undefined {
  const result: TextRun[] = [];
  let previousEndsWithSpace = true; // also trims the paragraph's start
  for (const run of runs) {
    const lines = run.text.split("\n").map((line) => line.replace(/[ \t\r\f]+/g, " "));
    let text = lines
      .map((line, index) => (index > 0 ? line.replace(/^ /, "") : line))
      .map((line, index, all) => (index < all.length - 1 ? line.replace(/ $/, "") : line))
      .join("\n");
    if (previousEndsWithSpace) text = text.replace(/^ /, "");
    if (!text) continue;
    previousEndsWithSpace = /[ \n]$/.test(text);
    result.push({ ...run, text });
  }
  while (result.length > 0) {
    const last = result.at(-1)!;
    const trimmed = last.text.replace(/[ \n]+$/, "");
    if (trimmed) {
      last.text = trimmed;
      break;
    }
    result.pop();
  }
  return result.length > 0 ? result : undefined;
}

class BlockBuilder {
  readonly blocks: AnswerBlock[] = [];
  private runs: TextRun[] = [];
  private paragraphFlags: { heading?: boolean; quote?: boolean } = {};

  constructor(private readonly quote = false) {}

  addText(text: string, style: InlineStyle) {
    // Source line breaks are white space; only <br> (added as "\n" by addBreak) breaks a line.
    this.runs.push({ ...style, text: text.replace(/\n/g, " ") });
  }

  addBreak(style: InlineStyle) {
    this.runs.push({ ...style, text: "\n" });
  }

  flush() {
    const runs = normaliseRuns(this.runs);
    if (runs) {
      this.blocks.push({
        kind: "paragraph",
        runs,
        ...this.paragraphFlags,
        ...(this.quote && { quote: true }),
      });
    }
    this.runs = [];
    this.paragraphFlags = {};
  }

  block(block: AnswerBlock) {
    this.flush();
    this.blocks.push(block);
  }

  heading(children: HtmlNode[]) {
    this.flush();
    this.paragraphFlags = { heading: true };
    this.inline(children, { bold: true });
    this.flush();
  }

  inline(nodes: HtmlNode[], style: InlineStyle) {
    for (const node of nodes) this.node(node, style);
  }

  node(node: HtmlNode, style: InlineStyle) {
    if (typeof node === "string") return this.addText(node, style);
    const { tag, children } = node;
    if (tag === "br") return this.addBreak(style);
    if (tag === "img") return node.attrs.alt ? this.addText(`[${node.attrs.alt}]`, style) : undefined;
    if (BLOCK_TAGS.has(tag)) return this.blockElement(node);
    if (tag === "strong" || tag === "b") return this.inline(children, { ...style, bold: true });
    if (tag === "em" || tag === "i" || tag === "cite")
      return this.inline(children, { ...style, italic: true });
    if (tag === "code" || tag === "kbd" || tag === "samp" || tag === "tt") {
      return this.inline(children, { ...style, code: true });
    }
    if (tag === "a") {
      const href = node.attrs.href ?? "";
      return this.inline(children, /^(https?:|mailto:)/i.test(href) ? { ...style, link: href } : style);
    }
    // span, u, s, sub, sup, abbr…: their text, unstyled.
    this.inline(children, style);
  }

  private blockElement(node: ElementNode) {
    const { tag, children } = node;
    if (tag === "pre") {
      const text = children
        .map(textContent)
        .join("")
        .replace(/^\r?\n/, "")
        .replace(/\s+$/, "");
      if (text) this.block({ kind: "code", text });
      return;
    }
    if (tag === "ul" || tag === "ol") {
      const items = children
        .filter((child): child is ElementNode => typeof child !== "string" && child.tag === "li")
        .map((item) => toBlocks(item.children, this.quote))
        .filter((blocks) => blocks.length > 0);
      // Numbering starts at 1: the sanitiser does not keep a `start` attribute.
      if (items.length > 0) this.block({ kind: "list", ordered: tag === "ol", items });
      return;
    }
    if (/^h[1-6]$/.test(tag) || tag === "dt" || tag === "caption") return this.heading(children);
    if (tag === "blockquote") {
      this.flush();
      this.blocks.push(...toBlocks(children, true));
      return;
    }
    if (tag === "tr") {
      // A table row reads as one line: "cell | cell".
      this.flush();
      const cells = children.filter((child): child is ElementNode => typeof child !== "string");
      cells.forEach((cell, index) => {
        if (index > 0) this.addText(" | ", {});
        this.inline(cell.children, cell.tag === "th" ? { bold: true } : {});
      });
      this.flush();
      return;
    }
    this.flush();
    this.inline(children, {});
    this.flush();
  }
}

function toBlocks(nodes: HtmlNode[], quote = false): AnswerBlock[] {
  const builder = new BlockBuilder(quote);
  builder.inline(nodes, {});
  builder.flush();
  return builder.blocks;
}

export function answerBlocks(html: string): AnswerBlock[] {
  return toBlocks(parseHtml(sanitizeHtml(html)));
}
