import { findPostgresError } from "../../db/postgres-error.ts";

/**
 * Whether a failed query broke the named unique constraint (PostgreSQL error 23505). Inserting
 * and catching this is race-free where "look first, then insert" is not.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return findPostgresError(error, (code) => code === "23505")?.constraint === constraint;
}
