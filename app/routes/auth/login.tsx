import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { firstError, type FormResult } from "~/features/accounts/form-feedback";
import { loginSchema } from "~/features/accounts/schemas";
import { AuthCard } from "~/features/auth/auth-card";
import { PAGE_MESSAGES } from "~/features/auth/auth-messages";
import { sessionCookie } from "~/features/auth/session.server";
import { pageMeta } from "~/seo";
import { InvalidCredentialsError } from "@server/services/accounts/errors";
import { loginUser } from "@server/services/accounts/login-user";
import { clientInfo, failureFor, invalid, parseForm } from "./form-actions.server";
import { currentSession } from "./session-user.server";
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

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(loginSchema, await request.formData());
  if (!parsed.ok) return invalid(parsed.failure);
  try {
    const { token } = await loginUser(context.db, parsed.value, clientInfo(request, context));
    return redirect("/dashboard", {
      headers: { "Set-Cookie": sessionCookie(token, context.config.publicUrl) },
    });
  } catch (error) {
    // SPEC.md §8: the page says "Invalid username or password." (the modal words it differently).
    if (error instanceof InvalidCredentialsError) {
      return data<FormResult>({ ok: false, message: PAGE_MESSAGES.invalidLogin }, { status: 401 });
    }
    return failureFor(error);
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : undefined;
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
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {failure.message}
            </Alert>
          )}
          <TextInput
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            withAsterisk
            error={firstError(failure?.errors, "email")}
          />
          <PasswordInput
            name="password"
            label="Password"
            autoComplete="current-password"
            withAsterisk
            error={firstError(failure?.errors, "password")}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={navigation.state === "submitting"}>
            Login
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
