import { z } from 'zod';

/** A query-string field where an empty value (`?status=`) means "not given". */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
}
