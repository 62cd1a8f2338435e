import { useMemo } from "react";
import { SuggestionSearchBox, suggestionsFrom } from "~/components/navigation/suggestion-search-box";

type QaSearchBoxProps = {
  slug: string;
  /** The search the page shows now (`?q=`). */
  query: string;
};

/**
 * The search box of a Q&A page. Submitting it is a GET form, so a search is a URL
 * (`?q=`) that the server renders and a visitor can share; choosing a suggestion opens that
 * question where it stands in the list (`?question=<slug>`). The API names each suggestion by the
 * question's first 60 characters (SPEC.md §9), already cut.
 */
export function QaSearchBox({ slug, query }: QaSearchBoxProps) {
  const fetchSuggestions = useMemo(
    () =>
      suggestionsFrom(
        (text) => `/api/public/qaSuggestions?slug=${encodeURIComponent(slug)}&q=${encodeURIComponent(text)}`,
        "result",
      ),
    [slug],
  );
  return (
    <SuggestionSearchBox
      action="."
      searchLabel="Search these questions"
      label="Search questions and answers"
      placeholder="A word or phrase"
      maxLength={200}
      fetchSuggestions={fetchSuggestions}
      suggestionHref={(questionSlug) => `?question=${encodeURIComponent(questionSlug)}`}
      query={query}
      data-testid="qa-search"
    />
  );
}
