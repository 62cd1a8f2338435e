import "./category-tabs-styles";
import { Anchor, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { CategoryCard } from "~/components/catalog/category-card";

export type TabCategory = {
  id: number;
  name: string;
  slug: string;
  children: { id: number; name: string; slug: string; icon: string }[];
};

/**
 * Browse by category: one tab per main category, each listing its child categories. Every panel
 * is rendered on the server (Mantine keeps inactive panels mounted, hidden), so switching tabs
 * needs no request and crawlers see every link.
 */
export function CategoryTabs({ categories, defaultId }: { categories: TabCategory[]; defaultId?: number }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-browse">
      <Stack gap={2} mb="md">
        <Title order={2} id="home-browse">
          Browse by category
        </Title>
        <Text c="dimmed">Pick a technology to see its interview question sets.</Text>
      </Stack>
      <Tabs defaultValue={String(defaultId ?? categories[0]!.id)} variant="pills" radius="xl">
        <Tabs.List mb="lg" aria-label="Main categories">
          {categories.map((category) => (
            <Tabs.Tab key={category.id} value={String(category.id)}>
              {category.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {categories.map((category) => (
          <Tabs.Panel key={category.id} value={String(category.id)}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              {category.children.map((child) => (
                <CategoryCard
                  key={child.id}
                  to={`/question-answer/${child.slug}`}
                  name={child.name}
                  icon={child.icon}
                  detail={`${category.name} interview questions`}
                />
              ))}
            </SimpleGrid>
            <Anchor component={Link} to={`/category/${category.slug}`} mt="md" display="inline-block">
              All {category.name} topics
            </Anchor>
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
