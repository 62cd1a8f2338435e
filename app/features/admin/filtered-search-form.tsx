import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ADMIN_SEARCH_MAX_LENGTH } from "@shared/admin/admin-messages";

type Option = { value: string; label: string };

type FilteredSearchFormProps = {
  /**
   * The row a list is narrowed to (`?category=`, `?folder=`): its query parameter, the chosen id
   * (none for every row), what "none" is called and the choices (flat, or grouped as Mantine's data).
   */
  filter: {
    name: string;
    label: string;
    value: number | undefined;
    every: string;
    options: Array<Option | { group: string; items: Option[] }>;
    flex: string;
  };
  /** The search box (`?q=`): the search the page shows, and what it searches in words. */
  search: { query: string; label: string; placeholder: string; flex: string };
  /** Further choices sent with the search (the order), before the button. */
  children?: ReactNode;
};

/**
 * The search of an admin list that is searched within one category or folder: one GET form, so
 * the filter and the words are chosen together and the result is a URL the server renders.
 */
export function FilteredSearchForm({ filter, search, children }: FilteredSearchFormProps) {
  return (
    <Form method="get" role="search">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          key={`${filter.name}-${filter.value ?? ""}`}
          name={filter.name}
          label={filter.label}
          defaultValue={filter.value ? String(filter.value) : ""}
          data={[{ value: "", label: filter.every }, ...filter.options]}
          flex={filter.flex}
        />
        <TextInput
          key={`q-${search.query}`}
          name="q"
          label={search.label}
          placeholder={search.placeholder}
          defaultValue={search.query}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          leftSection={<IconSearch size={16} aria-hidden />}
          flex={search.flex}
        />
        {children}
        <Button type="submit">Search</Button>
      </Group>
    </Form>
  );
}
