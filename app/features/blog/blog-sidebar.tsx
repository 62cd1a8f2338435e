import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/Paper.css";
import { Anchor, Badge, Group, NavLink, Paper, Stack, Text, Title } from "@mantine/core";
import { IconRss } from "@tabler/icons-react";
import { Link } from "react-router";
import { BlogCover } from "./blog-cover";
import type { BlogSidebarData } from "./blog-types";

type BlogSidebarProps = BlogSidebarData & {
  /** The category or tag the page shows, marked as current. */
  currentCategory?: string;
  currentTag?: string;
};

/** The blog's sidebar (SPEC.md §2): categories with counts, recent posts, tags, the feed. */
export function BlogSidebar({
  categories,
  recentPosts,
  tags,
  currentCategory,
  currentTag,
}: BlogSidebarProps) {
  return (
    <Stack gap="md" component="aside" aria-label="Blog sidebar">
      {categories.length > 0 && (
        <Paper withBorder p="sm" component="nav" aria-labelledby="blog-categories-title">
          <Title order={2} size="h4" id="blog-categories-title" mb="xs" px="xs">
            Categories
          </Title>
          {categories.map((category) => (
            <NavLink
              key={category.slug}
              component={Link}
              to={`/blog-categorys/${category.slug}`}
              label={category.name}
              active={category.slug === currentCategory}
              aria-current={category.slug === currentCategory ? "page" : undefined}
              rightSection={
                <Badge variant="light" color="gray" aria-label={`${category.count} posts`}>
                  {category.count}
                </Badge>
              }
            />
          ))}
        </Paper>
      )}

      {recentPosts.length > 0 && (
        <Paper withBorder p="md" component="section" aria-labelledby="blog-recent-title">
          <Title order={2} size="h4" id="blog-recent-title" mb="sm">
            Recent posts
          </Title>
          <Stack gap="sm">
            {recentPosts.map((post) => (
              <Group key={post.slug} gap="sm" wrap="nowrap" align="flex-start">
                <div style={{ width: 72, flexShrink: 0, borderRadius: 6, overflow: "hidden" }}>
                  <BlogCover src={post.thumbnail} height={44} />
                </div>
                <div style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={`/blog-details/${post.slug}`}
                    size="sm"
                    c="dark.8"
                    lineClamp={2}
                  >
                    {post.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {post.date}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}

      {tags.length > 0 && (
        <Paper withBorder p="md" component="nav" aria-labelledby="blog-tags-title">
          <Title order={2} size="h4" id="blog-tags-title" mb="sm">
            Tags
          </Title>
          <Group gap={6}>
            {tags.map((tag) => (
              <Badge
                key={tag.slug}
                component={Link}
                to={`/latest-tags/${tag.slug}`}
                variant={tag.slug === currentTag ? "filled" : "light"}
                tt="none"
                c={tag.slug === currentTag ? undefined : "indigo.9"}
                style={{ cursor: "pointer" }}
              >
                {tag.name}
              </Badge>
            ))}
          </Group>
        </Paper>
      )}

      <Anchor href="/blog/rss.xml" size="sm" c="indigo.8">
        <Group gap={6} component="span">
          <IconRss size={16} aria-hidden /> Subscribe to the blog (RSS)
        </Group>
      </Anchor>
    </Stack>
  );
}
