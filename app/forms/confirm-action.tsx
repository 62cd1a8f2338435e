import { modals } from "@mantine/modals";
import { Text } from "@mantine/core";
import type { ReactNode } from "react";

export type Confirmation = {
  title: string;
  /** What will happen, in a sentence or two. */
  text: ReactNode;
  /** The confirming button's label: the action's own name ("Delete", "Refund"), never "OK". */
  confirm: string;
  /** A red button, for what cannot be undone or takes something away (the default). */
  destructive?: boolean;
  onConfirm: () => void;
};

/**
 * Asks before an action a click should not take alone (deleting, refunding, revoking, changing a
 * role), the same way on every screen: a modal with the question, what follows from it, Cancel,
 * and a button named after the action. Needs the ModalsProvider of the admin or account layout.
 */
export function confirmAction({ title, text, confirm, destructive = true, onConfirm }: Confirmation) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm, cancel: "Cancel" },
    confirmProps: destructive ? { color: "red" } : {},
    onConfirm,
  });
}
