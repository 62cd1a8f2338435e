/**
 * The admin area's one guard for web routes: a visitor is sent to /login (as every logged-in
 * page does), a signed-in user who is not an admin gets the 403 page. Every admin route's loader
 * and action calls it, since a client-side move between admin pages does not run the layout's
 * loader again.
 */
import { data, type AppLoadContext } from "react-router";
import { recordId } from "@shared/forms/schema-fields";
import { AdminMessages } from "@shared/admin/admin-messages";
import type { AdminActor } from "@server/services/admin/audit-log";
import { requireUser, type SignedIn } from "../auth/session-user.server";

export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const session = await requireUser(request, context);
  if (session.user.role !== "admin") throw data({ message: AdminMessages.forbidden }, { status: 403 });
  return session;
}

/** Who the audit log names for a change made in this session. */
export function actorOf(session: SignedIn): AdminActor {
  return { id: session.user.id, email: session.user.email };
}

/** The row id in an admin page's address (/admin/users/{id}…); anything else is that page's 404. */
export function rowIdOf(param: string, notFoundMessage: string): number {
  const id = recordId("id").safeParse(param);
  if (!id.success) throw data({ message: notFoundMessage }, { status: 404 });
  return id.data;
}

/** The row an add/edit page's address names: none on …/new, the id on …/{id}, else that page's 404. */
export function editedRowIdOf(params: { id?: string }, notFoundMessage: string): number | undefined {
  return params.id === undefined ? undefined : rowIdOf(params.id, notFoundMessage);
}
