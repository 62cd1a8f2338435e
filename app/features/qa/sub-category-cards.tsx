import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Avatar, Card, Group, SimpleGrid, Text } from "@mantine/core";
import { Link } from "react-router";

export type CategoryCard = { id: number; name: string; slug: string; image: string };

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9.#+]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/** The child categories of the same main category, linking to their Q&A pages; the current one marked. */
export function SubCategoryCards({ cards, currentSlug }: { cards: CategoryCard[]; currentSlug: string }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
    >
      {cards.map((card) => {
        const current = card.slug === currentSlug;
        return (
          <li key={card.id}>
            <Card
              component={Link}
              to={`/question-answer/${card.slug}`}
              withBorder
              padding="sm"
              h="100%"
              aria-current={current ? "page" : undefined}
              bg={current ? "indigo.0" : undefined}
              style={current ? { borderColor: "var(--mantine-color-indigo-5)" } : undefined}
            >
              <Group gap="sm" wrap="nowrap">
                <Avatar src={card.image || null} alt="" radius="md" color="indigo" variant="light">
                  {initials(card.name)}
                </Avatar>
                <Text fw={600} size="sm" lh={1.3}>
                  {card.name}
                </Text>
              </Group>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
