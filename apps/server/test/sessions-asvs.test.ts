import {
  BACKGROUND_REQUEST_HEADER,
  SESSION_EXPIRES_HEADER,
  SESSION_IDLE_EXPIRES_HEADER,
} from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/rows';
import { sha256 } from '../src/lib/crypto';
import { adminClient, targetAccount } from './admin-helpers';
import { actingContributor, freshAccount, invite, shareKeyFor } from './contributor-helpers';
import { AUTHOR, buildTestApp, HOUR, MINUTE, newAccount, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';
import { addPasskey, SoftAuthenticator, TEST_ORIGIN } from './passkey-helpers';

/**
 * Sessions at OWASP ASVS level 2 (decision 050): the idle and absolute limits (defaults and
 * configured), the client's own polling not counting as activity, the limits told in headers, and
 * a new session id at every sign-in and every change of the session's rights, after which the old
 * cookie answers 401 at once while the new one and the CSRF token the client holds keep working.
 */
const SESSION = '/api/authentication/session';
const SID = 'quire_sid';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Res = { headers: Record<string, unknown>; json(): { code: string } };
const codeOf = (res: Res) => res.json().code as string;

/** A browser holding only this cookie (a copy kept from before). */
function holding(sid: string): TestClient {
  const c = t.client();
  c.cookies.set(SID, sid);
  return c;
}

/** The old cookie gives nothing: 401, whether read at once or later. */
async function expectDead(sid: string) {
  const res = await holding(sid).get(SESSION);
  expect(res.statusCode, res.body).toBe(401);
  expect(['1080', 'SESSION_ROTATED']).toContain(codeOf(res));
  expect(res.json().payload).toBeNull();
}

async function expectSignedIn(c: TestClient, email: string) {
  const res = await c.get(SESSION);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().payload.user.email).toBe(email);
}

async function account() {
  const body = newAccount();
  const c = t.client();
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/create-account', body);
  expect(res.statusCode, res.body).toBe(200);
  await c.fetchCsrf();
  return { c, email: body.email, password: body.password };
}

async function verifyEmailCode(c: TestClient, email: string) {
  expect((await c.post('/api/account/generateCode?type=EMAIL')).statusCode).toBe(200);
  const code = (await outboxFor(t.database, email)).at(-1)?.text_body.match(/\b(\d{6})\b/)?.[1];
  expect((await c.post(`/api/account/verifyotp?type=EMAIL&otp=${code}`)).statusCode).toBe(200);
}

const iso = (res: Res, header: string) => new Date(String(res.headers[header])).getTime();

