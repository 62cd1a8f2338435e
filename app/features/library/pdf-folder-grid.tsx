import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Card, Group, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { IconFolder } from "@tabler/icons-react";
import { Link } from "react-router";

export type PdfFolderCard = { id: number; slug: string; shortName: string; count: number };

/** The folders of /pdf-books, each a card linking to /pdf-zone/{slug} with its PDF count. */
export function PdfFolderGrid({ folders }: { folders: PdfFolderCard[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
    >
      {folders.map((folder) => (
        <li key={folder.id}>
          <Card
            component={Link}
            to={`/pdf-zone/${folder.slug}`}
            withBorder
            radius="md"
            padding="lg"
            h="100%"
            data-testid="pdf-folder"
          >
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={44} radius="md" variant="light" color="indigo" aria-hidden>
                <IconFolder size={26} />
              </ThemeIcon>
              <div>
                <Text fw={600} c="indigo.9" lh={1.3}>
                  {folder.shortName}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {`${folder.count} ${folder.count === 1 ? "PDF" : "PDFs"}`}
                </Text>
              </div>
            </Group>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
