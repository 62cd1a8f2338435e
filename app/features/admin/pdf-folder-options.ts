import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "@shared/library/library-messages";

/** The PDF folders as a select's options, saying which are hidden and which is download-only. */
export function pdfFolderOptions(folders: Array<{ id: number; name: string; status: number }>) {
  return folders.map((folder) => {
    const notes = [
      folder.id === DOWNLOAD_ONLY_PDF_CATEGORY_ID ? "download only" : undefined,
      folder.status === 1 ? undefined : "hidden",
    ].filter(Boolean);
    return {
      value: String(folder.id),
      label: notes.length > 0 ? `${folder.name} (${notes.join(", ")})` : folder.name,
    };
  });
}
