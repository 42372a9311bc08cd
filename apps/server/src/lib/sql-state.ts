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

/** Node's socket errors of a connection to the database that went away or never came. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * node-postgres' own messages for a connection it lost or could not get (they carry no code): the pool's wait
 * for a free connection ran out, the server closed the socket, a client broken by an earlier error.
 */
const CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Connection closed',
];

/**
 * Whether `error` says the database cannot be reached right now (down, restarting, out of connections) rather
 * than that the statement was wrong: SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down,
 * restarting), 53300 (too many connections), a socket error, or node-postgres' connection messages. The
 * request answers 503 `unavailable` (plugins/errors.ts): it is safe to retry, nothing was committed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth += 1) {
    const { code, cause, message } = current as { code?: unknown; cause?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300') return true;
      if (CONNECTION_ERRNOS.has(code)) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
    current = cause;
  }
  return false;
}
