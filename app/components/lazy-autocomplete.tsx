import "@mantine/core/styles/Input.css";
import { TextInput, type AutocompleteProps } from "@mantine/core";
import { useLayoutEffect, useRef, useState } from "react";
import type * as AutocompleteField from "./autocomplete-field";

type Loaded = typeof AutocompleteField;

type LazyAutocompleteProps = Pick<
  AutocompleteProps,
  | "name"
  | "label"
  | "placeholder"
  | "leftSection"
  | "data"
  | "filter"
  | "limit"
  | "renderOption"
  | "comboboxProps"
  | "onOptionSubmit"
  | "maxLength"
  | "size"
  | "flex"
> & { value: string; onChange: (value: string) => void; "data-testid"?: string };

/**
 * Mantine's Autocomplete, loaded when a visitor reaches for the field (the pointer over it, or
 * focus): its dropdown and the positioning library under it are about 40 kB of script that a
 * reader of the page never needs. Until then a text input with the same name, label and value
 * stands in, and submits the same form; when the real field arrives it takes over the focus and
 * the caret, and typing goes on where it was.
 */
export function LazyAutocomplete({
  data,
  filter,
  limit,
  renderOption,
  comboboxProps,
  onOptionSubmit,
  ...field
}: LazyAutocompleteProps) {
  const standIn = useRef<HTMLInputElement>(null);
  // The stand-in's caret as of its last input or selection change: once the element is removed,
  // the browser may report a caret from before the last keys.
  const caret = useRef<{ start: number | null; end: number | null } | null>(null);
  const keepCaret = (event: React.SyntheticEvent<HTMLInputElement>) => {
    caret.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd };
  };
  const real = useRef<HTMLInputElement>(null);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState<{ module: Loaded; focused: boolean } | null>(null);

  const load = () => {
    if (loading) return;
    setLoading(true);
    import("./autocomplete-field").then(
      (module) => setLoaded({ module, focused: document.activeElement === standIn.current }),
      (error: unknown) => {
        // The stand-in keeps working as a plain search field; the next focus tries again.
        console.warn("The suggestions failed to load", error);
        setLoading(false);
      },
    );
  };

  // In the commit that swaps the fields, so that no key pressed meanwhile goes elsewhere.
  useLayoutEffect(() => {
    const input = real.current;
    if (!loaded?.focused || !input) return;
    input.focus();
    const end = input.value.length;
    input.setSelectionRange(caret.current?.start ?? end, caret.current?.end ?? end);
  }, [loaded]);

  if (loaded) {
    const { Autocomplete } = loaded.module;
    return (
      <Autocomplete
        ref={real}
        {...field}
        data={data}
        filter={filter}
        limit={limit}
        renderOption={renderOption}
        comboboxProps={comboboxProps}
        onOptionSubmit={onOptionSubmit}
      />
    );
  }
  return (
    <TextInput
      ref={standIn}
      {...field}
      onChange={(event) => {
        keepCaret(event);
        field.onChange(event.currentTarget.value);
      }}
      onSelect={keepCaret}
      // What it becomes when the suggestions arrive, announced as such from the start.
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
    />
  );
}
