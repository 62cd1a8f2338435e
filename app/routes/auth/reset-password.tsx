import "@mantine/core/styles/List.css";
import { Button, List, Stack, Text } from "@mantine/core";
import { Form, Link, redirect, useNavigation } from "react-router";
import { allMessages, failureOf } from "~/forms/form-feedback";
import { AccountMessages } from "@shared/accounts/account-messages";
import { resetPasswordSchema } from "@shared/accounts/account-schemas";
import { AuthCard, BackToLoginLink } from "~/features/auth/auth-card";
import { AuthErrorAlert, NewPasswordFields } from "~/features/auth/auth-fields";
import { flashCookie } from "~/features/auth/flash.server";
import { clearedSessionCookie } from "~/features/auth/session.server";
import { SITE_NAME } from "~/seo";
import { isPasswordResetTokenValid, resetPassword } from "@server/services/accounts/password-reset";
import { clientInfo, runFormAction, readForm } from "~/forms/form-action.server";
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

// A 429 keeps its Retry-After (app/forms/form-action.server.ts).
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  form.set("id", params.id);
  return runFormAction(form, resetPasswordSchema, async (reset) => {
    await resetPassword(context.db, reset, clientInfo(request, context));
    // Every session of the user has ended, this browser's included.
    const headers = new Headers();
    headers.append("Set-Cookie", clearedSessionCookie(context.config.publicUrl));
    headers.append("Set-Cookie", flashCookie(context.config.publicUrl, AccountMessages.passwordReset));
    return redirect("/login", { headers });
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failure = failureOf(actionData);
  const messages = allMessages(failure?.errors);

  if (!loaderData.linkValid && !failure) {
    return (
      <AuthCard title="Reset password">
        <Stack gap="md">
          <AuthErrorAlert>{AccountMessages.resetLinkInvalid}</AuthErrorAlert>
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
      footer={<BackToLoginLink />}
    >
      <Form method="post" noValidate>
        <Stack gap="sm">
          {failure && (
            // SPEC.md §5, §8: a "Validation Errors" alert listing every message.
            <AuthErrorAlert title="Validation Errors">
              {messages.length > 0 ? (
                <List size="sm" spacing={2}>
                  {messages.map((message, index) => (
                    <List.Item key={`${index}-${message}`}>{message}</List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm">{failure.message}</Text>
              )}
            </AuthErrorAlert>
          )}
          <NewPasswordFields name="password" errors={failure?.errors} />
          <Button type="submit" fullWidth loading={navigation.state === "submitting"}>
            Reset password
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
