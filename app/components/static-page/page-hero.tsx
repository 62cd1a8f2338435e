import { Box, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type PageHeroProps = {
  /** The small line above the title: what the page is about. */
  eyebrow: string;
  title: string;
  /** The introduction under the title. */
  children: ReactNode;
  /** The page's first buttons. */
  actions: ReactNode;
};

/** The opening band of the site's guidance pages (/study, /whyw3programmer). */
export function PageHero({ eyebrow, title, children, actions }: PageHeroProps) {
  return (
    <Box component="section" bg="indigo.0" py={{ base: 40, md: 64 }}>
      <Container size="lg">
        <Stack gap="md" maw={760}>
          <Text c="indigo.8" fw={700} tt="uppercase" size="sm">
            {eyebrow}
          </Text>
          <Title order={1} fz={{ base: 30, md: 44 }} lh={1.15}>
            {title}
          </Title>
          <Text size="lg" c="gray.8">
            {children}
          </Text>
          <Group>{actions}</Group>
        </Stack>
      </Container>
    </Box>
  );
}
