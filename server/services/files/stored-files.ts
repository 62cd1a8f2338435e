import path from "node:path";

/**
 * Files the site hosts for the public, under `$DATA_DIR/uploads/<area>`: the PDF library's
 * documents and the tutorials' files. Rows store paths relative to their area's folder; a stored
 * path is only ever read through `resolveStoredFile`, so no row (edited by hand, or imported) can
 * point outside it.
 */
export type StorageArea = "library" | "tutorials";

export function storageDirectory(dataDir: string, area: StorageArea): string {
  return path.join(dataDir, "uploads", area);
}

/**
 * The absolute path of `relativePath` inside the area's folder, or undefined when the path is
 * absolute, empty, or climbs out of the folder (`..`).
 */
export function resolveStoredFile(
  dataDir: string,
  area: StorageArea,
  relativePath: string,
): string | undefined {
  if (relativePath === "" || relativePath.includes("\u0000") || path.isAbsolute(relativePath))
    return undefined;
  const root = storageDirectory(dataDir, area);
  const resolved = path.resolve(root, relativePath);
  return resolved.startsWith(root + path.sep) ? resolved : undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".sql": "text/plain; charset=utf-8",
  ".py": "text/plain; charset=utf-8",
  ".json": "application/json",
  ".zip": "application/zip",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
};

/**
 * The Content-Type a hosted file is served with, from its name. Anything not listed (HTML and
 * SVG above all, which a browser would run as a page of this site) is a plain download.
 */
export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? "application/octet-stream";
}
