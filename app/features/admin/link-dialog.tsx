import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { LINK_ADDRESS_INVALID, acceptedLinkAddress } from "./link-address";

type LinkDialogProps = {
  /** The current link's address, when the cursor is in a link (which the dialog then edits). */
  current: string | null;
  onSave: (href: string) => void;
  onRemove: () => void;
  /** Closed without a change (Cancel, Escape, the close button). */
  onCancel: () => void;
};

/**
 * The rich-text editor's Link dialog: the address, checked as the site keeps links
 * (link-address.ts), Save, Remove link when editing one, and Cancel. Mantine's Modal traps the
 * focus and closes on Escape; the editor takes the focus back (rich-text-editor.tsx).
 */
export function LinkDialog({ current, onSave, onRemove, onCancel }: LinkDialogProps) {
  const [address, setAddress] = useState(current ?? "");
  const [error, setError] = useState<string>();
  const save = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const href = acceptedLinkAddress(address);
    if (href) onSave(href);
    else setError(LINK_ADDRESS_INVALID);
  };
  return (
    <Modal opened onClose={onCancel} title={current ? "Edit link" : "Add a link"} returnFocus={false}>
      {/* Its own form inside the page's: stopPropagation keeps the post's form from submitting. */}
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <TextInput
            label="Link address"
            description="https://…, a page of this site starting with /, or mailto:…"
            value={address}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            data-autofocus
            autoComplete="off"
            inputMode="url"
          />
          <Group justify="flex-end" gap="sm">
            {current && (
              <Button variant="default" color="red" onClick={onRemove}>
                Remove link
              </Button>
            )}
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
