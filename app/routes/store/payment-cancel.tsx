import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleX } from "@tabler/icons-react";
import { Link, redirect, useRouteLoaderData } from "react-router";
import { useCartCount, useCartRestoredFromCheckout } from "~/components/store/cart-storage";
import { privatePageMeta } from "~/features/accounts/private-meta";
import type { loader as rootLoader } from "~/root";
import { StoreMessages } from "@shared/store/store-messages";
import { abandonCheckout } from "@server/services/orders/abandon-checkout";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/payment-cancel";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // SPEC.md §2: no session, to /login.
  const { user } = await requireUser(request, context);
  const orderCode = url.searchParams.get("order");
  if (!orderCode) return { closedBecause: null };
  // The buyer left the checkout: close it, so the order cannot be paid later by mistake.
  const abandoned = await abandonCheckout(context.db, context, user.id, orderCode);
  // Paid after all (the buyer went back from a finished payment): not a cancellation.
  if (abandoned.outcome === "paid") {
    throw redirect(`/payment-success?order=${encodeURIComponent(orderCode)}`);
  }
  return {
    closedBecause:
      abandoned.outcome === "replaced"
        ? StoreMessages.checkoutReplacedBy(abandoned.by)
        : abandoned.outcome === "bought"
          ? StoreMessages.checkoutClosedBought(abandoned.by)
          : null,
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta(StoreMessages.transactionCancelled);

/** /payment-cancel (SPEC.md §2): "Transaction Cancelled" with a retry hint. */
export default function PaymentCancel({ loaderData }: Route.ComponentProps) {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  // Pay emptied the cart; the buyer gets it back to try again.
  useCartRestoredFromCheckout();
  const restored = useCartCount() > 0;
  return (
    <Container size="sm" py={48}>
      <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
            <IconCircleX size={40} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {StoreMessages.transactionCancelled}
          </Title>
          <Text size="lg">You have not been charged.</Text>
          {loaderData.closedBecause && <Text data-testid="closed-because">{loaderData.closedBecause}</Text>}
          <Text c="dimmed" data-testid="retry-hint">
            {restored
              ? "Your cart is as you left it. To try again, open your cart and choose Proceed to Checkout."
              : "To try again, add the books to your cart and choose Proceed to Checkout."}
          </Text>
          <Group justify="center">
            <Button component={Link} to="/cart">
              Back to cart
            </Button>
            {user ? (
              <Button component={Link} to="/dashboard" variant="default">
                Go to your dashboard
              </Button>
            ) : (
              <Button component={Link} to="/" variant="default">
                Back to home
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
