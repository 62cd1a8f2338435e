import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Card.css";
import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { BlogCover } from "./blog-cover";
import type { BlogCardData } from "./blog-types";

/** A post in a list: cover, category, date, title cut at 60 and text cut at 100 characters. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogCardData; headingLevel?: 2 | 3 }) {
  const href = `/blog-details/${post.slug}`;
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="blog-card">
      <Card.Section component={Link} to={href} tabIndex={-1} aria-hidden>
        <BlogCover src={post.thumbnail} height={170} />
      </Card.Section>
      <Stack gap={8} mt="md" style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          {post.category ? (
            <Badge
              component={Link}
              to={`/blog-categorys/${post.category.slug}`}
              variant="light"
              tt="none"
              c="indigo.9"
              style={{ cursor: "pointer" }}
            >
              {post.category.name}
            </Badge>
          ) : (
            <span />
          )}
          <Text size="sm" c="dimmed" component="time" dateTime={post.isoDate}>
            {post.date}
          </Text>
        </Group>
        <Title order={headingLevel} size="h4" title={post.name}>
          <Anchor component={Link} to={href} c="dark.8" underline="hover" data-testid="blog-card-title">
            {post.shortName}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }} data-testid="blog-card-excerpt">
          {post.excerpt}
        </Text>
        <Anchor component={Link} to={href} size="sm" c="indigo.8" fw={600} aria-label={`Read “${post.name}”`}>
          Read more →
        </Anchor>
      </Stack>
    </Card>
  );
}
