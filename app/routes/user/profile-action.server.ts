/**
 * Saving the profile form, shared by /user/profile and the Edit Profile tab of
 * /user/account-settings. Success goes to /dashboard with SPEC.md §8's toast.
 */
import { redirect, type AppLoadContext } from "react-router";
import { AccountMessages, PROFILE_PHOTO_MAX_BYTES } from "@shared/accounts/account-messages";
import { profileUpdateSchema } from "@shared/accounts/account-schemas";
import { flashCookie } from "~/features/auth/flash.server";
import { profileCheckErrors, updateProfile } from "@server/services/accounts/update-profile";
import { invalid, runFormAction } from "~/forms/form-action.server";

/** Room for the multipart envelope and the text fields around a photo of the largest size. */
const MAX_BODY_BYTES = PROFILE_PHOTO_MAX_BYTES + 64 * 1024;

/** Refuses an oversized upload from its Content-Length, before the body is read into memory. */
export function bodyTooLarge(request: Request) {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (!(length > MAX_BODY_BYTES)) return null;
  return invalid({
    ok: false,
    message: AccountMessages.photoTooLarge,
    errors: { file: [AccountMessages.photoTooLarge] },
  });
}

export function saveProfile(form: FormData, userId: number, context: AppLoadContext) {
  return runFormAction(
    form,
    profileUpdateSchema,
    async (input) => {
      await updateProfile(context.db, context, userId, input, form.get("file"));
      return redirect("/dashboard", {
        headers: { "Set-Cookie": flashCookie(context.config.publicUrl, AccountMessages.updated) },
      });
    },
    { alsoCheck: profileCheckErrors },
  );
}
