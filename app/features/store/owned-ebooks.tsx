import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Anchor, Button, Card, Paper, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconBook2, IconBookOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { GuideCover } from "~/components/store/guide-cover";

export type OwnedEbookCard = { id: number; title: string; serviceSlug: string; image: string };

/** The user's e-books with a Reading link each (the dashboard and /user/my-books, SPEC.md §2). */
export function OwnedEbooks({ ebooks }: { ebooks: OwnedEbookCard[] }) {
  if (ebooks.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
            <IconBookOff size={24} />
          </ThemeIcon>
          <Text>You have no e-books yet.</Text>
          <Anchor component={Link} to="/ebooks">
            Browse the e-book store
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {ebooks.map((ebook) => (
        <Card key={ebook.id} withBorder radius="md" padding="md" data-testid="owned-ebook">
          <Card.Section>
            <GuideCover image={ebook.image} title={ebook.title} />
          </Card.Section>
          <Text fw={600} mt="sm" lineClamp={2}>
            {ebook.title}
          </Text>
          <Button
            component={Link}
            to={`/read-ebooks/${ebook.serviceSlug}`}
            variant="light"
            mt="sm"
            fullWidth
            leftSection={<IconBook2 size={16} aria-hidden />}
            aria-label={`Reading: ${ebook.title}`}
          >
            Reading
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
