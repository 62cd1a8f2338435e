/**
 * The row buttons of the content lists: `intent=visibility` hides or shows the row (where rows
 * can be hidden), `intent=delete` deletes it, both at the version the list showed. The API's
 * schemas and services.
 */
import type { AppLoadContext } from "react-router";
import {
  deleteContentSchema,
  setVisibilitySchema,
  type DeleteContentInput,
  type SetVisibilityInput,
} from "@shared/admin/content-schemas";
import type { Database } from "@server/db/client";
import type { AdminActor } from "@server/services/admin/audit-log";
import { invalid, readForm, runFormAction, succeeded } from "~/forms/form-action.server";
import { actorOf, requireAdmin } from "./admin-session.server";

type RowOperations = {
  /** None for rows that are never hidden: `intent=visibility` is then refused. */
  setVisibility?: (db: Database, actor: AdminActor, input: SetVisibilityInput) => Promise<unknown>;
  remove: (db: Database, actor: AdminActor, input: DeleteContentInput) => Promise<void>;
  messages: { hidden?: string; shown?: string; deleted: string };
};

const INTENT_INVALID = "The intent must be visibility or delete.";
const DELETE_ONLY = "The intent must be delete.";

export async function contentRowAction(request: Request, context: AppLoadContext, operations: RowOperations) {
  const session = await requireAdmin(request, context);
  const form = await readForm(request);
  const { setVisibility, messages } = operations;
  switch (form.get("intent")) {
    case "visibility":
      if (!setVisibility) break;
      return runFormAction(form, setVisibilitySchema, async (input) => {
        await setVisibility(context.db, actorOf(session), input);
        return succeeded((input.status === 1 ? messages.shown : messages.hidden) ?? "Saved");
      });
    case "delete":
      return runFormAction(form, deleteContentSchema, async (input) => {
        await operations.remove(context.db, actorOf(session), input);
        return succeeded(messages.deleted);
      });
  }
  const message = setVisibility ? INTENT_INVALID : DELETE_ONLY;
  return invalid({ ok: false, message, errors: { intent: [message] } });
}
