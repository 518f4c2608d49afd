import { type ApiErrorItem, type ApiFailure, AppError, errorItem, failure, SUCCESS } from '@quire/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/rows';

export const errorItemSchema = z.object({
  code: z.string(),
  description: z.string(),
  field: z.string().optional(),
});

/** `{ code: "SUCCESS", payload, errors: [] }` around a payload schema, for responses and OpenAPI. */
export function successSchema<T extends z.ZodType>(payload: T) {
  return z.object({ code: z.literal(SUCCESS), payload, errors: z.array(errorItemSchema).max(0) });
}

export const failureSchema = z
  .object({ code: z.string(), payload: z.null(), errors: z.array(errorItemSchema).min(1) })
  .describe('The failure envelope: the first error code, no payload, every error with its field.');

/** Response schemas for a route: the success envelope for 200 and the failure envelope for the rest. */
export function responses<T extends z.ZodType>(payload: T, ...failureStatuses: number[]) {
  const out: Record<number, z.ZodType> = { 200: successSchema(payload) };
  for (const status of failureStatuses) out[status] = failureSchema;
  return out as { 200: ReturnType<typeof successSchema<T>> } & Record<number, z.ZodType>;
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Every zod issue as an error item keyed by its field ("address.city"). */
export function validationItems(issues: readonly ValidationIssue[]): ApiErrorItem[] {
  return issues.map((issue) => {
    const inner = issue.params?.params as { code?: unknown } | undefined;
    const code = typeof inner?.code === 'string' ? inner.code : 'VALIDATION';
    const field = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    const item: ApiErrorItem = { code, description: issue.message ?? 'Invalid' };
    if (field) item.field = field;
    return item;
  });
}

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_NOT_FOUND: 'ROUTE_NOT_FOUND',
};

const STATUS_CODES: Record<number, string> = {
  400: 'MALFORMED_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Turns anything thrown into a status and a failure envelope. Unknown errors become code 0. */
export function toFailure(error: unknown): { status: number; body: ApiFailure; expected: boolean } {
  if (error instanceof AppError) return { status: error.status, body: failure(error.items), expected: true };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, body: failure(validationItems(error.validation)), expected: true };
  }
  const e = error as Partial<FastifyError> | null;
  const mapped = e?.code ? FASTIFY_CODES[e.code] : undefined;
  if (mapped) {
    const status = e?.statusCode && e.statusCode < 500 ? e.statusCode : 400;
    return { status, body: failure([errorItem(mapped)]), expected: true };
  }
  if (e?.validation) {
    return { status: 400, body: failure(validationItems(e.validation)), expected: true };
  }
  const status = e?.statusCode;
  if (status && status >= 400 && status < 500) {
    return {
      status,
      body: failure([errorItem(STATUS_CODES[status] ?? 'MALFORMED_REQUEST')]),
      expected: true,
    };
  }
  // The database is down or unreachable: the request may succeed in a moment (no stack in the log).
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: failure([errorItem('DATABASE_UNAVAILABLE')]), expected: true };
  }
  return { status: 500, body: failure([errorItem('0')]), expected: false };
}

/** The error handler for the whole app: the envelope, never a stack trace. */
export function envelopeErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, expected } = toFailure(error);
  if (!expected) {
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
  } else if (status >= 500) {
    request.log.warn({ code: body.code }, 'request failed');
  }
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Sends a catalogue code as a failure envelope from a hook. */
export function sendFailure(reply: FastifyReply, code: string) {
  const err = new AppError([errorItem(code)]);
  return reply.status(err.status).type('application/json; charset=utf-8').send(failure(err.items));
}
