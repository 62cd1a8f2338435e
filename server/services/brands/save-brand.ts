import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { brands, type Brand } from "../../db/schema/index.ts";
import type { SaveBrandInput } from "../../../shared/brands/brand-schemas.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { lockForEdit } from "../admin/stale-edit.ts";

/** The brand as the audit log keeps it. */
export const auditedBrand = (brand: Brand) => ({
  id: brand.id,
  name: brand.name,
  description: brand.description,
  status: brand.status,
  updatedAt: brand.updatedAt.toISOString(),
});

/**
 * Adds a brand, or edits brand `id` if the admin saw its current version (`updated_at`); the
 * change and its audit entry are one transaction.
 */
export async function saveBrand(db: Database, actor: AdminActor, input: SaveBrandInput): Promise<Brand> {
  const fields = { name: input.name, description: input.description, status: input.status };
  return db.transaction(async (tx) => {
    if (input.id === undefined) {
      const [created] = await tx.insert(brands).values(fields).returning();
      await recordAudit(tx, actor, {
        action: "brand.create",
        entityType: "brand",
        entityId: created!.id,
        before: null,
        after: auditedBrand(created!),
      });
      return created!;
    }
    const before = await lockForEdit(tx, brands, input.id, input.updated_at!, "brand");
    const [updated] = await tx.update(brands).set(fields).where(eq(brands.id, input.id)).returning();
    await recordAudit(tx, actor, {
      action: "brand.update",
      entityType: "brand",
      entityId: input.id,
      before: auditedBrand(before),
      after: auditedBrand(updated!),
    });
    return updated!;
  });
}
