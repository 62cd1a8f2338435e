import { PdfFileMessages, PdfFolderMessages } from "../../../shared/library/library-admin-messages.ts";
import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "../../../shared/library/library-messages.ts";
import { validationHookWith } from "../../http/validation.ts";
import {
  deletePdfFile,
  getAdminPdfFile,
  listAdminPdfFiles,
  pdfFileSaveErrors,
  savePdfFile,
  setPdfFileVisibility,
  type AdminPdfFile,
} from "../../services/library/manage-pdf-files.ts";
import {
  deletePdfFolder,
  getAdminPdfFolder,
  listAdminPdfFolders,
  savePdfFolder,
  setPdfFolderVisibility,
  type AdminPdfFolder,
} from "../../services/library/manage-pdf-folders.ts";
import { pdfFilePath } from "../../services/library/pdf-urls.ts";
import { createRouter, paginationJson } from "../router.ts";
import * as routes from "./admin-library.routes.ts";

const toFolderJson = (folder: AdminPdfFolder) => ({
  id: folder.id,
  name: folder.name,
  slug: folder.slug,
  short_name: folder.shortName,
  sort_order: folder.sortOrder,
  status: folder.status,
  pdf_count: folder.pdfCount,
  download_only: folder.id === DOWNLOAD_ONLY_PDF_CATEGORY_ID,
  created_at: folder.createdAt.toISOString(),
  updated_at: folder.updatedAt.toISOString(),
});

const toFileJson = (pdf: AdminPdfFile) => ({
  id: pdf.id,
  category_id: pdf.categoryId,
  category_name: pdf.categoryName,
  name: pdf.name,
  slug: pdf.slug,
  source: pdf.source,
  file_url: pdf.filePath ? pdfFilePath(pdf.slug) : null,
  size_bytes: pdf.sizeBytes,
  view_url: pdf.viewUrl,
  download_link: pdf.downloadLink,
  sort_order: pdf.sortOrder,
  status: pdf.status,
  created_at: pdf.createdAt.toISOString(),
  updated_at: pdf.updatedAt.toISOString(),
});

export const adminLibraryRouter = createRouter()
  .openapi(routes.listPdfFolders, async (c) => {
    const found = await listAdminPdfFolders(c.var.db, c.req.valid("query"));
    return c.json({ data: found.rows.map(toFolderJson), pagination: paginationJson(found) }, 200);
  })
  .openapi(routes.getPdfFolder, async (c) => {
    return c.json({ data: toFolderJson(await getAdminPdfFolder(c.var.db, c.req.valid("param").id)) }, 200);
  })
  .openapi(routes.savePdfFolder, async (c) => {
    const input = c.req.valid("form");
    const saved = await savePdfFolder(c.var.db, c.var.user, input);
    const message = input.id === undefined ? PdfFolderMessages.created : PdfFolderMessages.saved;
    return c.json({ message, data: toFolderJson(await getAdminPdfFolder(c.var.db, saved.id)) }, 200);
  })
  .openapi(routes.setPdfFolderVisibility, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    const saved = await setPdfFolderVisibility(c.var.db, c.var.user, input);
    const message = saved.status === 1 ? PdfFolderMessages.shown : PdfFolderMessages.hidden;
    return c.json({ message, data: toFolderJson(await getAdminPdfFolder(c.var.db, saved.id)) }, 200);
  })
  .openapi(routes.deletePdfFolder, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    await deletePdfFolder(c.var.db, c.var.user, input);
    return c.json({ message: PdfFolderMessages.deleted }, 200);
  })
  .openapi(routes.listPdfFiles, async (c) => {
    const found = await listAdminPdfFiles(c.var.db, c.req.valid("query"));
    return c.json(
      { data: found.rows.map(toFileJson), pagination: paginationJson(found), more: found.more },
      200,
    );
  })
  .openapi(routes.getPdfFile, async (c) => {
    return c.json({ data: toFileJson(await getAdminPdfFile(c.var.db, c.req.valid("param").id)) }, 200);
  })
  .openapi(
    routes.savePdfFile,
    async (c) => {
      const { pdf, ...input } = c.req.valid("form");
      const saved = await savePdfFile(c.var.db, c.var, c.var.user, input, pdf);
      const message = input.id === undefined ? PdfFileMessages.created : PdfFileMessages.saved;
      return c.json({ message, data: toFileJson(await getAdminPdfFile(c.var.db, saved.id)) }, 200);
    },
    validationHookWith((fields, c) => pdfFileSaveErrors(c.var.db, fields)),
  )
  .openapi(routes.setPdfFileVisibility, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    const saved = await setPdfFileVisibility(c.var.db, c.var.user, input);
    const message = saved.status === 1 ? PdfFileMessages.shown : PdfFileMessages.hidden;
    return c.json({ message, data: toFileJson(await getAdminPdfFile(c.var.db, saved.id)) }, 200);
  })
  .openapi(routes.deletePdfFile, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    await deletePdfFile(c.var.db, c.var, c.var.user, input);
    return c.json({ message: PdfFileMessages.deleted }, 200);
  });
