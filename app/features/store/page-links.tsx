import "@mantine/core/styles/Pagination.css";
import { Pagination } from "@mantine/core";
import { Link } from "react-router";

/** `?search=…&page=N` for a page of a searched list; page 1 leaves `page` out. */
export function pageHref(page: number, search: string) {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : ".";
}

/** Numbered pages as real links, so every page is server-rendered and reachable without script. */
export function PageLinks({
  page,
  lastPage,
  search,
  label,
}: {
  page: number;
  lastPage: number;
  search: string;
  label: string;
}) {
  if (lastPage <= 1) return null;
  const targets = { first: 1, previous: page - 1, next: page + 1, last: lastPage };
  const labels = { first: "First page", previous: "Previous page", next: "Next page", last: "Last page" };
  return (
    <nav aria-label={label}>
      <Pagination
        value={page}
        total={lastPage}
        withEdges
        getItemProps={(item) => ({
          component: Link,
          to: pageHref(item, search),
          "aria-label": `Page ${item}`,
          "aria-current": item === page ? "page" : undefined,
        })}
        getControlProps={(control) => {
          const target = targets[control];
          if (target < 1 || target > lastPage || target === page) return {};
          return { component: Link, to: pageHref(target, search), "aria-label": labels[control] };
        }}
      />
    </nav>
  );
}
