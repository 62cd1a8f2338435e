import { useMediaQuery } from "@mantine/hooks";
import { lazy, useSyncExternalStore } from "react";
import { MountWhenOpened } from "../mount-when-opened";
import { subscribeToToastRequests, toastRequested } from "./toasts";

const Notifications = lazy(() =>
  import("./toast-container").then((module) => ({ default: module.Notifications })),
);

/**
 * The site's toasts (SPEC.md §9): top right, and at the bottom of a phone's screen, where they
 * cover no part of the header (its menu and cart) while they show. The container that draws
 * them, with its transitions, loads when the first toast is asked for (`showToast()`, ./toasts.ts).
 */
export function SiteNotifications() {
  const opened = useSyncExternalStore(subscribeToToastRequests, toastRequested, () => false);
  // Mantine's "sm" breakpoint (768 px), below which the header folds into its menu button.
  const phone = useMediaQuery("(max-width: 48em)");
  return (
    <MountWhenOpened opened={opened}>
      <Notifications position={phone ? "bottom-center" : "top-right"} />
    </MountWhenOpened>
  );
}
