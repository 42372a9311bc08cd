/** PostgreSQL error codes (SQLSTATE) the server reacts to, read through Drizzle's wrapping of driver errors. */

/** unique_violation: an insert met a unique index (taken e-mail, booked reference...). */
export const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a database error: on the error itself (pg, PGlite) or on its `cause` (Drizzle's wrapper). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}
