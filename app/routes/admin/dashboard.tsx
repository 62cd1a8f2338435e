import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ADMIN_SCREENS } from "~/features/admin/admin-screens";
import { requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => privatePageMeta("Admin");

/** /admin: one card per admin screen. */
export default function AdminDashboard() {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Admin
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {ADMIN_SCREENS.map(({ to, label, description, icon: Icon }) => (
          // A Paper that is the link, not an UnstyledButton: a page importing UnstyledButton without
          // Mantine's motion hooks splits them into a chunk of their own, which every page then loads.
          <Paper
            key={to}
            component={Link}
            to={to}
            withBorder
            p="md"
            radius="md"
            h="100%"
            c="inherit"
            td="none"
          >
            <Group gap="sm" wrap="nowrap" mb={4}>
              <Icon size={22} aria-hidden />
              <Text fw={700}>{label}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
