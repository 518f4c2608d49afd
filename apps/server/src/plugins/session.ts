import {
  BACKGROUND_REQUEST_HEADER,
  type LoggedInUser,
  SESSION_EXPIRES_HEADER,
  SESSION_IDLE_EXPIRES_HEADER,
} from '@quire/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const SESSION_COOKIE = 'quire_sid';

/** When a session ends: idle (if nothing else happens) and absolute. */
export interface SessionTimes {
  idleExpiresAt: Date;
  expiresAt: Date;
}

/** What the accounts module answers for a session cookie. */
export type SessionResolution =
  | ({
      state: 'valid';
      key: string;
      user: LoggedInUser;
      userId: string;
      /** A new cookie id, when this request rotated it (an administrator changed the account's rights). */
      newId?: string;
      /** Opened with a share key: the contributors module looks up its grant (acting for an author). */
      contributorSession?: boolean;
    } & SessionTimes)
  /** A contributor's session in an author's account after the author removed them (34007 on guarded calls). */
  | { state: 'removed'; key: string; userId: string }
  /** The cookie held the session's id before a rotation moments ago (SESSION_ROTATED: the client retries). */
  | { state: 'rotated' }
  | { state: 'expired' };

export interface SessionResolver {
  /**
   * Looks the raw cookie value up; an expired or unknown session is deleted and answers 'expired'.
   * Without `activity` (the client's own polling) the idle timer is not reset.
   */
  resolve(rawId: string, options: { activity: boolean }): Promise<SessionResolution>;
  /** Gives the session (by key) a new cookie id; the old one stops working. */
  rotate(key: string): Promise<{ id: string } & SessionTimes>;
}

export type SessionState = 'none' | 'valid' | 'expired' | 'removed' | 'rotated';

declare module 'fastify' {
  interface FastifyInstance {
    sessionIds: Pick<SessionResolver, 'rotate'>;
  }
  interface FastifyRequest {
    /** 'expired' when the request carried a session cookie that is past its idle or absolute limit. */
    sessionState: SessionState;
    /** The session's key (the stable SHA-256 its rows refer to), when the session is valid. */
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
  // The times of the session the request came with (if any) are not the new cookie's.
  reply.removeHeader(SESSION_IDLE_EXPIRES_HEADER);
  reply.removeHeader(SESSION_EXPIRES_HEADER);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/**
 * Whether the request is for an /api route, by the route Fastify matched rather than the raw URL:
 * the router decodes the path, so `/%61pi/…` reaches an /api route while its URL does not start
 * with `/api/` (a raw-URL test would let such a request skip the session and the CSRF check).
 * A request no route matched is judged by its URL.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}

/** Tells the client when the session ends, so its warning is right (decision 050). */
function setTimesHeaders(reply: FastifyReply, times: SessionTimes) {
  reply.header(SESSION_IDLE_EXPIRES_HEADER, times.idleExpiresAt.toISOString());
  reply.header(SESSION_EXPIRES_HEADER, times.expiresAt.toISOString());
}

/**
 * A new session id for the caller's session at a change of its rights (re-authentication, password,
 * two-step on or off): the old cookie stops working at once; what belongs to the session (CSRF
 * tokens, re-authentication, contributor binding, codes) stays, as it refers to the session's key.
 */
export async function renewSessionId(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionState !== 'valid' || !request.sessionKey) return;
  const rotated = await request.server.sessionIds.rotate(request.sessionKey);
  setSessionCookie(request, reply, rotated.id);
  setTimesHeaders(reply, rotated);
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
    app.decorate('sessionIds', { rotate: (key: string) => resolver.rotate(key) });

    app.addHook('onRequest', async (request, reply) => {
      if (!isApiRequest(request)) return;
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return;
      const background = request.headers[BACKGROUND_REQUEST_HEADER] === '1';
      const resolved = await resolver.resolve(raw, { activity: !background });
      if (resolved.state === 'valid') {
        request.sessionState = 'valid';
        request.sessionKey = resolved.key;
        request.user = resolved.user;
        request.userId = resolved.userId;
        if (resolved.newId) setSessionCookie(request, reply, resolved.newId);
        setTimesHeaders(reply, resolved);
        return;
      }
      if (resolved.state === 'rotated') {
        // The cookie is left alone: the browser may already hold the new one.
        request.sessionState = 'rotated';
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
