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
  TUTORIAL_SEARCH_MAX_LENGTH,
  TUTORIAL_SUGGESTION_LIMIT,
  TUTORIAL_SUGGESTION_NAME_LENGTH,
} from "@shared/tutorials/tutorial-messages";
import { cutText } from "@shared/text/cut-text";

/** As the site's other search boxes: suggestions from 2 characters, 300 ms after the last key. */
const MIN_LENGTH = 2;
const DELAY_MS = 300;

type Suggestion = { slug: string; name: string };

/**
 * The title search of /torrent-course/{slug}: up to 10 suggestions (names over 60 characters
 * cut, SPEC.md §9), the first page of the list's own title search (getTorrentTutorial).
 * Choosing one opens that tutorial; searching opens the list's results.
 */
export function TutorialSearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text.trim(), DELAY_MS);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const longEnough = Array.from(debounced).length >= MIN_LENGTH;

  useEffect(() => {
    if (!longEnough) return;
    const controller = new AbortController();
    const params = new URLSearchParams({
      searchQuery: debounced,
      pageSize: String(TUTORIAL_SUGGESTION_LIMIT),
    });
    fetch(`/api/public/getTorrentTutorial?${params}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { data: [] }))
      .then((body: { data: Suggestion[] }) => setSuggestions(body.data))
      .catch((error: unknown) => {
        // SPEC.md §8: data-fetch failures are only logged.
        if (!controller.signal.aborted) console.warn("Suggestions failed", error);
      });
    return () => controller.abort();
  }, [debounced, longEnough]);

  // Autocomplete options must be unique; two tutorials may share their first 60 characters.
  const slugByName = useMemo(() => {
    const map = new Map<string, string>();
    for (const suggestion of longEnough ? suggestions : []) {
      const name = cutText(suggestion.name, TUTORIAL_SUGGESTION_NAME_LENGTH);
      if (!map.has(name)) map.set(name, suggestion.slug);
    }
    return map;
  }, [longEnough, suggestions]);

  return (
    <Form method="get" action="/torrent-tutorial" role="search" aria-label="Search tutorials">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Autocomplete
          name="q"
          label="Search tutorials by title"
          placeholder="e.g. SQL, Git, Python"
          value={text}
          onChange={setText}
          data={[...slugByName.keys()]}
          // The server already chose and ordered them.
          filter={({ options }) => options}
          onOptionSubmit={(name) => {
            const slug = slugByName.get(name);
            if (slug) navigate(`/torrent-course/${slug}`);
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={TUTORIAL_SEARCH_MAX_LENGTH}
          flex={1}
        />
        <Button type="submit">Search</Button>
      </Group>
    </Form>
  );
}
