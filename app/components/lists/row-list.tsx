import { Stack, type MantineSpacing } from "@mantine/core";
import type { ReactNode } from "react";

type RowListProps<T> = {
  rows: T[];
  /** What shows instead of the list when there are no rows. */
  empty: ReactNode;
  gap?: MantineSpacing;
  /** One row as a list item (`component="li"`), keyed. */
  children: (row: T) => ReactNode;
};

/**
 * Rows of records as a plain `<ul>` (the user's bookmarks and certificates, the admin lists), or
 * what the page says when there are none.
 */
export function RowList<T>({ rows, empty, gap = "xs", children: row }: RowListProps<T>) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <Stack gap={gap} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {rows.map(row)}
    </Stack>
  );
}
