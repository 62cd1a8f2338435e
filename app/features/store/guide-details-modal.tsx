import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import { Box, Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { StoreMessages } from "@shared/store/store-messages";

type Details = { short: string; full: string };
type State = { slug: string; title: string; details: Details | null; failed: boolean };

/**
 * The Details modal of /complete-guide and the cart's guide grid (SPEC.md §2): the guide's short
 * and full description, fetched from `geteServicerow` when opened, "Loading..." meanwhile and
 * "No details available." when it has none. Returns the function that opens it and the modal.
 */
export function useGuideDetailsModal() {
  const [state, setState] = useState<State | null>(null);
  // SPEC.md §9: full width at or below 768 px, else 700 px.
  const narrow = useMediaQuery("(max-width: 768px)");

  const open = useCallback((guide: { slug: string; title: string }) => {
    setState({ slug: guide.slug, title: guide.title, details: null, failed: false });
    fetch(`/api/public/geteServicerow?slug=${encodeURIComponent(guide.slug)}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`geteServicerow answered ${response.status}`);
        const row = (await response.json()) as { description_short: string; description_full: string };
        setState((current) =>
          current?.slug === guide.slug
            ? { ...current, details: { short: row.description_short, full: row.description_full } }
            : current,
        );
      })
      .catch((error: unknown) => {
        // SPEC.md §8: a failed fetch is only logged; the modal says there are no details.
        console.warn("Could not load the guide's details", error);
        setState((current) => (current?.slug === guide.slug ? { ...current, failed: true } : current));
      });
  }, []);

  const close = () => setState(null);
  const details = state?.details;
  const empty = state?.failed || (details && !details.short && !details.full);

  const modal = (
    <Modal
      opened={state !== null}
      onClose={close}
      title={state?.title}
      size={narrow ? "100%" : 700}
      xOffset={narrow ? 0 : undefined}
    >
      {state && !details && !state.failed ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{StoreMessages.loading}</Text>
        </Group>
      ) : empty ? (
        <Text>{StoreMessages.noDetails}</Text>
      ) : (
        <Stack gap="sm">
          {details?.short && (
            <Text fw={600} data-testid="details-short">
              {details.short}
            </Text>
          )}
          {details?.full && (
            // Sanitised by the server when stored and when served.
            <Box className="rich-text" dangerouslySetInnerHTML={{ __html: details.full }} />
          )}
        </Stack>
      )}
      {state && (
        <Group justify="flex-end" mt="md">
          <Button component={Link} to={`/guide-details/${state.slug}`} variant="light" onClick={close}>
            Open the guide's page
          </Button>
        </Group>
      )}
    </Modal>
  );
  return { open, modal };
}
