import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/Radio.css";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Grid,
  Group,
  Image,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconCreditCard, IconLock } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import {
  emptyCartForCheckout,
  useCartItems,
  useCartReadable,
  useCartRestoredFromCheckout,
  writeCart,
} from "~/components/store/cart-storage";
import { readFormResult, useFetcherResult } from "~/forms/form-feedback";
import type { FieldErrors } from "~/forms/form-result";
import { formatMoney } from "@shared/store/money";
import { StoreMessages } from "@shared/store/store-messages";
import { DEFAULT_BOOK_IMAGE } from "./cart-view";
import { quotePath, reconcileCart, type QuoteAnswer } from "./order-quote";
import { NO_QUOTE_NOTICES, QuoteNotices, type QuoteNoticeNames } from "./quote-notices";
import { forgetCoupon, rememberCoupon, rememberedCoupon } from "./remembered-coupon";

type PayAnswer = { ok: true; checkoutUrl: string } | { ok: false; message: string; errors?: FieldErrors };

type PaymentViewProps = {
  currency: string;
  coupon: string;
  successUrl: string;
  cancelUrl: string;
  testMode: boolean;
};

/**
 * /payment's body (SPEC.md §2, §4): the cart priced by the server (never by the browser), an
 * optional coupon, one payment method, and Pay showing the total. Pay orders exactly what is shown,
 * empties the cart and sends the browser to the checkout.
 */
