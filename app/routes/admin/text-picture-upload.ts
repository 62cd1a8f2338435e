/**
 * POST /admin/pictures: the rich-text editor's Picture dialog posts its file and alt text here,
 * on the admin's cookie session (the Origin check guards it), through the API's schema and
 * service (POST /api/admin/pictures). Answers JSON: `{ ok, message, url, alt }`, or the form's
 * failure with the field's message.
 */
import { data } from "react-router";
import { TextPictureMessages } from "@shared/admin/text-picture-messages";
import { uploadTextPictureSchema } from "@shared/admin/text-picture-schemas";
import { uploadTextPicture } from "@server/services/content/upload-text-picture";
import { fileStorage } from "@server/services/files/file-storage";
import { readForm, runFormAction, uploadTooLarge } from "~/forms/form-action.server";
import { requireAdmin } from "./admin-session.server";
import type { Route } from "./+types/text-picture-upload";

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const tooLarge = uploadTooLarge(context, { picture: [TextPictureMessages.pictureTooLarge] });
  if (tooLarge) return tooLarge;
  const form = await readForm(request);
  return runFormAction(form, uploadTextPictureSchema, async ({ alt }) => {
    const stored = await uploadTextPicture(fileStorage(context.config), form.get("picture"), alt);
    return data({ ok: true as const, message: TextPictureMessages.uploaded, ...stored }, { status: 201 });
  });
}
