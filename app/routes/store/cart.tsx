import { Box, Container, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { useAuthModal } from "~/features/auth/auth-modal";
import { CartView } from "~/features/store/cart-view";
import { GuideGrid } from "~/features/store/guide-grid";
import { rememberedCoupon, useRememberCoupon } from "~/features/store/remembered-coupon";
import type { loader as rootLoader } from "~/root";
import { pageMeta } from "~/seo";
import { getSiteSettings } from "@server/services/settings/site-settings";
import { listGuides } from "@server/services/store/list-guides";
import { toGuideCards } from "./store-cards.server";
import type { Route } from "./+types/cart";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const [settings, guides] = await Promise.all([
    getSiteSettings(context.db),
    listGuides(context.db, { kind: "guide" }).then((rows) => toGuideCards(request, context, rows)),
  ]);
  return {
    currency: settings.currency,
    guides,
    coupon: url.searchParams.get("coupon"),
    meta: [
      ...pageMeta({
        title: "Your cart",
        description: "The interview guides and e-books in your cart.",
        path: "/cart",
        publicUrl: context.config.publicUrl,
      }),
      // Differs per visitor: nothing for a search engine.
      { name: "robots", content: "noindex" },
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /cart (SPEC.md §2 Cart and payment). */
export default function Cart({ loaderData }: Route.ComponentProps) {
  const { currency, guides } = loaderData;
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  const navigate = useNavigate();
  const authModal = useAuthModal();
  useRememberCoupon(loaderData.coupon);

  const toPayment = () => {
    const coupon = rememberedCoupon();
    navigate(coupon ? `/payment?coupon=${encodeURIComponent(coupon)}` : "/payment");
  };
  // SPEC.md §2: a visitor logs in (or registers, then logs in) in the modal, then goes to /payment.
  // The cart is not priced for them meanwhile (the login revalidates the page behind the modal):
  // /payment does it, and says there which books they own were taken out.
  const [checkingOut, setCheckingOut] = useState(false);
  const checkout = () => {
    if (user) return toPayment();
    setCheckingOut(true);
    authModal.open({ onLogin: toPayment });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Box maw={860}>
          <Title order={1} fz={{ base: 28, sm: 36 }} mb="md">
            Shopping Cart
          </Title>
          <CartView
            currency={currency}
            onCheckout={checkout}
            coupon={loaderData.coupon}
            signedIn={user !== null && !checkingOut}
          />
        </Box>
        {guides.length > 0 && (
          <Box component="section" aria-labelledby="solution-guides">
            <Title order={2} fz={24} id="solution-guides">
              Interview Solution Guide
            </Title>
            <Text c="dimmed" mb="md">
              Add a guide for the role you are preparing for.
            </Text>
            <GuideGrid guides={guides} details titleOrder={3} />
          </Box>
        )}
      </Stack>
    </Container>
  );
}
