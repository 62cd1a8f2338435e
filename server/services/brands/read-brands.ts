import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { brands, type Brand } from "../../db/schema/index.ts";
import { BrandMessages } from "../../../shared/brands/brand-messages.ts";
import { notFound } from "../service-error.ts";

/** Every brand, newest first (/brand-list, `brands/allbrandlist`); an operator keeps a handful. */
export async function listBrands(db: Database): Promise<Brand[]> {
  return db.select().from(brands).orderBy(desc(brands.createdAt), desc(brands.id));
}

/** One brand (/edit-brand/{id}, `brands/brandrow/{id}`), or 404. */
export async function getBrand(db: Database, id: number): Promise<Brand> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  if (!brand) throw notFound(BrandMessages.notFound);
  return brand;
}
