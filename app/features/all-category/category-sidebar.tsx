import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/NavLink.css";
import { Badge, NavLink, Paper, Title } from "@mantine/core";
import { IconBook } from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "./category-sidebar.module.css";

export type SidebarCategory = { id: number; name: string; slug: string; count: number };
export type SidebarEbook = { id: number; title: string; slug: string };

type CategoryFilterProps = {
  categories: SidebarCategory[];
  /** The main category the grid is filtered by, if any. */
  activeSlug: string | null;
  total: number;
};

/**
 * The filter: main categories with their number of topics. Links, not buttons, so the filter is
 * in the URL (server-rendered, survives a reload); choosing the active one again clears it.
 */
export function CategoryFilter({ categories, activeSlug, total }: CategoryFilterProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="nav"
      aria-labelledby="category-filter-title"
      className={classes.filter}
    >
      <Title order={2} fz="md" id="category-filter-title" px="xs" pb="xs" className={classes.title}>
        Categories
      </Title>
      <NavLink
        component={Link}
        to="/all-category"
        preventScrollReset
        label="All categories"
        className={classes.link}
        classNames={{ section: classes.count }}
        active={activeSlug === null}
        aria-current={activeSlug === null ? "true" : undefined}
        variant="filled"
        rightSection={<CountBadge count={total} active={activeSlug === null} />}
      />
      {categories.map((category) => {
        const active = category.slug === activeSlug;
        return (
          <NavLink
            key={category.id}
            component={Link}
            to={active ? "/all-category" : `/all-category?category=${encodeURIComponent(category.slug)}`}
            preventScrollReset
            label={category.name}
            className={classes.link}
            classNames={{ section: classes.count }}
            active={active}
            aria-current={active ? "true" : undefined}
            variant="filled"
            rightSection={<CountBadge count={category.count} active={active} />}
          />
        );
      })}
    </Paper>
  );
}

/** Links to the e-book store and its first books; `id` keeps the heading id unique per copy. */
export function EbookLinks({ ebooks, id }: { ebooks: SidebarEbook[]; id: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-labelledby={id}>
      <Title order={2} fz="md" id={id} px="xs" pb="xs">
        eBooks
      </Title>
      {ebooks.map((ebook) => (
        <NavLink
          key={ebook.id}
          component={Link}
          to={`/guide-details/${ebook.slug}`}
          label={ebook.title}
          leftSection={<IconBook size={16} aria-hidden />}
        />
      ))}
      <NavLink component={Link} to="/ebooks" label="All eBooks" fw={600} />
    </Paper>
  );
}

function CountBadge({ count, active }: { count: number; active: boolean }) {
  return (
    <Badge variant={active ? "white" : "light"} size="md" aria-hidden>
      {count}
    </Badge>
  );
}
