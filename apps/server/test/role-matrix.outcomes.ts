import type { Caller, MatrixContext, Role } from './role-matrix.setup';
import { CONTRIBUTOR_ROLES, ROLES } from './role-matrix.setup';

/**
 * A row of the role × endpoint table: the route (method and Fastify URL pattern), what each caller
 * gets, and how the call is made. Outcomes:
 * - 'ok': 200 and SUCCESS; 'ok-raw': 200 with a body that is not the envelope (an XML feed, a file);
 * - 401: UNAUTHORIZED (not signed in); 403: FORBIDDEN (signed in, not allowed); 404: NOT_FOUND
 *   (not yours, or not there: ownership answers 404);
 * - { status, code }: the caller got past authorization and a business rule answered (a wrong
 *   code, a re-authentication still to do); `why` says so. `code: null`: an answer that is no
 *   envelope (a page's redirect, a public page not there).
 * A contributor acting for the owner reaches their *own* account under /api/account and
 * /api/authentication (the domain's contributor route rules, 'own'), so "ok" there is their own data.
 */
export type Outcome =
  | 'ok'
  | 'ok-raw'
  | 401
  | 403
  | 404
  | { status: number; code: string | null; why: string };
export type Expectations = Record<Role, Outcome>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Call {
  url: string;
  body?: unknown;
  raw?: Buffer;
  headers?: Record<string, string>;
  /** The socket's peer address; default 127.0.0.1 (a caller on the machine itself). */
  remoteAddress?: string;
}

export interface Row {
  method: Method;
  /** The route exactly as Fastify registered it. */
  route: string;
  expect: Expectations;
  /** Builds the request for one caller; default: the route itself, no body. */
  call?: (ctx: MatrixContext, caller: Caller) => Call | Promise<Call>;
  /**
   * 'fresh': the call ends or replaces the session it is made in (sign-in, sign-out), so it runs
   * in a new session of the caller; 'reauthenticated': a new session that has just entered its
   * password again (the settings that ask for it).
   */
  session?: 'fresh' | 'reauthenticated';
  /** Extra checks on a successful answer (whose data came back); for 'ok-raw', `{ body }`. */
  check?: (ctx: MatrixContext, caller: Caller, payload: Record<string, unknown>) => void;
  /**
   * The retailers' API (/api/retail): what a retailer's system gets calling with the key an
   * administrator issued (`Authorization: Bearer`, ctx.retailerKey) and no session, the call made as
   * for the anonymous caller. The callers above call without a key: a session is no key.
   */
  retailer?: Outcome;
}

// ── Expectation builders ──────────────────────────────────────────────────────────────────
export const all = (o: Outcome): Expectations => Object.fromEntries(ROLES.map((r) => [r, o])) as Expectations;
export const contributors = (o: Outcome) => Object.fromEntries(CONTRIBUTOR_ROLES.map((r) => [r, o]));
/** Public by design: everybody, signed in or not, gets the same answer. */
export const open = (o: Outcome = 'ok') => all(o);
/** The caller's own account: anyone signed in (a contributor: their own account). */
export const own = (o: Outcome = 'ok', rest: Partial<Expectations> = {}): Expectations => ({
  ...all(o),
  anonymous: 401,
  ...rest,
});
/** Administrators only; contributors never (a session inside someone's account has no admin power). */
export const adminOnly = (ok: 'ok' | 'ok-raw' = 'ok'): Expectations => ({
  ...all(403),
  anonymous: 401,
  admin: ok,
});
/** The owner's data by id: the owner; others 404; contributors refused by the route rules. */
export const ownersData = (rest: Partial<Expectations> = {}): Expectations => ({
  ...all(404),
  anonymous: 401,
  owner: 'ok',
  ...contributors(403),
  ...rest,
});
