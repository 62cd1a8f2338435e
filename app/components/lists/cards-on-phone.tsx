import "@mantine/core/styles/Paper.css";
import { Box, Paper, Stack } from "@mantine/core";
import type { ReactNode } from "react";

type CardsOnPhoneProps<T> = {
  rows: T[];
  rowKey: (row: T) => string | number;
  /** One row on a phone: every field in view, none cut off. */
  card: (row: T) => ReactNode;
  cardTestId?: string;
  /** The table of the same rows, from `sm` (576 px) up. */
  children: ReactNode;
};

/**
 * Rows that are a table on a wider screen and a card each on a phone, where the table's columns
 * would only fit by scrolling sideways, hiding the last ones (/user/billing, /user/referral).
 * Both are in the page; the breakpoint shows one.
 */
export function CardsOnPhone<T>({ rows, rowKey, card, cardTestId, children: table }: CardsOnPhoneProps<T>) {
  return (
    <>
      <Stack component="ul" hiddenFrom="sm" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder p="sm" radius="md" data-testid={cardTestId}>
            {card(row)}
          </Paper>
        ))}
      </Stack>
      <Box visibleFrom="sm">{table}</Box>
    </>
  );
}
