import type { NotificationData } from "@mantine/notifications";

let requested = false;
const listeners = new Set<() => void>();

/** For ./site-notifications.tsx: whether a toast has been asked for yet, and when that changes. */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastRequested(): boolean {
  return requested;
}

/**
 * Shows a toast (SPEC.md §9). Mantine's notifications store and the container that draws toasts
 * (./toast-container.tsx) load with the first one: most visits show none, and every page would
 * otherwise carry their script. A toast with an `id` replaces the one showing with that id.
 */
export function showToast(toast: NotificationData): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  import("./toast-container").then(
    ({ notifications }) => {
      if (toast.id) notifications.hide(toast.id);
      notifications.show(toast);
    },
    (error: unknown) => console.warn("The toast failed to load", error),
  );
}
