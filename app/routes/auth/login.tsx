import { Anchor, Button, Stack } from "@mantine/core";
import { Form, Link, redirect, useNavigation } from "react-router";
import { failureOf } from "~/forms/form-feedback";
import { loginSchema } from "@shared/accounts/account-schemas";
import { AuthCard } from "~/features/auth/auth-card";
import { AuthErrorAlert, ForgotPasswordLink, LoginFields } from "~/features/auth/auth-fields";
import { PAGE_MESSAGES } from "~/features/auth/auth-messages";
import { pageMeta } from "~/seo";
import { runFormAction, readForm } from "~/forms/form-action.server";
import { currentSession, logIn } from "./session-user.server";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentSession(request, context)) throw redirect("/dashboard");
  return {
    meta: pageMeta({
      title: "Login",
      description:
        "Log in to W3Programmer to reach your dashboard, bookmarks, e-books, exams and certificates.",
      path: "/login",
      publicUrl: context.config.publicUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// A 429 keeps its Retry-After (app/forms/form-action.server.ts).
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context }: Route.ActionArgs) {
  return runFormAction(
    await readForm(request),
    loginSchema,
    async (credentials) => redirect("/dashboard", { headers: await logIn(credentials, request, context) }),
    // SPEC.md §8: the page says "Invalid username or password." (the modal words it differently).
    { wording: { "invalid-credentials": PAGE_MESSAGES.invalidLogin } },
  );
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failure = failureOf(actionData);
  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back. Log in with your email and password."
      footer={
        <>
          No account yet?{" "}
          <Anchor component={Link} to="/signup">
            Sign up
          </Anchor>
        </>
      }
    >
      <Form method="post" noValidate>
        <Stack gap="sm">
          {failure && <AuthErrorAlert>{failure.message}</AuthErrorAlert>}
          <LoginFields errors={failure?.errors} />
          <ForgotPasswordLink />
          <Button type="submit" fullWidth loading={navigation.state === "submitting"}>
            Login
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
