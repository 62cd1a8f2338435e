/**
 * Mantine's toast container and store with their styles, loaded with the first toast
 * (./toasts.ts, ./site-notifications.tsx).
 */
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";

export { Notifications, notifications } from "@mantine/notifications";
