import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/PasswordInput.css";
import { Alert, Button, List, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { redirect, useNavigation, useSubmit } from "react-router";
import { confirmAction } from "~/forms/confirm-action";
import { firstError, useResultFeedback } from "~/forms/form-feedback";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AccountMessages } from "@shared/accounts/account-messages";
import { deleteAccountSchema } from "@shared/accounts/account-schemas";
import { flashCookie } from "~/features/auth/flash.server";
import { clearedSessionCookie } from "~/features/auth/session.server";
import { deleteAccount } from "@server/services/accounts/delete-account";
import { isRecentLogin, sessionAuthentication } from "@server/services/accounts/recent-login";
import { readForm, runFormAction } from "~/forms/form-action.server";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/account-delete";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireUser(request, context);
  return { recentLogin: isRecentLogin(session) };
}

export const meta: Route.MetaFunction = () => privatePageMeta("Delete account");

// A refusal with a wait (429, 503, an exam's cooling-off) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

/**
 * SPEC.md §4: status 0, the session ends, "Account deleted", then /login; with the password when
 * the login is not recent (403 without it, 422 on `password` when wrong, nothing changed).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireUser(request, context);
  return runFormAction(await readForm(request), deleteAccountSchema, async (input) => {
    const authentication = sessionAuthentication(session, context.clientIp);
    await deleteAccount(context.db, context, authentication, input);
    const headers = new Headers();
    headers.append("Set-Cookie", clearedSessionCookie(context.config.publicUrl));
    headers.append("Set-Cookie", flashCookie(context.config.publicUrl, AccountMessages.accountDeleted));
    return redirect("/login", { headers });
  });
}

export default function AccountDelete({ loaderData, actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const errors = useResultFeedback(actionData);
  const [password, setPassword] = useState("");
  // Asked when the page was loaded after a login older than 15 minutes, or from the server's
  // answer on (the login grew old while the page was open): a refused action does not reload
  // the page's data, so what the server said is kept here.
  const [askedByServer, setAskedByServer] = useState(false);
  if (
    !askedByServer &&
    actionData?.ok === false &&
    actionData.message === AccountMessages.deleteNeedsRecentLogin
  ) {
    setAskedByServer(true);
  }
  const needsPassword = !loaderData.recentLogin || askedByServer;
  // Delete pressed with the field empty: said on the field, before any confirmation.
  const [missing, setMissing] = useState(false);
  const passwordField = useRef<HTMLInputElement>(null);

  const confirm = () => {
    if (needsPassword && password === "") {
      setMissing(true);
      passwordField.current?.focus();
      return;
    }
    confirmAction({
      title: "Delete your account?",
      text: "You will be signed out everywhere and will not be able to log in again with this account.",
      confirm: "Delete account",
      onConfirm: () =>
        submit(needsPassword ? { status: "0", password } : { status: "0" }, { method: "post" }),
    });
  };

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Delete account
      </Title>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} mb="md">
          Deleting your account cannot be undone from the site.
        </Alert>
        <Text mb="xs">When you delete your account:</Text>
        <List size="sm" spacing={4} mb="lg">
          <List.Item>you are signed out on every device;</List.Item>
          <List.Item>you can no longer log in with your email and password;</List.Item>
          <List.Item>your e-books and bookmarks are no longer reachable by you;</List.Item>
          <List.Item>
            your certificates are withdrawn: their public verification links stop working, so employers can no
            longer verify them.
          </List.Item>
        </List>
        {needsPassword && (
          <PasswordInput
            label="Your password"
            description="You signed in more than 15 minutes ago: enter your password again to delete your account."
            autoComplete="current-password"
            withAsterisk
            value={password}
            ref={passwordField}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setMissing(false);
            }}
            error={
              firstError(errors, "password") ?? (missing ? AccountMessages.deleteNeedsRecentLogin : undefined)
            }
            mb="md"
            maw={360}
          />
        )}
        <Button
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={confirm}
          loading={navigation.state === "submitting"}
        >
          Delete my account
        </Button>
      </Paper>
    </Stack>
  );
}
