import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useOpenedAfterMount } from "../mount-when-opened";

/** SPEC.md §2: the mobile-apps notice, word for word. */
export const COMING_SOON_TEXT =
  "We are working on our mobile apps. They will be published soon on App Store and Google Play.";

export function ComingSoonModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal opened={shown} onClose={onClose} title="Coming Soon" centered>
      <Text>{COMING_SOON_TEXT}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
