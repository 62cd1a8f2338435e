import { fileStorage } from "../../services/files/file-storage.ts";
import { findQaPdf, loadQaPdf } from "../../services/qa-pdf/qa-pdf.ts";
import { createRouter } from "../router.ts";
import * as routes from "./qa-pdf.routes.ts";

const NOT_FOUND = { message: "Category not found." };

/** Whether an If-None-Match header (a list of ETags, or "*") names `etag`. */
function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === `"${etag}"`;
  });
}

export const qaPdfRouter = createRouter().openapi(routes.generatePdf, async (c) => {
  const { slug } = c.req.valid("param");
  const options = {
    storage: fileStorage(c.var.config),
    publicUrl: c.var.config.publicUrl,
    logger: c.var.logger,
  };
  const version = await findQaPdf(c.var.db, slug, options);
  if (!version) return c.json(NOT_FOUND, 404);

  // Browsers and CDNs may keep the file but must ask again; an unchanged PDF then costs one small query.
  c.header("Cache-Control", "public, no-cache");
  if (matchesEtag(c.req.valid("header")["if-none-match"], version.etag)) {
    c.header("ETag", `"${version.etag}"`);
    return c.body(null, 304);
  }
  const pdf = await loadQaPdf(c.var.db, version, options);
  if (!pdf) return c.json(NOT_FOUND, 404);
  c.header("ETag", `"${pdf.etag}"`);
  c.header("Content-Type", "application/pdf");
  c.header("Content-Length", String(pdf.bytes.length));
  // Slugs are [a-z0-9-]; anything else is replaced so the header can never be broken.
  c.header("Content-Disposition", `attachment; filename="${version.filename.replace(/[^\w.-]/g, "_")}"`);
  return c.body(new Uint8Array(pdf.bytes), 200);
});
