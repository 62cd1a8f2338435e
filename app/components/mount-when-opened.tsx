import { Suspense, useEffect, useState } from "react";

/**
 * Renders `children` from the first time `opened` is true on. Meant for a modal, drawer or toast
 * container whose code is a `React.lazy` import: nothing of it loads until a visitor opens it, and
 * once loaded it stays mounted, so that closing it still plays its transition.
 */
export function MountWhenOpened({ opened, children }: { opened: boolean; children: React.ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  // Adjusting state while rendering (React's documented pattern): no extra pass with nothing shown.
  if (opened && !mounted) setMounted(true);
  return mounted || opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * `opened`, held back until the frame after the component mounted. For a dialog that
 * MountWhenOpened mounts already open: Mantine plays the opening transition only when `opened`
 * changes, and runs its focus handling as on any other opening.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return opened && ready;
}
