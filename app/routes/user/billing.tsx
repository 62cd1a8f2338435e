import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/VisuallyHidden.css";
import {
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconReceipt } from "@tabler/icons-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { formatRecordDate } from "~/components/account/record-date";
import { CardsOnPhone } from "~/components/lists/cards-on-phone";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { OrderStatusBadge } from "~/features/store/order-status-badge";
import { formatMoney } from "@shared/store/money";
import { StoreMessages } from "@shared/store/store-messages";
import { getOrderRows } from "@server/services/orders/get-order-rows";
import { listOrders } from "@server/services/orders/list-orders";
import { ServiceError } from "@server/services/service-error";
import { getSiteSettings } from "@server/services/settings/site-settings";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/billing";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const [orders, { currency }] = await Promise.all([
    listOrders(context.db, user.id),
    getSiteSettings(context.db),
  ]);
  // The details modal is the page with ?order={id}: shareable, and Back closes it.
  const asked = Number(url.searchParams.get("order"));
  let details: { id: number; rows: { id: number; product: string; serviceAmount: string }[] } | null = null;
  if (Number.isSafeInteger(asked) && asked > 0 && asked <= 2_147_483_647) {
    try {
      details = { id: asked, rows: await getOrderRows(context.db, user.id, asked) };
    } catch (error) {
      if (!(error instanceof ServiceError && error.status === 404)) throw error;
    }
  }
  return {
    currency,
    details,
    orders: orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Billing");

/** /user/billing (SPEC.md §2): the user's orders and a details modal with each order's rows. */
export default function Billing({ loaderData }: Route.ComponentProps) {
  const { orders, currency, details } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const narrow = useMediaQuery("(max-width: 768px)");
  const money = (amount: string) => formatMoney(amount, currency);
  const opened = params.has("order");
  const order = orders.find((candidate) => candidate.id === details?.id);

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Billing
      </Title>
      {orders.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Stack align="center" gap="xs">
            <Text>You have no orders yet.</Text>
            <Anchor component={Link} to="/ebooks">
              Browse the e-book store
            </Anchor>
          </Stack>
        </Paper>
      ) : (
        <>
          {/* A phone gets a card an order, every figure and the details in view. */}
          <CardsOnPhone
            rows={orders}
            rowKey={(row) => row.id}
            cardTestId="billing-card"
            card={(row) => (
              <>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text ff="monospace" fw={600} style={{ overflowWrap: "anywhere" }}>
                    {row.orderCode}
                  </Text>
                  <OrderStatusBadge status={row.paymentStatus} />
                </Group>
                <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
                  <Text size="sm" c="dimmed">
                    {formatRecordDate(row.createdAt)}
                  </Text>
                  <Text fw={600}>{money(row.totalAmount)}</Text>
                </Group>
                <Discount row={row} money={money} />
                <DetailsLink id={row.id} orderCode={row.orderCode} />
              </>
            )}
          >
            <Table.ScrollContainer minWidth={560}>
              <Table striped highlightOnHover verticalSpacing="sm" data-testid="billing-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Order</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Details</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {orders.map((row) => (
                    <Table.Tr key={row.id} data-testid="billing-row">
                      <Table.Td ff="monospace">{row.orderCode}</Table.Td>
                      <Table.Td>{formatRecordDate(row.createdAt)}</Table.Td>
                      <Table.Td ta="right">
                        <Text fw={600}>{money(row.totalAmount)}</Text>
                        <Discount row={row} money={money} />
                      </Table.Td>
                      <Table.Td>
                        <OrderStatusBadge status={row.paymentStatus} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <DetailsLink id={row.id} orderCode={row.orderCode} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </CardsOnPhone>
        </>
      )}

      <Modal
        opened={opened}
        onClose={() => navigate(".", { preventScrollReset: true, replace: true })}
        title={order ? `Order ${order.orderCode}` : "Order details"}
        size={narrow ? "100%" : 700}
        xOffset={narrow ? 0 : undefined}
      >
        {details && order ? (
          <Stack gap="sm">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {details.rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="order-row">
                    <Table.Td>{row.product}</Table.Td>
                    <Table.Td ta="right">{money(row.serviceAmount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {order.couponCode && (
              <Group justify="space-between">
                <Text>Discount ({order.couponCode})</Text>
                <Text>-{money(order.discountAmount)}</Text>
              </Group>
            )}
            <Group justify="space-between">
              <Text fw={700}>Total</Text>
              <Text fw={700}>{money(order.totalAmount)}</Text>
            </Group>
            <Group justify="space-between">
              <Text>Status</Text>
              <OrderStatusBadge status={order.paymentStatus} />
            </Group>
          </Stack>
        ) : (
          <Text>{StoreMessages.orderNotFound}</Text>
        )}
      </Modal>
    </Stack>
  );
}

/** Opens the order's details modal (`?order=`), keeping the list where it was scrolled. */
function DetailsLink({ id, orderCode }: { id: number; orderCode: string }) {
  return (
    <Button
      component={Link}
      to={`?order=${id}`}
      preventScrollReset
      variant="subtle"
      size="compact-sm"
      leftSection={<IconReceipt size={16} aria-hidden />}
      aria-label={`Details of order ${orderCode}`}
    >
      Details
    </Button>
  );
}

/** How a coupon made the total: subtotal − discount (code); nothing for an order without one. */
function Discount({
  row,
  money,
}: {
  row: { couponCode: string | null; subtotalAmount: string; discountAmount: string };
  money: (amount: string) => string;
}) {
  if (!row.couponCode) return null;
  return (
    <Text size="xs" c="dimmed" ta="right">
      {money(row.subtotalAmount)} − {money(row.discountAmount)} ({row.couponCode})
    </Text>
  );
}
