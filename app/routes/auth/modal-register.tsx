import { data, redirect } from "react-router";
import type { FormResult } from "~/features/accounts/form-feedback";
import { AccountMessages, registerSchema } from "~/features/accounts/schemas";
import { MODAL_MESSAGES } from "~/features/auth/auth-messages";
import { registerUser } from "@server/services/accounts/register-user";
import { clientInfo, failureFor, invalid, parseForm } from "./form-actions.server";
import type { Route } from "./+types/modal-register";

/** The register tab of the modal posts here; the person then logs in on the Login tab (SPEC.md §2). */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(registerSchema, await request.formData());
  if (!parsed.ok) return invalid(parsed.failure);
  try {
    await registerUser(context.db, parsed.value, clientInfo(request, context));
    return data<FormResult>({ ok: true, message: AccountMessages.registered });
  } catch (error) {
    try {
      return failureFor(error);
    } catch (unexpected) {
      context.logger.error({ err: unexpected }, "modal registration failed");
      return data<FormResult>({ ok: false, message: MODAL_MESSAGES.unexpected }, { status: 500 });
    }
  }
}

/** Only the modal posts here; someone opening the address gets the login page. */
export function loader() {
  return redirect("/login");
}
