import { Container, Title } from "@mantine/core";
import { redirect } from "react-router";
import { PaymentView } from "~/features/store/payment-view";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { readForm, runFormAction } from "~/forms/form-action.server";
import { checkoutSchema } from "@shared/store/store-schemas";
import { StoreMessages } from "@shared/store/store-messages";
import { createCheckout } from "@server/services/orders/create-checkout";
import { getSiteSettings } from "@server/services/settings/site-settings";
import { currentSession, requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/payment";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // SPEC.md §2: anonymous users are sent to the home page.
  if (!(await currentSession(request, context))) throw redirect("/");
  const { currency } = await getSiteSettings(context.db);
  const { publicUrl } = context.config;
  return {
    currency,
    coupon: url.searchParams.get("coupon") ?? "",
    // The provider returns the buyer to the site's own address, whatever host the page was opened on.
    successUrl: `${publicUrl}/payment-success`,
    cancelUrl: `${publicUrl}/payment-cancel`,
    testMode: context.config.payments.provider === "test",
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Payment");

// A refusal with a wait (429, 503, an exam's cooling-off) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

/** Pay: the same operation as POST /api/payment/create-payment-intent. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  return runFormAction(
    await readForm(request),
    checkoutSchema,
    async (input) => {
      const result = await createCheckout(context.db, context, user, input);
      return { ok: true as const, checkoutUrl: result.checkoutUrl, orderCode: result.orderCode };
    },
    { unexpected: { logger: context.logger, message: StoreMessages.paymentFailed } },
  );
}

/** /payment (SPEC.md §2): the order, its total, one payment method and Pay. */
export default function Payment({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py="xl">
      <Title order={1} fz={{ base: 28, sm: 36 }} mb="lg">
        Payment
      </Title>
      <PaymentView {...loaderData} />
    </Container>
  );
}
