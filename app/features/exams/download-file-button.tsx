import { Button, type ButtonProps } from "@mantine/core";
import { useState } from "react";
import { toastError } from "~/forms/form-feedback";
import { ExamMessages } from "@shared/exams/exam-messages";

type DownloadFileButtonProps = ButtonProps & {
  href: string;
  fileName: string;
  children: React.ReactNode;
  "data-testid"?: string;
};

/**
 * Fetches a generated file and saves it under `fileName`, saying "Downloading..." while the server
 * makes it (SPEC.md §2, the certificate's Download PDF).
 */
export function DownloadFileButton({ href, fileName, children, ...props }: DownloadFileButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.warn("Download failed", error);
      toastError("The download failed. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...props} onClick={download} disabled={busy} aria-busy={busy}>
      {busy ? ExamMessages.downloading : children}
    </Button>
  );
}
