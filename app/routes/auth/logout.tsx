import { redirect } from "react-router";
import { clearedSessionCookie } from "~/features/auth/session.server";
import { readSessionToken } from "@shared/accounts/session-cookie";
import { revokeSession } from "@server/services/accounts/sessions";
import type { Route } from "./+types/logout";

/** The header's Logout button posts here (SPEC.md §4): the token stops working, the cookie goes. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = readSessionToken(request, context.config.publicUrl);
  if (token) await revokeSession(context.db, token);
  return redirect("/login", { headers: { "Set-Cookie": clearedSessionCookie(context.config.publicUrl) } });
}

/** A GET never changes anything (a prefetch or a crawler must not log anyone out). */
export function loader() {
  return redirect("/");
}