describe('idle and absolute limits', () => {
  it('tells the client when the session idles out and when it ends, in headers of every signed-in call', async () => {
    const c = t.client();
    await c.signIn(AUTHOR);
    const at = t.clock.now().getTime();
    const res = await c.get(SESSION);
    expect(Math.abs(iso(res, SESSION_IDLE_EXPIRES_HEADER) - (at + 30 * MINUTE))).toBeLessThan(MINUTE);
    expect(Math.abs(iso(res, SESSION_EXPIRES_HEADER) - (at + 12 * HOUR))).toBeLessThan(MINUTE);
    expect((await t.client().get(SESSION)).headers[SESSION_IDLE_EXPIRES_HEADER]).toBeUndefined();
  });

  it("the client's own polling does not keep the session alive; the user's calls do", async () => {
    const c = t.client();
    await c.signIn(AUTHOR);
    const background = { headers: { [BACKGROUND_REQUEST_HEADER]: '1' } };
    const first = await c.get(SESSION);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(5 * MINUTE);
      const polled = await c.get('/api/projects', background);
      expect(polled.statusCode).toBe(200);
      // Polling reads the session but does not move its idle end.
      expect(polled.headers[SESSION_IDLE_EXPIRES_HEADER]).toBe(first.headers[SESSION_IDLE_EXPIRES_HEADER]);
    }
    t.clock.advance(6 * MINUTE);
    const res = await c.get('/api/projects', background);
    expect(res.statusCode).toBe(401);
    expect(codeOf(res)).toBe('1080');

    const d = t.client();
    await d.signIn(AUTHOR);
    t.clock.advance(25 * MINUTE);
    expect((await d.get('/api/projects')).statusCode).toBe(200);
    t.clock.advance(25 * MINUTE);
    expect((await d.get('/api/projects', background)).statusCode).toBe(200);
  });

  it('the defaults are 30 minutes idle and 12 hours; the limits come from the environment', () => {
    expect(loadConfig({}).session).toEqual({
      idleMs: 30 * MINUTE,
      absoluteMs: 12 * HOUR,
      touchIntervalMs: MINUTE,
    });
    const short = loadConfig({ SESSION_IDLE_SECONDS: '120', SESSION_LIFETIME_SECONDS: '600' }).session;
    expect(short).toEqual({ idleMs: 120_000, absoluteMs: 600_000, touchIntervalMs: 12_000 });
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '30' })).toThrow(/SESSION_IDLE_SECONDS/);
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '15m' })).toThrow(/SESSION_IDLE_SECONDS/);
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '3600', SESSION_LIFETIME_SECONDS: '1800' })).toThrow(
      /SESSION_LIFETIME_SECONDS/,
    );
  });

  it('a server configured with short limits ends sessions by them (idle, then absolute), deleting the row', async () => {
    const s = await buildTestApp({
      session: loadConfig({ SESSION_IDLE_SECONDS: '120', SESSION_LIFETIME_SECONDS: '600' }).session,
    });
    try {
      const idle = s.client();
      await idle.signIn(AUTHOR);
      s.clock.advance(100_000);
      expect((await idle.get(SESSION)).json().payload.user.email).toBe(AUTHOR.email);
      s.clock.advance(121_000);
      const gone = await idle.get(SESSION);
      expect(gone.statusCode).toBe(401);
      expect(codeOf(gone)).toBe('1080');

      const busy = s.client();
      await busy.signIn(AUTHOR);
      const sid = busy.cookies.get(SID) as string;
      // Active every 100 s: never idle, but 10 minutes after sign-in it ends.
      for (let i = 0; i < 5; i++) {
        s.clock.advance(100_000);
        expect((await busy.get(SESSION)).statusCode).toBe(200);
      }
      s.clock.advance(101_000);
      const ended = await busy.get('/api/projects');
      expect(ended.statusCode).toBe(401);
      expect(codeOf(ended)).toBe('1080');
      // The row is removed, not only refused.
      const left = await s.database.db.execute(
        sql`select count(*)::int as n from sessions where token_hash = ${sha256(sid)}`,
      );
      expect(rowsOf<{ n: number }>(left)[0]?.n).toBe(0);
    } finally {
      await s.close();
    }
  });
});

