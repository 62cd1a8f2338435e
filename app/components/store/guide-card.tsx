import "./guide-card-styles";
import { Anchor, Card, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconBook, IconInfoCircle, IconShoppingCartPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatMoney } from "@shared/store/money";
import { addToCart } from "./add-to-cart";
import { GuideCover } from "./guide-cover";
import { GuideRating } from "./star-rating";
import { LightButton, LightLinkButton } from "~/components/layout/light-button";

/** A guide or e-book as the shop's cards show it. */
export type GuideCardData = {
  id: number;
  slug: string;
  title: string;
  /** Absolute URL or "" (a drawn cover then). */
  image: string;
  /** Decimal strings in dollars, e.g. "19.99". */
  price: string;
  oldPrice: string | null;
  instructor: string;
  star: number;
  /** The signed-in visitor bought it: the card offers to read it instead of to buy it again. */
  owned?: boolean;
};

type GuideCardProps = {
  guide: GuideCardData;
  /** Shows a Details button that calls this (the details modal). */
  onDetails?: (guide: GuideCardData) => void;
  /** Heading level of the title, so each page keeps its outline (default: none, a plain link). */
  titleOrder?: 2 | 3;
};

/**
 * A guide's card: cover, title linking to /guide-details/{slug}, author, rating, price with the
 * old price struck through, Add to Cart (Read now for a book the visitor owns) and, where the page
 * wants it, Details. SPEC.md §9: guide lists show a fixed dollar sign.
 */
export function GuideCard({ guide, onDetails, titleOrder }: GuideCardProps) {
  const detailsUrl = `/guide-details/${guide.slug}`;
  const title = (
    <Anchor component={Link} to={detailsUrl} fw={700} c="inherit" lh={1.3}>
      {guide.title}
    </Anchor>
  );
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="guide-card">
      <Card.Section component={Link} to={detailsUrl} tabIndex={-1} aria-hidden>
        <GuideCover image={guide.image} title={guide.title} />
      </Card.Section>
      <Stack gap="xs" mt="md" flex={1}>
        {titleOrder ? (
          <Text component={`h${titleOrder}`} m={0} fz="md">
            {title}
          </Text>
        ) : (
          title
        )}
        {guide.instructor && (
          <Text size="sm" c="dimmed">
            By {guide.instructor}
          </Text>
        )}
        {/* SPEC.md §9: out of 5, filled stars are the rating rounded down. */}
        <GuideRating star={guide.star} />
        <Group gap="xs" align="baseline" mt="auto">
          <Text fz="xl" fw={800} c="indigo.8" data-testid="guide-price">
            {formatMoney(guide.price)}
          </Text>
          {guide.oldPrice && (
            <Text component="s" c="dimmed" size="sm">
              <VisuallyHidden>Was </VisuallyHidden>
              {formatMoney(guide.oldPrice)}
            </Text>
          )}
        </Group>
        <Stack gap={6}>
          {guide.owned ? (
            <LightLinkButton
              to={`/read-ebooks/${guide.slug}`}
              color="teal"
              aria-label={`Read now: ${guide.title}, which you own`}
              leftSection={<IconBook size={18} aria-hidden />}
              data-testid="read-owned-book"
            >
              Read now
            </LightLinkButton>
          ) : (
            <LightButton
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
            </LightButton>
          )}
          {onDetails && (
            <LightButton
              variant="default"
              aria-label={`Details: ${guide.title}`}
              leftSection={<IconInfoCircle size={18} aria-hidden />}
              onClick={() => onDetails(guide)}
            >
              Details
            </LightButton>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
