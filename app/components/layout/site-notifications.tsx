import { useNotifications } from "@mantine/notifications";
import { lazy } from "react";
import { MountWhenOpened } from "../mount-when-opened";

const Notifications = lazy(() =>
  import("./toast-container").then((module) => ({ default: module.Notifications })),
);

/**
 * The site's toasts (SPEC.md §9), top right. `notifications.show()` only writes to a small store;
 * the container that draws toasts, with its transitions, loads when the store first holds one.
 */
export function SiteNotifications() {
  const { notifications, queue } = useNotifications();
  return (
    <MountWhenOpened opened={notifications.length + queue.length > 0}>
      <Notifications position="top-right" />
    </MountWhenOpened>
  );
}
