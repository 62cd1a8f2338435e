import { highlightCodeBlocks } from "./highlight-code.ts";
import { sanitizeHtml } from "./sanitize-html.ts";

/**
 * Rich text as it is stored, whoever wrote it (the seed, the question, blog and page editors):
 * code blocks highlighted once on the server, then sanitised, so pages serve ready-made markup
 * and no editor's HTML can carry a script.
 */
export function storedHtml(html: string): string {
  return sanitizeHtml(highlightCodeBlocks(html));
}
