import "@mantine/core/styles/Paper.css";
import { Anchor, Group, Paper, Text } from "@mantine/core";
import { Link } from "react-router";
import { listUsers } from "@server/services/admin/manage-users";
import { formatRecordDate } from "~/components/account/record-date";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AccountBadges } from "~/features/admin/account-badges";
import { AdminListPage } from "~/features/admin/admin-list-page";
import { adminListData, readAdminListParams } from "./admin-list.server";
import { requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/users";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = readAdminListParams(url);
  const found = await listUsers(context.db, params);
  return adminListData(params, found, (user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    deleted: user.deletedAt !== null,
    createdAt: user.createdAt.toISOString(),
  }));
}

export const meta: Route.MetaFunction = () => privatePageMeta("Users");

/** /admin/users: accounts newest first, searched by name or email, 25 a page. */
export default function Users({ loaderData }: Route.ComponentProps) {
  const { search, page, lastPage, total, rows } = loaderData;
  return (
    <AdminListPage
      title="Users"
      search={{ query: search, label: "Search by name or email", placeholder: "Name or email" }}
      total={total}
      nouns={["account", "accounts"]}
      countBesideTitle
      rows={rows}
      empty="No account matches."
      rowGap="xs"
      pages={{ page, lastPage, label: "Pages of users" }}
    >
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
    </AdminListPage>
  );
}
