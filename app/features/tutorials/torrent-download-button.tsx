import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { TORRENT_DOWNLOAD_FILE_NAME, TutorialMessages } from "@shared/tutorials/tutorial-messages";

/**
 * Download: saves the tutorial's .torrent as JOBS.torrent (SPEC.md §2), fetched from its
 * download link and handed to the browser under that name. Without a link it only logs
 * "Download link is missing." (SPEC.md §8). Without script, the link downloads the file directly.
 */
export function TorrentDownloadButton({ downloadLink }: { downloadLink: string }) {
  const [busy, setBusy] = useState(false);

  const download = async (event: React.MouseEvent) => {
    event.preventDefault();
    if (!downloadLink) {
      console.error(TutorialMessages.downloadLinkMissing);
      return;
    }
    setBusy(true);
    try {
      const response = await fetch(downloadLink);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = TORRENT_DOWNLOAD_FILE_NAME;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has started the download from the object URL; let it go once that is under way.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      // SPEC.md §8: data-fetch failures are only logged; the link itself still gets the file.
      console.warn("Downloading the .torrent failed", error);
      window.location.assign(downloadLink);
    } finally {
      setBusy(false);
    }
  };

  const look = {
    loading: busy,
    size: "md",
    leftSection: <IconDownload size={20} aria-hidden />,
    "data-testid": "torrent-download",
  } as const;
  // A link when there is one (it works without script too), else a button that only logs.
  return downloadLink ? (
    <Button
      component="a"
      href={downloadLink}
      download={TORRENT_DOWNLOAD_FILE_NAME}
      onClick={download}
      {...look}
    >
      Download
    </Button>
  ) : (
    <Button onClick={download} {...look}>
      Download
    </Button>
  );
}
