import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

/**
 * With REDIS_URL, rate limits are shared by every process. Runs when TEST_REDIS_URL points at a
 * Redis server (CI's .ci/run sets it when one is up); skipped otherwise.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits in Redis are shared between processes', () => {
  let a: TestApp;
  let b: TestApp;
  const limits = { signIn: { max: 2, windowMs: 60_000 }, createAccount: { max: 2, windowMs: 60_000 } };
  beforeAll(async () => {
    a = await buildTestApp({ redisUrl: redisUrl!, rateLimits: limits });
    b = await buildTestApp({ redisUrl: redisUrl!, rateLimits: limits });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('attempts on one app count against the limit on the other', async () => {
    const email = `nobody.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    const attempt = { email, password: 'Wrong2026' };
    const ca = a.client();
    const cb = b.client();
    await ca.fetchCsrf();
    await cb.fetchCsrf();
    expect((await ca.post('/api/authentication/signin', attempt)).statusCode).toBe(401);
    expect((await cb.post('/api/authentication/signin', attempt)).statusCode).toBe(401);
    const third = await ca.post('/api/authentication/signin', attempt);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
  });
});
