import type { z } from 'zod';

/**
 * `true` when a hand-written interface and a contract's schema describe the same payload: the same
 * keys, and every value of the interface one the schema accepts (the interface may narrow the
 * schema's `string` to one of the domain's enumerations). `conforming` (below) checks it where the
 * schema is declared.
 */
export type Conforms<T, S extends z.ZodType> = [
  Exclude<keyof T, keyof z.output<S>>,
  Exclude<keyof z.output<S>, keyof T>,
] extends [never, never]
  ? T extends z.output<S>
    ? true
    : false
  : false;

/**
 * Types a schema as answering the domain's interface `T` it conforms to (`T` narrows some of the
 * schema's strings to enumerations), so `ResponseOf` and `z.infer` give the interface. The schema
 * itself is unchanged: it still validates and strips what it did before. Fails to compile when the
 * two drift apart: `export const projectSchema = conforming<Project>()(z.object({ … }));`
 */
export function conforming<T>() {
  return <S extends z.ZodType>(schema: S, ..._drifted: Conforms<T, S> extends true ? [] : [never]) =>
    schema as S & z.ZodType<T>;
}
