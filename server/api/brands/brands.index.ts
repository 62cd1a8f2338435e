import { BrandMessages } from "../../../shared/brands/brand-messages.ts";
import type { Brand } from "../../db/schema/index.ts";
import { deleteBrand } from "../../services/brands/delete-brand.ts";
import { getBrand, listBrands } from "../../services/brands/read-brands.ts";
import { saveBrand } from "../../services/brands/save-brand.ts";
import { createRouter, jsonOrForm } from "../router.ts";
import * as routes from "./brands.routes.ts";

const toBrandJson = (brand: Brand) => ({
  id: brand.id,
  name: brand.name,
  description: brand.description,
  status: brand.status === 1 ? (1 as const) : (0 as const),
  created_at: brand.createdAt.toISOString(),
  updated_at: brand.updatedAt.toISOString(),
});

export const brandsRouter = createRouter()
  .openapi(routes.allBrandList, async (c) => {
    const brands = await listBrands(c.var.db);
    return c.json({ data: brands.map(toBrandJson) }, 200);
  })
  .openapi(routes.brandRow, async (c) => {
    const brand = await getBrand(c.var.db, c.req.valid("param").id);
    return c.json({ data: toBrandJson(brand) }, 200);
  })
  .openapi(routes.deleteBrand, async (c) => {
    await deleteBrand(c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ message: BrandMessages.deleted }, 200);
  })
  .openapi(routes.saveBrand, async (c) => {
    const input = jsonOrForm(c);
    const brand = await saveBrand(c.var.db, c.var.user, input);
    return c.json(
      {
        message: input.id === undefined ? BrandMessages.created : BrandMessages.saved,
        data: toBrandJson(brand),
      },
      200,
    );
  });
