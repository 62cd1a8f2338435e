import { sql } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps, timestamptz } from "./columns.ts";
import { users } from "./users.ts";

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
    ...timestamps(),
    /** When an admin marked it handled (the reply was sent); null while it waits. */
    handledAt: timestamptz("handled_at"),
    handledBy: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("enquiries_created_at_idx").on(t.createdAt.desc()),
    // The admin list's default: the ones still waiting, newest first.
    index("enquiries_open_idx")
      .on(t.createdAt.desc())
      .where(sql`${t.handledAt} is null`),
  ],
);

export type Enquiry = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;
