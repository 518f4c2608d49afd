import { z } from 'zod';

/**
 * A row id: an RFC 9562 UUID (what the database generates). Route parameters take any short text
 * (`idParams`), and the service asks `isUuid` before it looks a row up, so a malformed id answers
 * the same 404 as an unknown one rather than a 400 that would say the id's shape was the problem.
 */
export const uuidSchema = z.uuid();

/**
 * Whether `value` is such an id. A service that answers NOT_FOUND for an id it does not know asks
 * this first, so a malformed id answers the same 404 without reaching the database (where a
 * `uuid` column would refuse it with an error).
 */
export function isUuid(value: unknown): value is string {
  return uuidSchema.safeParse(value).success;
}
