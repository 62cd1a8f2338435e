import { createContext, useContext, useState } from "react";

/**
 * HTML a page shows that its hydration data need not repeat: answers already sanitised when
 * stored, structured data. A loader hands it to the server's render only (`sendOnce` in
 * ./document-html.server.ts); the browser takes it back from the document it received, so each
 * such text crosses the network once instead of twice (as markup, then again as JSON for React).
 * A client navigation's data carries it as usual.
 */
export const DocumentHtmlContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);

type DocumentHtmlProps = {
  /** The element's id, unique on the page: how the browser finds the HTML the server sent. */
  id: string;
  /** The HTML, or null when only the server's render has it (a document request's data). */
  html: string | null;
  as?: "div" | "script";
  className?: string;
  type?: string;
};

/** An element whose inner HTML is `html`: from the data, from the server's render, or from the document. */
export function DocumentHtml({ id, html, as: Tag = "div", ...attributes }: DocumentHtmlProps) {
  const rendered = useContext(DocumentHtmlContext);
  // Read once, when the element first renders in the browser: hydration, with the server's
  // element still in the document. Later renders keep that string, so React leaves the element
  // as the server wrote it.
  const [fromDocument] = useState(() =>
    html === null && typeof document !== "undefined" ? (document.getElementById(id)?.innerHTML ?? "") : "",
  );
  return (
    <Tag
      id={id}
      {...attributes}
      dangerouslySetInnerHTML={{ __html: html ?? rendered?.get(id) ?? fromDocument }}
    />
  );
}
