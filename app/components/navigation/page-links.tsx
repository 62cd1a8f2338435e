import { Pagination } from "@mantine/core";
import { Link } from "react-router";

type QaPaginationProps = {
  page: number;
  lastPage: number;
  /** The search the page shows, kept on every page link. */
  query: string;
};

export function pageHref(page: number, query: string) {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : ".";
}

/**
 * Numbered pages as real links (`?page=N`), so every page is server-rendered,
 * shareable and reachable for crawlers without script.
 */
export function QaPagination({ page, lastPage, query }: QaPaginationProps) {
  if (lastPage <= 1) return null;
  const targets = { first: 1, previous: page - 1, next: page + 1, last: lastPage };
  const labels = { first: "First page", previous: "Previous page", next: "Next page", last: "Last page" };
  return (
    <nav aria-label="Pages of questions">
      <Pagination
        value={page}
        total={lastPage}
        withEdges
        getItemProps={(item) => ({
          component: Link,
          to: pageHref(item, query),
          "aria-label": `Page ${item}`,
          "aria-current": item === page ? "page" : undefined,
        })}
        getControlProps={(control) => {
          const target = targets[control];
          // Controls at the ends are disabled buttons; a link there would lead nowhere.
          if (target < 1 || target > lastPage || target === page) return {};
          return { component: Link, to: pageHref(target, query), "aria-label": labels[control] };
        }}
      />
    </nav>
  );
}
