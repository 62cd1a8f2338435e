import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { brands } from "../../db/schema/index.ts";
import { BrandMessages } from "../../../shared/brands/brand-messages.ts";
import type { AdminActor } from "../admin/audit-log.ts";
import { deleteRow } from "../admin/delete-row.ts";
import { checkEditVersion } from "../admin/stale-edit.ts";
import { notFound } from "../service-error.ts";
import { auditedBrand } from "./save-brand.ts";

/**
 * Deletes a brand, with its audit entry in the same transaction. `seen` is the version the admin
 * saw (the web's delete form always sends it): a brand changed since is not deleted. SPEC's
 * `GET brands/delete/{id}` carries no version, so Bearer clients delete whatever is there.
 */
export async function deleteBrand(db: Database, actor: AdminActor, id: number, seen?: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
    if (!current) throw notFound(BrandMessages.notFound);
    if (seen) checkEditVersion(current, seen, "brand");
    await deleteRow(tx, actor, { table: brands, entityType: "brand", id: id, before: auditedBrand(current) });
  });
}
