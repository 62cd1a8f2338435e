import { Button } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { Form, useNavigate } from "react-router";
import { cutText } from "@shared/text/cut-text";
import { SearchCombobox } from "./search-combobox";
import classes from "./suggestion-search-box.module.css";

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
  /** Suggestion names are cut to this many characters, with an ellipsis (none: as the API cut them). */
  nameLength?: number;
  /** The text the box starts with: the search the page shows now. */
  query?: string;
  /** Suggestions start from this many characters (SPEC.md §5: 2)… */
  minLength?: number;
  /** …this long after the last key (SPEC.md §5: 300 ms). */
  delayMs?: number;
  "data-testid"?: string;
};

/**
 * A search box with suggestions (the Q&A page's, the blog's, the tutorials'): from `minLength`
 * characters, `delayMs` after the last key, it shows the names the API suggests; choosing one
 * opens its page, and submitting searches the list page. The field is the site's own combobox
 * (./search-combobox.tsx), light enough for the Q&A page's budget.
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
  const [debounced, setDebounced] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
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

  const options = useMemo(
    () =>
      longEnough
        ? suggestions.map((suggestion) => ({
            value: suggestion.slug,
            label: nameLength ? cutText(suggestion.name, nameLength) : suggestion.name,
          }))
        : [],
    [longEnough, suggestions, nameLength],
  );

  return (
    <Form method="get" action={action} role="search" aria-label={searchLabel}>
      <div className={classes.row}>
        <SearchCombobox
          className={classes.field}
          name="q"
          label={label}
          placeholder={placeholder}
          value={text}
          onChange={setText}
          options={options}
          onOptionSubmit={(option) => navigate(suggestionHref(option.value))}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={maxLength}
          data-testid={testId}
        />
        <Button type="submit">Search</Button>
      </div>
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
