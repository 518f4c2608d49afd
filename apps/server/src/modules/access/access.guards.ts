import { AppError, errorItem, hasPermission, type LoggedInUser } from '@quire/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The one permission check. Every protected route uses `requireUser` or `requirePermission(...)` as
 * its preHandler; a route that only reads the user when there is one uses `optionalUser`.
 */

/** An expired session answers 1080 wherever the caller's identity matters. */
function rejectExpired(request: FastifyRequest): void {
  if (request.sessionState === 'expired') throw new AppError([errorItem('1080')]);
}

export async function optionalUser(request: FastifyRequest): Promise<void> {
  rejectExpired(request);
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  rejectExpired(request);
  if (!request.user) throw new AppError([errorItem('UNAUTHORIZED')]);
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
