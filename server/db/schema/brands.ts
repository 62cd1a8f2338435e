import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";

/** brands.status (SPEC "Brand"): 1 active, 0 inactive. */
export const BRAND_STATUS = { inactive: 0, active: 1 } as const;

export const brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    description: text("description"),
    status: smallint("status").notNull().default(BRAND_STATUS.active),
    ...timestamps(),
  },
  (t) => [
    index("brands_created_at_idx").on(t.createdAt.desc()),
    check("brands_status_chk", sql`status in (0, 1)`),
  ],
);

export type Brand = typeof brands.$inferSelect;
export type NewBrand = typeof brands.$inferInsert;
