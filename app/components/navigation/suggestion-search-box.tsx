import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/ScrollArea.css";
import { Autocomplete, Button, Group } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { Form, useNavigate } from "react-router";
import { cutText } from "@shared/text/cut-text";

/** A record a suggestion names: shown by its name, opened by its slug. */
export type Suggestion = { slug: string; name: string };

/**
 * Asks the API for the suggestions of a search text. Define it once, outside any component: a new
 * function at each render would ask again.
 */
export type SuggestionFetch = (text: string, signal: AbortSignal) => Promise<Suggestion[]>;

type SuggestionSearchBoxProps = {
  /** The list page that a submitted search opens (`?q=`), a URL the server renders. */
  action: string;
  /** The search landmark's name. */
  searchLabel: string;
  label: string;
  placeholder: string;
  maxLength: number;
  fetchSuggestions: SuggestionFetch;
  /** The page a chosen suggestion opens. */
  suggestionHref: (slug: string) => string;
  /** Suggestion names are cut to this many characters, with an ellipsis. */
  nameLength: number;
  /** The text the box starts with: the search the page shows now. */
  query?: string;
  /** Suggestions start from this many characters (SPEC.md §5: 2)… */
  minLength?: number;
  /** …this long after the last key (SPEC.md §5: 300 ms). */
  delayMs?: number;
  "data-testid"?: string;
};

/**
 * A search box with suggestions (the blog's, the tutorials'): from `minLength` characters,
 * `delayMs` after the last key, it shows the names the API suggests; choosing one opens its page,
 * and submitting searches the list page.
 */
export function SuggestionSearchBox({
  action,
  searchLabel,
  label,
  placeholder,
  maxLength,
  fetchSuggestions,
  suggestionHref,
  nameLength,
  query = "",
  minLength = 2,
  delayMs = 300,
  "data-testid": testId,
}: SuggestionSearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const [debounced] = useDebouncedValue(text.trim(), delayMs);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const longEnough = Array.from(debounced).length >= minLength;

  useEffect(() => {
    if (!longEnough) return;
    const controller = new AbortController();
    fetchSuggestions(debounced, controller.signal)
      .then(setSuggestions)
      .catch((error: unknown) => {
        // SPEC.md §8: data-fetch failures are only logged.
        if (!controller.signal.aborted) console.warn("Suggestions failed", error);
      });
    return () => controller.abort();
  }, [debounced, longEnough, fetchSuggestions]);

  // Autocomplete options must be unique; two records may share the start of their names.
  const slugByName = useMemo(() => {
    const map = new Map<string, string>();
    for (const suggestion of longEnough ? suggestions : []) {
      const name = cutText(suggestion.name, nameLength);
      if (!map.has(name)) map.set(name, suggestion.slug);
    }
    return map;
  }, [longEnough, suggestions, nameLength]);

  return (
    <Form method="get" action={action} role="search" aria-label={searchLabel}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Autocomplete
          name="q"
          label={label}
          placeholder={placeholder}
          value={text}
          onChange={setText}
          data={[...slugByName.keys()]}
          // The server already chose and ordered them.
          filter={({ options }) => options}
          onOptionSubmit={(name) => {
            const slug = slugByName.get(name);
            if (slug) navigate(suggestionHref(slug));
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={maxLength}
          flex={1}
          data-testid={testId}
        />
        <Button type="submit">Search</Button>
      </Group>
    </Form>
  );
}

/**
 * A SuggestionFetch for an API call answering `{ [field]: Suggestion[] }` at the address `url`
 * makes of the text; an answer that is not a success counts as no suggestions.
 */
export function suggestionsFrom(url: (text: string) => string, field: string): SuggestionFetch {
  return async (text, signal) => {
    const response = await fetch(url(text), { signal });
    if (!response.ok) return [];
    const body = (await response.json()) as Record<string, Suggestion[]>;
    return body[field] ?? [];
  };
}
