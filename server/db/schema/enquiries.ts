import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/** Immigration-support enquiries (POST /public/send-email-immigration). */
export const enquiries = pgTable(
  "enquiries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    // Kept for abuse handling of this public form.
    ip: text("ip"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("enquiries_created_at_idx").on(t.createdAt.desc())],
);

export type Enquiry = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;
