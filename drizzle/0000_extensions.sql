-- Custom migration: drizzle-kit does not emit CREATE EXTENSION. pg_trgm backs the gin_trgm_ops
-- indexes (search suggestions) created by the next migration, so it must run first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
