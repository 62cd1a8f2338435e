import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, data, useNavigation } from "react-router";
import {
  firstError,
  toastError,
  useResultFeedback,
  type FormResult,
} from "~/features/accounts/form-feedback";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ProfileForm } from "~/features/accounts/profile-form";
import { AccountMessages, emailChangeSchema } from "~/features/accounts/schemas";
import { SettingsTabs } from "~/features/accounts/settings-tabs";
import { changeEmail } from "@server/services/accounts/change-email";
import { COUNTRIES } from "@server/services/accounts/countries";
import { failureFor, invalid, parseForm } from "../auth/form-actions.server";
import { requireUser } from "../auth/session-user.server";
import { bodyTooLarge, saveProfile } from "./profile-action.server";
import type { Route } from "./+types/account-settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const { name, email, phoneNumber, nationalityId, bio, imageUrl } = user;
  return { user: { name, email, phoneNumber, nationalityId, bio, imageUrl }, countries: COUNTRIES };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Account settings");

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  const tooLarge = bodyTooLarge(request);
  if (tooLarge) return tooLarge;
  const form = await request.formData();
  if (form.get("intent") === "profile") return saveProfile(form, user.id, context);

  const parsed = parseForm(emailChangeSchema, form);
  if (!parsed.ok) return invalid(parsed.failure);
  try {
    await changeEmail(context.db, user.id, parsed.value);
  } catch (error) {
    return failureFor(error);
  }
  return data<FormResult>({ ok: true, message: AccountMessages.updated });
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
  useResultFeedback(actionData);
  const errors = actionData && !actionData.ok ? actionData.errors : undefined;
  // Each form shows the errors of its own fields only.
  const profileErrors = errors && !errors.email ? errors : undefined;
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Account settings
      </Title>
      <SettingsTabs />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz={18} mb="sm">
          Edit Profile
        </Title>
        <ProfileForm
          user={loaderData.user}
          countries={loaderData.countries}
          errors={profileErrors}
          submitting={navigation.state === "submitting" && intent === "profile"}
          intent="profile"
        />
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz={18} mb={4}>
          Email address
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          You log in with this address, and password reset links are sent to it.
        </Text>
        <Form method="post" onSubmit={checkEmail} noValidate>
          <input type="hidden" name="intent" value="email" />
          <Stack gap="sm">
            <TextInput
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              defaultValue={loaderData.user.email}
              withAsterisk
              error={firstError(errors, "email")}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={navigation.state === "submitting" && intent === "email"}>
                Change email
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
