import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Badge, Box, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { RichText } from "~/components/rich-text/rich-text";
import { BlogCard } from "~/features/blog/blog-card";
import { BlogCover } from "~/features/blog/blog-cover";
import { BlogSidebar } from "~/features/blog/blog-sidebar";
import { loadBlogPost } from "./blog.server";
import type { Route } from "./+types/blog-details";
import { BreadcrumbTrail } from "~/components/navigation/breadcrumb-trail";
import { NOT_FOUND_META } from "~/seo";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadBlogPost(context, params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? NOT_FOUND_META;

/** /blog-details/{slug}: one post (SPEC.md §2). */
export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const { post, related, sidebar } = loaderData;
  return (
    <Container size="lg" py="xl">
      <BreadcrumbTrail
        crumbs={[
          { label: "Home", to: "/" },
          { label: "Blog", to: "/blog" },
          ...(post.category
            ? [{ label: post.category.name, to: `/blog-categorys/${post.category.slug}` }]
            : []),
        ]}
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg" component="article">
            <div>
              <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.2}>
                {post.name}
              </Title>
              <Group gap="xs" mt="sm">
                <Text c="dimmed" component="time" dateTime={post.isoDate}>
                  {post.date}
                </Text>
                {post.category && (
                  <>
                    <Text c="dimmed" aria-hidden>
                      ·
                    </Text>
                    <Anchor component={Link} to={`/blog-categorys/${post.category.slug}`} c="indigo.8">
                      {post.category.name}
                    </Anchor>
                  </>
                )}
              </Group>
            </div>
            <Box style={{ borderRadius: 12, overflow: "hidden" }}>
              <BlogCover src={post.thumbnail} height={320} eager />
            </Box>
            <RichText html={post.html} maw={760} data-testid="blog-content" />
            {post.tags.length > 0 && (
              <Group gap={6} aria-label="Tags">
                <Text fw={600} size="sm">
                  Tags:
                </Text>
                {post.tags.map((tag) => (
                  <Badge
                    key={tag.slug}
                    component={Link}
                    to={`/latest-tags/${tag.slug}`}
                    variant="light"
                    tt="none"
                    c="indigo.9"
                    style={{ cursor: "pointer" }}
                  >
                    {tag.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
          {related.length > 0 && (
            <Box component="section" aria-labelledby="related-title" mt={48}>
              <Title order={2} size="h3" id="related-title" mb="md">
                More in {post.category?.name ?? "the blog"}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {related.map((item) => (
                  <BlogCard key={item.id} post={item} headingLevel={3} />
                ))}
              </SimpleGrid>
            </Box>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <BlogSidebar {...sidebar} currentCategory={post.category?.slug} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
