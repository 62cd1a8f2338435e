import { redirect } from "react-router";
import { AccountMessages, registerSchema } from "~/features/accounts/schemas";
import { registerUser } from "@server/services/accounts/register-user";
import { clientInfo, modalFailureFor, runFormAction, succeeded } from "./form-actions.server";
import type { Route } from "./+types/modal-register";

/** The register tab of the modal posts here; the person then logs in on the Login tab (SPEC.md §2). */
export async function action({ request, context }: Route.ActionArgs) {
  return runFormAction(
    await request.formData(),
    registerSchema,
    async (registration) => {
      await registerUser(context.db, registration, clientInfo(request, context));
      return succeeded(AccountMessages.registered);
    },
    (error) => modalFailureFor(error, context.logger, "modal registration failed"),
  );
}

/** Only the modal posts here; someone opening the address gets the login page. */
export function loader() {
  return redirect("/login");
}
