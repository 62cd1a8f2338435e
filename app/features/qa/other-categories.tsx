import { Link } from "react-router";
import classes from "./other-categories.module.css";

export type OtherCategory = { id: number; name: string; slug: string; count: number };

/** A sidebar longer than this is a list nobody scans; the full list is one link away. */
const SHOWN = 12;

/**
 * The filter sidebar: the other main categories, each with its number of question sets. Plain
 * links drawn as Mantine's Paper, NavLink and Badge drew them (./other-categories.module.css):
 * nothing here needs script.
 */
export function OtherCategories({ categories }: { categories: OtherCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <nav className={classes.box} aria-labelledby="other-categories-title">
      <h2 id="other-categories-title" className={classes.title}>
        Other categories
      </h2>
      {categories.slice(0, SHOWN).map((category) => (
        <Link
          key={category.id}
          to={`/category/${category.slug}`}
          className={`mantine-focus-auto ${classes.link}`}
        >
          <span className={classes.body}>
            <span className={classes.name}>{category.name}</span>
          </span>
          <span className={classes.count} aria-label={`${category.count} question sets`}>
            {category.count}
          </span>
        </Link>
      ))}
      <Link to="/all-category" className={classes.all}>
        All categories
      </Link>
    </nav>
  );
}
