import "@mantine/core/styles/ThemeIcon.css";
import { Anchor, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { Link } from "react-router";
import { PDF_NAME_LENGTH } from "@shared/library/library-messages";
import { cutText } from "@shared/text/cut-text";
import { formatFileSize } from "@shared/text/file-size";

export type PdfListEntry = { id: number; slug: string; name: string; sizeBytes: number | null };

/** A folder's PDFs, names cut at 100 characters (SPEC.md §9), each linking to /pdf-details/{slug}. */
export function PdfList({ items }: { items: PdfListEntry[] }) {
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: "none" }} data-testid="pdf-list">
      {items.map((item) => {
        const shown = cutText(item.name, PDF_NAME_LENGTH);
        return (
          <Group
            component="li"
            key={item.id}
            wrap="nowrap"
            gap="sm"
            py="sm"
            style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
          >
            <ThemeIcon variant="light" color="red" size={34} radius="md" aria-hidden>
              <IconFileTypePdf size={20} />
            </ThemeIcon>
            <Stack gap={2} miw={0} flex={1}>
              <Anchor
                component={Link}
                to={`/pdf-details/${item.slug}`}
                fw={500}
                c="indigo.9"
                // The whole name when the list shows it cut.
                title={shown === item.name ? undefined : item.name}
                style={{ overflowWrap: "anywhere" }}
                data-testid="pdf-name"
              >
                {shown}
              </Anchor>
              {item.sizeBytes !== null && (
                <Text size="xs" c="dimmed">
                  PDF · {formatFileSize(item.sizeBytes)}
                </Text>
              )}
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
