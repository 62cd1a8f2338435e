/**
 * GET /admin/services/{id}/pdf: the PDF a guide or e-book sells, as uploaded (buyers get stamped
 * copies behind signed links; this one is for admins only, never cached), so that an admin can
 * check which file is attached before replacing it.
 */
import { Readable } from "node:stream";
import { ServiceAdminMessages } from "@shared/store/store-admin-messages";
import { getAdminService } from "@server/services/store/manage-services";
import { PDF_TYPE, privateFileKey } from "@server/services/store/ebook-files";
import { notFound } from "@server/services/service-error";
import { fileStorage } from "@server/services/files/file-storage";
import { formFailure } from "~/forms/form-action.server";
import { requireAdmin, rowIdOf } from "./admin-session.server";
import type { Route } from "./+types/service-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = rowIdOf(params.id, ServiceAdminMessages.notFound);
  let service;
  try {
    service = await getAdminService(context.db, id);
  } catch (error) {
    throw formFailure(error);
  }
  const key = privateFileKey(service.pdfFile);
  const file = key ? await fileStorage(context.config).get(key) : undefined;
  if (!file) throw formFailure(notFound(ServiceAdminMessages.noPdf));
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": PDF_TYPE,
      "Content-Length": String(file.info.size),
      "Content-Disposition": `inline; filename="${service.slug}.pdf"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
