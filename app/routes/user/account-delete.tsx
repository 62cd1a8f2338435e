import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/List.css";
import { Alert, Button, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { redirect, useNavigation, useSubmit } from "react-router";
import { confirmAction } from "~/forms/confirm-action";
import { useResultFeedback } from "~/forms/form-feedback";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { AccountMessages } from "@shared/accounts/account-messages";
import { deleteAccountSchema } from "@shared/accounts/account-schemas";
import { flashCookie } from "~/features/auth/flash.server";
import { clearedSessionCookie } from "~/features/auth/session.server";
import { deleteAccount } from "@server/services/accounts/delete-account";
import { invalid, parseForm, readForm } from "~/forms/form-action.server";
import { requireUser } from "../auth/session-user.server";
import type { Route } from "./+types/account-delete";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => privatePageMeta("Delete account");

/** SPEC.md §4: status 0, the session ends, "Account deleted", then /login. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  const parsed = parseForm(deleteAccountSchema, await readForm(request));
  if (!parsed.ok) return invalid(parsed.failure);
  await deleteAccount(context.db, context, user.id);
  const headers = new Headers();
  headers.append("Set-Cookie", clearedSessionCookie(context.config.publicUrl));
  headers.append("Set-Cookie", flashCookie(AccountMessages.accountDeleted));
  return redirect("/login", { headers });
}

export default function AccountDelete({ actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const navigation = useNavigation();
  useResultFeedback(actionData);

  const confirm = () =>
    confirmAction({
      title: "Delete your account?",
      text: "You will be signed out everywhere and will not be able to log in again with this account.",
      confirm: "Delete account",
      onConfirm: () => submit({ status: "0" }, { method: "post" }),
    });

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
          <List.Item>your e-books, bookmarks and certificates are no longer reachable by you.</List.Item>
        </List>
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
