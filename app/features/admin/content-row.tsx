import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import { Anchor, Badge, Group, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { VISIBILITY_LABELS } from "@shared/admin/content-messages";
import { ContentRowButtons } from "./content-row-buttons";

type ContentRowProps = {
  /** The row's `data-testid`. */
  testId: string;
  id: number;
  title: string;
  /** "category", "post"…: what the buttons' confirmation names. */
  noun: string;
  /** Its edit page. */
  href: string;
  /** The version the list showed (the stale-edit rule). */
  updatedAt: string;
  /** Visible (1) or hidden (0), shown as a badge; none for rows that are never hidden. */
  status?: number;
  /** Further badges after the visibility's. */
  badges?: ReactNode;
  /** Why the server would refuse to delete the row ("has questions"): said in place of Delete. */
  keptBecause?: string | null;
  /** The line under the title: where it belongs, its public page. */
  children: ReactNode;
};

/**
 * A row of the admin area's content lists: the title to its edit page, badges, a line of detail,
 * and Edit, Hide/Show and Delete (ContentRowButtons).
 */
export function ContentRow(props: ContentRowProps) {
  const { testId, id, title, noun, href, updatedAt, status, badges, keptBecause, children } = props;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid={testId}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: "1 1 16rem" }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Anchor component={Link} to={href} fw={600} style={{ overflowWrap: "anywhere" }}>
              {title}
            </Anchor>
            {status !== undefined && (
              <Badge color={status === 1 ? "green" : "gray"} variant="light" style={{ flexShrink: 0 }}>
                {VISIBILITY_LABELS[status === 1 ? 1 : 0]}
              </Badge>
            )}
            {badges}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {children}
          </Text>
        </div>
        <ContentRowButtons
          id={id}
          name={title}
          noun={noun}
          status={status}
          updatedAt={updatedAt}
          editHref={href}
          keptBecause={keptBecause}
        />
      </Group>
    </Paper>
  );
}
