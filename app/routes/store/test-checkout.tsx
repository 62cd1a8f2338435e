import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Divider.css";
import { Alert, Badge, Button, Container, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFlask } from "@tabler/icons-react";
import { Form, data, redirect, useNavigation } from "react-router";
import { formatMoney, fromCents } from "@shared/store/money";
import { StoreMessages } from "@shared/store/store-messages";
import { finishTestCheckout } from "@server/services/orders/finish-test-checkout";
import { testCheckout } from "@server/services/payments/payment-providers";
import { readForm } from "~/forms/form-action.server";
import { orPageNotFound } from "../service-not-found.server";
import type { Route } from "./+types/test-checkout";

export async function loader({ params, context }: Route.LoaderArgs) {
  const session = await testCheckout(context.db, context.config)?.getSession(params.sessionId);
  if (!session) throw data(null, { status: 404 });
  return {
    orderCode: session.orderCode,
    email: session.customerEmail,
    lines: session.lines.map((line) => ({ name: line.name, amount: fromCents(line.amountCents) })),
    total: fromCents(session.amountTotalCents),
    status: session.status,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "TEST MODE checkout | W3Programmer" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Pay or Cancel: the same fulfilment as Stripe's webhook, then back to the site's return page. */
// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, params, context }: Route.ActionArgs) {
  const choice = (await readForm(request)).get("intent") === "pay" ? "pay" : "cancel";
  throw redirect(await orPageNotFound(finishTestCheckout(context.db, context, params.sessionId, choice)));
}

/**
 * /test-checkout/{sessionId}: where Pay sends the buyer when no Stripe key is configured — the
 * site's stand-in for Stripe's checkout page, clearly marked TEST MODE (docs/decisions/0008).
 */
export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  const { orderCode, email, lines, total, status } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <Container size="sm" py="xl">
      <Alert
        color="orange"
        variant="filled"
        icon={<IconFlask aria-hidden />}
        title="TEST MODE"
        mb="lg"
        role="note"
      >
        {StoreMessages.testModeNotice} This page stands in for the card payment provider because none is
        configured.
      </Alert>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1} fz={26}>
              Checkout
            </Title>
            <Badge color="orange" size="lg">
              Test mode
            </Badge>
          </Group>
          {/* A long address breaks rather than running past a phone's card. */}
          <Text c="dimmed" style={{ overflowWrap: "anywhere" }}>
            Order {orderCode} for {email}
          </Text>
          <Stack gap={4}>
            {lines.map((line, index) => (
              <Group key={`${index}-${line.name}`} justify="space-between" wrap="nowrap" gap="md">
                <Text lineClamp={2}>{line.name}</Text>
                <Text fw={600}>{formatMoney(line.amount)}</Text>
              </Group>
            ))}
          </Stack>
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fz="xl" fw={800} data-testid="test-checkout-total">
              {formatMoney(total)}
            </Text>
          </Group>
          {status === "open" ? (
            <Form method="post">
              <Group grow>
                <Button type="submit" name="intent" value="cancel" variant="default" disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" name="intent" value="pay" color="orange" loading={busy}>
                  Pay {formatMoney(total)}
                </Button>
              </Group>
            </Form>
          ) : (
            <Form method="post">
              <Stack gap="xs">
                <Text>This checkout is {status === "complete" ? "paid" : "closed"}.</Text>
                <Button
                  type="submit"
                  name="intent"
                  value={status === "complete" ? "pay" : "cancel"}
                  variant="light"
                >
                  Return to the shop
                </Button>
              </Stack>
            </Form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
