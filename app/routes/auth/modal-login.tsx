import { data, redirect } from "react-router";
import type { FormResult } from "~/forms/form-result";
import { loginSchema } from "@shared/accounts/account-schemas";
import { MODAL_MESSAGES } from "~/features/auth/auth-messages";
import { runFormAction, readForm } from "~/forms/form-action.server";
import { logIn } from "./session-user.server";
import type { Route } from "./+types/modal-login";

/**
 * The login tab of the modal (app/features/auth/auth-modal.tsx) posts here through a fetcher: the
 * answer sets the session cookie and the page behind the modal stays where it is.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return runFormAction(
    await readForm(request),
    loginSchema,
    async (credentials) =>
      data<FormResult>({ ok: true }, { headers: await logIn(credentials, request, context) }),
    // SPEC.md §8: the modal says "Invalid email or password." where the page says "username".
    {
      wording: { "invalid-credentials": MODAL_MESSAGES.invalidLogin },
      unexpected: { logger: context.logger, message: MODAL_MESSAGES.unexpected },
    },
  );
}

/** Only the modal posts here; someone opening the address gets the login page. */
export function loader() {
  return redirect("/login");
}
