/** The action of /add-brand and /edit-brand/{id}: the API's schema and service, then back to the list. */
import { redirect, type AppLoadContext } from "react-router";
import { BrandMessages } from "@shared/brands/brand-messages";
import { saveBrandSchema } from "@shared/brands/brand-schemas";
import { saveBrand } from "@server/services/brands/save-brand";
import { flashCookie } from "~/features/auth/flash.server";
import { readForm, runFormAction } from "~/forms/form-action.server";
import { actorOf, requireAdmin } from "./admin-session.server";

/**
 * `brandId` is the address's id on /edit-brand/{id} (checked by the schema like a posted one), and
 * undefined on /add-brand: the page decides whether a brand is added or which one is edited.
 */
export async function saveBrandAction(
  request: Request,
  context: AppLoadContext,
  brandId: string | undefined,
) {
  const session = await requireAdmin(request, context);
  const form = await readForm(request);
  if (brandId === undefined) {
    form.delete("id");
    form.delete("updated_at");
  } else {
    form.set("id", brandId);
  }
  return runFormAction(form, saveBrandSchema, async (input) => {
    await saveBrand(context.db, actorOf(session), input);
    const message = input.id === undefined ? BrandMessages.created : BrandMessages.saved;
    return redirect("/brand-list", {
      headers: { "Set-Cookie": flashCookie(context.config.publicUrl, message) },
    });
  });
}
