import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/NavLink.css";
import { Anchor, Badge, NavLink, Paper, Title } from "@mantine/core";
import { Link } from "react-router";

export type OtherCategory = { id: number; name: string; slug: string; count: number };

/** A sidebar longer than this is a list nobody scans; the full list is one link away. */
const SHOWN = 12;

/** The filter sidebar: the other main categories, each with its number of question sets. */
export function OtherCategories({ categories }: { categories: OtherCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <Paper withBorder p="sm" component="nav" aria-labelledby="other-categories-title">
      <Title order={2} size="h4" id="other-categories-title" mb="xs" px="xs">
        Other categories
      </Title>
      {categories.slice(0, SHOWN).map((category) => (
        <NavLink
          key={category.id}
          component={Link}
          to={`/category/${category.slug}`}
          label={category.name}
          rightSection={
            <Badge variant="light" color="gray" aria-label={`${category.count} question sets`}>
              {category.count}
            </Badge>
          }
        />
      ))}
      <Anchor component={Link} to="/all-category" c="indigo.8" size="sm" display="block" px="xs" pt="xs">
        All categories
      </Anchor>
    </Paper>
  );
}
