import { AppError, CSRF_HEADER, errorItem } from '@quire/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The guard of every GET that changes state (decision 033). The spec makes some state-changing
 * calls GETs (sign-out, the administrators' enable-free-correction, reset link, repushes and lock
 * override). A SameSite=Lax cookie still rides a top-level link from another site, so such a GET
 * passes only when it is the app's own: a valid X-CSRF-Token header (as every POST needs), or a
 * request the browser marks as coming from Quire's own pages (`Sec-Fetch-Site: same-origin`, which
 * no other site can make a browser send). No header at all is not enough: a client that sends no
 * Fetch Metadata sends the token.
 *
 * Used as a route's `preValidation` hook, after its access guard (so a caller without access
 * hears 401/403 first). A refusal is CSRF_INVALID (403), or 1080 when the token's session has
 * just expired, as the POST check answers.
 */
export async function stateChangingGet(request: FastifyRequest): Promise<void> {
  if (request.headers['sec-fetch-site'] === 'same-origin') return;
  if (request.server.csrf.verify(request, request.headers[CSRF_HEADER])) return;
  throw new AppError([errorItem(request.sessionState === 'expired' ? '1080' : 'CSRF_INVALID')]);
}
