import { lazy, useSyncExternalStore } from "react";
import { MountWhenOpened } from "../mount-when-opened";
import { subscribeToToastRequests, toastRequested } from "./toasts";

const Notifications = lazy(() =>
  import("./toast-container").then((module) => ({ default: module.Notifications })),
);

/**
 * The site's toasts (SPEC.md §9), top right. The container that draws them, with its transitions,
 * loads when the first toast is asked for (`showToast()`, ./toasts.ts).
 */
export function SiteNotifications() {
  const opened = useSyncExternalStore(subscribeToToastRequests, toastRequested, () => false);
  return (
    <MountWhenOpened opened={opened}>
      <Notifications position="top-right" />
    </MountWhenOpened>
  );
}
