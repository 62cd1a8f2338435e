/**
 * What the site's rich text may hold (server/services/content/sanitize-html.ts) beyond Tiptap's
 * StarterKit: tables, images, superscript and subscript. The editor's schema must know them, or
 * ProseMirror drops them when it reads the stored HTML, and the next save loses them: a blog
 * post's table came back from one edit as loose paragraphs. They are kept and their text edited;
 * the toolbar does not make new ones.
 */
import { Mark, Node, mergeAttributes } from "@tiptap/react";
import Image from "@tiptap/extension-image";

/** A whole-number attribute of a cell (colspan, rowspan), absent when it is 1. */
function spanAttribute(name: "colspan" | "rowspan") {
  return {
    default: 1,
    parseHTML: (element: HTMLElement) => Number(element.getAttribute(name)) || 1,
    renderHTML: (attributes: Record<string, number>) =>
      attributes[name] === 1 ? {} : { [name]: attributes[name] },
  };
}

/** A `<th>` or `<td>`: paragraphs, lists or code inside, as the stored cells have. */
function tableCellNode(name: "tableHeader" | "tableCell", tag: "th" | "td") {
  return Node.create({
    name,
    content: "block+",
    isolating: true,
    addAttributes() {
      return {
        colspan: spanAttribute("colspan"),
        rowspan: spanAttribute("rowspan"),
        ...(tag === "th" && {
          scope: {
            default: null,
            parseHTML: (element: HTMLElement) => element.getAttribute("scope"),
            renderHTML: (attributes: Record<string, string | null>) =>
              attributes.scope ? { scope: attributes.scope } : {},
          },
        }),
      };
    },
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

/** `<thead>`, `<tbody>` or `<tfoot>`: rows. The HTML parser puts bare rows in a `<tbody>`. */
function tableSectionNode(name: string, tag: "thead" | "tbody" | "tfoot") {
  return Node.create({
    name,
    content: "tableRow+",
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });
}

const Table = Node.create({
  name: "table",
  group: "block",
  content: "tableHead? tableBody+ tableFoot?",
  isolating: true,
  parseHTML: () => [{ tag: "table" }],
  renderHTML: () => ["table", 0],
});

const TableRow = Node.create({
  name: "tableRow",
  content: "(tableHeader | tableCell)+",
  parseHTML: () => [{ tag: "tr" }],
  renderHTML: () => ["tr", 0],
});

function textMark(name: string, tag: "sup" | "sub") {
  return Mark.create({
    name,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });
}

export const KEPT_NODES = [
  Table,
  tableSectionNode("tableHead", "thead"),
  tableSectionNode("tableBody", "tbody"),
  tableSectionNode("tableFoot", "tfoot"),
  TableRow,
  tableCellNode("tableHeader", "th"),
  tableCellNode("tableCell", "td"),
  // Where the text puts them, with their address, alternative text and size.
  Image.configure({ inline: true, allowBase64: false }),
  textMark("superscript", "sup"),
  textMark("subscript", "sub"),
];
