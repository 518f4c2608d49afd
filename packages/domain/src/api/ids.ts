import { z } from 'zod';

/**
 * A row id as the API takes it: an RFC 9562 UUID (what the database generates). One schema for
 * every route parameter and body field that names a row by id.
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
