import { Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LinkPagination } from "./link-pagination";
import { listCountText, type ListPage } from "./list-location";
import { ListSearchForm } from "./list-search-form";

type SearchedListProps = {
  list: ListPage;
  search: { label: string; placeholder: string; maxLength: number };
  /** What the list holds, one and many: "PDF", "PDFs". */
  noun: { one: string; many: string };
  /** What an empty list says, without a search and with one. */
  empty: { list: string; search: string };
  /** What the pages are of, for screen readers: "Pages of PDFs". */
  pagesLabel: string;
  /** Pages shown either side of the current one (LinkPagination). */
  siblings?: number;
  /** Prefix of the count's and the empty text's test ids: `{testId}-count`, `{testId}-empty`. */
  testId: string;
  /** How many items this page shows, and the items themselves. */
  shown: number;
  children: ReactNode;
};

/**
 * A searched, paged list (/pdf-zone/{slug}, /torrent-tutorial): the search box, how many match
 * and which are shown, the way out of a search, the items (or what an empty list says) and the
 * numbered pages. Every state is an address the server renders.
 */
export function SearchedList(props: SearchedListProps) {
  const { list, noun, empty, testId } = props;
  const { page, lastPage, query } = list;
  return (
    <>
      <ListSearchForm query={query} {...props.search} />
      <Group justify="space-between" gap="xs">
        <Text c="dimmed" aria-live="polite" data-testid={`${testId}-count`}>
          {listCountText(list, noun)}
        </Text>
        {query && (
          <Button component={Link} to="." variant="subtle" size="compact-sm">
            Clear search
          </Button>
        )}
      </Group>
      {props.shown > 0 ? (
        props.children
      ) : (
        <Text py="xl" ta="center" data-testid={`${testId}-empty`}>
          {query ? empty.search : empty.list}
        </Text>
      )}
      <Group justify="center">
        <LinkPagination
          page={page}
          lastPage={lastPage}
          query={query}
          label={props.pagesLabel}
          siblings={props.siblings}
        />
      </Group>
    </>
  );
}
