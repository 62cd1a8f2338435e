import type { AppLoadContext } from "react-router";

/**
 * `html` for the loader's data, or null with `html` handed to the server's render alone when the
 * request renders a document: the browser reads it back from the document
 * (./document-html.tsx). `id` is the id of the element the page shows it in.
 */
export function sendOnce(context: AppLoadContext, id: string, html: string): string | null {
  if (!context.documentHtml) return html;
  context.documentHtml.set(id, html);
  return null;
}
