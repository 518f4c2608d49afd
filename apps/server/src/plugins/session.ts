import type { LoggedInUser } from '@quire/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const SESSION_COOKIE = 'quire_sid';

/** What the accounts module answers for a session cookie. */
export type SessionResolution =
  | { state: 'valid'; key: string; user: LoggedInUser; userId: string }
  /** A contributor's session in an author's account after the author removed them (34007 on guarded calls). */
  | { state: 'removed'; key: string; userId: string }
  | { state: 'expired' };

export interface SessionResolver {
  /** Looks the raw cookie value up; an expired or unknown session is deleted and answers 'expired'. */
  resolve(rawId: string): Promise<SessionResolution>;
}

export type SessionState = 'none' | 'valid' | 'expired' | 'removed';

declare module 'fastify' {
  interface FastifyRequest {
    /** 'expired' when the request carried a session cookie that is past its idle or absolute limit. */
    sessionState: SessionState;
    /** SHA-256 of the session id, when the session is valid. */
    sessionKey: string | null;
    /** The signed-in user, when the session is valid. */
    user: LoggedInUser | null;
    userId: string | null;
  }
}

/** Cookie options: HttpOnly, SameSite=Lax, Secure when the request came over TLS. */
export function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, rawId: string) {
  reply.setCookie(SESSION_COOKIE, rawId, cookieOptions(request));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/**
 * Resolves the session cookie of every /api request into `request.user`. Which routes need a user
 * is decided by the access module's guards; this plugin only says who is calling.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, { resolver }: { resolver: SessionResolver }) => {
    app.decorateRequest('sessionState', 'none');
    app.decorateRequest('sessionKey', null);
    app.decorateRequest('user', null);
    app.decorateRequest('userId', null);

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return;
      const resolved = await resolver.resolve(raw);
      if (resolved.state === 'valid') {
        request.sessionState = 'valid';
        request.sessionKey = resolved.key;
        request.user = resolved.user;
        request.userId = resolved.userId;
        return;
      }
      if (resolved.state === 'removed') {
        // No user: the guards answer 34007; sign-out (no guard) still ends the session.
        request.sessionState = 'removed';
        request.sessionKey = resolved.key;
        return;
      }
      request.sessionState = 'expired';
      clearSessionCookie(request, reply);
    });
  },
  { name: 'quire-session', dependencies: ['@fastify/cookie'] },
);
