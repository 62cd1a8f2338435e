import { redirect } from "react-router";
import { currentSession } from "./session-user.server";
import type { Route } from "./+types/referral-link";

/**
 * /referral?code= is the link people share (SPEC.md §2). A visitor lands on the signup form
 * with the code filled in; a signed-in person sees their own referral page.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  if (await currentSession(request, context)) throw redirect("/user/referral");
  const code = url.searchParams.get("code")?.trim();
  throw redirect(code ? `/signup?code=${encodeURIComponent(code)}` : "/signup");
}
