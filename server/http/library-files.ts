import type { Context } from "hono";
import { fileStorage } from "../services/files/file-storage.ts";
import { findPdfFile } from "../services/library/find-pdf-file.ts";
import type { AppEnv } from "./env.ts";
import { sendFile } from "./file-response.ts";

const PDF_NAME = /^(.+)\.pdf$/;

/**
 * GET /files/pdf/{slug}.pdf — a library PDF from our storage, inline for the viewer of
 * /pdf-details/{slug}; `?download=1` sends it as an attachment named after its slug. Only public
 * PDFs (the visibility rule); cached for an hour and revalidated by ETag.
 */
export async function servePdfFile(c: Context<AppEnv, "/files/pdf/:name">) {
  const slug = PDF_NAME.exec(c.req.param("name"))?.[1];
  const found = slug ? await findPdfFile(c.var.db, slug) : undefined;
  if (!found) return c.json({ message: "Not Found" }, 404);
  return sendFile(c, {
    storage: fileStorage(c.var.config),
    key: found.key,
    contentType: "application/pdf",
    cacheControl: "public, max-age=3600",
    downloadName: c.req.query("download") === undefined ? undefined : `${found.slug}.pdf`,
  });
}
