import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Anchor, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RowList } from "~/components/lists/row-list";

/** What an empty list of the user's records says, and where to go to make the first one. */
export type EmptyRecords = { icon: Icon; text: string; link: { to: string; label: string } };

/** The card an empty list of the user's records shows (bookmarks, certificates). */
export function EmptyRecordsCard({ icon: EmptyIcon, text, link }: EmptyRecords) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
          <EmptyIcon size={24} />
        </ThemeIcon>
        <Text>{text}</Text>
        <Anchor component={Link} to={link.to}>
          {link.label}
        </Anchor>
      </Stack>
    </Paper>
  );
}

type RecordListProps<T> = {
  records: T[];
  empty: EmptyRecords;
  /** One record as a list item (`component="li"`), keyed. */
  children: (record: T) => ReactNode;
};

/** The user's own records (/user/my-bookmarks, /user/certificate-list) as a list of rows. */
export function RecordList<T>({ records, empty, children: row }: RecordListProps<T>) {
  return (
    <RowList rows={records} empty={<EmptyRecordsCard {...empty} />}>
      {row}
    </RowList>
  );
}
