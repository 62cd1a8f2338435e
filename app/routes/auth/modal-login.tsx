import { data, redirect } from "react-router";
import type { FormResult } from "~/features/accounts/form-feedback";
import { loginSchema } from "~/features/accounts/schemas";
import { MODAL_MESSAGES } from "~/features/auth/auth-messages";
import { sessionCookie } from "~/features/auth/session.server";
import { InvalidCredentialsError } from "@server/services/accounts/errors";
import { loginUser } from "@server/services/accounts/login-user";
import { clientInfo, failureFor, invalid, parseForm } from "./form-actions.server";
import type { Route } from "./+types/modal-login";

/**
 * The login tab of the modal (app/features/auth/auth-modal.tsx) posts here through a fetcher: the
 * answer sets the session cookie and the page behind the modal stays where it is.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(loginSchema, await request.formData());
  if (!parsed.ok) return invalid(parsed.failure);
  try {
    const { token } = await loginUser(context.db, parsed.value, clientInfo(request, context));
    return data<FormResult>(
      { ok: true },
      { headers: { "Set-Cookie": sessionCookie(token, context.config.publicUrl) } },
    );
  } catch (error) {
    // SPEC.md §8: the modal says "Invalid email or password." where the page says "username".
    if (error instanceof InvalidCredentialsError) {
      return data<FormResult>({ ok: false, message: MODAL_MESSAGES.invalidLogin }, { status: 401 });
    }
    try {
      return failureFor(error);
    } catch (unexpected) {
      // Shown in the modal as "An unexpected error occurred." rather than replacing the page.
      context.logger.error({ err: unexpected }, "modal login failed");
      return data<FormResult>({ ok: false, message: MODAL_MESSAGES.unexpected }, { status: 500 });
    }
  }
}

/** Only the modal posts here; someone opening the address gets the login page. */
export function loader() {
  return redirect("/login");
}
