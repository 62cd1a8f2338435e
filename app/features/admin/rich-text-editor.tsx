/**
 * The admin area's rich-text editor (Tiptap on ProseMirror): answers, blog posts, the static
 * pages. Loaded only through RichTextField (./rich-text-field.tsx), with a lazy import, so no
 * public page's script carries it. It edits HTML: the field keeps the current HTML in a hidden
 * input that its form posts, and the server sanitises it and highlights its code blocks
 * (`<pre><code class="language-x">`) as it does every answer.
 */
import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { Button, NativeSelect } from "@mantine/core";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { CODE_LANGUAGES } from "./code-languages";
import { KEPT_NODES } from "./rich-text-kept-nodes";
import classes from "./rich-text-editor.module.css";

type RichTextEditorProps = {
  /** The HTML the editor starts from. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The field's label, for the editing area's accessible name. */
  label: string;
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

export default function RichTextEditor({ initialHtml, onChange, label, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), ...KEPT_NODES],
    content: initialHtml,
    // The page renders it only in the browser, after hydration.
    immediatelyRender: false,
    editorProps: { attributes: { "aria-label": label, "aria-multiline": "true", role: "textbox" } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current && {
        active: TOOLS.map((tool) => tool.active(current)),
        inCodeBlock: current.isActive("codeBlock"),
        language: (current.getAttributes("codeBlock").language as string | null) ?? "",
      },
  });
  if (!editor) return null;
  // Until the first transaction the state is not computed yet: nothing is active.
  const { active, inCodeBlock, language } = state ?? { active: [], inCodeBlock: false, language: "" };
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
      </div>
      <EditorContent editor={editor} className={classes.content} />
    </div>
  );
}
