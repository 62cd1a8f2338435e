import { createRequire } from "node:module";
import type { HLJSApi } from "highlight.js";

/**
 * Syntax highlighting of code blocks in stored rich text (answers), done on
 * the server when the content is saved: pages then send ready-made
 * `<span class="hljs-…">` markup and no highlighter reaches the browser.
 *
 * Only blocks written as `<pre><code class="language-x">` are touched, and
 * only when highlight.js knows `x`; other blocks are left as they are.
 * Guessing the language of unlabelled code is unreliable and would colour
 * plain output (a console transcript, a table) as if it were a program.
 * Run the result through sanitizeHtml afterwards, as every stored HTML is.
 */
/**
 * highlight.js with its 190 languages holds about 6 MB of memory: loaded when content is first
 * saved (an editor, the first start's seed), not by every process that only serves pages.
 */
let highlighter: HLJSApi | undefined;
const loadHighlighter = () => (highlighter ??= createRequire(import.meta.url)("highlight.js") as HLJSApi);

const CODE_BLOCK = /<pre(\s[^>]*)?>\s*<code(\s[^>]*)?>([\s\S]*?)<\/code>\s*<\/pre>/gi;
const LANGUAGE_CLASS = /\blanguage-([\w-]+)/i;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** The text of a code element's content: tags (an earlier highlighting) removed, entities decoded. */
function codeText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const codePoint =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

export function highlightCodeBlocks(html: string): string {
  return html.replace(
    CODE_BLOCK,
    (block, _preAttributes, codeAttributes: string | undefined, inner: string) => {
      const language = codeAttributes?.match(LANGUAGE_CLASS)?.[1]?.toLowerCase();
      const hljs = loadHighlighter();
      if (!language || !hljs.getLanguage(language)) return block;
      const { value } = hljs.highlight(codeText(inner), { language, ignoreIllegals: true });
      return `<pre><code class="hljs language-${language}">${value}</code></pre>`;
    },
  );
}
