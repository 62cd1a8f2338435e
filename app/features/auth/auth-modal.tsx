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
 * never open it, and every page would otherwise carry them. This module is only the contract; the
 * provider that opens the modal is ./auth-modal-provider.tsx, which only app/root.tsx imports (so
 * that its list of the modal's files is bundled with the root's).
 */
import { createContext, useContext } from "react";

export type AuthModalOptions = {
  /** Runs after a successful login in the modal, once the modal has closed. */
  onLogin?: () => void;
};

export type AuthModalApi = { open: (options?: AuthModalOptions) => void };

export const AuthModalContext = createContext<AuthModalApi | null>(null);

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error("useAuthModal() needs <AuthModalProvider> (app/root.tsx mounts it).");
  return api;
}
