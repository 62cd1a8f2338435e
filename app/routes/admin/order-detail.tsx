import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/PasswordInput.css";
import { Anchor, Badge, Button, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { formatMoney } from "@shared/store/money";
import { OrderAdminMessages } from "@shared/store/store-admin-messages";
import { refundOrderSchema } from "@shared/store/store-admin-schemas";
import { isRecentLogin, sessionAuthentication } from "@server/services/accounts/recent-login";
import { getAdminOrder, refundOrderAsAdmin } from "@server/services/orders/manage-orders";
import { formatRecordDate } from "~/components/account/record-date";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ORDER_STATUS_COLORS } from "~/features/admin/order-status";
import { confirmAction } from "~/forms/confirm-action";
import { formFailure, readForm, runFormAction, succeeded } from "~/forms/form-action.server";
import { firstError, readFormResult, useFetcherFeedback } from "~/forms/form-feedback";
import { actorOf, requireAdmin, rowIdOf } from "./admin-session.server";
import type { Route } from "./+types/order-detail";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context);
  const id = rowIdOf(params.id, OrderAdminMessages.notFound);
  try {
    const order = await getAdminOrder(context.db, id);
    return {
      recentLogin: isRecentLogin(session),
      order: {
        id: order.id,
        orderCode: order.orderCode,
        paymentStatus: order.paymentStatus,
        provider: order.provider,
        subtotalAmount: order.subtotalAmount,
        discountAmount: order.discountAmount,
        totalAmount: order.totalAmount,
        couponCode: order.couponCode,
        buyer: { id: order.buyerId, name: order.buyerName, email: order.buyerEmail },
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        refundedAt: order.refundedAt?.toISOString() ?? null,
        items: order.items,
        events: paymentHistory(order),
        closedBy: order.closedBy,
      },
    };
  } catch (error) {
    throw formFailure(error);
  }
}

/**
 * The order's payment events as the page lists them, oldest first, each saying when, who and what:
 * the provider's events, and the refund with its amount and who made it (an admin or the
 * operator's command, else the provider), which a refund made here has no provider event for.
 */
function paymentHistory(order: Awaited<ReturnType<typeof getAdminOrder>>) {
  type HistoryEntry = { key: string; at: string; by: string; what: string; amount: string | null };
  const events = order.events.map((event): HistoryEntry => ({
    key: `event-${event.id}`,
    at: event.receivedAt.toISOString(),
    by: event.provider,
    what: event.type,
    amount: null,
  }));
  if (order.refund) {
    events.push({
      key: "refund",
      at: order.refund.refundedAt.toISOString(),
      by: order.refund.by,
      what: "refund",
      amount: order.refund.amount,
    });
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded ? `${loaded.order.orderCode} · Orders` : "Orders");

/** Refunds the order of the address (with the password when the login is not recent). */
// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const id = rowIdOf(params.id, OrderAdminMessages.notFound);
  const form = await readForm(request);
  form.set("id", String(id));
  return runFormAction(form, refundOrderSchema, async (input) => {
    const authentication = sessionAuthentication(session, context.clientIp);
    await refundOrderAsAdmin(context.db, context, { ...actorOf(session), session: authentication }, input);
    return succeeded(OrderAdminMessages.refunded);
  });
}

/**
 * The refund's fetcher. Its answer is told by the page (OrderDetail), which stays: the button
 * goes with the refund, before its effects would run.
 */
const REFUND_FETCHER = "refund-order";

/**
 * The refund, through a fetcher (the page's HTML holds no form that refunds): asked to confirm,
 * and with the password when the login is not recent or the server asks for it.
 */
function RefundButton({ orderCode, askPassword }: { orderCode: string; askPassword: boolean }) {
  const refund = useFetcher({ key: REFUND_FETCHER });
  const [password, setPassword] = useState("");
  const answer = readFormResult(refund.data);
  const errors = answer && !answer.ok ? answer.errors : undefined;
  const needsPassword =
    askPassword || (answer?.ok === false && answer.message === OrderAdminMessages.recentLoginRequired);
  const confirm = () =>
    confirmAction({
      title: `Refund ${orderCode}?`,
      text: "The whole amount goes back to the buyer and the e-books of this order are taken away.",
      confirm: "Refund",
      onConfirm: () => refund.submit(needsPassword ? { password } : {}, { method: "post" }),
    });
  return (
    <Stack gap="sm">
      {needsPassword && (
        <PasswordInput
          label="Your password"
          description={OrderAdminMessages.recentLoginRequired}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={firstError(errors, "password")}
        />
      )}
      <Group justify="flex-end">
        <Button color="red" variant="light" loading={refund.state !== "idle"} onClick={confirm}>
          Refund order
        </Button>
      </Group>
    </Stack>
  );
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { order, recentLogin } = loaderData;
  useFetcherFeedback(useFetcher({ key: REFUND_FETCHER }), "The order could not be refunded.");
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/orders" size="sm">
        ← All orders
      </Anchor>
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 30 }} ff="monospace">
          {order.orderCode}
        </Title>
        <Badge color={ORDER_STATUS_COLORS[order.paymentStatus]} variant="light" size="lg">
          {order.paymentStatus}
        </Badge>
      </Group>
      {order.closedBy && (
        <Text size="sm" data-testid="closed-by">
          {OrderAdminMessages.closedBy[order.closedBy.reason]}{" "}
          <Anchor component={Link} to={`/admin/orders/${order.closedBy.orderId}`} ff="monospace">
            {order.closedBy.orderCode}
          </Anchor>
          .
        </Text>
      )}
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz={18} mb="xs">
          Buyer
        </Title>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          <Anchor component={Link} to={`/admin/users/${order.buyer.id}`}>
            {order.buyer.name}
          </Anchor>{" "}
          · {order.buyer.email}
        </Text>
        <Text size="sm" c="dimmed">
          Ordered {formatRecordDate(order.createdAt)}
          {order.paidAt && ` · paid ${formatRecordDate(order.paidAt)}`}
          {order.refundedAt && ` · refunded ${formatRecordDate(order.refundedAt)}`} · {order.provider}
        </Text>
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz={18} mb="xs">
          Items
        </Title>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
          {order.items.map((item) => (
            <Group component="li" key={item.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {item.product}
              </Text>
              <Text size="sm">{formatMoney(item.amount)}</Text>
            </Group>
          ))}
        </Stack>
        <Text size="sm" mt="xs" ta="right">
          Subtotal {formatMoney(order.subtotalAmount)}
          {order.couponCode && ` · coupon ${order.couponCode} −${formatMoney(order.discountAmount)}`} ·{" "}
          <b>Total {formatMoney(order.totalAmount)}</b>
        </Text>
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz={18} mb="xs">
          Payment events
        </Title>
        {order.events.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet.
          </Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
            {order.events.map((event) => (
              <Text
                component="li"
                key={event.key}
                size="sm"
                style={{ overflowWrap: "anywhere" }}
                data-testid="payment-event"
              >
                {formatRecordDate(event.at)} · {event.by} · {event.what}
                {event.amount !== null && ` · ${formatMoney(event.amount)}`}
              </Text>
            ))}
          </Stack>
        )}
      </Paper>
      {order.paymentStatus === "paid" && (
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Title order={2} fz={18} mb="xs">
            Refund
          </Title>
          <RefundButton orderCode={order.orderCode} askPassword={!recentLogin} />
        </Paper>
      )}
      <Anchor component={Link} to={`/admin/audit-log?entity_type=order&entity_id=${order.id}`} size="sm">
        Changes to this order in the audit log
      </Anchor>
    </Stack>
  );
}
