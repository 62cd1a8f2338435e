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
import {
  BLOG_SEARCH_DELAY_MS,
  BLOG_SEARCH_MAX_LENGTH,
  BLOG_SEARCH_MIN_LENGTH,
  BLOG_TITLE_LENGTH,
} from "@shared/blog/blog-messages";
import { cutText } from "@shared/text/cut-text";

type Suggestion = { slug: string; name: string };

/**
 * The blog's search box: suggestions of post titles from 2 characters, 300 ms after the last key
 * (SPEC.md §5); choosing one opens the post. Submitting searches the blog (`/blog?q=`), a URL the
 * server renders.
 */
export function BlogSearchBox({ query }: { query: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const [debounced] = useDebouncedValue(text.trim(), BLOG_SEARCH_DELAY_MS);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const longEnough = Array.from(debounced).length >= BLOG_SEARCH_MIN_LENGTH;

  useEffect(() => {
    if (!longEnough) return;
    const controller = new AbortController();
    fetch(`/api/public/blogSearch?title=${encodeURIComponent(debounced)}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { result: [] }))
      .then((body: { result: Suggestion[] }) => setSuggestions(body.result))
      .catch((error: unknown) => {
        // SPEC.md §8: data-fetch failures are only logged.
        if (!controller.signal.aborted) console.warn("Blog suggestions failed", error);
      });
    return () => controller.abort();
  }, [debounced, longEnough]);

  // Autocomplete options must be unique; two titles may share their first 60 characters.
  const slugByName = useMemo(() => {
    const map = new Map<string, string>();
    for (const suggestion of longEnough ? suggestions : []) {
      const name = cutText(suggestion.name, BLOG_TITLE_LENGTH);
      if (!map.has(name)) map.set(name, suggestion.slug);
    }
    return map;
  }, [longEnough, suggestions]);

  return (
    <Form method="get" action="/blog" role="search" aria-label="Search the blog">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Autocomplete
          name="q"
          label="Search the blog"
          placeholder="e.g. H-1B, résumé, system design"
          value={text}
          onChange={setText}
          data={[...slugByName.keys()]}
          // The server already chose and ordered them.
          filter={({ options }) => options}
          onOptionSubmit={(name) => {
            const slug = slugByName.get(name);
            if (slug) navigate(`/blog-details/${slug}`);
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={BLOG_SEARCH_MAX_LENGTH}
          flex={1}
          data-testid="blog-search"
        />
        <Button type="submit">Search</Button>
      </Group>
    </Form>
  );
}
