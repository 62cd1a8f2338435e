import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/Badge.css";
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import {
  IconAlertCircle,
  IconArrowLeft,
  IconShoppingCartOff,
  IconTrash,
  IconCreditCard,
} from "@tabler/icons-react";
import { useDisclosure } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import {
  removeFromCart,
  useCartItems,
  useCartReadable,
  useCartRestoredFromCheckout,
  writeCart,
  type CartItem,
} from "~/components/store/cart-storage";
import { formatMoney, fromCents, sumCents } from "@shared/store/money";
import { CART_TOAST_MS, StoreMessages } from "@shared/store/store-messages";
import { showToast } from "~/components/layout/toasts";
import { useFetcherResult } from "~/forms/form-feedback";
import { quotePath, reconcileCart, type QuoteAnswer } from "./order-quote";
import { NO_QUOTE_NOTICES, QuoteNotices, type QuoteNoticeNames } from "./quote-notices";
import { forgetCoupon, rememberedCoupon } from "./remembered-coupon";

/** Shown when an item has no cover or its cover does not load (SPEC.md §2 "default fallback"). */
export const DEFAULT_BOOK_IMAGE = "/images/book-placeholder.svg";

const books = (count: number) => `${count} ${count === 1 ? "book" : "books"}`;

/**
 * A signed-in buyer's cart priced by /payment's own quote (the database's prices, the coupon
 * applied on the server): the cart is brought in line with it as /payment does (reconcileCart:
 * the books they own taken out, today's prices), and a refusal that is not the coupon's (a book no
 * longer for sale) is shown here rather than only at checkout. The coupon is the one a `?coupon=`
 * link brought (this one, or one earlier in the visit); one that cannot be used is dropped, as
 * /payment drops it. A visitor is not quoted: codes are checked against one account's guesses (ten
 * refused an hour), so the cart only names the code until they sign in.
 */
function useCartQuote(couponFromLink: string | null, signedIn: boolean, items: CartItem[], ids: string) {
  // The link's code, or one kept from a link earlier in this visit (the browser's storage: the
  // cart's lines render only once the browser has read its storage, so server and browser agree).
  const [coupon, setCoupon] = useState(() =>
    couponFromLink || typeof window === "undefined" ? (couponFromLink ?? "") : rememberedCoupon(),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notices, setNotices] = useState<QuoteNoticeNames>(NO_QUOTE_NOTICES);
  const quote = useFetcher<QuoteAnswer>();
  const { load } = quote;
  useEffect(() => {
    if (!signedIn || ids === "") return;
    void load(quotePath(ids, coupon));
  }, [signedIn, coupon, ids, load]);
  useFetcherResult(quote, (answer) => {
    const result = answer as QuoteAnswer;
    if (result.ok) {
      const reconciled = reconcileCart(items, result);
      if (reconciled.ownedNames.length > 0 || reconciled.repricedNames.length > 0) setNotices(reconciled);
      if (reconciled.changed) writeCart(reconciled.items);
    } else if (result.errors?.coupon) {
      setRefusal(result.errors.coupon[0] ?? result.message);
      setCoupon("");
      forgetCoupon();
    }
  });
  const answer = signedIn && ids !== "" ? quote.data : undefined;
  // The quote of the cart as it is now (not of one an item was since removed from).
  const priced =
    answer?.ok &&
    answer.items.length === items.length &&
    items.every((item) => answer.items.some((line) => line.id === item.id))
      ? answer
      : null;
  const problem = answer && !answer.ok && !answer.errors?.coupon ? answer.message : null;
  return { coupon, priced, refusal, problem, notices };
}

/**
 * The cart of /cart (SPEC.md §2, §4): the browser's `cart`, each item with its cover, name, price
 * and a remove icon; Clear cart after a confirmation; the subtotal; a coupon that came by a link,
 * with the discounted total /payment will charge (useCartCoupon); Continue and Proceed to
 * Checkout. Prices here are what the cards showed; /payment shows the database's.
 */
