import { AppError, CSRF_HEADER, errorItem } from '@quire/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hmac, randomToken, safeEqual } from '../lib/crypto';
import { cookieOptions, isApiRequest } from './session';

/** Cookie binding CSRF tokens of signed-out visitors (no session yet). */
export const ANON_CSRF_COOKIE = 'quire_csrf';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'route': the route checks the token itself (a multipart upload reading the
     * `authenticityToken` field calls `assertCsrfToken`); the header check is skipped for a
     * multipart/form-data body only (any other body is held to the header, decision 053).
     * 'api-key': the route authenticates by an API key in the Authorization header (the retailers'
     * API, modules/retail) and never by the session cookie, so a forged cross-site request, which
     * can carry the cookie but not the header, gets nothing: there is no session token to check.
     * Only a route whose guard ignores the session may say so.
     */
    csrf?: 'header' | 'route' | 'api-key';
  }
  interface FastifyInstance {
    csrf: CsrfTokens;
  }
}

export interface CsrfTokens {
  /** A token bound to the caller's session, or to a new anonymous cookie for a signed-out visitor. */
  issue(request: FastifyRequest, reply: FastifyReply): string;
  /** Whether `token` was issued to this caller's current session (or anonymous cookie). */
  verify(request: FastifyRequest, token: unknown): boolean;
}

/**
 * Tokens are `nonce.HMAC(secret, binding|nonce)`, where the binding is the session key, or the
 * anonymous cookie's value before sign-in. A new session at sign-in therefore invalidates every
 * token issued before it, and nothing is kept in process memory.
 */
export function createCsrfTokens(secret: string): CsrfTokens {
  const key = hmac(secret, 'quire-csrf-v1');
  const binding = (request: FastifyRequest): string | null => {
    if (request.sessionKey) return `s:${request.sessionKey}`;
    const anon = request.cookies[ANON_CSRF_COOKIE];
    return anon ? `a:${anon}` : null;
  };
  return {
    issue(request, reply) {
      let bound = binding(request);
      if (!bound) {
        const anon = randomToken(32);
        reply.setCookie(ANON_CSRF_COOKIE, anon, cookieOptions(request));
        request.cookies[ANON_CSRF_COOKIE] = anon;
        bound = `a:${anon}`;
      }
      const nonce = randomToken(16);
      return `${nonce}.${hmac(key, `${bound}|${nonce}`)}`;
    },
    verify(request, token) {
      if (typeof token !== 'string' || token.length > 200) return false;
      const bound = binding(request);
      const [nonce, mac, extra] = token.split('.');
      if (!bound || !nonce || !mac || extra !== undefined) return false;
      return safeEqual(mac, hmac(key, `${bound}|${nonce}`));
    },
  };
}

/** For routes with `config.csrf: 'route'` (multipart): check a token read from the form field. */
export function assertCsrfToken(request: FastifyRequest, token: unknown): void {
  if (!request.server.csrf.verify(request, token)) throw new AppError([errorItem('CSRF_INVALID')]);
}

/** Forgets the anonymous binding (at sign-in and sign-out), so tokens issued before no longer work. */
export function resetAnonymousCsrf(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[ANON_CSRF_COOKIE]) reply.clearCookie(ANON_CSRF_COOKIE, cookieOptions(request));
}

const isMultipart = (request: FastifyRequest): boolean =>
  /^\s*multipart\/form-data/i.test(String(request.headers['content-type'] ?? ''));

export const csrfPlugin = fp(
  async (app: FastifyInstance, { secret }: { secret: string }) => {
    app.decorate('csrf', createCsrfTokens(secret));

    // Runs after the session hook: the token is checked against the caller's session, before the
    // body is parsed, so no media type (text/plain, a form, odd JSON types) gets around it.
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || !isApiRequest(request)) return;
      const own = request.routeOptions.config.csrf;
      if (request.is404 || own === 'api-key') return;
      // A route that reads the token from its multipart form does so itself; any other body it is
      // sent cannot carry that field, so the header is checked here and the refusal is the same.
      if (own === 'route' && isMultipart(request)) return;
      if (!app.csrf.verify(request, request.headers[CSRF_HEADER])) {
        // The token was bound to a session that has just expired: say so, the client signs in again.
        // A cookie rotated moments ago: the client sends the request again with the new cookie.
        if (request.sessionState === 'rotated') throw new AppError([errorItem('SESSION_ROTATED')]);
        throw new AppError([errorItem(request.sessionState === 'expired' ? '1080' : 'CSRF_INVALID')]);
      }
    });
  },
  { name: 'quire-csrf', dependencies: ['quire-session'] },
);
