import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconDownload } from "@tabler/icons-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { LibraryMessages, PDF_VIEWER_HEIGHT } from "@shared/library/library-messages";

type PdfViewerProps = {
  /** The address to show (SPEC's `showPdf`). */
  src: string;
  title: string;
  /** The fallback download (SPEC's `download_link`), "" when there is none. */
  downloadLink: string;
};

/** Whether the browser has a PDF viewer does not change while the page is open. */
const noSubscription = () => () => undefined;
/** Most phones' browsers cannot show a PDF inside a page (navigator.pdfViewerEnabled). */
const browserHasNoPdfViewer = () => navigator.pdfViewerEnabled === false;

function FallbackDownload({ href }: { href: string }) {
  if (!href) return null;
  return (
    <Text size="sm">
      Can't see the PDF?{" "}
      <Anchor href={href} fw={600} data-testid="pdf-fallback-download">
        Download
      </Anchor>
    </Text>
  );
}

/**
 * The inline PDF viewer of /pdf-details/{slug}: the browser's own viewer in a frame 1000 px high
 * (SPEC.md §9), with a Download link under it. When the browser has no PDF viewer (most phones)
 * or the file does not answer, it says "Failed to load PDF viewer." and offers the download.
 */
export function PdfViewer({ src, title, downloadLink }: PdfViewerProps) {
  const noViewer = useSyncExternalStore(noSubscription, browserHasNoPdfViewer, () => false);
  const [fileFailed, setFileFailed] = useState(false);
  const failed = noViewer || fileFailed;

  useEffect(() => {
    // A frame tells its page nothing about an error answer; ask for the headers ourselves. Files
    // on other sites (an outside viewer) cannot be asked without their consent (CORS).
    const url = new URL(src, window.location.href);
    if (url.origin !== window.location.origin) return;
    const controller = new AbortController();
    fetch(url, { method: "HEAD", signal: controller.signal })
      .then((response) => {
        if (!response.ok) setFileFailed(true);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("The PDF did not answer", error);
        setFileFailed(true);
      });
    return () => controller.abort();
  }, [src]);

  if (failed) {
    return (
      <Stack gap="md" data-testid="pdf-viewer-failed">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {LibraryMessages.viewerFailed}
        </Alert>
        {downloadLink && (
          <Button
            component="a"
            href={downloadLink}
            leftSection={<IconDownload size={18} aria-hidden />}
            w="fit-content"
          >
            Download
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <iframe
        src={src}
        title={title}
        height={PDF_VIEWER_HEIGHT}
        width="100%"
        style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8, display: "block" }}
        data-testid="pdf-viewer"
      />
      <FallbackDownload href={downloadLink} />
    </Stack>
  );
}
