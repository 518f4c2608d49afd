import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR, buildTestApp, countRows, HOUR, MINUTE, type TestApp } from './helpers';

const EXPIRED = {
  code: '1080',
  payload: null,
  errors: [{ code: '1080', description: 'Your Session has Expired. Please sign in again...' }],
};

describe('sessions: idle and absolute time-outs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores only a SHA-256 of the session id', async () => {
    const c = t.client();
    await c.signIn(AUTHOR);
    const sid = c.cookies.get('quire_sid')!;
    expect(await countRows(t.database, 'sessions', `id_hash = '${sid}'`)).toBe(0);
    const { sha256 } = await import('../src/lib/crypto');
    expect(await countRows(t.database, 'sessions', `id_hash = '${sha256(sid)}'`)).toBe(1);
  });

  it('after 30 minutes idle the next call answers 401 1080, deletes the row and clears the cookie', async () => {
    const c = t.client();
    await c.signIn(AUTHOR);
    const sid = c.cookies.get('quire_sid')!;
    const { sha256 } = await import('../src/lib/crypto');
    t.clock.advance(29 * MINUTE);
    expect((await c.get('/api/authentication/session')).json().payload.user.email).toBe(AUTHOR.email);
    // Activity resets the idle timer.
    t.clock.advance(29 * MINUTE);
    expect((await c.get('/api/authentication/session')).json().payload.user.email).toBe(AUTHOR.email);
    t.clock.advance(31 * MINUTE);
    const res = await c.get('/api/authentication/session');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
    expect(await countRows(t.database, 'sessions', `id_hash = '${sha256(sid)}'`)).toBe(0);
    expect(res.cookies.find((k) => k.name === 'quire_sid')?.value).toBe('');
    // The cookie is gone: the client is simply signed out now.
    expect((await c.get('/api/authentication/session')).json().payload.user).toBeNull();
  });

  it('12 hours after sign-in the session ends even when active', async () => {
    const c = t.client();
    await c.signIn(AUTHOR);
    // 35 calls 20 minutes apart: 11 h 40 min, never idle for long.
    for (let i = 0; i < 35; i++) {
      t.clock.advance(20 * MINUTE);
      expect((await c.get('/api/authentication/session')).statusCode).toBe(200);
    }
    t.clock.advance(21 * MINUTE);
    const res = await c.get('/api/feature_model');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('an expired session on a protected state-changing route answers 1080, not UNAUTHORIZED or CSRF', async () => {
    const c = t.client();
    await c.signIn({ email: 'admin@example.com', password: 'Admin2026' });
    t.clock.advance(31 * MINUTE);
    const res = await c.put('/api/admin/feature_model/EDD', { enabled: false });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('1080');
  });

  it('sign-in removes sessions that have expired', async () => {
    const a = t.client();
    await a.signIn(AUTHOR);
    t.clock.advance(2 * HOUR);
    const b = t.client();
    await b.signIn(AUTHOR);
    const { sha256 } = await import('../src/lib/crypto');
    expect(
      await countRows(t.database, 'sessions', `id_hash = '${sha256(a.cookies.get('quire_sid')!)}'`),
    ).toBe(0);
  });

  it('marks the cookie Secure when the request came over TLS through a trusted proxy', async () => {
    const proxied = await buildTestApp({ trustProxy: true });
    try {
      const c = proxied.client();
      const tokenRes = await c.request('GET', '/api/authentication/csrf-token', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      c.csrfToken = tokenRes.json().payload.token;
      expect(tokenRes.cookies.find((k) => k.name === 'quire_csrf')).toMatchObject({ secure: true });
      const res = await c.request('POST', '/api/authentication/signin', {
        body: AUTHOR,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const cookie = res.cookies.find((k) => k.name === 'quire_sid') as { secure?: boolean } | undefined;
      expect(cookie?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});
