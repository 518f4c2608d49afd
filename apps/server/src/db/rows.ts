/** Helpers every repository may use, whichever driver runs underneath. */

/** Rows of db.execute() on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** True when an error is PostgreSQL's unique violation of `constraint` (pg and PGlite alike). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const c = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (c.code === '23505') return c.constraint === constraint;
    e = c.cause;
  }
  return false;
}

/** SQLSTATEs of a lost or refused connection: class 08, and the server shutting down or starting up. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of a server that is down or unreachable (counted under a failed query only). */
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** What node-postgres says, without a code, when a connection ends or cannot be made in time. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;

/** Marks a failed connection attempt (client.ts), which no query wraps when a transaction begins. */
export function markDatabaseUnavailable<E>(error: E): E {
  if (error && typeof error === 'object') Object.assign(error, { databaseUnavailable: true });
  return error;
}

/**
 * True when an error says the database could not be reached (refused, lost, shutting down,
 * starting up, connect timeout), not that a statement was wrong: the request may succeed later.
 * A socket error counts only under a failed query (Drizzle's error carries the query), so one from
 * S3 or SMTP is not taken for the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let underQuery = false;
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const c = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      query?: unknown;
      databaseUnavailable?: unknown;
    };
    const code = typeof c.code === 'string' ? c.code : '';
    if (c.databaseUnavailable === true) return true;
    if (code.startsWith('08') || UNAVAILABLE_STATES.has(code)) return true;
    if (underQuery && UNAVAILABLE_SOCKET.has(code)) return true;
    if (typeof c.message === 'string' && UNAVAILABLE_MESSAGE.test(c.message)) return true;
    if (typeof c.query === 'string') underQuery = true;
    e = c.cause;
  }
  return false;
}
