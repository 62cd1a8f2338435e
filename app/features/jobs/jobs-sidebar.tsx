import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Paper.css";
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

type JobsSidebarProps = {
  guides: { id: number; slug: string; title: string; price: string }[];
  tags: string[];
};

/** The jobs page's sidebar (SPEC.md §2): the first 12 interview guides and the Popular Tags. */
export function JobsSidebar({ guides, tags }: JobsSidebarProps) {
  return (
    <Stack gap="md" component="aside" aria-label="Jobs sidebar">
      {guides.length > 0 && (
        <Paper withBorder p="md" component="nav" aria-labelledby="jobs-guides-title">
          <Title order={2} size="h4" id="jobs-guides-title" mb="sm">
            Interview guides
          </Title>
          <Stack gap={10} data-testid="jobs-guides">
            {guides.map((guide) => (
              <Group key={guide.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Anchor component={Link} to={`/guide-details/${guide.slug}`} size="sm" c="dark.8">
                  {guide.title}
                </Anchor>
                <Text size="sm" fw={600} c="indigo.8" style={{ flexShrink: 0 }}>
                  ${guide.price}
                </Text>
              </Group>
            ))}
          </Stack>
          <Anchor component={Link} to="/complete-guide" size="sm" c="indigo.8" display="block" mt="sm">
            All guides
          </Anchor>
        </Paper>
      )}
      {tags.length > 0 && (
        <Paper withBorder p="md" component="section" aria-labelledby="jobs-tags-title">
          <Title order={2} size="h4" id="jobs-tags-title" mb="sm">
            Popular Tags
          </Title>
          <Group gap={6} data-testid="jobs-tags">
            {tags.map((tag) => (
              <Badge key={tag} variant="light" c="indigo.9" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