export function CartView({
  currency,
  onCheckout,
  coupon: couponFromLink = null,
  signedIn = false,
}: {
  currency: string;
  onCheckout: () => void;
  coupon?: string | null;
  signedIn?: boolean;
}) {
  // Back from the checkout with the browser's Back: the cart Pay emptied is there again.
  useCartRestoredFromCheckout();
  const items = useCartItems();
  const readable = useCartReadable();
  const [confirming, { open: openConfirm, close: closeConfirm }] = useDisclosure(false);
  const ids = readable ? items.map((item) => item.id).join(",") : "";
  const { coupon, priced, refusal, problem, notices } = useCartQuote(couponFromLink, signedIn, items, ids);

  if (!readable) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader />
        <Text>Loading your cart…</Text>
      </Group>
    );
  }

  const remove = (item: CartItem) => {
    removeFromCart(item.id);
    showToast({ message: StoreMessages.removedFromCart, color: "orange", autoClose: CART_TOAST_MS });
  };
  const clear = () => {
    closeConfirm();
    writeCart([]);
    showToast({ message: StoreMessages.cartCleared, color: "green", autoClose: 3000 });
  };

  if (items.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <QuoteNotices {...notices} />
        <Stack align="center" gap="sm" ta="center">
          <IconShoppingCartOff size={40} aria-hidden />
          <Text fw={600}>{StoreMessages.cartEmpty}</Text>
          <Group justify="center">
            <Button component={Link} to="/complete-guide" variant="light">
              Browse interview guides
            </Button>
            <Button component={Link} to="/ebooks" variant="light">
              Browse e-books
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  const subtotal = fromCents(sumCents(items.map((item) => item.price)));
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
      <Group justify="space-between" mb="sm">
        <Text fw={600} data-testid="cart-count">
          {books(items.length)}
        </Text>
        <Button variant="subtle" color="red" size="compact-sm" onClick={openConfirm}>
          Clear cart
        </Button>
      </Group>
      <QuoteNotices {...notices} />
      {problem && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} mb="sm" data-testid="cart-problem">
          {problem} {StoreMessages.removeToCheckOut}
        </Alert>
      )}
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label="Items in your cart">
        {items.map((item) => (
          <li key={item.id}>
            <Divider />
            <Group gap="sm" py="sm" wrap="nowrap" data-testid="cart-item">
              <Image
                src={item.image || DEFAULT_BOOK_IMAGE}
                fallbackSrc={DEFAULT_BOOK_IMAGE}
                alt=""
                w={{ base: 64, sm: 96 }}
                h={{ base: 40, sm: 60 }}
                radius="sm"
                fit="cover"
              />
              <Anchor
                component={Link}
                to={`/guide-details/${item.slug}`}
                fw={600}
                c="inherit"
                flex={1}
                lineClamp={2}
              >
                {item.name}
              </Anchor>
              <Text fw={700} style={{ whiteSpace: "nowrap" }}>
                {formatMoney(item.price, currency)}
              </Text>
              <Tooltip label="Remove">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => remove(item)}
                  aria-label={`Remove ${item.name}`}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </li>
        ))}
      </Stack>
      <Modal opened={confirming} onClose={closeConfirm} title="Clear cart" centered>
        <Text size="sm">{StoreMessages.clearCartConfirm}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={closeConfirm}>
            Cancel
          </Button>
          <Button color="red" onClick={clear}>
            Yes, clear it
          </Button>
        </Group>
      </Modal>
      <Divider />
      <Group justify="space-between" py="md">
        <Title order={2} fz="lg">
          Subtotal
        </Title>
        <Text fz="xl" fw={800} data-testid="cart-subtotal">
          {formatMoney(priced ? priced.subtotal : subtotal, currency)}
        </Text>
      </Group>
      {priced?.coupon ? (
        <>
          <Group justify="space-between" pb="xs">
            <Text>
              Discount <Badge variant="light">{priced.coupon}</Badge>
            </Text>
            <Text fw={600} c="teal.8" data-testid="cart-discount">
              -{formatMoney(priced.discount, currency)}
            </Text>
          </Group>
          <Group justify="space-between" pb="md">
            <Title order={2} fz="lg">
              Total
            </Title>
            <Text fz="xl" fw={800} data-testid="cart-total">
              {formatMoney(priced.total, currency)}
            </Text>
          </Group>
        </>
      ) : (
        coupon &&
        !signedIn && (
          <Text size="sm" pb="md" data-testid="cart-coupon">
            Coupon <Badge variant="light">{coupon}</Badge> is applied at checkout: sign in to see your total
            with its discount.
          </Text>
        )
      )}
      {refusal && (
        <Text size="sm" c="red.8" pb="md" role="alert" data-testid="cart-coupon-refused">
          {refusal}
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Continue
        </Button>
        <Button onClick={onCheckout} leftSection={<IconCreditCard size={18} aria-hidden />}>
          Proceed to Checkout
        </Button>
      </Group>
    </Paper>
  );
}
