import { Button } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { Form, useNavigate } from "react-router";
import type { QuestionSuggestion } from "@server/services/qa/suggest-questions";
import { LazyAutocomplete } from "~/components/lazy-autocomplete";
import classes from "./qa-page.module.css";

/** SPEC.md §5/§9 for search boxes: suggestions from 2 characters, 300 ms after the last key. */
const MIN_LENGTH = 2;
const DELAY_MS = 300;

type QaSearchBoxProps = {
  slug: string;
  /** The search the page shows now (`?q=`). */
  query: string;
};

/**
 * The search box of a Q&A page. Submitting it is a GET form, so a search is a URL
 * (`?q=`) that the server renders and a visitor can share; choosing a suggestion opens that
 * question where it stands in the list (`?question=<slug>`).
 */
export function QaSearchBox({ slug, query }: QaSearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const [debounced] = useDebouncedValue(text.trim(), DELAY_MS);
  const [suggestions, setSuggestions] = useState<QuestionSuggestion[]>([]);

  const longEnough = Array.from(debounced).length >= MIN_LENGTH;

  useEffect(() => {
    if (!longEnough) return;
    const controller = new AbortController();
    const url = `/api/public/qaSuggestions?slug=${encodeURIComponent(slug)}&q=${encodeURIComponent(debounced)}`;
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { result: [] }))
      .then((body: { result: QuestionSuggestion[] }) => setSuggestions(body.result))
      .catch((error: unknown) => {
        // SPEC.md §8: data-fetch failures are only logged.
        if (!controller.signal.aborted) console.warn("Suggestions failed", error);
      });
    return () => controller.abort();
  }, [debounced, longEnough, slug]);

  // Autocomplete options must be unique; two questions may share their first 60 characters.
  const slugByName = useMemo(() => {
    const map = new Map<string, string>();
    for (const suggestion of longEnough ? suggestions : []) {
      if (!map.has(suggestion.name)) map.set(suggestion.name, suggestion.slug);
    }
    return map;
  }, [longEnough, suggestions]);

  const search = (value: string) => {
    const params = new URLSearchParams();
    if (value.trim() !== "") params.set("q", value.trim());
    const queryString = params.toString();
    navigate(queryString ? `?${queryString}` : ".");
  };

  return (
    <Form method="get" role="search" aria-label="Search these questions">
      <div className={classes.searchRow}>
        <LazyAutocomplete
          name="q"
          label="Search questions and answers"
          placeholder="e.g. closure, event loop, indexes"
          value={text}
          onChange={setText}
          data={[...slugByName.keys()]}
          // The server already chose and ordered them; some match by words, not by substring.
          filter={({ options }) => options}
          onOptionSubmit={(name) => {
            const questionSlug = slugByName.get(name);
            if (questionSlug) navigate(`?question=${encodeURIComponent(questionSlug)}`);
            else search(name);
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={200}
          flex={1}
          data-testid="qa-search"
        />
        <Button type="submit">Search</Button>
      </div>
    </Form>
  );
}
