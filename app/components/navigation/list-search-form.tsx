import "@mantine/core/styles/Input.css";
import { Button, Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { Form } from "react-router";
import type { ListFilters } from "./list-location";

type ListSearchFormProps = {
  /** The search the page shows now (`?q=`). */
  query: string;
  label: string;
  placeholder: string;
  maxLength: number;
  /** Where the search goes: the current page when not given. */
  action?: string;
  /** The order and filters the list shows now (`?sort=`, `?status=`): a new search keeps them. */
  keep?: ListFilters;
};

/**
 * The search box of a paged list: a GET form, so a search is a URL (`?q=`, back to page 1) that
 * the server renders and a visitor can share, in the order and with the filters already chosen.
 */
export function ListSearchForm({
  query,
  label,
  placeholder,
  maxLength,
  action,
  keep = {},
}: ListSearchFormProps) {
  return (
    <Form method="get" action={action} role="search">
      {Object.entries(keep).map(
        ([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />,
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          key={query}
          name="q"
          label={label}
          placeholder={placeholder}
          defaultValue={query}
          maxLength={maxLength}
          leftSection={<IconSearch size={16} aria-hidden />}
          flex={1}
        />
        <Button type="submit">Search</Button>
      </Group>
    </Form>
  );
}
