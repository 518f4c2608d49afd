import { z } from 'zod';

// Pieces shared by the contracts of several areas.

/** A query-string field where an empty value (`?status=`) means "not given". */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
}

/** A query-string boolean: `true`/`1` and `false`/`0` (a JSON boolean passes as it is). */
export const booleanParam = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/** A page of a list: its total and the page asked for. */
export const pageFields = {
  totalCount: z.number().int(),
  pageNum: z.number().int(),
  recordsPerPage: z.number().int(),
};

/** A path's `:id` (a project, a group, a file); the service checks it with `isUuid` and answers 404 otherwise. */
export const idParams = z.object({ id: z.string().max(100) });

/** `page` and `limit` of a paged list: query strings arrive as text, so numbers are coerced, bounds enforced. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};
