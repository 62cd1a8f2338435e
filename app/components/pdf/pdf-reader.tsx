import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Tooltip.css";
import { ActionIcon, Button, Group, Loader, NumberInput, Stack, Text, Tooltip } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import {
  IconArrowsMaximize,
  IconChevronLeft,
  IconChevronRight,
  IconColumns1,
  IconDownload,
  IconZoomIn,
  IconZoomOut,
} from "@tabler/icons-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist/legacy/build/pdf.mjs";
import { StoreMessages } from "@shared/store/store-messages";
import { formatPercent } from "@shared/text/percent";
import classes from "./pdf-reader.module.css";
import { showToast } from "~/components/layout/toasts";

const ZOOM_STEP = 1.25;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 4;

type Status = { kind: "loading" } | { kind: "ready"; doc: PDFDocumentProxy } | { kind: "failed" };

/**
 * pdf.js, loaded only by a page that shows it (its legacy build, which older phone browsers run
 * too), draws a PDF page by page on a canvas with a selectable text layer: paged, zoomable, fitted
 * to the width of any screen, and fullscreen where the browser allows it. Many phone browsers
 * cannot show a PDF inline: the e-book reader always uses it, the PDF library where the browser
 * has no viewer of its own.
 */
async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([
    import("pdfjs-dist/legacy/build/pdf.mjs"),
    import("pdfjs-dist/legacy/build/pdf.worker.min.mjs?url"),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ url, isEvalSupported: false }).promise;
}

type PdfReaderProps = {
  url: string;
  title: string;
  /** The name the toolbar's Download saves the file under. */
  filename: string;
  /** What shows instead when the file cannot be opened. */
  failure: ReactNode;
};

