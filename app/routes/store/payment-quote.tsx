import { data } from "react-router";
import { quoteSchema } from "@shared/store/store-schemas";
import { fieldErrorsOf, firstMessage } from "@shared/forms/field-errors";
import { fromCents } from "@shared/store/money";
import type { Quote } from "~/features/store/order-quote";
import { formFailure } from "~/forms/form-action.server";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import { quoteOrder } from "@server/services/orders/price-order";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/payment-quote";

/**
 * GET /payment/quote?ids=1,2&coupon=CODE — the same pricing as Pay (priceOrder), so the total the
 * buyer sees is the total they are charged. Refusals (an item not for sale, a coupon that cannot
 * be used) answer 422 with the field's message.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const parsed = quoteSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return data({ ok: false as const, message: firstMessage(errors), errors }, { status: 422 });
  }
  try {
    const quote = await quoteOrder(context.db, user.id, parsed.data.ids, parsed.data.coupon);
    const answer: Quote = {
      ok: true,
      items: quote.lines.map((line) => ({
        id: line.serviceId,
        name: line.name,
        slug: line.slug,
        image: publicFileUrl(context.config.publicUrl, line.image),
        price: fromCents(line.priceCents),
      })),
      subtotal: fromCents(quote.subtotalCents),
      discount: fromCents(quote.discountCents),
      total: fromCents(quote.totalCents),
      coupon: quote.coupon?.code ?? null,
      owned: quote.ownedIds,
    };
    return data(answer, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return formFailure(error);
  }
}
