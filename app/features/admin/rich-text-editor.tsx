/**
 * The admin area's rich-text editor (Tiptap on ProseMirror): answers, blog posts, the static
 * pages. Loaded only through RichTextField (./rich-text-field.tsx), with a lazy import, so no
 * public page's script carries it. It edits HTML: the field keeps the current HTML in a hidden
 * input that its form posts, and the server sanitises it and highlights its code blocks
 * (`<pre><code class="language-x">`) as it does every answer.
 *
 * Beside the formatting buttons, Link, Picture and Table make what the site's text may hold: a
 * link through its dialog (link-dialog.tsx), a picture uploaded with its alt text
 * (picture-dialog.tsx), a table with a header row, and, while the cursor is in a table, buttons
 * for its rows and columns (prosemirror-tables, rich-text-kept-nodes.ts).
 */
import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { Button, NativeSelect } from "@mantine/core";
import { TextSelection, type Command } from "@tiptap/pm/state";
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable } from "@tiptap/pm/tables";
import { EditorContent, useEditor, useEditorState, type Editor, type JSONContent } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { FIELD_CONTROL } from "~/forms/focus-return";
import { CODE_LANGUAGES } from "./code-languages";
import { LinkDialog } from "./link-dialog";
import { PictureDialog } from "./picture-dialog";
import { KEPT_NODES, withTableHeads } from "./rich-text-kept-nodes";
import classes from "./rich-text-editor.module.css";

type RichTextEditorProps = {
  /** The HTML the editor starts from. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The field's label, for the editing area's accessible name. */
  label: string;
  /** The field's name: the editing area is its control, where focus goes when it is refused. */
  field: string;
  invalid: boolean;
};

type Tool = { label: string; active: (editor: Editor) => boolean; run: (editor: Editor) => void };

const TOOLS: Tool[] = [
  { label: "Bold", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  {
    label: "Italic",
    active: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  { label: "Code", active: (e) => e.isActive("code"), run: (e) => e.chain().focus().toggleCode().run() },
  {
    label: "Heading",
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: "Bullet list",
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "Quote",
    active: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: "Code block",
    active: (e) => e.isActive("codeBlock"),
    run: (e) => e.chain().focus().toggleCodeBlock({ language: "javascript" }).run(),
  },
];

/** Runs a ProseMirror command (prosemirror-tables') on the editor, which keeps the focus. */
const runCommand = (editor: Editor, command: Command) =>
  editor
    .chain()
    .focus()
    .command(({ state, dispatch }) => command(state, dispatch))
    .run();

/** The buttons shown while the cursor is in a table. */
const TABLE_TOOLS: Array<{ label: string; command: Command }> = [
  { label: "Add row", command: addRowAfter },
  { label: "Add column", command: addColumnAfter },
  { label: "Delete row", command: deleteRow },
  { label: "Delete column", command: deleteColumn },
  { label: "Delete table", command: deleteTable },
];

/** A new table: a header row and two rows of three empty cells. */
function newTable(): JSONContent {
  const row = (cell: "tableHeader" | "tableCell") => ({
    type: "tableRow",
    content: [1, 2, 3].map(() => ({ type: cell, content: [{ type: "paragraph" }] })),
  });
  return { type: "table", content: [row("tableHeader"), row("tableCell"), row("tableCell")] };
}

function insertTable(editor: Editor) {
  editor
    .chain()
    .focus()
    .insertContent(newTable())
    .command(({ tr }) => {
      // Into the new table's first cell: the last table that starts before the cursor.
      let table: number | undefined;
      tr.doc.nodesBetween(0, tr.selection.from, (node, position) => {
        if (node.type.name === "table") table = position;
      });
      // table > row > cell > paragraph: its text starts four positions in.
      if (table !== undefined) tr.setSelection(TextSelection.near(tr.doc.resolve(table + 4)));
      return true;
    })
    .run();
}

/**
 * A link's address and nothing else: the sanitiser decides `target` and `rel` when it stores the
 * text (web addresses open apart, without the opener), so a link changed from a web address to a
 * site path does not keep them.
 */
function saveLink(editor: Editor, href: string) {
  const link = { href, target: null, rel: null };
  if (editor.state.selection.empty && !editor.isActive("link")) {
    // Nothing to make a link of: the address is its text. What is typed next is not part of it
    // (the link mark reaches over its end while autolink is on).
    editor
      .chain()
      .focus()
      .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: link }] })
      .unsetMark("link")
      .run();
  } else {
    editor.chain().focus().extendMarkRange("link").setLink(link).run();
  }
}