export function PaymentView({
  currency,
  coupon: couponFromLink,
  successUrl,
  cancelUrl,
  testMode,
}: PaymentViewProps) {
  // Back from the checkout with the browser's Back: the cart Pay emptied is there again.
  useCartRestoredFromCheckout();
  const items = useCartItems();
  const readable = useCartReadable();
  const quote = useFetcher<QuoteAnswer>();
  const payment = useFetcher<PayAnswer>();
  // The link's code, or one that arrived by a ?coupon= link earlier in this visit. The form is
  // shown only once the page runs in the browser, so reading session storage here is safe.
  const [initialCoupon] = useState(() =>
    couponFromLink || typeof window === "undefined" ? couponFromLink : rememberedCoupon(),
  );
  const [couponInput, setCouponInput] = useState(initialCoupon);
  const [applied, setApplied] = useState(initialCoupon);
  // The code the order was last priced with: a mistyped one does not take its discount away.
  const [accepted, setAccepted] = useState("");
  const [couponError, setCouponError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [notices, setNotices] = useState<QuoteNoticeNames>(NO_QUOTE_NOTICES);
  const quoteNotices = <QuoteNotices {...notices} />;

  const ids = items.map((item) => item.id).join(",");
  const { load } = quote;
  useEffect(() => {
    if (!readable || ids === "" || redirecting) return;
    void load(quotePath(ids, applied));
  }, [readable, ids, applied, load, redirecting]);

  useFetcherResult(quote, (answer) => {
    const result = answer as QuoteAnswer;
    if (result.ok) {
      // A refused code's message stays until the next Apply: the order priced again without it
      // (the quote that follows the refusal) must not wipe the message away.
      // The cart shows what /payment charges from now on, without the books the buyer owns.
      // The code priced in is kept for this visit, so a reload of the page still applies it.
      setAccepted(applied);
      if (applied) rememberCoupon(applied);
      else forgetCoupon();
      const reconciled = reconcileCart(items, result);
      if (reconciled.ownedNames.length > 0 || reconciled.repricedNames.length > 0) setNotices(reconciled);
      if (reconciled.changed) writeCart(reconciled.items);
    } else if (result.errors?.coupon) {
      // A code that cannot be used is dropped: the order is priced again with the code it had
      // before (a typo keeps the discount already shown), or without one when that was the code.
      setCouponError(result.errors.coupon[0] ?? result.message);
      setApplied(applied === accepted ? "" : accepted);
      if (applied === accepted) forgetCoupon();
    }
  });

  useFetcherResult(payment, (answer) => {
    const result = readFormResult(answer) as PayAnswer | null;
    if (result?.ok) {
      setRedirecting(true);
      // SPEC.md §4: Pay removes the cart from storage and sends the browser to the checkout.
      emptyCartForCheckout();
      forgetCoupon();
      window.location.assign(result.checkoutUrl);
    } else {
      setPayError(result?.message ?? StoreMessages.paymentFailed);
      // Prices or the coupon may have changed: show what the order would be now.
      void load(quotePath(ids, applied));
    }
  });

  if (!readable || (items.length > 0 && quote.data === undefined)) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader />
        <Text>Loading your order…</Text>
      </Group>
    );
  }
  if (items.length === 0 && !redirecting) {
    return (
      <Paper withBorder p="xl" radius="md">
        {quoteNotices}
        <Stack align="center" gap="sm">
          <Text fw={600}>{StoreMessages.cartEmpty}</Text>
          <Button component={Link} to="/ebooks" variant="light">
            Browse e-books
          </Button>
        </Stack>
      </Paper>
    );
  }

  const priced = quote.data?.ok ? quote.data : null;
  const problem = quote.data && !quote.data.ok && !quote.data.errors?.coupon ? quote.data.message : null;
  const money = (amount: string) => formatMoney(amount, currency);
  const busy = payment.state !== "idle" || redirecting;

  const pay = () => {
    if (!priced) return;
    setPayError(null);
    payment.submit(
      {
        // Exactly what the buyer sees here; the server compares it with the database's prices.
        cart: JSON.stringify(priced.items),
        amount: priced.total,
        success_url: successUrl,
        cancel_url: cancelUrl,
        coupon: priced.coupon ?? "",
      },
      { method: "post", action: "/payment" },
    );
  };

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
          <Title order={2} fz="lg" mb="sm">
            Order items
          </Title>
          {quoteNotices}
          {problem && (
            <Alert
              color="red"
              icon={<IconAlertCircle aria-hidden />}
              mb="sm"
              title={StoreMessages.paymentErrorTitle}
            >
              {problem}{" "}
              <Anchor component={Link} to="/cart">
                Review your cart
              </Anchor>
            </Alert>
          )}
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {(priced?.items ?? items).map((item) => (
              <li key={item.id}>
                <Group gap="sm" py="sm" wrap="nowrap" data-testid="payment-item">
                  <Image
                    src={item.image || DEFAULT_BOOK_IMAGE}
                    fallbackSrc={DEFAULT_BOOK_IMAGE}
                    alt=""
                    w={64}
                    h={40}
                    radius="sm"
                  />
                  <Text fw={600} flex={1} lineClamp={2}>
                    {item.name}
                  </Text>
                  <Text fw={700}>{money(item.price)}</Text>
                </Group>
                <Divider />
              </li>
            ))}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              Order summary
            </Title>
            <Group justify="space-between">
              <Text>Subtotal</Text>
              <Text fw={600} data-testid="payment-subtotal">
                {priced ? money(priced.subtotal) : "…"}
              </Text>
            </Group>
            {priced?.coupon && (
              <Group justify="space-between">
                <Text>
                  Discount <Badge variant="light">{priced.coupon}</Badge>
                </Text>
                <Text fw={600} c="teal.8" data-testid="payment-discount">
                  -{money(priced.discount)}
                </Text>
              </Group>
            )}
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>Total</Text>
              <Text fz="xl" fw={800} data-testid="payment-total">
                {priced ? money(priced.total) : "…"}
              </Text>
            </Group>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                setCouponError(null);
                setApplied(couponInput.trim());
              }}
            >
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  label="Coupon code"
                  name="coupon"
                  value={couponInput}
                  onChange={(event) => setCouponInput(event.currentTarget.value)}
                  error={couponError}
                  maxLength={40}
                  autoCapitalize="characters"
                  flex={1}
                />
                <Button type="submit" variant="default" mt={25}>
                  Apply
                </Button>
              </Group>
            </form>
            <Radio.Group label="Payment method" value="card">
              <Radio
                mt="xs"
                value="card"
                label={
                  testMode
                    ? "Card (TEST MODE checkout: no card is charged)"
                    : "Card, on Stripe's secure checkout"
                }
              />
            </Radio.Group>
            {payError && (
              <Alert
                color="red"
                icon={<IconAlertCircle aria-hidden />}
                title={StoreMessages.paymentErrorTitle}
                role="alert"
              >
                {StoreMessages.paymentFailed}
                {payError !== StoreMessages.paymentFailed && (
                  <Text size="sm" mt={4}>
                    {payError}
                  </Text>
                )}
              </Alert>
            )}
            <Button
              size="md"
              fullWidth
              onClick={pay}
              loading={busy}
              disabled={!priced}
              leftSection={<IconCreditCard size={20} aria-hidden />}
            >
              Pay {priced ? money(priced.total) : ""}
            </Button>
            {/* On a phone the text wraps beside the lock rather than below it. */}
            <Group gap={6} justify="center" wrap="nowrap" align="flex-start">
              <IconLock size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="xs" c="dimmed">
                Your card details are entered on the payment provider&apos;s page, never on this site.
              </Text>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
