import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { Button, Group, NativeSelect, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Form } from "react-router";

type ListSortFormProps<Sort extends string> = {
  /** The search the page shows now (`?q=`): kept when the order or a filter changes. */
  query: string;
  /** The order the page shows now (`?sort=`). */
  sort: Sort;
  sorts: readonly Sort[];
  labels: Record<Sort, string>;
  /** How many rows the list holds, and what one and several of them are called. */
  total: number;
  nouns: [one: string, several: string];
  /** Filters chosen with the order: selects named after their query parameter. */
  filters?: ReactNode;
};

/**
 * The order (and any filters) of a paged list beside its ListSearchForm: a GET form, so the
 * choice is a URL the server renders, back to page 1, keeping the search.
 */
export function ListSortForm<Sort extends string>({
  query,
  sort,
  sorts,
  labels,
  total,
  nouns,
  filters,
}: ListSortFormProps<Sort>) {
  return (
    <Form method="get">
      {query && <input type="hidden" name="q" value={query} />}
      <Group gap="xs" align="flex-end" wrap="wrap">
        {filters}
        <NativeSelect
          key={`sort-${sort}`}
          name="sort"
          label="Sort by"
          defaultValue={sort}
          data={sorts.map((value) => ({ value, label: labels[value] }))}
        />
        <Button type="submit" variant="default">
          {filters ? "Apply" : "Sort"}
        </Button>
        <Text c="dimmed" size="sm" ml="auto">
          {total} {total === 1 ? nouns[0] : nouns[1]}
        </Text>
      </Group>
    </Form>
  );
}
