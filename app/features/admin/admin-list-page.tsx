import { Group, Stack, Text, Title, type MantineSpacing } from "@mantine/core";
import type { ReactNode } from "react";
import { ADMIN_SEARCH_MAX_LENGTH } from "@shared/admin/admin-messages";
import { RowList } from "~/components/lists/row-list";
import { LinkPagination } from "~/components/navigation/link-pagination";
import type { ListFilters } from "~/components/navigation/list-location";
import { ListSearchForm } from "~/components/navigation/list-search-form";
import { ListSortForm } from "~/components/navigation/list-sort-form";
import { AuditLogLink } from "./audit-log-link";

/** The orders a list offers (`?sort=`), as its loader read them (readAdminListParams). */
type AdminListOrder<Sort extends string> = {
  sort: Sort;
  sorts: readonly Sort[];
  labels: Record<Sort, string>;
  /** The order of an address without `?sort=`: the page links leave it out. */
  defaultSort: Sort;
  /** Selects chosen with the order (a kind), named after their query parameter. */
  filters?: ReactNode;
};

type AdminListPageProps<Row, Sort extends string> = {
  title: string;
  /** Buttons beside the title: Add…, the screens next to this one. */
  actions?: ReactNode;
  /**
   * The search the page shows (`?q=`) and the search box's words, or the screen's own search form
   * where the list is searched together with a filter (FilteredSearchForm).
   */
  search: { query: string; label: string; placeholder: string } | { query: string; form: ReactNode };
  /** How many rows match, and what one and several of them are called. */
  total: number;
  nouns: [one: string, several: string];
  /** What the count says instead of "12 questions": a list counted up to a cap says so. */
  countText?: string;
  /** The count beside the title (a list with nothing to add) rather than above the rows. */
  countBesideTitle?: boolean;
  order?: AdminListOrder<Sort>;
  /** The screen's own filter form under the search; it shows the count itself. */
  filterForm?: ReactNode;
  rows: Row[];
  /** What the page says when no row matches a search or a filter ("No order matches."). */
  empty: string;
  /** What it says when there is nothing to list at all; by default "No orders yet." from `nouns`. */
  emptyUnfiltered?: string;
  rowGap?: MantineSpacing;
  /** The page links: what they are of for screen readers, and filters they keep besides the order. */
  pages: { page: number; lastPage: number; label: string; filters?: ListFilters };
  /** The audit log's `entity_type` of the rows, and the link's words. */
  auditLog?: { entityType: string; label: string };
  /** One row as a list item (`component="li"`), keyed. */
  children: (row: Row) => ReactNode;
};

/**
 * The frame every searched, paged admin list draws: the title and its buttons, the search, the
 * order and filters, the rows, the page links and the way to the list's changes in the audit log.
 * Each search, order and page is a URL the server renders (GET forms, plain links), so the frame
 * keeps nothing in the browser. The screen brings its own rows, filters and words.
 */
export function AdminListPage<Row, Sort extends string>({
  title,
  actions,
  search,
  total,
  nouns,
  countText,
  countBesideTitle = false,
  order,
  filterForm,
  rows,
  empty,
  emptyUnfiltered = `No ${nouns[1]} yet.`,
  rowGap = "sm",
  pages,
  auditLog,
  children,
}: AdminListPageProps<Row, Sort>) {
  const count = (
    <Text c="dimmed" size="sm">
      {countText ?? (
        <>
          {total} {total === 1 ? nouns[0] : nouns[1]}
        </>
      )}
    </Text>
  );
  const heading = (
    <Title order={1} fz={{ base: 24, sm: 30 }}>
      {title}
    </Title>
  );
  const countAboveRows = !countBesideTitle && !order && !filterForm;
  // What the search and the page links keep: the order (unless the default) and the filters.
  const kept = {
    ...(order && { sort: order.sort === order.defaultSort ? null : order.sort }),
    ...pages.filters,
  };
  // Searched or filtered (or a page past the last): "no match"; else there is nothing yet.
  const nothingYet = total === 0 && search.query === "" && !Object.values(pages.filters ?? {}).some(Boolean);
  return (
    <Stack gap="md">
      {actions || countBesideTitle ? (
        <Group justify="space-between" align={actions ? "center" : "baseline"}>
          {heading}
          {actions}
          {countBesideTitle && count}
        </Group>
      ) : (
        heading
      )}
      {"form" in search ? (
        search.form
      ) : (
        <ListSearchForm
          query={search.query}
          label={search.label}
          placeholder={search.placeholder}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          keep={kept}
        />
      )}
      {order && (
        <ListSortForm
          query={search.query}
          sort={order.sort}
          sorts={order.sorts}
          labels={order.labels}
          total={total}
          nouns={nouns}
          filters={order.filters}
        />
      )}
      {filterForm}
      {countAboveRows && count}
      <RowList
        rows={rows}
        gap={rowGap}
        empty={<Text c="dimmed">{nothingYet ? emptyUnfiltered : empty}</Text>}
      >
        {children}
      </RowList>
      <LinkPagination
        page={pages.page}
        lastPage={pages.lastPage}
        query={search.query}
        filters={kept}
        label={pages.label}
      />
      {auditLog && <AuditLogLink entityType={auditLog.entityType}>{auditLog.label}</AuditLogLink>}
    </Stack>
  );
}
