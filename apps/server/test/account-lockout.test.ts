import { LOCKOUT_BASE_MS, LOCKOUT_THRESHOLD } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AUTHOR, buildTestApp, MINUTE, newAccount, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';

/** A fresh account, created through the API; answers its credentials. */
async function freshAccount(t: TestApp) {
  const body = newAccount();
  const c = t.client();
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/create-account', body);
  expect(res.statusCode).toBe(200);
  return {
    email: body.email,
    password: body.password,
    customerId: res.json().payload.user.customerId as string,
  };
}

async function attempt(c: TestClient, email: string, password: string) {
  await c.fetchCsrf();
  return c.post('/api/authentication/signin', { email, password });
}

async function failTimes(c: TestClient, email: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await attempt(c, email, 'Wrong1Password'));
  return answers;
}

describe('throttled sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it(`locks after ${LOCKOUT_THRESHOLD} failures, refuses the right password while locked, and the lock expires`, async () => {
    const account = await freshAccount(t);
    const c = t.client();
    const answers = await failTimes(c, account.email, LOCKOUT_THRESHOLD);
    expect(answers.slice(0, -1).map((r) => r.json().code)).toEqual(
      Array(LOCKOUT_THRESHOLD - 1).fill('30004'),
    );
    const locked = answers.at(-1)!;
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expect(locked.json().errors[0].description).toMatch(
      /reset your password with "Forgot password", or try again in 15 minutes \(after \d{1,2}:\d{2} [AP]M E[SD]T\)\.$/,
    );

    // The right password is refused the same way during the lock.
    const right = await attempt(c, account.email, account.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    expect(right.cookies.find((k) => k.name === 'quire_sid')).toBeUndefined();

    // Attempts during the lock do not extend it.
    t.clock.advance(LOCKOUT_BASE_MS - MINUTE);
    expect((await attempt(c, account.email, 'Wrong1Password')).json().errors[0].description).toContain(
      'in 1 minute',
    );
    t.clock.advance(MINUTE);
    const after = await attempt(c, account.email, account.password);
    expect(after.statusCode).toBe(200);
  });

  it('a failure after a lock has passed locks again, twice as long', async () => {
    const account = await freshAccount(t);
    const c = t.client();
    await failTimes(c, account.email, LOCKOUT_THRESHOLD);
    t.clock.advance(LOCKOUT_BASE_MS);
    const again = await attempt(c, account.email, 'Wrong1Password');
    expect(again.json().code).toBe('ACCOUNT_LOCKED');
    expect(again.json().errors[0].description).toContain('in 30 minutes');
  });

  it('a success clears the count', async () => {
    const account = await freshAccount(t);
    const c = t.client();
    await failTimes(c, account.email, LOCKOUT_THRESHOLD - 1);
    expect((await attempt(c, account.email, account.password)).statusCode).toBe(200);
    const next = await failTimes(c, account.email, LOCKOUT_THRESHOLD - 1);
    expect(next.map((r) => r.json().code)).toEqual(Array(LOCKOUT_THRESHOLD - 1).fill('30004'));
  });

  it('"Forgot password" gets the owner back in at once: the new password signs in during the lock', async () => {
    const account = await freshAccount(t);
    const c = t.client();
    await failTimes(c, account.email, LOCKOUT_THRESHOLD);
    expect((await attempt(c, account.email, account.password)).json().code).toBe('ACCOUNT_LOCKED');

    const anon = t.client();
    await anon.fetchCsrf();
    const answered = await anon.post('/api/authentication/forgot-password-question-answer', {
      email: account.email,
      question: 'What city were you born in?',
      answer: 'London',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const mail = (await outboxFor(t.database, account.email)).at(-1);
    const token = mail?.text_body.match(/forgotPassToken=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();
    const updated = await anon.post('/api/authentication/forgot-password-update', {
      forgotPassToken: token,
      password: 'Fresh8Ink',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await attempt(c, account.email, 'Fresh8Ink')).statusCode).toBe(200);
  });

  it('forgets an address a day after its last failure (the row is purged)', async () => {
    const { throttleKey } = await import('../src/modules/accounts/accounts.lockout');
    const c = t.client();
    const stale = `stale${Date.now()}@example.com`;
    await failTimes(c, stale, 1);
    const rows = async (email: string) =>
      JSON.stringify(await t.database.db.execute(sql`select email_key from sign_in_throttles`)).includes(
        throttleKey(email),
      );
    expect(await rows(stale)).toBe(true);
    t.clock.advance(25 * 60 * MINUTE);
    await failTimes(c, `fresh${Date.now()}@example.com`, 1);
    expect(await rows(stale)).toBe(false);
  });

  it('another account is unaffected', async () => {
    const a = await freshAccount(t);
    const b = await freshAccount(t);
    const c = t.client();
    await failTimes(c, a.email, LOCKOUT_THRESHOLD);
    expect((await attempt(c, a.email, a.password)).statusCode).toBe(429);
    expect((await attempt(c, b.email, b.password)).statusCode).toBe(200);
  });

  it('an unknown e-mail behaves like a known one: 30004, then the same lock', async () => {
    const c = t.client();
    const known = await freshAccount(t);
    const unknown = `nobody${Date.now()}@example.com`;
    const k = await failTimes(c, known.email, LOCKOUT_THRESHOLD);
    const u = await failTimes(c, unknown, LOCKOUT_THRESHOLD);
    const shape = (r: (typeof k)[number]) => ({
      status: r.statusCode,
      code: r.json().code,
      fields: r.json().errors.map((e: { field?: string }) => e.field ?? null),
    });
    expect(u.map(shape)).toEqual(k.map(shape));
    // No address is kept in clear.
    const rows = await t.database.db.execute(sql`select email_key from sign_in_throttles`);
    const keys = JSON.stringify(rows);
    expect(keys).not.toContain(unknown);
    expect(keys).not.toContain(known.email);
  });
});

describe('admin: account-reset-lockout and override-reset-lockout', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = t.client();
    await admin.signIn(ADMIN);
  });
  afterAll(() => t.close());

  it('reset forgets every failure and ends the lock; recorded in the audit log', async () => {
    const account = await freshAccount(t);
    const c = t.client();
    await failTimes(c, account.email, LOCKOUT_THRESHOLD);
    const status = await admin.get(`/api/admin/lockout-status?customerId=${account.customerId}`);
    expect(status.json().payload.lockout).toMatchObject({ locked: true, failures: LOCKOUT_THRESHOLD });

    const res = await admin.request(
      'DELETE',
      `/api/admin/account-reset-lockout?customerId=${account.customerId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({
      customerId: account.customerId,
      lockout: { locked: false, failures: 0, lockedUntil: null },
    });
    expect((await attempt(c, account.email, account.password)).statusCode).toBe(200);

    const log = await admin.get(`/api/admin/audit-log?targetId=${account.customerId}`);
    expect(log.json().payload.entries[0]).toMatchObject({
      action: 'user.account-reset-lockout',
      actorEmail: ADMIN.email,
      targetType: 'user',
      targetId: account.customerId,
      before: { locked: true, failures: LOCKOUT_THRESHOLD },
      after: { locked: false, failures: 0 },
    });
  });

  it('reset finds the account by vendorNumber (the spec query)', async () => {
    const c = t.client();
    await failTimes(c, AUTHOR.email, LOCKOUT_THRESHOLD);
    const session = await admin.get('/api/admin/lockout-status?email=author@example.com');
    const vendorNumber = session.json().payload.vendorNumber as string;
    expect(vendorNumber).toBeTruthy();
    const res = await admin.request(
      'DELETE',
      `/api/admin/account-reset-lockout?vendorNumber=${vendorNumber}`,
    );
    expect(res.json().payload.lockout.locked).toBe(false);
    expect((await attempt(c, AUTHOR.email, AUTHOR.password)).statusCode).toBe(200);
  });

  it('override ends the lock but keeps the count: the next failure locks again', async () => {
    const account = await freshAccount(t);
    const c = t.client();
    await failTimes(c, account.email, LOCKOUT_THRESHOLD);
    const res = await admin.get(`/api/admin/override-reset-lockout?customerId=${account.customerId}`, {
      headers: { 'x-csrf-token': admin.csrfToken! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.lockout).toMatchObject({ locked: false, failures: LOCKOUT_THRESHOLD });
    const next = await attempt(c, account.email, 'Wrong1Password');
    expect(next.json().code).toBe('ACCOUNT_LOCKED');
    expect(next.json().errors[0].description).toContain('in 30 minutes');
    const log = await admin.get(`/api/admin/audit-log?targetId=${account.customerId}`);
    expect(log.json().payload.entries[0].action).toBe('user.override-reset-lockout');
  });

  it('override by GET needs the CSRF header or a same-origin request; POST works too', async () => {
    const account = await freshAccount(t);
    const noToken = await admin.get(`/api/admin/override-reset-lockout?customerId=${account.customerId}`, {
      fetchSite: null,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe('CSRF_INVALID');
    const crossSite = await admin.get(`/api/admin/override-reset-lockout?customerId=${account.customerId}`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.json().code).toBe('CSRF_INVALID');
    const sameOrigin = await admin.get(`/api/admin/override-reset-lockout?customerId=${account.customerId}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const post = await admin.post(`/api/admin/override-reset-lockout?customerId=${account.customerId}`);
    expect(post.statusCode).toBe(200);
  });

  it('bad input, unknown account, signed out and non-admin', async () => {
    expect((await admin.request('DELETE', '/api/admin/account-reset-lockout')).statusCode).toBe(400);
    const missing = await admin.request('DELETE', '/api/admin/account-reset-lockout?vendorNumber=NOPE');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');

    const anon = t.client();
    await anon.fetchCsrf();
    expect((await anon.request('DELETE', '/api/admin/account-reset-lockout?email=a@b.co')).statusCode).toBe(
      401,
    );
    expect((await anon.post('/api/admin/override-reset-lockout?email=a@b.co')).statusCode).toBe(401);

    const author = t.client();
    await author.signIn(AUTHOR);
    const forbidden = await author.request(
      'DELETE',
      `/api/admin/account-reset-lockout?email=${AUTHOR.email}`,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    expect((await author.post(`/api/admin/override-reset-lockout?email=${AUTHOR.email}`)).statusCode).toBe(
      403,
    );
    expect(
      (
        await author.get(`/api/admin/override-reset-lockout?email=${AUTHOR.email}`, {
          headers: { 'x-csrf-token': author.csrfToken! },
        })
      ).statusCode,
    ).toBe(403);
    expect((await author.get(`/api/admin/lockout-status?email=${AUTHOR.email}`)).statusCode).toBe(403);
  });
});
