import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Rating.css";
import { Anchor, Button, Card, Group, Rating, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconShoppingCartPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { addToCart } from "./add-to-cart";
import { GuideCover } from "./guide-cover";

export type FeaturedGuide = {
  id: number;
  slug: string;
  title: string;
  image: string;
  /** Decimal strings in dollars, e.g. "19.99". */
  price: string;
  oldPrice: string | null;
  instructor: string;
  star: number;
};

/** SPEC.md §9: guide lists show a fixed dollar sign. */
const dollars = (amount: string) => `$${Number(amount).toFixed(2)}`;

export function GuideCard({ guide }: { guide: FeaturedGuide }) {
  const detailsUrl = `/guide-details/${guide.slug}`;
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Card.Section>
        <GuideCover image={guide.image} title={guide.title} />
      </Card.Section>
      <Stack gap="xs" mt="md" flex={1}>
        <Anchor component={Link} to={detailsUrl} fw={700} c="inherit" lh={1.3}>
          {guide.title}
        </Anchor>
        {guide.instructor && (
          <Text size="sm" c="dimmed">
            By {guide.instructor}
          </Text>
        )}
        {/* SPEC.md §9: out of 5, filled stars are the rating rounded down. */}
        <Group gap={6} role="img" aria-label={`Rated ${guide.star.toFixed(1)} out of 5`}>
          <Rating value={Math.floor(guide.star)} readOnly size="sm" />
          <Text size="sm" fw={600}>
            {guide.star.toFixed(1)}
          </Text>
        </Group>
        <Group gap="xs" align="baseline" mt="auto">
          <Text fz="xl" fw={800} c="indigo.8">
            {dollars(guide.price)}
          </Text>
          {guide.oldPrice && (
            <Text component="s" c="dimmed" size="sm">
              <VisuallyHidden>Was </VisuallyHidden>
              {dollars(guide.oldPrice)}
            </Text>
          )}
        </Group>
        <Button
          // Every card has this button: the title tells them apart for screen readers.
          aria-label={`Add to Cart: ${guide.title}`}
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          onClick={() =>
            addToCart({
              id: guide.id,
              name: guide.title,
              slug: guide.slug,
              image: guide.image,
              price: guide.price,
            })
          }
        >
          Add to Cart
        </Button>
      </Stack>
    </Card>
  );
}
