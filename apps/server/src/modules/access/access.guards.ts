import {
  AppError,
  appError,
  type ContributorPermission,
  contributorMay,
  contributorRule,
  errorItem,
  hasPermission,
  type LoggedInUser,
} from '@quire/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The one permission check. Every protected route uses `requireUser` or `requirePermission(...)` as
 * its `preValidation` hook, so a caller who may not call it is refused (401, 403) before its input
 * is validated: a 400 listing the fields would tell a stranger what the route takes. A route that
 * only reads the user when there is one uses `optionalUser`. (The role × endpoint test,
 * test/role-matrix.test.ts, holds the order for the account, contributor and admin routes.)
 */

/**
 * An expired session answers 1080 wherever the caller's identity matters; a contributor whose
 * access the author removed answers 34007 'Please contact the author for access' (spec 3 §4).
 */
function rejectExpired(request: FastifyRequest): void {
  if (request.sessionState === 'expired') throw new AppError([errorItem('1080')]);
  if (request.sessionState === 'rotated') throw appError('SESSION_ROTATED');
  if (request.sessionState === 'removed') throw appError('34007');
}

/**
 * A contributor acting for an author (spec 3 §6) reaches only what the domain's route rules grant:
 * their own account, the author's account by permission, nothing a rule does not name (403).
 */
function rejectOutOfScope(request: FastifyRequest): void {
  const user = request.user;
  if (!user?.actingFor) return;
  const rule = contributorRule(request.method, request.routeOptions.url ?? request.url);
  if (rule === 'own') return;
  if (rule === 'deny' || !contributorMay(user, rule)) throw appError('FORBIDDEN');
}

/**
 * For use inside services and routes: a contributor acting for an author needs one of `any`
 * (an author in their own account always passes). The reusable check behind the route rules.
 */
export function assertContributorMay(user: LoggedInUser, any: readonly ContributorPermission[]): void {
  if (!contributorMay(user, any)) throw appError('FORBIDDEN');
}

export async function optionalUser(request: FastifyRequest): Promise<void> {
  rejectExpired(request);
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  rejectExpired(request);
  if (!request.user) throw new AppError([errorItem('UNAUTHORIZED')]);
  rejectOutOfScope(request);
}

export function requirePermission(permission: string) {
  return async function requirePermissionHandler(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    if (!hasPermission(request.user?.permissions, permission)) throw new AppError([errorItem('FORBIDDEN')]);
  };
}

/** The signed-in user inside a handler behind `requireUser`. */
export function currentUser(request: FastifyRequest): LoggedInUser {
  if (!request.user) throw new AppError([errorItem('UNAUTHORIZED')]);
  return request.user;
}
