import { AppError, appError, errorItem } from '@quire/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../config';
import type { RetailerKeyIdentity, RetailerKeysService } from './retail.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The retailer's API key the call authenticated with (set by requireRetailerKey). */
    retailerKey?: RetailerKeyIdentity;
  }
}

/** The whole key of `Authorization: Bearer <key>`, or null. */
export function bearerKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return /^Bearer +(\S+) *$/i.exec(header)?.[1] ?? null;
}

/**
 * The limit on every call of a retailers' route, per address (a route's `config.rateLimit`, counted
 * by @fastify/rate-limit before anything else runs, in Redis when REDIS_URL is set).
 */
export function retailCallLimit(rule: RateLimitRule) {
  return {
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request: FastifyRequest) => `retail:${request.ip}`,
  };
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function tooMany(reply: FastifyReply, ttlInSeconds: number | undefined): AppError {
  reply.header('retry-after', String(Math.max(1, ttlInSeconds ?? 60)));
  return new AppError([errorItem('RATE_LIMITED')]);
}

/**
 * The guard of the retailers' API (a route's `preValidation`): the call must carry
 * `Authorization: Bearer <key>` with a key an administrator issued and has not revoked; a missing,
 * unknown or revoked key answers 401 RETAILER_KEY_INVALID. It reads nothing of the session: a
 * session cookie, an administrator's included, never authorises these routes (mark them
 * `config.csrf: 'api-key'`). On success the key is `request.retailerKey`.
 *
 * Failed checks are limited per address (`failures`, 20 a minute by default). @fastify/rate-limit
 * counts calls, not outcomes, so the guard uses the plugin's manual limiter on the same store (Redis
 * when configured): it peeks before checking the key and counts only a failure. Once an address
 * has failed `failures.max` times in the window, every call from it answers 429 until the window
 * ends, a right key too: otherwise a guesser would learn which guess was right.
 */
export function createRequireRetailerKey(
  keys: Pick<RetailerKeysService, 'authenticate'>,
  failures: RateLimitRule,
) {
  let limiter: Limiter | null = null;
  const limiterOf = (request: FastifyRequest): Limiter => {
    limiter ??= request.server.createRateLimit({
      max: failures.max,
      timeWindow: failures.windowMs,
      keyGenerator: (r: FastifyRequest) => `retail-auth-failures:${r.ip}`,
    });
    return limiter;
  };

  return async function requireRetailerKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const limit = limiterOf(request);
    const seen = await limit(request, { increment: false });
    if (!seen.isAllowed && seen.remaining <= 0) throw tooMany(reply, seen.ttlInSeconds);
    const key = await keys.authenticate(bearerKeyOf(request));
    if (key) {
      request.retailerKey = key;
      return;
    }
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) throw tooMany(reply, counted.ttlInSeconds);
    throw appError('RETAILER_KEY_INVALID');
  };
}

export type RequireRetailerKey = ReturnType<typeof createRequireRetailerKey>;

/** The key of a call behind requireRetailerKey. */
export function currentRetailerKey(request: FastifyRequest): RetailerKeyIdentity {
  if (!request.retailerKey) throw appError('RETAILER_KEY_INVALID');
  return request.retailerKey;
}

/** How a retailer's system authenticates and is limited: the description every /api/retail call shares. */
export const RETAIL_AUTH =
  "For retailers' systems. Authenticate with the API key an administrator issued: `Authorization: Bearer qrk_…` (no session, no cookie, no CSRF token; a browser session, an administrator's too, is not enough). A missing, unknown or revoked key answers 401 RETAILER_KEY_INVALID. Limits per address: RATE_LIMIT_RETAIL_MAX calls a minute (600) on each route, and RATE_LIMIT_RETAIL_FAILURES_MAX failed key checks a minute (20) across the retailers' API: past either, 429 RATE_LIMITED with Retry-After, whatever the key, until the minute is over. The failures are counted by the key check itself, which @fastify/rate-limit's per-route limit cannot do: it counts calls, not outcomes.";
