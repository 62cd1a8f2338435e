/**
 * The login/register modal (SPEC.md §2 Cart, §6): pages that need a session
 * (Bookmark, Take Exam, Proceed to Checkout) open it for visitors.
 *
 * Contract used by other features:
 *   const authModal = useAuthModal();
 *   authModal.open({ onLogin: () => revalidate() });
 *
 * The forms post to resource routes (/auth/modal-login, /auth/modal-register) through fetchers,
 * so the session cookie is set by the server and the page's loaders revalidate behind the modal.
 */
import { Button, Modal, Stack, Tabs } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { readFormResult, toastSuccess, useFetcherResult } from "~/forms/form-feedback";
import type { FieldErrors } from "~/forms/form-result";
import { AuthErrorAlert, LoginFields, RegisterFields } from "./auth-fields";
import { MODAL_MESSAGES } from "./auth-messages";

export type AuthModalOptions = {
  /** Runs after a successful login in the modal, once the modal has closed. */
  onLogin?: () => void;
};

type AuthModalApi = { open: (options?: AuthModalOptions) => void };

const AuthModalContext = createContext<AuthModalApi | null>(null);

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error("useAuthModal() needs <AuthModalProvider> (app/root.tsx mounts it).");
  return api;
}

type Tab = "login" | "register";

/** Mounted once in app/root.tsx, inside MantineProvider. */
export function AuthModalProvider({ children }: { children: React.ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<Tab>("login");
  const optionsRef = useRef<AuthModalOptions>({});

  const open = useCallback((options: AuthModalOptions = {}) => {
    optionsRef.current = options;
    setTab("login");
    setOpened(true);
  }, []);
  const api = useMemo(() => ({ open }), [open]);

  const close = () => setOpened(false);
  const loggedIn = () => {
    setOpened(false);
    optionsRef.current.onLogin?.();
  };

  return (
    <AuthModalContext.Provider value={api}>
      {children}
      <AuthModal opened={opened} tab={tab} onTabChange={setTab} onClose={close} onLoggedIn={loggedIn} />
    </AuthModalContext.Provider>
  );
}

function AuthModal({
  opened,
  tab,
  onTabChange,
  onClose,
  onLoggedIn,
}: {
  opened: boolean;
  tab: Tab;
  onTabChange: (tab: Tab) => void;
  onClose: () => void;
  onLoggedIn: () => void;
}) {
  // SPEC.md §9: full width at or below 768 px, else 700 px.
  const narrow = useMediaQuery("(max-width: 768px)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={false}
      size={narrow ? "100%" : 700}
      xOffset={narrow ? 0 : undefined}
      title="Sign in to continue"
      closeButtonProps={{ "aria-label": "Close" }}
      data-testid="auth-modal"
    >
      <Tabs value={tab} onChange={(value) => onTabChange(value === "register" ? "register" : "login")}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="login">Login</Tabs.Tab>
          <Tabs.Tab value="register">Register</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <ModalLoginForm onLoggedIn={onLoggedIn} />
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <ModalRegisterForm onRegistered={() => onTabChange("login")} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}

function ModalLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
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
  const outcome = describe(fetcher.data);
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

/** The message and field errors to show for the last answer; odd answers get SPEC's generic message. */
function describe(data: unknown): { message?: string; errors?: FieldErrors } {
  if (data === undefined) return {};
  const result = readFormResult(data);
  if (result === null) return { message: MODAL_MESSAGES.unexpected };
  return result.ok ? {} : { message: result.message, errors: result.errors };
}
