/** Small helpers shared by the projects repositories. */

/** Rows of db.execute() on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Lowest trigram word similarity a suggestion needs (decision 010): one typo in a word of 6+ letters passes. */
export const SIMILARITY = 0.4;

/** True when an error is PostgreSQL's unique violation of `constraint` (pg and PGlite alike). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const c = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (c.code === '23505') return c.constraint === constraint;
    e = c.cause;
  }
  return false;
}

export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
