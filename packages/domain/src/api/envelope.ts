/** The response envelope every `/api` call answers with (spec 1 §7, spec 3 §7). */
export const SUCCESS = 'SUCCESS' as const;

/** Code the client uses for a network failure (spec 3 §7). */
export const UNEXPECTED = 'UNEXPECTED' as const;

export interface ApiErrorItem {
  code: string;
  description: string;
  /** The form field the error belongs to, when there is one. */
  field?: string;
}

export interface ApiSuccess<T> {
  code: typeof SUCCESS;
  payload: T;
  errors: [];
}

export interface ApiFailure {
  code: string;
  payload: null;
  errors: ApiErrorItem[];
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export function success<T>(payload: T): ApiSuccess<T> {
  return { code: SUCCESS, payload, errors: [] };
}

export function failure(errors: ApiErrorItem[]): ApiFailure {
  const first = errors[0];
  return { code: first ? first.code : '0', payload: null, errors };
}

/**
 * A reply is an error when its code is present and not SUCCESS, or when there is no code and
 * the errors list is non-empty (spec 2 §8, spec 3 §7).
 */
export function isFailure(reply: { code?: string | null; errors?: unknown[] | null }): boolean {
  if (reply.code != null && reply.code !== '') return reply.code !== SUCCESS;
  return Array.isArray(reply.errors) && reply.errors.length > 0;
}

/** Name of the response header carrying the server time (epoch milliseconds). */
export const SERVER_TIME_HEADER = 'x-server-time';
/** Name of the response header carrying the request id. */
export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * Response headers of a signed-in call (decision 050): when the session ends if nothing else
 * happens (ISO 8601, server time), and when it ends regardless (its absolute lifetime).
 */
export const SESSION_IDLE_EXPIRES_HEADER = 'x-session-idle-expires';
export const SESSION_EXPIRES_HEADER = 'x-session-expires';
/** A request the client makes on its own (polling): it does not count as the user's activity. */
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';
/** Name of the request header carrying the CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';
/** Multipart form field that may carry the CSRF token instead of the header. */
export const CSRF_FORM_FIELD = 'authenticityToken';
