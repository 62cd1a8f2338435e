/**
 * The action of every admin add/edit page: the admin guard, the row the address names (its id
 * put into the form; on an add page no id or version, whatever the form says), the operation's
 * schema, the save, and back to the list with "added" or "saved". Field errors, a stale version
 * (409) and a row deleted meanwhile come back to the form as the other actions' do.
 */
import { redirect, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { AdminActor } from "@server/services/admin/audit-log";
import { flashCookie } from "~/features/auth/flash.server";
import type { FieldErrors } from "@shared/forms/field-errors";
import { readForm, runFormAction, uploadTooLarge, type AlsoCheck } from "~/forms/form-action.server";
import { actorOf, editedRowIdOf, requireAdmin } from "./admin-session.server";

type SaveActionOptions<Schema extends z.ZodType, Saved> = {
  /** What the page's 404 says when the address's id is not a row id. */
  notFound: string;
  schema: Schema;
  /** The save; `form` holds what the schema does not read (uploaded files). */
  save: (input: z.infer<Schema>, context: { actor: AdminActor; form: FormData }) => Promise<Saved>;
  /** The save's checks beyond the schema, run when the schema fails too (one answer, every field). */
  alsoCheck?: AlsoCheck;
  /**
   * An upload page's answer when the form was over the page's body limit and left unread: each
   * file field's limit, under the field (server/app.ts `UPLOAD_PAGES`).
   */
  uploadLimits?: FieldErrors;
  messages: { created: string; saved: string };
  /** Where the admin goes next: the list, or a place chosen by the saved row. */
  backTo: string | ((saved: Saved) => string);
};

export async function adminSaveAction<Schema extends z.ZodType, Saved>(
  { request, context, params }: { request: Request; context: AppLoadContext; params: { id?: string } },
  options: SaveActionOptions<Schema, Saved>,
) {
  const session = await requireAdmin(request, context);
  const id = editedRowIdOf(params, options.notFound);
  const tooLarge = options.uploadLimits && uploadTooLarge(context, options.uploadLimits);
  if (tooLarge) return tooLarge;
  const form = await readForm(request);
  if (id === undefined) {
    form.delete("id");
    form.delete("updated_at");
  } else {
    form.set("id", String(id));
  }
  return runFormAction(
    form,
    options.schema,
    async (input) => {
      const saved = await options.save(input, { actor: actorOf(session), form });
      const message = id === undefined ? options.messages.created : options.messages.saved;
      const to = typeof options.backTo === "string" ? options.backTo : options.backTo(saved);
      return redirect(to, { headers: { "Set-Cookie": flashCookie(context.config.publicUrl, message) } });
    },
    { alsoCheck: options.alsoCheck },
  );
}
