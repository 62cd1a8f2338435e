import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/ScrollArea.css";
import { Button, Group, Select } from "@mantine/core";
import { Link } from "react-router";

type JobFiltersProps = {
  categories: readonly { slug: string; label: string }[];
  category: string;
  country: string | null;
  company: string | null;
  countries: string[];
  companies: string[];
  /** The page's address for a choice of filters. */
  hrefFor: (filters: { category: string; country?: string | null; company?: string | null }) => string;
  onNavigate: (href: string) => void;
};

/**
 * The category buttons (SPEC.md §9's eleven) and the country and company filters. Every choice is
 * a URL the server renders; a new category starts afresh, a new country clears the company and
 * goes back to page 1 (SPEC.md §4), a new company goes back to page 1.
 */
export function JobFilters(props: JobFiltersProps) {
  const { categories, category, country, company, countries, companies, hrefFor, onNavigate } = props;
  return (
    <>
      <nav aria-label="Job categories">
        <Group gap={8}>
          {categories.map((entry) => {
            const active = entry.slug === category;
            return (
              <Button
                key={entry.slug}
                component={Link}
                to={hrefFor({ category: entry.slug })}
                variant={active ? "filled" : "default"}
                size="xs"
                radius="xl"
                aria-current={active ? "page" : undefined}
              >
                {entry.label}
              </Button>
            );
          })}
        </Group>
      </nav>
      <Group gap="md" align="flex-end" grow preventGrowOverflow={false}>
        <Select
          label="Country"
          placeholder="All countries"
          data={countries}
          value={country}
          onChange={(value) => onNavigate(hrefFor({ category, country: value }))}
          clearable
          searchable
          nothingFoundMessage="No such country"
          data-testid="job-country"
          miw={200}
        />
        <Select
          label="Company"
          placeholder="All companies"
          data={companies}
          value={company}
          onChange={(value) => onNavigate(hrefFor({ category, country, company: value }))}
          clearable
          searchable
          nothingFoundMessage="No such company"
          data-testid="job-company-filter"
          miw={200}
        />
      </Group>
    </>
  );
}
