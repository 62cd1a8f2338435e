import { lazy, useCallback, useMemo, useRef, useState } from "react";
import { MountWhenOpened } from "~/components/mount-when-opened";
import { AuthModalContext, type AuthModalOptions } from "./auth-modal";
import type { AuthTab } from "./auth-modal-dialog";

const AuthModal = lazy(() => import("./auth-modal-dialog").then((module) => ({ default: module.AuthModal })));

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
