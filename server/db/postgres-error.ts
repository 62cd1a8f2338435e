/** An error PostgreSQL answered a query with: its SQLSTATE, and the constraint it names if any. */
export type PostgresError = Error & { code: string; constraint?: string };

/**
 * The first error in `error`'s cause chain whose SQLSTATE `matches` ("23505", a unique violation;
 * codes starting "22", a refused value). Drizzle wraps the driver's error, so the chain is searched.
 */
export function findPostgresError(
  error: unknown,
  matches: (code: string) => boolean,
): PostgresError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && matches(code)) return current as PostgresError;
  }
  return undefined;
}

/** A foreign-key violation (23503): a row elsewhere still names the one deleted; `constraint` says which. */
export function findForeignKeyViolation(error: unknown): PostgresError | undefined {
  return findPostgresError(error, (code) => code === "23503");
}
