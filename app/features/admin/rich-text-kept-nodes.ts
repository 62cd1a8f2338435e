/**
 * What the site's rich text may hold (server/services/content/sanitize-html.ts) beyond Tiptap's
 * StarterKit: tables, images, superscript and subscript. The editor's schema must know them, or
 * ProseMirror drops them when it reads the stored HTML, and the next save loses them: a blog
 * post's table came back from one edit as loose paragraphs. The toolbar makes tables and pictures
 * (rich-text-editor.tsx); superscripts and subscripts are kept and their text edited.
 *
 * Tables are rows of cells, as prosemirror-tables (`@tiptap/pm/tables`) edits them: the nodes
 * carry its `tableRole`s, and its plugin keeps every row as wide as the others and gives Tab and
 * Shift-Tab between cells. `<thead>`, `<tbody>` and `<tfoot>` are read through (their rows become
 * the table's); withTableHeads puts the header rows back in a `<thead>` in what the editor posts.
 */
import { Extension, Mark, Node, mergeAttributes } from "@tiptap/react";
import Image from "@tiptap/extension-image";
import { goToNextCell, tableEditing } from "@tiptap/pm/tables";

/** prosemirror-tables' name for each node's part in a table. */
const TABLE_ROLES: Record<string, string> = {
  table: "table",
  tableRow: "row",
  tableCell: "cell",
  tableHeader: "header_cell",
};

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
        // prosemirror-tables reads it when it adds or removes columns; the site stores no widths.
        colwidth: { default: null, rendered: false, parseHTML: () => null },
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

const Table = Node.create({
  name: "table",
  group: "block",
  content: "tableRow+",
  isolating: true,
  parseHTML: () => [{ tag: "table" }],
  renderHTML: () => ["table", ["tbody", 0]],
});

const TableRow = Node.create({
  name: "tableRow",
  content: "(tableHeader | tableCell)+",
  parseHTML: () => [{ tag: "tr" }],
  renderHTML: () => ["tr", 0],
});

/** The table nodes' roles, and prosemirror-tables' editing: cell selections, rows kept whole, Tab. */
const TableEditing = Extension.create({
  name: "tableEditing",
  extendNodeSchema: (extension) => {
    const role = TABLE_ROLES[extension.name];
    return role ? { tableRole: role } : {};
  },
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts() {
    const move = (direction: 1 | -1) => () =>
      this.editor.isActive("table") && goToNextCell(direction)(this.editor.state, this.editor.view.dispatch);
    return { Tab: move(1), "Shift-Tab": move(-1) };
  },
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
  TableRow,
  tableCellNode("tableHeader", "th"),
  tableCellNode("tableCell", "td"),
  TableEditing,
  // Where the text puts them, with their address, alternative text and size.
  Image.configure({ inline: true, allowBase64: false }),
  textMark("superscript", "sup"),
  textMark("subscript", "sub"),
];

/** A table's first rows when they are all header cells: what `<thead>` held. */
function leadingHeaderRows(body: Element): Element[] {
  const rows: Element[] = [];
  for (const row of body.children) {
    const cells = [...row.children];
    if (cells.length === 0 || !cells.every((cell) => cell.tagName === "TH")) break;
    rows.push(row);
  }
  return rows;
}

/**
 * The editor's HTML with each table's leading rows of header cells in a `<thead>`, as the stored
 * tables have them (the editor's tables are rows of cells in a `<tbody>`). Runs in the browser.
 */
export function withTableHeads(html: string): string {
  if (!html.includes("<th")) return html;
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const body of template.content.querySelectorAll("table > tbody:first-child")) {
    const rows = leadingHeaderRows(body);
    if (rows.length === 0) continue;
    const head = document.createElement("thead");
    head.append(...rows);
    body.before(head);
    if (body.childElementCount === 0) body.remove();
  }
  return template.innerHTML;
}
