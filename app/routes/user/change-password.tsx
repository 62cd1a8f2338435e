import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/PasswordInput.css";
import { PasswordInput, Stack } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { firstError, useResetOnSuccess, useResultFeedback } from "~/forms/form-feedback";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AccountMessages } from "@shared/accounts/account-messages";
import { passwordChangeSchema } from "@shared/accounts/account-schemas";
import { SettingsPage, SettingsSection, SubmitRow } from "~/features/accounts/settings-page";
import { NewPasswordFields } from "~/features/auth/auth-fields";
import { changePassword, oldPasswordErrors } from "@server/services/accounts/change-password";
import { runFormAction, succeeded, readForm } from "~/forms/form-action.server";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/change-password";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => privatePageMeta("Change password");

// A refusal with a wait (429, 503, an exam's cooling-off) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { user, sessionId } = await requireUser(request, context);
  const owner = { userId: user.id, clientIp: context.clientIp };
  return runFormAction(
    await readForm(request),
    passwordChangeSchema,
    async (change) => {
      // Every other session ends; this browser stays signed in.
      await changePassword(context.db, owner, sessionId, change);
      return succeeded(AccountMessages.updated);
    },
    { alsoCheck: (fields) => oldPasswordErrors(context.db, owner, fields) },
  );
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const formRef = useResetOnSuccess(actionData);
  const errors = useResultFeedback(actionData);
  return (
    <SettingsPage>
      <SettingsSection
        title="Change password"
        description="Changing your password signs you out everywhere else."
      >
        <Form method="post" ref={formRef} noValidate>
          <Stack gap="sm">
            <PasswordInput
              name="old_password"
              label="Current password"
              autoComplete="current-password"
              withAsterisk
              error={firstError(errors, "old_password")}
            />
            <NewPasswordFields name="new_password" errors={errors} />
            <SubmitRow loading={navigation.state === "submitting"}>Change password</SubmitRow>
          </Stack>
        </Form>
      </SettingsSection>
    </SettingsPage>
  );
}
