import { Button, Group, Modal, Text } from "@mantine/core";

/** SPEC.md §2: the mobile-apps notice, word for word. */
export const COMING_SOON_TEXT =
  "We are working on our mobile apps. They will be published soon on App Store and Google Play.";

export function ComingSoonModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Coming Soon" centered>
      <Text>{COMING_SOON_TEXT}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
