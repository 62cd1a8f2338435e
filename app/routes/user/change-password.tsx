import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Form, data, useNavigation } from "react-router";
import { firstError, useResultFeedback, type FormResult } from "~/features/accounts/form-feedback";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AccountMessages, passwordChangeSchema } from "~/features/accounts/schemas";
import { SettingsTabs } from "~/features/accounts/settings-tabs";
import { changePassword } from "@server/services/accounts/change-password";
import { failureFor, invalid, parseForm } from "../auth/form-actions.server";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/change-password";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => privatePageMeta("Change password");

export async function action({ request, context }: Route.ActionArgs) {
  const { user, sessionId } = await requireUser(request, context);
  const parsed = parseForm(passwordChangeSchema, await request.formData());
  if (!parsed.ok) return invalid(parsed.failure);
  try {
    // Every other session ends; this browser stays signed in.
    await changePassword(context.db, user.id, sessionId, parsed.value);
  } catch (error) {
    return failureFor(error);
  }
  return data<FormResult>({ ok: true, message: AccountMessages.updated });
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  useResultFeedback(actionData);
  useEffect(() => {
    if (actionData?.ok) formRef.current?.reset();
  }, [actionData]);
  const errors = actionData && !actionData.ok ? actionData.errors : undefined;
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Account settings
      </Title>
      <SettingsTabs />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Title order={2} fz={18} mb={4}>
          Change password
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Changing your password signs you out everywhere else.
        </Text>
        <Form method="post" ref={formRef} noValidate>
          <Stack gap="sm">
            <PasswordInput
              name="old_password"
              label="Current password"
              autoComplete="current-password"
              withAsterisk
              error={firstError(errors, "old_password")}
            />
            <PasswordInput
              name="new_password"
              label="New password"
              description="At least 8 characters"
              autoComplete="new-password"
              withAsterisk
              error={firstError(errors, "new_password")}
            />
            <PasswordInput
              name="new_password_confirmation"
              label="Confirm new password"
              autoComplete="new-password"
              withAsterisk
              error={firstError(errors, "new_password_confirmation")}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={navigation.state === "submitting"}>
                Change password
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