export function PdfReader({ url, title, filename, failure }: PdfReaderProps) {
  const [status, setStatus] = useState<Status>({ kind: "loading" });
  const [pageNumber, setPageNumber] = useState(1);
  // What the reader is typing into the page box (null when they are not): it shows the page shown
  // again once they leave the box or press Enter, whatever they typed.
  const [typedPage, setTypedPage] = useState<string | number | null>(null);
  // null: fit the page to the viewer's width.
  const [zoom, setZoom] = useState<number | null>(null);
  // The scale that fits the page shown to the viewer's width: zooming from "Fit" steps from it.
  const fittedScale = useRef(1);
  const viewerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const textLayerRef = useRef<HTMLDivElement>(null);
  const { ref: stageRef, width: stageWidth } = useElementSize();

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | undefined;
    openPdf(url)
      .then((doc) => {
        opened = doc;
        if (cancelled) void doc.destroy();
        else setStatus({ kind: "ready", doc });
      })
      .catch((error: unknown) => {
        console.error("Could not open the PDF", error);
        if (!cancelled) setStatus({ kind: "failed" });
      });
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [url]);

  const doc = status.kind === "ready" ? status.doc : null;
  const pageCount = doc?.numPages ?? 0;

  useEffect(() => {
    if (!doc || stageWidth === 0) return;
    let task: RenderTask | undefined;
    let textLayer: { cancel(): void } | undefined;
    let cancelled = false;
    (async () => {
      const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
      const page = await doc.getPage(pageNumber);
      const natural = page.getViewport({ scale: 1 });
      // The stage's padding (12 px each side) is not room for the page.
      fittedScale.current = Math.max(0.3, (stageWidth - 24) / natural.width);
      const scale = zoom ?? fittedScale.current;
      const viewport = page.getViewport({ scale });
      const canvas = canvasRef.current;
      const holder = pageRef.current;
      const text = textLayerRef.current;
      if (cancelled || !canvas || !holder || !text) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      holder.style.width = `${Math.floor(viewport.width)}px`;
      holder.style.setProperty("--total-scale-factor", String(scale));
      task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise;
      if (cancelled) return;
      text.replaceChildren();
      const layer = new pdfjs.TextLayer({
        textContentSource: page.streamTextContent(),
        container: text,
        viewport,
      });
      textLayer = layer;
      await layer.render();
    })().catch((error: unknown) => {
      // A render cancelled by the next page or zoom is expected.
      if ((error as { name?: string }).name !== "RenderingCancelledException") {
        console.error("Could not draw the page", error);
      }
    });
    return () => {
      cancelled = true;
      task?.cancel();
      textLayer?.cancel();
    };
  }, [doc, pageNumber, zoom, stageWidth]);

  const go = (page: number) => setPageNumber(Math.min(Math.max(1, page), pageCount || 1));
  const currentScale = () => zoom ?? fittedScale.current;
  // A step never goes the wrong way: from a fitted size beyond a limit (a very wide or narrow
  // screen), Zoom in never makes the page smaller and Zoom out never larger.
  const zoomBy = (factor: number) => {
    const current = currentScale();
    const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(current * factor * 100) / 100));
    if (factor > 1 ? next > current : next < current) setZoom(next);
  };

  const fullscreen = () => {
    const element = viewerRef.current as (HTMLDivElement & { webkitRequestFullscreen?: () => void }) | null;
    if (document.fullscreenElement) {
      void document.exitFullscreen();
    } else if (element && document.fullscreenEnabled && element.requestFullscreen) {
      void element.requestFullscreen().catch(() => unsupported());
    } else if (element?.webkitRequestFullscreen) {
      element.webkitRequestFullscreen();
    } else {
      unsupported();
    }
  };

  const download = async () => {
    if (!doc) return;
    const bytes = await doc.getData();
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
    link.download = filename;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement) return;
      if (event.key === "ArrowRight" || event.key === "PageDown")
        setPageNumber((page) => Math.min(page + 1, pageCount || 1));
      if (event.key === "ArrowLeft" || event.key === "PageUp") setPageNumber((page) => Math.max(page - 1, 1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [pageCount]);

  if (status.kind === "failed") return failure;

  return (
    <div ref={viewerRef} className={classes.viewer} data-testid="pdf-viewer">
      <Group className={classes.toolbar} justify="space-between" gap="xs" wrap="wrap">
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Previous page">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => go(pageNumber - 1)}
              disabled={pageNumber <= 1}
              aria-label="Previous page"
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <NumberInput
            aria-label="Page number"
            value={typedPage ?? pageNumber}
            onChange={(value) => {
              setTypedPage(value);
              if (typeof value === "number") go(value);
            }}
            onBlur={() => setTypedPage(null)}
            onKeyDown={(event) => event.key === "Enter" && setTypedPage(null)}
            min={1}
            max={pageCount || 1}
            w={64}
            size="sm"
            hideControls
            allowDecimal={false}
            allowNegative={false}
          />
          <Text size="sm" c="dimmed" miw={40} data-testid="page-count">
            of {pageCount || "…"}
          </Text>
          <Tooltip label="Next page">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => go(pageNumber + 1)}
              disabled={pageNumber >= pageCount}
              aria-label="Next page"
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Zoom out">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => zoomBy(1 / ZOOM_STEP)}
              disabled={zoom !== null && zoom <= MIN_ZOOM}
              aria-label="Zoom out"
            >
              <IconZoomOut size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" w={48} ta="center" data-testid="zoom-level">
            {zoom === null ? "Fit" : formatPercent(Math.round(zoom * 100))}
          </Text>
          <Tooltip label="Zoom in">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => zoomBy(ZOOM_STEP)}
              disabled={zoom !== null && zoom >= MAX_ZOOM}
              aria-label="Zoom in"
            >
              <IconZoomIn size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Fit to width">
            <ActionIcon variant="default" size="lg" onClick={() => setZoom(null)} aria-label="Fit to width">
              <IconColumns1 size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Fullscreen">
            <ActionIcon variant="default" size="lg" onClick={fullscreen} aria-label="Fullscreen">
              <IconArrowsMaximize size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={download}
            disabled={!doc}
          >
            Download
          </Button>
        </Group>
      </Group>
      <div ref={stageRef} className={classes.stage}>
        {status.kind === "loading" && (
          <Stack align="center" py="xl" role="status">
            <Loader />
            <Text>Opening {title}…</Text>
          </Stack>
        )}
        <div
          ref={pageRef}
          className={classes.page}
          hidden={!doc}
          aria-label={`Page ${pageNumber} of ${pageCount}`}
          role="document"
          data-testid="pdf-page"
        >
          <canvas ref={canvasRef} aria-hidden />
          <div ref={textLayerRef} className="textLayer" />
        </div>
      </div>
    </div>
  );
}

function unsupported() {
  showToast({ message: StoreMessages.fullscreenUnsupported, color: "orange", autoClose: 3000 });
}
