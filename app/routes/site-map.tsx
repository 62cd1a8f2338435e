import "@mantine/core/styles/List.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Container, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { pageMeta } from "~/seo";
import { listCategoryTree } from "@server/services/catalog/list-category-tree";
import { MAIN_PAGES } from "@server/services/seo/main-pages";
import { getPageSeo } from "@server/services/seo/seo-pages";
import type { Route } from "./+types/site-map";

export async function loader({ context }: Route.LoaderArgs) {
  const [seo, tree] = await Promise.all([getPageSeo(context.db, "home"), listCategoryTree(context.db)]);
  return {
    pages: MAIN_PAGES,
    categories: tree.map((main) => ({
      id: main.id,
      name: main.name,
      slug: main.slug,
      children: main.children.map(({ id, name, slug }) => ({ id, name, slug })),
    })),
    meta: pageMeta({
      title: "Site map",
      description: seo.description,
      keywords: seo.keywords,
      path: "/site-map",
      publicUrl: context.config.publicUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  const { pages, categories } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Site map</Title>
          <Text c="dimmed">Every page of W3Programmer, and every interview question category.</Text>
        </Stack>

        <nav aria-labelledby="site-map-pages">
          <Title order={2} id="site-map-pages" mb="sm">
            Main pages
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, md: 4 }}
            spacing={6}
            p={0}
            m={0}
            style={{ listStyle: "none" }}
          >
            {pages.map((page) => (
              <li key={page.path}>
                <Anchor component={Link} to={page.path}>
                  {page.label}
                </Anchor>
              </li>
            ))}
          </SimpleGrid>
        </nav>

        <nav aria-labelledby="site-map-categories">
          <Title order={2} id="site-map-categories" mb="sm">
            Interview question categories
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
            {categories.map((category) => (
              <section key={category.id} aria-labelledby={`site-map-category-${category.id}`}>
                <Title order={3} fz="lg" id={`site-map-category-${category.id}`} mb={6}>
                  <Anchor component={Link} to={`/category/${category.slug}`} inherit>
                    {category.name}
                  </Anchor>
                </Title>
                <List spacing={4} size="sm">
                  {category.children.map((child) => (
                    <List.Item key={child.id}>
                      <Anchor component={Link} to={`/question-answer/${child.slug}`}>
                        {child.name}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </section>
            ))}
          </SimpleGrid>
        </nav>
      </Stack>
    </Container>
  );
}
