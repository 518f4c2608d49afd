import rateLimit from '@fastify/rate-limit';
import { AppError, errorItem } from '@quire/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Per-route limits (routes set `config.rateLimit`), counted in Redis when REDIS_URL is set so that
 * every process shares them, in memory otherwise. Exceeding one answers 429 RATE_LIMITED.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { redisUrl }: { redisUrl: string | null }) => {
    // ioredis is loaded only when Redis is configured (a lighter start).
    const redis = redisUrl
      ? new (await import('ioredis')).Redis(redisUrl, {
          connectTimeout: 1000,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        })
      : null;
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err }, 'redis error (rate limits)'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'quire-rl:' } : {}),
      // If Redis is unreachable, let the request through rather than lock everyone out.
      skipOnError: true,
      errorResponseBuilder: () => new AppError([errorItem('RATE_LIMITED')]),
    });
  },
  { name: 'quire-rate-limit' },
);
