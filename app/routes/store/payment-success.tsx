import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Alert, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { forgetCheckoutCart, removeFromCart } from "~/components/store/cart-storage";
import { StoreMessages } from "@shared/store/store-messages";
import { privatePageMeta } from "~/features/accounts/private-meta";
import type { loader as rootLoader } from "~/root";
import { confirmCheckout } from "@server/services/orders/confirm-checkout";
import { ownOrderServiceIds } from "@server/services/orders/own-order";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/payment-success";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // SPEC.md §2: no session, to /login.
  const { user } = await requireUser(request, context);
  const orderCode = url.searchParams.get("order");
  // Back from the checkout, perhaps before the provider's webhook: fulfil here if it is paid.
  const [order, boughtIds] = orderCode
    ? await Promise.all([
        confirmCheckout(context.db, context, user.id, orderCode).then((confirmed) => confirmed ?? null),
        ownOrderServiceIds(context.db, user.id, orderCode),
      ])
    : [null, []];
  return { order, boughtIds };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Payment successful");

/** /payment-success (SPEC.md §2). */
export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { order, boughtIds } = loaderData;
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  const replaced = order?.status === "cancelled";
  useEffect(() => {
    forgetCheckoutCart();
    // Pay emptied the cart, but the browser's Back from the checkout may have put it back.
    if (!replaced) removeFromCart(...boughtIds);
  }, [replaced, boughtIds]);
  if (replaced) return <CheckoutReplaced orderCode={order.orderCode} signedIn={user !== null} />;
  const confirmed = order === null || order.status === "paid";
  return (
    <ReturnPanel signedIn={user !== null}>
      <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Payment successful
      </Title>
      <Text size="lg">Thank you! Your purchase was successful.</Text>
      {order && (
        <Text data-testid="order-code">
          Order number <strong>{order.orderCode}</strong>
        </Text>
      )}
      {confirmed ? (
        <Text c="dimmed">
          Your e-books are on your dashboard, ready to read. A receipt is on its way to your email.
        </Text>
      ) : (
        <Alert color="yellow" title="Confirming your payment" ta="left">
          The payment provider has not confirmed the payment yet. Your e-books appear on your dashboard as
          soon as it does, usually within a minute.
        </Alert>
      )}
    </ReturnPanel>
  );
}

/**
 * The return address of a checkout that a newer Pay replaced (its order is cancelled): nothing was
 * bought with it, so the page does not say the purchase succeeded.
 */
function CheckoutReplaced({ orderCode, signedIn }: { orderCode: string; signedIn: boolean }) {
  return (
    <ReturnPanel signedIn={signedIn}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Checkout replaced
      </Title>
      <Text size="lg" data-testid="checkout-replaced">
        {StoreMessages.checkoutReplaced}
      </Text>
      <Text data-testid="order-code">
        Order number <strong>{orderCode}</strong>
      </Text>
    </ReturnPanel>
  );
}

/** The page's panel, ending with its ways on: the dashboard (home for a visitor) and the orders. */
function ReturnPanel({ signedIn, children }: { signedIn: boolean; children: React.ReactNode }) {
  return (
    <Container size="sm" py={48}>
      <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }}>
        <Stack align="center" ta="center" gap="md">
          {children}
          <Group justify="center">
            <Button component={Link} to={signedIn ? "/dashboard" : "/"}>
              {signedIn ? "Go to your dashboard" : "Back to home"}
            </Button>
            <Button component={Link} to="/user/billing" variant="default">
              View your orders
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
