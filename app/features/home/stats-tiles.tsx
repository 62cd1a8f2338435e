import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Paper, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { IconBook2, IconCertificate, IconMessageQuestion, IconUsers } from "@tabler/icons-react";

/** SPEC.md §1: the home page's fixed statistics. */
export const HOME_STATS = [
  { value: "10K", label: "PDF Books", icon: IconBook2 },
  { value: "50K", label: "Question Answers", icon: IconMessageQuestion },
  { value: "1K", label: "Certified", icon: IconCertificate },
  { value: "2K", label: "Online Students", icon: IconUsers },
] as const;

export function StatsTiles() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" data-testid="stats-tiles">
      {HOME_STATS.map(({ value, label, icon: Icon }) => (
        <Paper key={label} withBorder radius="md" p="md" ta="center" shadow="xs">
          <ThemeIcon size={44} radius="xl" variant="light" mx="auto" mb="xs" aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <Text fz={28} fw={800} lh={1.1}>
            {value}
          </Text>
          <Text c="dimmed" size="sm">
            {label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