describe('a new session id at every sign-in', () => {
  it('password sign-in and trade sign-in', async () => {
    for (const path of ['/api/authentication/signin', '/api/authentication/signintrade']) {
      const c = t.client();
      await c.signIn(AUTHOR);
      const old = c.cookies.get(SID) as string;
      const res = await c.post(path, AUTHOR);
      expect(res.statusCode, res.body).toBe(200);
      expect(c.cookies.get(SID)).not.toBe(old);
      // The old session's times are not told for the new cookie.
      expect(res.headers[SESSION_IDLE_EXPIRES_HEADER]).toBeUndefined();
      await expectDead(old);
      await c.fetchCsrf();
      await expectSignedIn(c, AUTHOR.email);
    }
  });

  it('the second step of a two-step sign-in', async () => {
    const { c, email, password } = await account();
    await verifyEmailCode(c, email);
    expect((await c.post('/api/account/two-step/enable', { method: 'EMAIL' })).statusCode).toBe(200);
    const old = c.cookies.get(SID) as string;
    const pending = (await c.post('/api/authentication/signin', { email, password })).json().payload.twoStep;
    const code = (await outboxFor(t.database, email)).at(-1)?.text_body.match(/\b(\d{6})\b/)?.[1];
    const done = await c.post('/api/authentication/two-step/verify', {
      pendingToken: pending.pendingToken,
      method: 'CODE',
      code,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(c.cookies.get(SID)).not.toBe(old);
    await expectDead(old);
    await expectSignedIn(c, email);
  });

  it('a passkey', async () => {
    const { c, email } = await account();
    const auth = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(c, auth);
    const old = c.cookies.get(SID) as string;
    const options = (await c.post('/api/authentication/passkey/options')).json().payload.options;
    const res = await c.post('/api/authentication/passkey/signin', { response: auth.assert(options) });
    expect(res.statusCode, res.body).toBe(200);
    expect(c.cookies.get(SID)).not.toBe(old);
    await expectDead(old);
    await expectSignedIn(c, email);
  });

  it("a contributor's share key: the new session acts for the author", async () => {
    const author = t.client();
    await author.signIn(AUTHOR);
    const creds = await freshAccount(t);
    expect(
      (await invite(author, { email: creds.email, permissions: ['PROJECT_DASHBOARD'] })).statusCode,
    ).toBe(200);
    const key = await shareKeyFor(t.database, creds.email);
    const c = t.client();
    await c.signIn(creds);
    const old = c.cookies.get(SID) as string;
    const res = await c.post('/api/authentication/signin', { ...creds, authorShareKey: key });
    expect(res.statusCode, res.body).toBe(200);
    expect(c.cookies.get(SID)).not.toBe(old);
    await expectDead(old);
    expect((await c.get(SESSION)).json().payload.user.actingFor).toBeTruthy();
  });
});

describe('a new session id at every change of rights', () => {
  it('re-authentication: the old cookie answers 401 at once and later; the CSRF token and the window carry over', async () => {
    const { c, email, password } = await account();
    const before = await c.get(SESSION);
    const old = c.cookies.get(SID) as string;
    const token = c.csrfToken;
    t.clock.advance(10 * MINUTE);
    const res = await c.post('/api/account/reauthenticate', { password });
    expect(res.statusCode, res.body).toBe(200);
    expect(c.cookies.get(SID)).not.toBe(old);
    // The absolute limit still counts from sign-in.
    expect(res.headers[SESSION_EXPIRES_HEADER]).toBe(before.headers[SESSION_EXPIRES_HEADER]);

    const stale = holding(old);
    stale.csrfToken = token;
    const rotated = await stale.get(SESSION);
    expect(rotated.statusCode).toBe(401);
    expect(codeOf(rotated)).toBe('SESSION_ROTATED');
    // A state-changing call with the old cookie and a valid token does nothing.
    const change = await stale.put('/api/account/profile', {
      firstName: 'Eve',
      lastName: 'Mallory',
      email,
      emailOptedIn: false,
      cellPhoneNumber: '',
      secretQuestion: 'What city were you born in?',
    });
    expect(change.statusCode).toBe(401);
    expect((await c.get('/api/account/profile')).json().payload.firstName).not.toBe('Eve');
    t.clock.advance(3 * MINUTE);
    expect(codeOf(await holding(old).get(SESSION))).toBe('1080');

    // The same token works with the new cookie, and the re-authentication belongs to the session.
    expect(c.csrfToken).toBe(token);
    const sessions = await c.get('/api/account/sessions');
    expect(sessions.json().payload.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const phone = await c.put('/api/account/profile', {
      firstName: 'Mary',
      lastName: 'Shelley',
      email,
      emailOptedIn: true,
      cellPhoneNumber: '202-555-0143',
      secretQuestion: 'What city were you born in?',
    });
    expect(phone.statusCode, phone.body).toBe(200);
  });

  it('a password change', async () => {
    const { c, email, password } = await account();
    const old = c.cookies.get(SID) as string;
    const res = await c.put('/api/account/profile', {
      firstName: 'Mary',
      lastName: 'Shelley',
      email,
      emailOptedIn: true,
      cellPhoneNumber: '',
      secretQuestion: 'What city were you born in?',
      password: 'Newer2Pass',
      currentPassword: password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(c.cookies.get(SID)).not.toBe(old);
    await expectDead(old);
    await expectSignedIn(c, email);
  });

  it('two-step turned on, then off', async () => {
    const { c, email } = await account();
    await verifyEmailCode(c, email);
    const beforeOn = c.cookies.get(SID) as string;
    expect((await c.post('/api/account/two-step/enable', { method: 'EMAIL' })).statusCode).toBe(200);
    expect(c.cookies.get(SID)).not.toBe(beforeOn);
    await expectDead(beforeOn);
    const beforeOff = c.cookies.get(SID) as string;
    const off = await c.request('DELETE', '/api/account/two-step');
    expect(off.statusCode, off.body).toBe(200);
    expect(c.cookies.get(SID)).not.toBe(beforeOff);
    await expectDead(beforeOff);
    await expectSignedIn(c, email);
  });

  it("an administrator's role change: the live session gets a new id at its next call, once", async () => {
    const admin = await adminClient(t);
    const target = await targetAccount(t);
    const old = target.client.cookies.get(SID) as string;
    const before = await target.client.get(SESSION);
    expect(
      (await admin.post('/api/admin/users/change-user-role', { id: target.customerId, role: 'ADMIN' }))
        .statusCode,
    ).toBe(200);
    // The next call rotates and holds the new rights; a call sent with the old cookie meanwhile is refused.
    const next = await target.client.post('/api/admin/users/search', {});
    expect(next.statusCode, next.body).toBe(200);
    const renewed = target.client.cookies.get(SID) as string;
    expect(renewed).not.toBe(old);
    expect(next.headers[SESSION_EXPIRES_HEADER]).toBe(before.headers[SESSION_EXPIRES_HEADER]);
    const raced = holding(old);
    raced.csrfToken = target.client.csrfToken;
    const refused = await raced.post('/api/admin/users/search', {});
    expect(refused.statusCode).toBe(401);
    expect(codeOf(refused)).toBe('SESSION_ROTATED');
    // Once: later calls keep the new id.
    expect((await target.client.get(SESSION)).headers['set-cookie']).toBeUndefined();
    expect(target.client.cookies.get(SID)).toBe(renewed);
  });

  it("a contributor's session stays bound to the author after its id changes", async () => {
    const author = t.client();
    await author.signIn(AUTHOR);
    const creds = await freshAccount(t);
    await invite(author, { email: creds.email, permissions: ['PROJECT_DASHBOARD'] });
    const c = t.client();
    await c.fetchCsrf();
    const key = await shareKeyFor(t.database, creds.email);
    expect((await c.post('/api/authentication/signin', { ...creds, authorShareKey: key })).statusCode).toBe(
      200,
    );
    await c.fetchCsrf();
    const old = c.cookies.get(SID) as string;
    expect((await c.post('/api/account/reauthenticate', { password: creds.password })).statusCode).toBe(200);
    await expectDead(old);
    expect((await c.get(SESSION)).json().payload.user.actingFor).toBeTruthy();
  });

  it("an author's change of a contributor's permissions: the contributor's session gets a new id at its next call", async () => {
    const author = t.client();
    await author.signIn(AUTHOR);
    const { client: c, id } = await actingContributor(t, author, ['PROJECT_DASHBOARD']);
    const old = c.cookies.get(SID) as string;
    const before = await c.get(SESSION);
    expect(before.json().payload.user.accessList).toEqual(['PROJECT_DASHBOARD']);

    const changed = await author.put(`/api/account/contributors/${id}`, { permissions: ['ORDER_COPY'] });
    expect(changed.statusCode, changed.body).toBe(200);
    // The next call holds the new rights under a new id; the session's window and its author stay.
    const next = await c.get(SESSION);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().payload.user.accessList).toEqual(['ORDER_COPY']);
    expect(next.json().payload.user.actingFor).toBeTruthy();
    const renewed = c.cookies.get(SID) as string;
    expect(renewed).not.toBe(old);
    expect(next.headers[SESSION_EXPIRES_HEADER]).toBe(before.headers[SESSION_EXPIRES_HEADER]);
    expect(codeOf(await holding(old).get(SESSION))).toBe('SESSION_ROTATED');
    // Once: later calls keep the new id; the author's own session is not touched.
    expect((await c.get(SESSION)).headers['set-cookie']).toBeUndefined();
    expect((await author.get(SESSION)).headers['set-cookie']).toBeUndefined();
  });
});