type Dialog = "link" | "picture" | null;

export default function RichTextEditor({
  initialHtml,
  onChange,
  label,
  field,
  invalid,
}: RichTextEditorProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // No target or rel of the editor's own: the sanitiser sets them (saveLink).
        link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
      }),
      ...KEPT_NODES,
    ],
    content: initialHtml,
    // The page renders it only in the browser, after hydration.
    immediatelyRender: false,
    editorProps: {
      attributes: { "aria-label": label, "aria-multiline": "true", role: "textbox", [FIELD_CONTROL]: field },
    },
    onUpdate: ({ editor: current }) => onChange(withTableHeads(current.getHTML())),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current && {
        active: TOOLS.map((tool) => tool.active(current)),
        inCodeBlock: current.isActive("codeBlock"),
        language: (current.getAttributes("codeBlock").language as string | null) ?? "",
        inLink: current.isActive("link"),
        inTable: current.isActive("table"),
      },
  });
  if (!editor) return null;
  // Until the first transaction the state is not computed yet: nothing is active.
  const { active, inCodeBlock, language, inLink, inTable } = state ?? {
    active: [],
    inCodeBlock: false,
    language: "",
    inLink: false,
    inTable: false,
  };
  // A dialog gives the focus back to the text it was opened from, where the cursor was.
  const closeDialog = () => {
    setDialog(null);
    requestAnimationFrame(() => editor.commands.focus());
  };
  return (
    <div className={classes.frame} data-error={invalid || undefined}>
      <div className={classes.toolbar} role="toolbar" aria-label="Formatting">
        {TOOLS.map((tool, index) => (
          <Button
            key={tool.label}
            size="compact-sm"
            variant={active[index] ? "filled" : "default"}
            aria-pressed={active[index] ?? false}
            onClick={() => tool.run(editor)}
          >
            {tool.label}
          </Button>
        ))}
        <Button
          size="compact-sm"
          variant={inLink ? "filled" : "default"}
          aria-pressed={inLink}
          aria-haspopup="dialog"
          onClick={() => setDialog("link")}
        >
          Link
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          aria-haspopup="dialog"
          onClick={() => setDialog("picture")}
        >
          Picture
        </Button>
        <Button size="compact-sm" variant="default" disabled={inTable} onClick={() => insertTable(editor)}>
          Table
        </Button>
        {inCodeBlock && (
          <NativeSelect
            size="xs"
            aria-label="Code language"
            value={language}
            onChange={(event) =>
              editor
                .chain()
                .focus()
                .updateAttributes("codeBlock", { language: event.currentTarget.value || null })
                .run()
            }
            data={[{ value: "", label: "No highlighting" }, ...CODE_LANGUAGES]}
          />
        )}
        {inTable && (
          <div className={classes.group} role="group" aria-label="Table tools">
            {TABLE_TOOLS.map((tool) => (
              <Button
                key={tool.label}
                size="compact-sm"
                variant="light"
                color={tool.label.startsWith("Delete") ? "red" : undefined}
                onClick={() => runCommand(editor, tool.command)}
              >
                {tool.label}
              </Button>
            ))}
          </div>
        )}
      </div>
      <EditorContent editor={editor} className={classes.content} />
      {dialog === "link" && (
        <LinkDialog
          current={inLink ? ((editor.getAttributes("link").href as string | undefined) ?? "") : null}
          onSave={(href) => {
            saveLink(editor, href);
            closeDialog();
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            closeDialog();
          }}
          onCancel={closeDialog}
        />
      )}
      {dialog === "picture" && (
        <PictureDialog
          onInsert={({ url, alt }) => {
            editor.chain().focus().setImage({ src: url, alt }).run();
            closeDialog();
          }}
          onCancel={closeDialog}
        />
      )}
    </div>
  );
}
