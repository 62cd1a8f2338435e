import "@mantine/core/styles/Pagination.css";
import { Pagination } from "@mantine/core";
import { Link } from "react-router";
import { listHref, type ListFilters } from "./list-location";

type LinkPaginationProps = {
  page: number;
  lastPage: number;
  /** The search the page shows, kept on every page link. */
  query?: string;
  /** The list's filters, kept on every page link too. */
  filters?: ListFilters;
  /** What the pages are of, for screen readers: "Pages of questions". */
  label: string;
  /** Pages shown either side of the current one before an ellipsis (Mantine's default 1). */
  siblings?: number;
};

/**
 * Numbered pages as real links (`?page=N`), so every page is server-rendered, shareable and
 * reachable for crawlers without script. Above `siblings * 2 + 5` pages the numbers are a window
 * around the current page with ellipses.
 */
export function LinkPagination({
  page,
  lastPage,
  query = "",
  filters,
  label,
  siblings = 1,
}: LinkPaginationProps) {
  if (lastPage <= 1) return null;
  const targets = { first: 1, previous: page - 1, next: page + 1, last: lastPage };
  const labels = { first: "First page", previous: "Previous page", next: "Next page", last: "Last page" };
  return (
    <nav aria-label={label}>
      <Pagination
        value={page}
        total={lastPage}
        siblings={siblings}
        boundaries={1}
        withEdges
        getItemProps={(item) => ({
          component: Link,
          to: listHref("", query, item, filters),
          "aria-label": `Page ${item}`,
          "aria-current": item === page ? "page" : undefined,
        })}
        getControlProps={(control) => {
          const target = targets[control];
          // Controls at the ends are disabled buttons; a link there would lead nowhere.
          if (target < 1 || target > lastPage || target === page) return { "aria-label": labels[control] };
          return { component: Link, to: listHref("", query, target, filters), "aria-label": labels[control] };
        }}
      />
    </nav>
  );
}
