const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path's id can name a row with a uuid key. A malformed id names none: answering "none"
 * before the query keeps PostgreSQL from raising a cast error (a 500).
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
