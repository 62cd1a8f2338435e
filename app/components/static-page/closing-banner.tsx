import "@mantine/core/styles/Paper.css";
import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type ClosingBannerProps = {
  /** The id of its heading, which names the section. */
  id: string;
  title: string;
  text: string;
  /** White buttons on the banner's indigo. */
  actions: ReactNode;
};

/** The last section of the site's guidance pages (/study, /whyw3programmer): what to do next. */
export function ClosingBanner({ id, title, text, actions }: ClosingBannerProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      radius="lg"
      p={{ base: "lg", md: 40 }}
      mt={64}
      bg="indigo.8"
    >
      <Group justify="space-between" gap="lg">
        <Stack gap={6} maw={620}>
          <Title order={2} id={id} c="white">
            {title}
          </Title>
          <Text c="indigo.0">{text}</Text>
        </Stack>
        <Group>{actions}</Group>
      </Group>
    </Paper>
  );
}
