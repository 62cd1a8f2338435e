import { defineConfig } from "drizzle-kit";

// `drizzle-kit generate` needs no database. The app applies the migrations itself at start
// (drizzle-orm's migrator, default journal table drizzle.__drizzle_migrations).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./drizzle",
  // Columns are named explicitly in snake_case in the schema; no automatic casing.
  strict: true,
  verbose: true,
  ...(process.env.DATABASE_URL ? { dbCredentials: { url: process.env.DATABASE_URL } } : {}),
});
