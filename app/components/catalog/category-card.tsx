import "./category-card-styles";
import { Avatar, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { categoryInitials } from "./category-initials";
import classes from "./category-card.module.css";

export type CategoryCardProps = {
  /** Where the card leads, e.g. /question-answer/{slug}. */
  to: string;
  name: string;
  /** Icon URL; "" or null shows the name's initials instead. */
  icon?: string | null;
  /** A second line: the main category, or how many questions there are. */
  detail?: React.ReactNode;
};

/** A category as a card that is one link (lists on the home page, /all-category, /category/{slug}). */
export function CategoryCard({ to, name, icon, detail }: CategoryCardProps) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="md" className={classes.card}>
      <Group wrap="nowrap" gap="sm" align="center">
        {/* Decorative: the name is written beside it. */}
        <Avatar
          src={icon || null}
          name={name}
          color="initials"
          variant="filled"
          autoContrast
          radius="md"
          size={44}
          alt=""
          aria-hidden
        >
          {categoryInitials(name)}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Text fw={600} lh={1.3} className={classes.name}>
            {name}
          </Text>
          {detail && (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
