import { appError, describeUserAgent, REAUTHENTICATION_WINDOW_MS, type SignedInSession } from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { LockoutService } from './accounts.lockout';
import { verifySecret } from './passwords';
import type { AccountRepositories } from './sessions.repository';

/** One of the account's signed-in sessions (the contract's type). */
export type SessionInfo = SignedInSession;

export interface SessionsServiceDeps {
  uow: UnitOfWork<AccountRepositories>;
  lockout: Pick<LockoutService, 'assertOpen' | 'failed' | 'succeeded'>;
  now: () => Date;
  /** Sessions idle or older than these have ended (they are not listed). */
  session: { idleMs: number; absoluteMs: number };
}

/**
 * The account's signed-in sessions, signing them out, and re-authentication: entering the
 * password again lets this session change e-mail, password, phone or the security answer for
 * REAUTHENTICATION_WINDOW_MS (5 minutes).
 */
export function createSessionsService(deps: SessionsServiceDeps) {
  const { uow, lockout, now, session } = deps;
  const repo = uow.repos;

  return {
    async list(userId: string, currentKey: string | null): Promise<SessionInfo[]> {
      const at = now().getTime();
      const rows = await repo.sessions.listOfUser(userId);
      return rows
        .filter(
          (r) =>
            at - r.lastSeenAt.getTime() <= session.idleMs && at - r.createdAt.getTime() <= session.absoluteMs,
        )
        .map((r) => ({
          id: r.publicId,
          device: describeUserAgent(r.userAgent),
          userAgent: r.userAgent,
          ip: r.ip,
          createdAt: r.createdAt.toISOString(),
          lastSeenAt: r.lastSeenAt.toISOString(),
          current: r.idHash === currentKey,
        }));
    },

    /** Signs out one session of the user's (NOT_FOUND for an unknown id or someone else's). */
    async signOut(
      userId: string,
      publicId: string,
      currentKey: string | null,
    ): Promise<{ current: boolean }> {
      const target = (await repo.sessions.listOfUser(userId)).find((r) => r.publicId === publicId);
      if (!target || (await repo.sessions.deleteByPublicId(userId, publicId)) === 0)
        throw appError('NOT_FOUND');
      return { current: target.idHash === currentKey };
    },

    /** "Sign out everywhere else": every session of the user but this one. */
    async signOutOthers(userId: string, currentKey: string): Promise<{ signedOut: number }> {
      return { signedOut: await repo.sessions.deleteOfUser(userId, currentKey) };
    },

    /**
     * POST /api/account/reauthenticate. A wrong password answers 30004 and counts towards the
     * sign-in lock like a failed sign-in.
     */
    async reauthenticate(userId: string, sessionKey: string, password: string): Promise<{ until: string }> {
      const user = await repo.users.byId(userId);
      if (!user) throw appError('UNAUTHORIZED');
      await lockout.assertOpen(user.email);
      if (!(await verifySecret(user.passwordHash, password))) {
        throw (await lockout.failed(user.email)) ?? appError('30004');
      }
      await lockout.succeeded(user.email);
      const at = now();
      await repo.sessions.setReauthenticated(sessionKey, at);
      return { until: new Date(at.getTime() + REAUTHENTICATION_WINDOW_MS).toISOString() };
    },

    /** When this session last entered the password, if within the window; null otherwise. */
    async recentlyAuthenticatedUntil(sessionKey: string | null): Promise<Date | null> {
      if (!sessionKey) return null;
      const row = await repo.sessions.byIdHash(sessionKey);
      if (!row?.reauthenticatedAt) return null;
      const until = row.reauthenticatedAt.getTime() + REAUTHENTICATION_WINDOW_MS;
      return until > now().getTime() ? new Date(until) : null;
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
