/**
 * True when a query failed on a unique index (Postgres code 23505). Drizzle wraps the driver's
 * error, and PGlite and postgres.js name it differently, so the cause chain is searched.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
