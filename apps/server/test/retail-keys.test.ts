import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './admin-helpers';
import type { TestApp, TestClient } from './helpers';
import { couponBook, issueKey, keyRow, retail, retailApp, submitCoupon } from './retail-helpers';

/**
 * The retailers' API keys: administrators issue, list and revoke them (audited); the key guard of
 * /api/retail (401 RETAILER_KEY_INVALID; never a session; failures limited per address).
 */
let t: TestApp;
let admin: TestClient;
let author: TestClient;
let request: { couponCode: string; ean: string };

const INVALID = {
  code: 'RETAILER_KEY_INVALID',
  payload: null,
  errors: [
    {
      code: 'RETAILER_KEY_INVALID',
      description: 'A valid retailer API key is required (Authorization: Bearer <key>).',
    },
  ],
};

beforeAll(async () => {
  ({ t, admin, author } = await retailApp());
  const book = await couponBook(t, author);
  const coupon = await submitCoupon(t, author, { eans: [book.ean] });
  request = { couponCode: coupon.code, ean: book.ean };
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('issuing, listing and revoking keys (administrators)', () => {
  it('issues a key answered once, keeps only its SHA-256 and prefix, and records it in the audit log', async () => {
    const res = await admin.post('/api/admin/retailer-keys', { name: '  Riverside Books ' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { key, secret } = res.json().payload;
    expect(secret).toMatch(/^qrk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Riverside Books',
      prefix: secret.slice(0, 8),
      revokedAt: null,
      lastUsedAt: null,
    });
    const row = await keyRow(t, key.id);
    expect(row?.key_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row?.prefix).toBe(secret.slice(0, 8));

    const list = (await admin.get('/api/admin/retailer-keys')).json().payload.keys;
    expect(list[0]).toEqual(key);
    expect(JSON.stringify(list)).not.toContain(secret);

    const [entry] = await auditOf(admin, key.id);
    expect(entry).toMatchObject({
      action: 'retailer-key.issue',
      actorEmail: 'admin@example.com',
      after: key,
    });
    expect(JSON.stringify(entry)).not.toContain(secret);

    // Two keys never share a secret.
    const other = await issueKey(admin);
    expect(other.secret).not.toBe(secret);
  });

  it('refuses an empty name with its message', async () => {
    const res = await admin.post('/api/admin/retailer-keys', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'name', description: 'Please enter the retailer.' }),
    ]);
  });

  it('answers 403 to an author and 401 signed out, before the input is read', async () => {
    const { id } = await issueKey(admin);
    expect((await author.get('/api/admin/retailer-keys')).statusCode).toBe(403);
    expect((await author.post('/api/admin/retailer-keys', { name: 'Mine' })).statusCode).toBe(403);
    expect((await author.request('DELETE', `/api/admin/retailer-keys/${id}`)).statusCode).toBe(403);
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await anon.get('/api/admin/retailer-keys')).statusCode).toBe(401);
    expect((await anon.post('/api/admin/retailer-keys', {})).statusCode).toBe(401);
    expect((await anon.request('DELETE', `/api/admin/retailer-keys/${id}`)).statusCode).toBe(401);
    expect((await keyRow(t, id))?.revoked_at).toBeNull();
  });

  it('answers 404 for a key that is not there', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-key']) {
      const res = await admin.request('DELETE', `/api/admin/retailer-keys/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('a key works once issued and stops at its revocation, which is audited once', async () => {
    const { id, secret } = await issueKey(admin, 'Harbour Books');
    const ok = await retail(t, 'check', request, { key: secret });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payload.applies).toBe(true);
    expect((await keyRow(t, id))?.last_used_at).not.toBeNull();

    const res = await admin.request('DELETE', `/api/admin/retailer-keys/${id}`);
    expect(res.statusCode).toBe(200);
    const key = res.json().payload.key;
    expect(key.revokedAt).not.toBeNull();
    const refused = await retail(t, 'check', request, { key: secret });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(INVALID);

    // Revoking it again changes nothing and records nothing more.
    const again = await admin.request('DELETE', `/api/admin/retailer-keys/${id}`);
    expect(again.json().payload.key).toEqual(key);
    const entries = await auditOf(admin, id);
    expect(entries.map((e) => e.action)).toEqual(['retailer-key.revoke', 'retailer-key.issue']);
    expect(entries[0]).toMatchObject({ before: { revokedAt: null }, after: { revokedAt: key.revokedAt } });
    const listed = (await admin.get('/api/admin/retailer-keys')).json().payload.keys;
    expect(listed.find((k: { id: string }) => k.id === id)).toEqual(key);
  });
});

describe('the key guard of /api/retail', () => {
  it('answers 401 RETAILER_KEY_INVALID without a key, with an unknown one or another scheme', async () => {
    const { secret } = await issueKey(admin);
    const cases = [
      { key: null },
      { key: `${secret.slice(0, -1)}x` },
      { key: 'qrk_' },
      { authorization: `Basic ${secret}` },
      { authorization: secret },
      { authorization: `Bearer ${'x'.repeat(500)}` },
    ];
    for (const c of cases) {
      const res = await retail(
        t,
        'redeem',
        { ...request, orderRef: 'A-1' },
        { ...c, remoteAddress: '198.51.100.1' },
      );
      expect(res.statusCode, JSON.stringify(c)).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
    expect((await retail(t, 'check', request, { key: secret })).statusCode).toBe(200);
  });

  it('is not satisfied by a session: an administrator signed in with a CSRF token still gets 401', async () => {
    for (const c of [admin, author]) {
      const res = await c.post('/api/retail/coupons/check', request);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('RETAILER_KEY_INVALID');
    }
  });

  it('takes no CSRF token: a key alone is enough, with or without a session cookie beside it', async () => {
    const { secret } = await issueKey(admin);
    const res = await admin.post('/api/retail/coupons/check', request, {
      csrf: false,
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.applies).toBe(true);
    // The session's own calls still need their token.
    const admins = await admin.post('/api/admin/retailer-keys', { name: 'No token' }, { csrf: false });
    expect(admins.json().code).toBe('CSRF_INVALID');
  });

  it('limits failed key checks per address: 20 a minute answer 401, then 429 for every call, a right key too', async () => {
    const { secret } = await issueKey(admin);
    const from = '203.0.113.77';
    for (let i = 0; i < 20; i += 1) {
      const res = await retail(t, 'check', request, { key: `qrk_wrong${i}`, remoteAddress: from });
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    const limited = await retail(t, 'check', request, { key: 'qrk_wrong', remoteAddress: from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const right = await retail(
      t,
      'redeem',
      { ...request, orderRef: 'R-1' },
      { key: secret, remoteAddress: from },
    );
    expect(right.statusCode).toBe(429);
    // Other addresses are not affected, and successes are not counted.
    for (let i = 0; i < 25; i += 1) {
      const res = await retail(t, 'check', request, { key: secret, remoteAddress: '203.0.113.78' });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('the API reference', () => {
  it("documents the retailers' calls with the bearer key, not the CSRF header", async () => {
    const spec = (await t.client().get('/api/docs/json')).json();
    expect(spec.components.securitySchemes.retailerKey).toEqual({ type: 'http', scheme: 'bearer' });
    for (const path of ['/api/retail/coupons/check', '/api/retail/coupons/redeem']) {
      const op = spec.paths[path].post;
      expect(op.security, path).toEqual([{ retailerKey: [] }]);
      expect(op.description).toContain('Authorization: Bearer');
      expect(op.description).toContain('COUPON_LIMIT_REACHED');
    }
    expect(spec.paths['/api/retail/coupons/redeem'].post.description).toContain('Idempotent');
    expect(spec.paths['/api/admin/retailer-keys'].post.security).toEqual([{ csrfToken: [] }]);
  });
});
