import "@mantine/core/styles/Paper.css";
import { Button, Group, Paper, Text } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { TutorialMessages } from "@shared/tutorials/tutorial-messages";
import { showToast } from "~/components/layout/toasts";

/** The page's address as a person reads it (no %-escapes), and "Share with Friends" copying it. */
export function ShareUrl({ url }: { url: string }) {
  let readable = url;
  try {
    readable = decodeURI(url);
  } catch {
    // A malformed escape: show the address as it is.
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ color: "teal", message: TutorialMessages.copied, autoClose: 2000 });
    } catch (error) {
      console.warn("Copying the link failed", error);
      showToast({ color: "red", message: `Copy this address: ${readable}`, autoClose: 5000 });
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text
          size="sm"
          ff="monospace"
          miw={0}
          flex="1 1 240px"
          style={{ overflowWrap: "anywhere" }}
          data-testid="tutorial-url"
        >
          {readable}
        </Text>
        <Button variant="default" onClick={copy} leftSection={<IconShare size={18} aria-hidden />}>
          Share with Friends
        </Button>
      </Group>
    </Paper>
  );
}
