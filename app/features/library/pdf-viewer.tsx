import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Anchor, Button, Loader, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconDownload } from "@tabler/icons-react";
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { LibraryMessages, PDF_VIEWER_HEIGHT } from "@shared/library/library-messages";

/** pdf.js's reader, loaded only by a browser that has no PDF viewer of its own (most phones). */
const PdfReader = lazy(() =>
  import("~/components/pdf/pdf-reader").then((module) => ({ default: module.PdfReader })),
);

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
 * (SPEC.md §9), with a Download link under it. A browser without a PDF viewer (most phones) gets
 * the pages drawn by pdf.js instead, for a file of this site. When the file does not answer, or
 * neither can show it, it says "Failed to load PDF viewer." and offers the download.
 */
export function PdfViewer({ src, title, downloadLink }: PdfViewerProps) {
  const noViewer = useSyncExternalStore(noSubscription, browserHasNoPdfViewer, () => false);
  const [fileFailed, setFileFailed] = useState(false);
  const fileDidNotAnswer = useCallback(() => setFileFailed(true), []);
  const ownFile = useSyncExternalStore(
    noSubscription,
    () => new URL(src, window.location.href).origin === window.location.origin,
    () => true,
  );
  const failure = <ViewerFailed downloadLink={downloadLink} />;
  if (fileFailed || (noViewer && !ownFile)) return failure;
  if (noViewer) {
    return (
      <Stack gap="sm">
        <Suspense fallback={<Loader aria-label="Loading the PDF" />}>
          <PdfReader url={src} title={title} filename={fileNameOf(src)} failure={failure} />
        </Suspense>
        <FallbackDownload href={downloadLink} />
      </Stack>
    );
  }
  return <BrowserViewer src={src} title={title} downloadLink={downloadLink} onFailed={fileDidNotAnswer} />;
}

/** The name a file of `src` is saved under: the last part of its path. */
function fileNameOf(src: string) {
  return decodeURIComponent(new URL(src, "http://x").pathname.split("/").pop() || "document.pdf");
}

/** "Failed to load PDF viewer." (SPEC.md §2), and the download when there is one. */
function ViewerFailed({ downloadLink }: { downloadLink: string }) {
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

/** The browser's own viewer in a frame; `onFailed` when the file answers with an error. */
function BrowserViewer({ src, title, downloadLink, onFailed }: PdfViewerProps & { onFailed: () => void }) {
  useEffect(() => {
    // A frame tells its page nothing about an error answer; ask for the headers ourselves. Files
    // on other sites (an outside viewer) cannot be asked without their consent (CORS).
    const url = new URL(src, window.location.href);
    if (url.origin !== window.location.origin) return;
    const controller = new AbortController();
    fetch(url, { method: "HEAD", signal: controller.signal })
      .then((response) => {
        if (!response.ok) onFailed();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("The PDF did not answer", error);
        onFailed();
      });
    return () => controller.abort();
  }, [src, onFailed]);

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
