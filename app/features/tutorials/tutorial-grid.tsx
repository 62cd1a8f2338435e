import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Badge, Card, SimpleGrid, Text } from "@mantine/core";
import { Link } from "react-router";

export type TutorialCard = { id: number; slug: string; name: string; siteName: string | null };

/** The tutorials of /torrent-tutorial, each a card linking to /torrent-course/{slug}. */
export function TutorialGrid({ tutorials }: { tutorials: TutorialCard[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      data-testid="tutorial-list"
    >
      {tutorials.map((tutorial) => (
        <li key={tutorial.id}>
          <Card
            component={Link}
            to={`/torrent-course/${tutorial.slug}`}
            withBorder
            radius="md"
            padding="lg"
            h="100%"
          >
            <Text
              fw={600}
              c="indigo.9"
              lh={1.35}
              style={{ overflowWrap: "anywhere" }}
              data-testid="tutorial-name"
            >
              {tutorial.name}
            </Text>
            {tutorial.siteName && (
              <Badge size="md" variant="light" color="gray" c="gray.8" tt="none" mt="sm">
                {tutorial.siteName}
              </Badge>
            )}
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
