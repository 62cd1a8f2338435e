/**
 * The login/register modal itself (app/features/auth/auth-modal.tsx opens it). Its own module, so
 * that its code, its forms and their stylesheets load when a visitor first opens it, not with
 * every page.
 */
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Tabs.css";
import { Button, Modal, Stack, Tabs } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { useOpenedAfterMount } from "~/components/mount-when-opened";
import { readFormResult, summaryMessage, toastSuccess, useFetcherResult } from "~/forms/form-feedback";
import type { FieldErrors } from "~/forms/form-result";
import {
  AuthErrorAlert,
  ForgotPasswordLink,
  LoginFields,
  REGISTER_FIELDS,
  RegisterFields,
} from "./auth-fields";
import { MODAL_MESSAGES } from "./auth-messages";

export type AuthTab = "login" | "register";

export function AuthModal({
  opened,
  tab,
  onTabChange,
  onClose,
  onLoggedIn,
}: {
  opened: boolean;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onClose: () => void;
  onLoggedIn: () => void;
}) {
  // SPEC.md §9: full width at or below 768 px, else 700 px.
  const narrow = useMediaQuery("(max-width: 768px)");
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      closeOnClickOutside={false}
      size={narrow ? "100%" : 700}
      xOffset={narrow ? 0 : undefined}
      title="Sign in to continue"
      data-testid="auth-modal"
    >
      <Tabs value={tab} onChange={(value) => onTabChange(value === "register" ? "register" : "login")}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="login">Login</Tabs.Tab>
          <Tabs.Tab value="register">Register</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <ModalLoginForm onLoggedIn={onLoggedIn} onForgotPassword={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <ModalRegisterForm onRegistered={() => onTabChange("login")} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}

function ModalLoginForm({
  onLoggedIn,
  onForgotPassword,
}: {
  onLoggedIn: () => void;
  onForgotPassword: () => void;
}) {
  // No fetcher key: each opening of the modal starts without the previous attempt's errors.
  const fetcher = useFetcher();
  const outcome = describe(fetcher.data);
  useFetcherResult(fetcher, (data) => {
    if (readFormResult(data)?.ok) onLoggedIn();
  });

  return (
    <fetcher.Form method="post" action="/auth/modal-login" noValidate>
      <Stack gap="sm">
        {outcome.message && <AuthErrorAlert>{outcome.message}</AuthErrorAlert>}
        <LoginFields errors={outcome.errors} />
        <ForgotPasswordLink onFollow={onForgotPassword} />
        <Button type="submit" loading={fetcher.state !== "idle"} fullWidth mt="xs">
          Login
        </Button>
      </Stack>
    </fetcher.Form>
  );
}

function ModalRegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const outcome = describe(fetcher.data, REGISTER_FIELDS);
  useFetcherResult(fetcher, (data) => {
    if (!readFormResult(data)?.ok) return;
    // SPEC.md §2: the fields clear, a toast shows and the Login tab opens.
    formRef.current?.reset();
    toastSuccess(MODAL_MESSAGES.registered);
    onRegistered();
  });

  return (
    <fetcher.Form ref={formRef} method="post" action="/auth/modal-register" noValidate>
      <Stack gap="sm">
        {outcome.message && <AuthErrorAlert>{outcome.message}</AuthErrorAlert>}
        <RegisterFields errors={outcome.errors} />
        <Button type="submit" loading={fetcher.state !== "idle"} fullWidth mt="xs">
          Register
        </Button>
      </Stack>
    </fetcher.Form>
  );
}

/**
 * The message and field errors to show for the last answer; odd answers get SPEC's generic message.
 * A form whose fields show their own errors (`shownFields`) sums them up in its message.
 */
function describe(
  data: unknown,
  shownFields?: readonly string[],
): { message?: string; errors?: FieldErrors } {
  if (data === undefined) return {};
  const result = readFormResult(data);
  if (result === null) return { message: MODAL_MESSAGES.unexpected };
  if (result.ok) return {};
  return {
    message: shownFields ? summaryMessage(result, shownFields) : result.message,
    errors: result.errors,
  };
}
