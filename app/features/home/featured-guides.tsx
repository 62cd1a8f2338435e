import "./featured-guides-styles";
import { Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { GuideCard, type GuideCardData } from "~/components/store/guide-card";

export function FeaturedGuides({ guides }: { guides: GuideCardData[] }) {
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby="home-guides">
      <Group justify="space-between" align="flex-end" mb="md">
        <Stack gap={2}>
          <Title order={2} id="home-guides">
            Interview eGuides
          </Title>
          <Text c="dimmed">Focused preparation guides written from real US interview reports.</Text>
        </Stack>
        <Button component={Link} to="/complete-guide" variant="subtle">
          All guides
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {guides.map((guide) => (
          <GuideCard key={guide.id} guide={guide} />
        ))}
      </SimpleGrid>
    </section>
  );
}
