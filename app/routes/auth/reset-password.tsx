import { Alert, Anchor, Button, List, PasswordInput, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { allMessages, firstError } from "~/features/accounts/form-feedback";
import { AccountMessages, resetPasswordSchema } from "~/features/accounts/schemas";
import { AuthCard } from "~/features/auth/auth-card";
import { flashCookie } from "~/features/auth/flash.server";
import { clearedSessionCookie } from "~/features/auth/session.server";
import { SITE_NAME } from "~/seo";
import { isPasswordResetTokenValid, resetPassword } from "@server/services/accounts/password-reset";
import { clientInfo, failureFor, invalid, parseForm } from "./form-actions.server";
import type { Route } from "./+types/reset-password";

export async function loader({ params, context }: Route.LoaderArgs) {
  return { linkValid: await isPasswordResetTokenValid(context.db, params.id) };
}

// The address holds a secret: no canonical URL, no indexing, and no Referer leaving the page.
export const meta: Route.MetaFunction = () => [
  { title: `Reset password | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  form.set("id", params.id);
  const parsed = parseForm(resetPasswordSchema, form);
  if (!parsed.ok) return invalid(parsed.failure);
  try {
    await resetPassword(context.db, parsed.value, clientInfo(request, context));
  } catch (error) {
    return failureFor(error);
  }
  // Every session of the user has ended, this browser's included.
  const headers = new Headers();
  headers.append("Set-Cookie", clearedSessionCookie(context.config.publicUrl));
  headers.append("Set-Cookie", flashCookie(AccountMessages.passwordReset));
  return redirect("/login", { headers });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const messages = allMessages(failure?.errors);

  if (!loaderData.linkValid && !failure) {
    return (
      <AuthCard title="Reset password">
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {AccountMessages.resetLinkInvalid}
          </Alert>
          <Button component={Link} to="/forgot-password" fullWidth>
            Send a new link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset password"
      subtitle="Choose a new password for your account."
      footer={
        <Anchor component={Link} to="/login">
          Back to login
        </Anchor>
      }
    >
      <Form method="post" noValidate>
        <Stack gap="sm">
          {failure && (
            // SPEC.md §5, §8: a "Validation Errors" alert listing every message.
            <Alert
              color="red"
              title="Validation Errors"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
            >
              {messages.length > 0 ? (
                <List size="sm" spacing={2}>
                  {messages.map((message, index) => (
                    <List.Item key={`${index}-${message}`}>{message}</List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm">{failure.message}</Text>
              )}
            </Alert>
          )}
          <PasswordInput
            name="password"
            label="New password"
            description="At least 8 characters"
            autoComplete="new-password"
            withAsterisk
            error={firstError(failure?.errors, "password")}
          />
          <PasswordInput
            name="password_confirmation"
            label="Confirm new password"
            autoComplete="new-password"
            withAsterisk
            error={firstError(failure?.errors, "password_confirmation")}
          />
          <Button type="submit" fullWidth loading={navigation.state === "submitting"}>
            Reset password
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
