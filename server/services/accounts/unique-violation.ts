/**
 * Whether a failed query broke the named unique constraint (PostgreSQL error 23505). Drizzle
 * wraps the driver's error, so the `cause` chain is searched. Inserting and catching this is
 * race-free where "look first, then insert" is not.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const pgError = current as Error & { code?: string; constraint?: string };
    if (pgError.code === "23505") return pgError.constraint === constraint;
  }
  return false;
}
