import type { z } from 'zod';

/**
 * One endpoint's contract: its method, path and zod schemas. The server's route takes its
 * schemas from here (`schema: { body: e.body, response: responses(e.response, …) }`) and the web's
 * `api/` infers its types from the same object (`ResponseOf<typeof e>`, `BodyOf<typeof e>`), so a
 * shape is written once. The web imports contracts with `import type` only: the schemas stay out of
 * the browser's bundle unless a screen validates with them on purpose.
 *
 * `path` is Fastify's spelling (`/api/project/:id/history`). `response` is the envelope's payload,
 * not the envelope. Schemas strip what they do not name, so a response never leaks a column.
 */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

/** Declares an endpoint, keeping its literal types for both sides. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** What the endpoint answers in the envelope's payload. */
export type ResponseOf<E extends Endpoint> = Out<E['response']>;
/** What a client sends as the body (the schema's input: defaults may be left out). */
export type BodyOf<E extends Endpoint> = In<E['body']>;
/** What a client sends as the query string. */
export type QueryOf<E extends Endpoint> = In<E['query']>;
/** The path's parameters. */
export type ParamsOf<E extends Endpoint> = In<E['params']>;
