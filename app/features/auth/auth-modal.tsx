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
 * The modal and its forms (./auth-modal-dialog.tsx) load when it is first opened: most visits
 * never open it, and every page would otherwise carry them.
 */
import { createContext, lazy, useCallback, useContext, useMemo, useRef, useState } from "react";
import { MountWhenOpened } from "~/components/mount-when-opened";
import type { AuthTab } from "./auth-modal-dialog";

export type AuthModalOptions = {
  /** Runs after a successful login in the modal, once the modal has closed. */
  onLogin?: () => void;
};

type AuthModalApi = { open: (options?: AuthModalOptions) => void };

const AuthModalContext = createContext<AuthModalApi | null>(null);

const AuthModal = lazy(() => import("./auth-modal-dialog").then((module) => ({ default: module.AuthModal })));

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error("useAuthModal() needs <AuthModalProvider> (app/root.tsx mounts it).");
  return api;
}

/** Mounted once in app/root.tsx, inside MantineProvider. */
export function AuthModalProvider({ children }: { children: React.ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<AuthTab>("login");
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
      <MountWhenOpened opened={opened}>
        <AuthModal opened={opened} tab={tab} onTabChange={setTab} onClose={close} onLoggedIn={loggedIn} />
      </MountWhenOpened>
    </AuthModalContext.Provider>
  );
}
