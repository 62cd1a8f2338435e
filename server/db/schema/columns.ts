import { sql } from "drizzle-orm";
import { customType, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL `tsvector`; drizzle has no built-in type for it. Read as text, never written (generated). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

/** A timestamptz column; every time in the schema carries its zone so that servers in other zones agree. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Fresh builders per table: drizzle column builders must not be shared between tables. */
export const timestamps = () => ({
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * SQL for a random, upper-case public code (`prefix` + 10 hex digits; `prefix` is trusted code, never input) used as a column default,
 * so rows inserted by seeds or by hand get an unguessable public id without app code.
 * gen_random_uuid() is built into PostgreSQL 13+, so no extension is needed.
 */
export const randomCode = (prefix = "") => {
  const code = "upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10))";
  return sql.raw(prefix ? `('${prefix}' || ${code})` : `(${code})`);
};

/** PostgreSQL `bytea`, read and written as a Buffer (node-postgres's own mapping). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType() {
    return "bytea";
  },
});
