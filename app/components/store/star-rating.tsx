import "./star-rating-styles";
import { Group, Text } from "@mantine/core";
import classes from "./star-rating.module.css";

/** Tabler's star, as Mantine's Rating draws it. */
const STAR =
  "M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z";
const PLACES = [0, 1, 2, 3, 4];

/**
 * Five stars, the first `filled` of them yellow (SPEC.md §9: the rating rounded down): what
 * Mantine's read-only Rating shows, drawn as one small SVG instead of five inputs' worth of nested
 * elements. The shop's lists show a dozen of these at once. Decorative: the caller names the
 * rating (`role="img"` and an `aria-label` on what holds the stars and the figure).
 */
function StarRating({ filled }: { filled: number }) {
  return (
    <svg className={classes.stars} viewBox="0 0 120 24" aria-hidden data-testid="star-rating">
      {PLACES.map((place) => (
        <path
          key={place}
          d={STAR}
          transform={`translate(${place * 24} 0)`}
          data-filled={place < filled || undefined}
        />
      ))}
    </svg>
  );
}

/**
 * A guide's rating as the store shows it: the stars and the figure ("4.8"), named for screen
 * readers as "Rated 4.8 out of 5". A guide not rated yet (0, as a new one starts) says so rather
 * than showing five empty stars and 0.0, which would read as the worst of ratings.
 */
export function GuideRating({ star }: { star: number }) {
  if (star <= 0) {
    return (
      <Text size="sm" c="dimmed">
        Not rated yet
      </Text>
    );
  }
  return (
    <Group gap={6} role="img" aria-label={`Rated ${star.toFixed(1)} out of 5`}>
      <StarRating filled={Math.floor(star)} />
      <Text size="sm" fw={600}>
        {star.toFixed(1)}
      </Text>
    </Group>
  );
}
