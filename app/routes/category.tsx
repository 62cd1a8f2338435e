import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Typography.css";
import { Button, Container, SimpleGrid, Stack, Text, Title, Typography } from "@mantine/core";
import { data, Link, redirect } from "react-router";
import { CategoryCard } from "~/components/catalog/category-card";
import { pageMeta } from "~/seo";
import { getMainCategoryPage } from "@server/services/catalog/get-main-category-page";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import { categorySeo } from "@server/services/seo/category-seo";
import type { Route } from "./+types/category";
import { BreadcrumbTrail } from "~/components/navigation/breadcrumb-trail";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await getMainCategoryPage(context.db, params.slug);
  if (!page) throw data(null, { status: 404 });
  // A child category's page is its Q&A page; old links to /category/{child} land there.
  if (page.kind === "child") throw redirect(`/question-answer/${page.slug}`, 301);
  const { category, children } = page;
  const seo = categorySeo(category);
  const { publicUrl } = context.config;
  return {
    category: { name: category.name, description: category.description },
    children: children.map((child) => ({
      id: child.id,
      name: child.name,
      slug: child.slug,
      icon: publicFileUrl(publicUrl, child.thumbnail),
      questionCount: child.questionCount,
    })),
    meta: pageMeta({
      title: seo.title,
      description: seo.description,
      keywords: seo.keywords,
      path: `/category/${category.slug}`,
      publicUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const questions = (count: number) => `${count} ${count === 1 ? "question" : "questions"}`;

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, children } = loaderData;
  const total = children.reduce((sum, child) => sum + child.questionCount, 0);
  return (
    <Container size="lg" py="xl">
      <BreadcrumbTrail
        crumbs={[
          { label: "Home", to: "/" },
          { label: "All categories", to: "/all-category" },
          { label: category.name },
        ]}
      />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{category.name} interview questions</Title>
          <Text c="dimmed">
            {children.length} {children.length === 1 ? "topic" : "topics"}, {questions(total)}
          </Text>
        </Stack>

        {category.description && (
          <Typography maw={820}>
            {/* Sanitised by the service (server/services/content/sanitize-html.ts). */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: category.description }} />
          </Typography>
        )}

        <section aria-labelledby="category-topics">
          <Title order={2} id="category-topics" mb="md">
            Topics
          </Title>
          {children.length > 0 ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {children.map((child) => (
                <CategoryCard
                  key={child.id}
                  to={`/question-answer/${child.slug}`}
                  name={child.name}
                  icon={child.icon}
                  detail={questions(child.questionCount)}
                />
              ))}
            </SimpleGrid>
          ) : (
            <Text>No topics in this category yet.</Text>
          )}
        </section>

        <Button component={Link} to="/all-category" variant="light" w="fit-content">
          Browse all categories
        </Button>
      </Stack>
    </Container>
  );
}
