import "@mantine/core/styles/Input.css";
import { Group, Input, Text } from "@mantine/core";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";

// Tiptap and ProseMirror load with the editing pages only, once they are in the browser.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

const neverChanges = () => () => {};

type RichTextFieldProps = {
  /** The form field the HTML is posted as. */
  name: string;
  label: string;
  initialHtml: string;
  error: string | undefined;
  required?: boolean;
};

/**
 * An HTML field of an admin form: the rich-text editor, and a hidden input holding its HTML for
 * the form to post. The editor runs in the browser only; the server (and hydration) render its
 * place.
 */
export function RichTextField({ name, label, initialHtml, error, required }: RichTextFieldProps) {
  const [html, setHtml] = useState(initialHtml);
  // The hidden input reports each edit as a typed field does (an input event, once it holds the
  // new HTML), for what listens to the form's fields: its error goes once it is edited.
  const input = useRef<HTMLInputElement>(null);
  const reported = useRef(initialHtml);
  useEffect(() => {
    if (html === reported.current) return;
    reported.current = html;
    input.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [html]);
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const loading = (
    <Group justify="center" p="xl">
      {/* Text, not Mantine's Loader: importing it here splits it out of the chunk every page loads. */}
      <Text c="dimmed" size="sm">
        Loading the editor…
      </Text>
    </Group>
  );
  return (
    <Input.Wrapper label={label} withAsterisk={required} error={error} id={`${name}-editor`}>
      <input ref={input} type="hidden" name={name} value={html} />
      <Suspense fallback={loading}>
        {inBrowser ? (
          <RichTextEditor
            initialHtml={initialHtml}
            onChange={setHtml}
            label={label}
            field={name}
            invalid={Boolean(error)}
          />
        ) : (
          loading
        )}
      </Suspense>
    </Input.Wrapper>
  );
}
