import { modals } from "@mantine/modals";
import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { focusedElement, holdFocus, neighboursOf } from "./focus-return";

export type Confirmation = {
  title: string;
  /** What will happen, in a sentence or two. */
  text: ReactNode;
  /** The confirming button's label: the action's own name ("Delete", "Refund"), never "OK". */
  confirm: string;
  /** The other button's label: "Cancel" unless the question asks for another ("Stay"). */
  cancel?: string;
  /** A red button, for what cannot be undone or takes something away (the default). */
  destructive?: boolean;
  onConfirm: () => void;
  /** Run when the dialog closes without confirming: its other button, its X, Escape. */
  onCancel?: () => void;
};

/**
 * Asks before an action a click should not take alone (deleting, refunding, revoking, changing a
 * role), the same way on every screen: a modal with the question, what follows from it, Cancel,
 * and a button named after the action. Needs the ModalsProvider of the admin or account layout.
 */
export function confirmAction({
  title,
  text,
  confirm,
  cancel = "Cancel",
  destructive = true,
  onConfirm,
  onCancel,
}: Confirmation) {
  // Closed, it gives focus back to the button that asked, or, once the action has removed that
  // button's row, to the same button in a row beside it.
  const opener = focusedElement();
  const neighbours = neighboursOf(opener);
  let confirmed = false;
  modals.openConfirmModal({
    onClose: () => {
      holdFocus(opener, neighbours);
      if (!confirmed) onCancel?.();
    },
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm, cancel },
    confirmProps: destructive ? { color: "red" } : {},
    onConfirm: () => {
      confirmed = true;
      onConfirm();
    },
  });
}
