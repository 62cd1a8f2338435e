import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useRef, useState } from "react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { CategoryCard } from "~/components/catalog/category-card";
import { LazyAutocomplete } from "~/components/lazy-autocomplete";
import { cutText } from "@shared/text/cut-text";
import { MAX_SUGGESTIONS, SUGGESTION_LENGTH, categoriesLabel, filterByName } from "./category-filter";

export type BrowserCategory = { id: number; name: string; slug: string; icon: string; parentName: string };

type CategoryBrowserProps = {
  /** The child categories in scope: all of them, or one main category's. */
  items: BrowserCategory[];
  initialQuery: string;
  /** Kept in the search form so that a search without JavaScript stays within the filter. */
  activeSlug: string | null;
  /** The main category the list is filtered to, named when nothing in it matches. */
  activeName: string | null;
};

/**
 * Search box, results count and the grid. Typing filters at once; the query follows into the
 * URL (?q=) a moment later, so a reload or a shared link shows the same list, rendered on the server.
 */
export function CategoryBrowser({ items, initialQuery, activeSlug, activeName }: CategoryBrowserProps) {
  const [query, setQuery] = useState(initialQuery);
  const [, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const shown = useMemo(() => filterByName(items, query), [items, query]);
  const names = useMemo(() => [...new Set(items.map((item) => item.name))], [items]);

  const syncUrl = useDebouncedCallback((value: string) => {
    setSearchParams(
      (params) => {
        if (value.trim()) params.set("q", value.trim());
        else params.delete("q");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, 400);

  // True while moving to a chosen suggestion's page. Autocomplete reports the chosen name as a
  // change right after the choice; syncing that into the URL 400 ms later would replace the move
  // when the category's page is slow to arrive.
  const leaving = useRef(false);

  const search = (value: string) => {
    setQuery(value);
    if (!leaving.current) syncUrl(value);
  };

  const pick = (name: string) => {
    const picked = items.find((item) => item.name === name);
    syncUrl.cancel();
    if (!picked) return;
    leaving.current = true;
    void Promise.resolve(navigate(`/question-answer/${picked.slug}`)).finally(() => {
      leaving.current = false;
    });
  };

  return (
    <Stack gap="md">
      <Form
        method="get"
        action="/all-category"
        role="search"
        onSubmit={(event) => {
          // With JavaScript the list is already filtered; only the URL needs to catch up.
          event.preventDefault();
          syncUrl.flush();
        }}
      >
        {activeSlug && <input type="hidden" name="category" value={activeSlug} />}
        <LazyAutocomplete
          name="q"
          label="Search categories"
          placeholder="Type a technology, e.g. Spring Boot"
          leftSection={<IconSearch size={18} aria-hidden />}
          data={names}
          value={query}
          onChange={search}
          onOptionSubmit={pick}
          limit={MAX_SUGGESTIONS}
          renderOption={({ option }) => (
            <span title={option.value}>{cutText(option.value, SUGGESTION_LENGTH)}</span>
          )}
          comboboxProps={{ shadow: "md" }}
          size="md"
        />
      </Form>

      <Group justify="space-between">
        <Text fw={600} data-testid="results-count" aria-live="polite">
          {categoriesLabel(shown.length)}
        </Text>
      </Group>

      {shown.length > 0 ? (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {shown.map((item) => (
            <CategoryCard
              key={item.id}
              to={`/question-answer/${item.slug}`}
              name={item.name}
              icon={item.icon}
              detail={item.parentName}
            />
          ))}
        </SimpleGrid>
      ) : (
        <NoMatch query={query.trim()} within={activeName} />
      )}
    </Stack>
  );
}

/**
 * What an empty result says: within a main category, that the filter is on, with a link to the
 * same search over every category (where the technology may well be); otherwise, to shorten it.
 */
function NoMatch({ query, within }: { query: string; within: string | null }) {
  if (!within) return <Text>No category matches “{query}”. Try a shorter word.</Text>;
  return (
    <Text>
      No {within} category matches “{query}”.{" "}
      <Anchor component={Link} to={`/all-category?q=${encodeURIComponent(query)}`} fw={600}>
        Search every category
      </Anchor>
    </Text>
  );
}
