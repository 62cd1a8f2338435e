import { Pagination } from "@mantine/core";
import { Link } from "react-router";

type PageLinksProps = {
  page: number;
  lastPage: number;
  /** What the list is, for screen readers: "Pages of questions". */
  label: string;
  /** Query parameters every page link keeps (a search, a filter); `page` is added. */
  keep?: Record<string, string | null | undefined>;
};

/** The link to page `page` of the current list: `?page=N`, page 1 without it. */
export function pageHref(page: number, keep: PageLinksProps["keep"] = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : ".";
}

/**
 * Numbered pages as real links (`?page=N`), so every page is server-rendered, shareable and
 * reachable for crawlers without script. Previous/next never leave 1..lastPage: at the ends
 * they are disabled buttons.
 */
export function PageLinks({ page, lastPage, label, keep }: PageLinksProps) {
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
          to: pageHref(item, keep),
          "aria-label": `Page ${item}`,
          "aria-current": item === page ? "page" : undefined,
        })}
        getControlProps={(control) => {
          const target = targets[control];
          // Controls at the ends are disabled buttons; a link there would lead nowhere.
          if (target < 1 || target > lastPage || target === page) return { "aria-label": labels[control] };
          return { component: Link, to: pageHref(target, keep), "aria-label": labels[control] };
        }}
      />
    </nav>
  );
}
