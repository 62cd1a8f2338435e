import "@mantine/core/styles/Alert.css";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { IconGift } from "@tabler/icons-react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { failureOf, summaryMessage } from "~/forms/form-feedback";
import { AccountMessages } from "@shared/accounts/account-messages";
import { registerSchema } from "@shared/accounts/account-schemas";
import { AuthCard } from "~/features/auth/auth-card";
import { AuthErrorAlert, REGISTER_FIELDS, RegisterFields } from "~/features/auth/auth-fields";
import { flashCookie } from "~/features/auth/flash.server";
import { pageMeta } from "~/seo";
import { findReferrer, registerUser } from "@server/services/accounts/register-user";
import { clientInfo, runFormAction, readForm } from "~/forms/form-action.server";
import { currentSession } from "./session-user.server";
import type { Route } from "./+types/signup";

/** Invite codes are short upper-case codes; anything else in ?code= is ignored rather than echoed. */
const INVITE_CODE = /^[A-Za-z0-9-]{1,32}$/;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  if (await currentSession(request, context)) throw redirect("/dashboard");
  const code = url.searchParams.get("code")?.trim() ?? "";
  // A code nobody has would make every submit fail: it is dropped, and the page says so.
  const known = INVITE_CODE.test(code) && (await findReferrer(context.db, code)) !== undefined;
  return {
    inviteCode: known ? code : "",
    unknownInviteCode: code !== "" && !known,
    meta: pageMeta({
      title: "Sign up",
      description:
        "Create a free W3Programmer account: bookmark interview questions, take exams, earn certificates and read your e-books.",
      path: "/signup",
      publicUrl: context.config.publicUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// A 429 keeps its Retry-After (app/forms/form-action.server.ts).
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  return runFormAction(await readForm(request), registerSchema, async (registration) => {
    await registerUser(context.db, registration, clientInfo(request, context));
    // SPEC.md §2: success goes to /login, where the toast says so.
    return redirect("/login", {
      headers: { "Set-Cookie": flashCookie(context.config.publicUrl, AccountMessages.registered) },
    });
  });
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failure = failureOf(actionData);
  // The invite code has no field of its own: its error is the general message.
  const general = failure && summaryMessage(failure, REGISTER_FIELDS);
  return (
    <AuthCard
      title="Create your account"
      subtitle="Free forever: bookmarks, exams, certificates and your e-books in one place."
      footer={
        <>
          Already registered?{" "}
          <Anchor component={Link} to="/login">
            Login
          </Anchor>
        </>
      }
    >
      <Form method="post" noValidate>
        <Stack gap="sm">
          {general && (
            <AuthErrorAlert>
              <Text c="red.9" size="sm">
                {general}
              </Text>
            </AuthErrorAlert>
          )}
          {loaderData.unknownInviteCode && (
            <Alert color="yellow" icon={<IconGift size={18} aria-hidden />}>
              The invite link's code is not valid (it may have been mistyped), so it was left out. You can
              still sign up.
            </Alert>
          )}
          {loaderData.inviteCode && (
            <Alert color="teal" icon={<IconGift size={18} aria-hidden />}>
              You were invited with the code <strong>{loaderData.inviteCode}</strong>.
            </Alert>
          )}
          <input type="hidden" name="inviteCode" value={loaderData.inviteCode} />
          <RegisterFields errors={failure?.errors} passwordHint />
          <Button type="submit" fullWidth loading={navigation.state === "submitting"}>
            Sign up
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
