import { Link } from "react-router";
import { listHref, type ListFilters } from "./list-location";
import classes from "./link-pagination.module.css";

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

const DOTS = "dots";

/**
 * The page numbers to show: all of them up to `siblings * 2 + 5`, else the first and last page,
 * the current one with `siblings` either side, and an ellipsis for each gap (as Mantine's
 * usePagination windows them, with one boundary page).
 */
export function pageRange(page: number, lastPage: number, siblings: number): (number | typeof DOTS)[] {
  const span = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (siblings * 2 + 5 >= lastPage) return span(1, lastPage);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, lastPage - 1);
  const leftDots = left > 3;
  const rightDots = right < lastPage - 2;
  if (!leftDots) return [...span(1, siblings * 2 + 3), DOTS, lastPage];
  if (!rightDots) return [1, DOTS, ...span(lastPage - siblings * 2 - 2, lastPage)];
  return [1, DOTS, ...span(left, right), DOTS, lastPage];
}

/**
 * Numbered pages as real links (`?page=N`), so every page is server-rendered, shareable and
 * reachable for crawlers without script. Above `siblings * 2 + 5` pages the numbers are a window
 * around the current page with ellipses. Plain links drawn as Mantine's Pagination drew them
 * (./link-pagination.module.css): nothing here needs script.
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
  const href = (target: number) => listHref("", query, target, filters);
  // Controls at the ends are disabled buttons; a link there would lead nowhere.
  const edge = (target: number, name: string, icon: "first" | "previous" | "next" | "last") =>
    target < 1 || target > lastPage || target === page ? (
      <button type="button" className={classes.control} disabled aria-label={name}>
        <PaginationIcon name={icon} />
      </button>
    ) : (
      <Link
        to={href(target)}
        className={`mantine-focus-auto mantine-active ${classes.control}`}
        aria-label={name}
      >
        <PaginationIcon name={icon} />
      </Link>
    );

  return (
    <nav aria-label={label}>
      <div className={classes.root}>
        {edge(1, "First page", "first")}
        {edge(page - 1, "Previous page", "previous")}
        {pageRange(page, lastPage, siblings).map((item, index) =>
          item === DOTS ? (
            <span key={`dots-${index}`} className={classes.ellipsis} role="img" aria-label="More pages">
              <PaginationIcon name="dots" />
            </span>
          ) : (
            <Link
              key={item}
              to={href(item)}
              className={`mantine-focus-auto mantine-active ${classes.control}`}
              data-number
              aria-label={`Page ${item}`}
              aria-current={item === page ? "page" : undefined}
            >
              {item}
            </Link>
          ),
        )}
        {edge(page + 1, "Next page", "next")}
        {edge(lastPage, "Last page", "last")}
      </div>
    </nav>
  );
}

/** An icon drawn by ./link-pagination.module.css (the SVG files in ./pagination-icons as masks). */
function PaginationIcon({ name }: { name: "first" | "previous" | "next" | "last" | "dots" }) {
  return <span className={`mantine-rotate-rtl ${classes.icon} ${classes[name]}`} aria-hidden />;
}
