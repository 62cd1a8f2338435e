import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
// NativeSelect draws its chevron with a Combobox class.
import "@mantine/core/styles/Combobox.css";
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Text } from "@mantine/core";
import { Form, Link } from "react-router";
import { formatMoney } from "@shared/store/money";
import { ORDER_PAYMENT_STATUSES } from "@shared/store/store-admin-messages";
import { listAdminOrders } from "@server/services/orders/manage-orders";
import { formatRecordDate } from "~/components/account/record-date";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AdminListPage } from "~/features/admin/admin-list-page";
import { ORDER_STATUS_COLORS } from "~/features/admin/order-status";
import { adminListData, readAdminListParams } from "./admin-list.server";
import { requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/orders";

type Status = (typeof ORDER_PAYMENT_STATUSES)[number];
const readStatus = (value: string | null): Status | undefined =>
  ORDER_PAYMENT_STATUSES.find((status) => status === value);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = readAdminListParams(url);
  const status = readStatus(url.searchParams.get("status"));
  const found = await listAdminOrders(context.db, { ...params, status });
  return {
    status: status ?? "",
    ...adminListData(params, found, (order) => ({
      id: order.id,
      orderCode: order.orderCode,
      totalAmount: order.totalAmount,
      paymentStatus: order.paymentStatus,
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      createdAt: order.createdAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Orders");

/** /admin/orders: every order, newest first, found by code, buyer or payment status, paged on the server. */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { search, status, page, lastPage, total, rows } = loaderData;
  return (
    <AdminListPage
      title="Orders"
      search={{
        query: search,
        label: "Order code, buyer email or name",
        placeholder: "ORD-… or ada@example.com",
      }}
      total={total}
      nouns={["order", "orders"]}
      filterForm={
        <Form method="get">
          {search && <input type="hidden" name="q" value={search} />}
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <NativeSelect
              key={status}
              name="status"
              label="Payment status"
              defaultValue={status}
              data={[
                { value: "", label: "All" },
                ...ORDER_PAYMENT_STATUSES.map((value) => ({ value, label: value })),
              ]}
            />
            <Button type="submit" variant="default">
              Filter
            </Button>
            <Text c="dimmed" size="sm" ml="auto">
              {total} {total === 1 ? "order" : "orders"}
            </Text>
          </Group>
        </Form>
      }
      rows={rows}
      empty="No order matches."
      pages={{ page, lastPage, label: "Pages of orders", filters: { status: status || null } }}
    >
      {(order) => (
        <Paper component="li" key={order.id} withBorder p="sm" radius="md" data-testid="order-row">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0, flex: "1 1 16rem" }}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={`/admin/orders/${order.id}`} fw={600} ff="monospace">
                  {order.orderCode}
                </Anchor>
                <Badge color={ORDER_STATUS_COLORS[order.paymentStatus]} variant="light">
                  {order.paymentStatus}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {order.buyerName} · {order.buyerEmail}
              </Text>
            </div>
            <Text size="sm">
              {formatMoney(order.totalAmount)} · {formatRecordDate(order.createdAt)}
            </Text>
          </Group>
        </Paper>
      )}
    </AdminListPage>
  );
}
