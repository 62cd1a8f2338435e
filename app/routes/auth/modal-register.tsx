import { redirect } from "react-router";
import { AccountMessages } from "@shared/accounts/account-messages";
import { registerSchema } from "@shared/accounts/account-schemas";
import { registerUser } from "@server/services/accounts/register-user";
import { clientInfo, runFormAction, succeeded, readForm } from "~/forms/form-action.server";
import { MODAL_MESSAGES } from "~/features/auth/auth-messages";
import type { Route } from "./+types/modal-register";

/** The register tab of the modal posts here; the person then logs in on the Login tab (SPEC.md §2). */
export async function action({ request, context }: Route.ActionArgs) {
  return runFormAction(
    await readForm(request),
    registerSchema,
    async (registration) => {
      await registerUser(context.db, registration, clientInfo(request, context));
      return succeeded(AccountMessages.registered);
    },
    { unexpected: { logger: context.logger, message: MODAL_MESSAGES.unexpected } },
  );
}

/** Only the modal posts here; someone opening the address gets the login page. */
export function loader() {
  return redirect("/login");
}
