import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AUTHOR, buildTestApp, countRows, newAccount, type TestApp } from './helpers';

describe('CSRF', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const CSRF_INVALID = {
    code: 'CSRF_INVALID',
    payload: null,
    errors: [
      {
        code: 'CSRF_INVALID',
        description: 'Your request could not be verified. Please reload the page and try again.',
      },
    ],
  };

  it('GET csrf-token answers { token } and is not cached', async () => {
    const res = await t.client().get('/api/authentication/csrf-token');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a state-changing call without a token answers 403 and changes nothing', async () => {
    const c = t.client();
    const res = await c.post('/api/authentication/signin', AUTHOR);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CSRF_INVALID);
    expect(c.cookies.has('quire_sid')).toBe(false);
  });

  it('a wrong or tampered token answers 403', async () => {
    const c = t.client();
    const token = await c.fetchCsrf();
    for (const bad of ['nonsense', `${token}x`, token.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A')), '']) {
      c.csrfToken = bad;
      const res = await c.post('/api/authentication/signin', AUTHOR, bad === '' ? { csrf: false } : {});
      expect(res.statusCode, bad).toBe(403);
    }
  });

  it("a token from another visitor's cookie does not work", async () => {
    const a = t.client();
    const b = t.client();
    await a.fetchCsrf();
    const tokenOfB = await b.fetchCsrf();
    a.csrfToken = tokenOfB;
    const body = newAccount();
    const res = await a.post('/api/authentication/create-account', body);
    expect(res.statusCode).toBe(403);
    expect(await countRows(t.database, 'users', `email = '${body.email}'`)).toBe(0);
  });

  it('sign-in invalidates the token issued before it; a fresh token works', async () => {
    const c = t.client();
    const before = await c.fetchCsrf();
    await c.post('/api/authentication/signin', ADMIN);
    c.csrfToken = before;
    const stale = await c.put('/api/admin/feature_model/EDD', { enabled: true });
    expect(stale.statusCode).toBe(403);
    await c.fetchCsrf();
    const fresh = await c.put('/api/admin/feature_model/EDD', { enabled: true });
    expect(fresh.statusCode).toBe(200);
  });

  it('sign-out invalidates the signed-in token', async () => {
    const c = t.client();
    await c.signIn(ADMIN);
    const token = c.csrfToken;
    await c.get('/api/authentication/logout');
    c.csrfToken = token;
    expect((await c.post('/api/authentication/signin', ADMIN)).statusCode).toBe(403);
  });

  it('checks PUT too, and lets GET through without a token', async () => {
    const c = t.client();
    await c.signIn(ADMIN);
    const put = await c.put('/api/admin/feature_model/EDD', { enabled: false }, { csrf: false });
    expect(put.statusCode).toBe(403);
    const edd = (await c.get('/api/feature_model'))
      .json()
      .payload.features.find((f: { flag: string }) => f.flag === 'EDD');
    expect(edd.enabled).toBe(true);
  });

  it('an unknown route answers 404 even without a token (there is nothing to protect)', async () => {
    const res = await t.client().request('DELETE', '/api/authentication/session', { csrf: false });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('assertCsrfToken accepts the form-field token a multipart upload would send', async () => {
    const { assertCsrfToken } = await import('../src/plugins/csrf');
    const c = t.client();
    const token = await c.fetchCsrf();
    const anon = c.cookies.get('quire_csrf')!;
    const request = {
      server: t.app,
      sessionKey: null,
      cookies: { quire_csrf: anon },
    } as unknown as Parameters<typeof assertCsrfToken>[0];
    expect(() => assertCsrfToken(request, token)).not.toThrow();
    expect(() => assertCsrfToken(request, 'forged.token')).toThrow(/CSRF_INVALID/);
    expect(() => assertCsrfToken(request, undefined)).toThrow(/CSRF_INVALID/);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      rateLimits: { signIn: { max: 3, windowMs: 60_000 }, createAccount: { max: 2, windowMs: 600_000 } },
    });
  });
  afterAll(() => t.close());

  it('sign-in: the attempt after the limit answers 429 RATE_LIMITED, per e-mail', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const wrong = { email: AUTHOR.email, password: 'Wrong2026' };
    for (let i = 0; i < 3; i++)
      expect((await c.post('/api/authentication/signin', wrong)).statusCode).toBe(401);
    const limited = await c.post('/api/authentication/signin', AUTHOR);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      payload: null,
      errors: [
        { code: 'RATE_LIMITED', description: 'Too many attempts. Please wait a minute and try again.' },
      ],
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another account from the same address is not blocked by this one.
    expect((await c.post('/api/authentication/signin', ADMIN)).statusCode).toBe(200);
  });

  it('create-account: limited per address', async () => {
    const c = t.client();
    await c.fetchCsrf();
    expect((await c.post('/api/authentication/create-account', newAccount())).statusCode).toBe(200);
    await c.fetchCsrf();
    expect((await c.post('/api/authentication/create-account', newAccount())).statusCode).toBe(200);
    await c.fetchCsrf();
    const body = newAccount();
    const res = await c.post('/api/authentication/create-account', body);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(await countRows(t.database, 'users', `email = '${body.email}'`)).toBe(0);
  });
});

describe('logging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ logLevel: 'trace' });
  });
  afterAll(() => t.close());

  it('logs each request with its id and never the password, answer, token or cookie', async () => {
    const c = t.client();
    const token = await c.fetchCsrf();
    const body = newAccount({ password: 'Secr3tQuill', secretAnswer: 'Hidden Valley' });
    const res = await c.post('/api/authentication/create-account', body);
    expect(res.statusCode).toBe(200);
    // Log a body the way a careless handler might: the redaction still applies at depth.
    t.app.log.info(
      {
        body,
        nested: { card: { cardNumber: '4111111111111111', cvv: '123' } },
        headers: { cookie: 'quire_sid=abc' },
      },
      'debug dump',
    );
    await c.get('/api/authentication/session?token=query-secret-value');
    const all = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(3);
    for (const secret of [
      'Secr3tQuill',
      'Hidden Valley',
      token,
      c.cookies.get('quire_sid')!,
      '4111111111111111',
      'quire_sid=abc',
      'query-secret-value',
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('[Redacted]');
    const reqId = res.headers['x-request-id'];
    expect(t.logs.some((l) => JSON.parse(l).reqId === reqId)).toBe(true);
  });
});
