import "@mantine/core/styles/Paper.css";
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { listAdminPages } from "@server/services/pages/manage-pages";
import { RowList } from "~/components/lists/row-list";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AuditLogLink } from "~/features/admin/audit-log-link";
import { formatRecordDate } from "~/components/account/record-date";
import { requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/pages";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const pages = await listAdminPages(context.db);
  return {
    pages: pages.map((page) => ({
      id: page.id,
      name: page.name,
      path: page.path,
      updatedAt: page.updatedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Pages");

/** The static pages: about, contact, terms, privacy, FAQ. Their addresses are fixed; their text is edited here. */
export default function Pages({ loaderData }: Route.ComponentProps) {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Pages
      </Title>
      <RowList rows={loaderData.pages} gap="sm" empty={<Text c="dimmed">No pages.</Text>}>
        {(page) => (
          <Paper component="li" key={page.id} withBorder p="sm" radius="md" data-testid="page-row">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/admin/pages/${page.id}`} fw={600}>
                  {page.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {page.path && (
                    <Anchor href={page.path} size="sm">
                      {page.path}
                    </Anchor>
                  )}{" "}
                  · changed {formatRecordDate(page.updatedAt)}
                </Text>
              </div>
              <Anchor component={Link} to={`/admin/pages/${page.id}`} size="sm">
                Edit
              </Anchor>
            </Group>
          </Paper>
        )}
      </RowList>
      <AuditLogLink entityType="page">Changes to pages in the audit log</AuditLogLink>
    </Stack>
  );
}
