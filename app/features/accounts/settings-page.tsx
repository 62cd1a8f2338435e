import "@mantine/core/styles/Paper.css";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { SettingsTabs } from "./settings-tabs";

/**
 * The frame every account settings tab shares (SPEC.md §2): one heading and the tabs, so moving
 * between tabs, each its own address, changes only the cards below them.
 */
export function SettingsPage({ children }: { children: React.ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Account settings
      </Title>
      <SettingsTabs />
      {children}
    </Stack>
  );
}

/** One form of a settings tab in its own card, with a title and a line on what it changes. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Title order={2} fz={18} mb={description ? 4 : "sm"}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** The account forms' submit button, at the right end of its own row. */
export function SubmitRow({ loading, children }: { loading: boolean; children: React.ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={loading}>
        {children}
      </Button>
    </Group>
  );
}
