/**
 * The login/register modal (SPEC.md §2 Cart, §6): pages that need a session
 * (Bookmark, Take Exam, Proceed to Checkout) open it for visitors.
 *
 * Contract used by other features:
 *   const authModal = useAuthModal();
 *   authModal.open({ onLogin: () => revalidate() });
 */
export type AuthModalOptions = {
  /** Runs after a successful login in the modal, once the modal has closed. */
  onLogin?: () => void;
};

export function useAuthModal(): { open: (options?: AuthModalOptions) => void } {
  throw new Error("The accounts feature provides the login modal.");
}
