import { Stack } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { toastError, useResetOnSuccess, useResultFeedback } from "~/forms/form-feedback";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ProfileForm } from "~/features/accounts/profile-form";
import { AccountMessages } from "@shared/accounts/account-messages";
import { emailChangeSchema } from "@shared/accounts/account-schemas";
import { SettingsPage, SettingsSection, SubmitRow } from "~/features/accounts/settings-page";
import { CurrentPasswordField, EmailField } from "~/features/auth/auth-fields";
import { changeEmail, emailChangePasswordErrors } from "@server/services/accounts/change-email";
import { COUNTRIES } from "@server/services/accounts/countries";
import { runFormAction, succeeded, readForm } from "~/forms/form-action.server";
import { requireUser } from "../auth/session-user.server";
import { bodyTooLarge, saveProfile } from "./profile-action.server";
import type { Route } from "./+types/account-settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const { name, email, phoneNumber, nationalityId, bio, imageUrl } = user;
  return { user: { name, email, phoneNumber, nationalityId, bio, imageUrl }, countries: COUNTRIES };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Account settings");

// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  const tooLarge = bodyTooLarge(request);
  if (tooLarge) return tooLarge;
  const form = await readForm(request);
  if (form.get("intent") === "profile") return saveProfile(form, user.id, context);

  const owner = { userId: user.id, clientIp: context.clientIp };
  return runFormAction(
    form,
    emailChangeSchema,
    async (change) => {
      await changeEmail(context.db, owner, change);
      return succeeded(AccountMessages.updated);
    },
    { alsoCheck: (fields) => emailChangePasswordErrors(context.db, owner, fields) },
  );
}

/** SPEC.md §5: an empty email gets its toast before anything is sent. */
function checkEmail(event: React.FormEvent<HTMLFormElement>) {
  const email = new FormData(event.currentTarget).get("email");
  if (typeof email !== "string" || email.trim() === "") {
    event.preventDefault();
    toastError(AccountMessages.emailRequired);
  }
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  const errors = useResultFeedback(actionData);
  // The email changed, the password it was confirmed with is not left in its field.
  const emailForm = useResetOnSuccess(actionData);
  // Each form shows the errors of its own fields only.
  const profileErrors = errors && !errors.email && !errors.password ? errors : undefined;
  return (
    <SettingsPage>
      <SettingsSection title="Edit Profile">
        <ProfileForm
          user={loaderData.user}
          countries={loaderData.countries}
          errors={profileErrors}
          submitting={navigation.state === "submitting" && intent === "profile"}
          intent="profile"
        />
      </SettingsSection>
      <SettingsSection
        title="Email address"
        description="You log in with this address, and password reset links are sent to it. We tell your current address when it changes."
      >
        <Form method="post" ref={emailForm} onSubmit={checkEmail} noValidate>
          <input type="hidden" name="intent" value="email" />
          <Stack gap="sm">
            <EmailField errors={errors} defaultValue={loaderData.user.email} />
            <CurrentPasswordField errors={errors} label="Current password" />
            <SubmitRow loading={navigation.state === "submitting" && intent === "email"}>
              Change email
            </SubmitRow>
          </Stack>
        </Form>
      </SettingsSection>
    </SettingsPage>
  );
}
