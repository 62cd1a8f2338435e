import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { failureOf, firstError } from "~/forms/form-feedback";
import { AccountMessages } from "@shared/accounts/account-messages";
import { forgotPasswordSchema } from "@shared/accounts/account-schemas";
import { AuthCard, BackToLoginLink } from "~/features/auth/auth-card";
import { AuthErrorAlert, EmailField } from "~/features/auth/auth-fields";
import { pageMeta } from "~/seo";
import { requestPasswordReset } from "@server/services/accounts/password-reset";
import { clientInfo, runFormAction, succeeded, readForm } from "~/forms/form-action.server";
import type { Route } from "./+types/forgot-password";

/** SPEC.md §4, §9: the notice stays 15 seconds, then the page reloads. */
const NOTICE_MS = 15_000;

export function loader({ context }: Route.LoaderArgs) {
  return {
    meta: pageMeta({
      title: "Forgot password",
      description: "Forgot your W3Programmer password? Get a link by email to choose a new one.",
      path: "/forgot-password",
      publicUrl: context.config.publicUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// A 429 keeps its Retry-After (app/forms/form-action.server.ts).
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  return runFormAction(await readForm(request), forgotPasswordSchema, async (resetRequest) => {
    await requestPasswordReset(context.db, context.config, resetRequest, clientInfo(request, context));
    return succeeded(AccountMessages.resetLinkSent);
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sent = actionData?.ok === true;
  const failure = failureOf(actionData);
  const emailError = firstError(failure?.errors, "email");

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => window.location.reload(), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [sent, actionData]);

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={<BackToLoginLink />}
    >
      <Form method="post" noValidate>
        <Stack gap="sm">
          {sent && (
            <Alert color="green" icon={<IconMailCheck size={18} aria-hidden />} role="status">
              {AccountMessages.resetLinkSent}
            </Alert>
          )}
          {failure && !emailError && (
            <AuthErrorAlert>{failure.message || "Something went wrong."}</AuthErrorAlert>
          )}
          <EmailField errors={failure?.errors} />
          <Button type="submit" fullWidth loading={navigation.state === "submitting"} disabled={sent}>
            Send reset link
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
