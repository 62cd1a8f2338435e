import { Button } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { Form, useNavigate } from "react-router";
import type { QuestionSuggestion } from "@server/services/qa/suggest-questions";
import { SearchCombobox } from "~/components/search-combobox";
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
  const [debounced, setDebounced] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
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

  // Each suggestion is a question of this category, named by its first 60 characters (the server
  // cuts them); choosing one opens that question.
  const options = useMemo(
    () => (longEnough ? suggestions.map(({ slug, name }) => ({ value: slug, label: name })) : []),
    [longEnough, suggestions],
  );

  return (
    <Form method="get" role="search" aria-label="Search these questions">
      <div className={classes.searchRow}>
        <SearchCombobox
          className={classes.searchField}
          name="q"
          label="Search questions and answers"
          placeholder="e.g. closure, event loop, indexes"
          value={text}
          onChange={setText}
          options={options}
          onOptionSubmit={(option) => navigate(`?question=${encodeURIComponent(option.value)}`)}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={200}
          data-testid="qa-search"
        />
        <Button type="submit">Search</Button>
      </div>
    </Form>
  );
}
