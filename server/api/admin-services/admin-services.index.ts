import { ServiceAdminMessages } from "../../../shared/store/store-admin-messages.ts";
import {
  type AdminService,
  deleteService,
  getAdminService,
  listAdminServices,
  saveService,
  setServiceVisibility,
} from "../../services/store/manage-services.ts";
import { fileStorage } from "../../services/files/file-storage.ts";
import { postedFileErrors } from "../../services/store/store-uploads.ts";
import { validationHookWith } from "../../http/validation.ts";
import { createRouter, paginationJson } from "../router.ts";
import * as routes from "./admin-services.routes.ts";

export const toAdminServiceJson = (service: AdminService) => ({
  id: service.id,
  title: service.title,
  slug: service.slug,
  kind: service.kind,
  price: service.price,
  old_price: service.oldPrice,
  instructor: service.instructor,
  star: service.star,
  description_short: service.descriptionShort,
  description_full: service.descriptionFull,
  thumbnail: service.image,
  has_pdf: service.pdfFile !== null,
  status: service.status,
  sold_count: service.soldCount,
  owner_count: service.ownerCount,
  created_at: service.createdAt.toISOString(),
  updated_at: service.updatedAt.toISOString(),
});

export const adminServicesRouter = createRouter()
  .openapi(routes.listServices, async (c) => {
    const found = await listAdminServices(c.var.db, c.req.valid("query"));
    return c.json({ data: found.rows.map(toAdminServiceJson), pagination: paginationJson(found) }, 200);
  })
  .openapi(routes.getService, async (c) => {
    return c.json(
      { data: toAdminServiceJson(await getAdminService(c.var.db, c.req.valid("param").id)) },
      200,
    );
  })
  .openapi(
    routes.saveService,
    async (c) => {
      const { thumbnail, pdf, ...input } = c.req.valid("form");
      const saved = await saveService(c.var.db, c.var, c.var.user, input, { thumbnail, pdf });
      const message = input.id === undefined ? ServiceAdminMessages.created : ServiceAdminMessages.saved;
      return c.json({ message, data: toAdminServiceJson(await getAdminService(c.var.db, saved.id)) }, 200);
    },
    validationHookWith((fields, c) => postedFileErrors(fileStorage(c.var.config), fields)),
  )
  .openapi(routes.setServiceVisibility, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    const saved = await setServiceVisibility(c.var.db, c.var.user, input);
    const message = saved.status === 1 ? ServiceAdminMessages.shown : ServiceAdminMessages.hidden;
    return c.json({ message, data: toAdminServiceJson(await getAdminService(c.var.db, saved.id)) }, 200);
  })
  .openapi(routes.deleteService, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    await deleteService(c.var.db, c.var, c.var.user, input);
    return c.json({ message: ServiceAdminMessages.deleted }, 200);
  });
