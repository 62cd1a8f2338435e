import { Link } from "react-router";
import classes from "./breadcrumb-trail.module.css";

/** One step of a trail: a link to a page above this one, or (without `to`) the page itself. */
export type Crumb = { label: string; to?: string };

/**
 * Where a page sits in the site, "Home › Blog › Career", as a labelled list of links that screen
 * readers announce as the breadcrumb and that wraps on a phone with room between its lines. A
 * crumb without a link is the page being read (`aria-current`); a trail may end on a link, as a
 * blog post's ends on its category.
 */
export function BreadcrumbTrail({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={classes.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className={classes.item}>
            {crumb.to ? (
              <Link to={crumb.to} className={classes.link}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className={classes.here}>
                {crumb.label}
              </span>
            )}
            {/* After its crumb, so that a line the trail wraps onto starts with a crumb. */}
            {index < crumbs.length - 1 && (
              <span aria-hidden="true" className={classes.separator}>
                ›
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
