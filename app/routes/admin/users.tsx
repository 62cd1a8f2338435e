import "@mantine/core/styles/Paper.css";
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { ADMIN_SEARCH_MAX_LENGTH } from "@shared/admin/admin-messages";
import { listUsers } from "@server/services/admin/manage-users";
import { LinkPagination } from "~/components/navigation/link-pagination";
import { ListSearchForm } from "~/components/navigation/list-search-form";
import { readListPage, readListQuery } from "~/components/navigation/list-location";
import { formatRecordDate } from "~/components/account/record-date";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AccountBadges } from "~/features/admin/account-badges";
import { requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/users";
import { RowList } from "~/components/lists/row-list";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const search = readListQuery(url.searchParams.get("q"), ADMIN_SEARCH_MAX_LENGTH);
  const found = await listUsers(context.db, { search, page: readListPage(url.searchParams.get("page")) });
  return {
    search,
    page: found.page,
    lastPage: found.lastPage,
    total: found.total,
    users: found.rows.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      status: user.status,
      deleted: user.deletedAt !== null,
      createdAt: user.createdAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Users");

/** /admin/users: accounts newest first, searched by name or email, 25 a page. */
export default function Users({ loaderData }: Route.ComponentProps) {
  const { search, page, lastPage, total, users } = loaderData;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Users
        </Title>
        <Text c="dimmed" size="sm">
          {total} {total === 1 ? "account" : "accounts"}
        </Text>
      </Group>
      <ListSearchForm
        query={search}
        label="Search by name or email"
        placeholder="Name or email"
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
      />
      <RowList rows={users} empty={<Text c="dimmed">No account matches.</Text>}>
        {(user) => (
          <Paper component="li" key={user.id} withBorder p="sm" radius="md" data-testid="user-row">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/admin/users/${user.id}`} fw={600}>
                  {user.name}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {user.email} · joined {formatRecordDate(user.createdAt)}
                </Text>
              </div>
              <AccountBadges role={user.role} status={user.status} deleted={user.deleted} />
            </Group>
          </Paper>
        )}
      </RowList>
      <LinkPagination page={page} lastPage={lastPage} query={search} label="Pages of users" />
    </Stack>
  );
}
