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
