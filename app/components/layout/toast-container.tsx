/** Mantine's toast container with its styles, loaded by ./site-notifications.tsx when first needed. */
import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";

export { Notifications } from "@mantine/notifications";
