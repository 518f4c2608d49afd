import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { adminClient, auditOf } from './admin-helpers';
import { invite, setSharing, shareKeyFor } from './contributor-helpers';
import { AUTHOR, buildTestApp, newAccount, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';
import { addPasskey, SoftAuthenticator, TEST_ORIGIN } from './passkey-helpers';

/**
 * A passkey as the second step after the password (decision 048), turning two-step on by passkey,
 * the last passkey that two-step asks for, a contributor's share key with a passkey sign-in, and
 * the administrator's two-step reset, which removes the passkeys too (audit log, e-mail, history).
 */
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminClient(t);
});
afterAll(() => t.close());

type Res = { json(): { errors?: { code: string }[] } };
const codeOf = (res: Res) => res.json().errors?.[0]?.code;

async function account() {
  const body = newAccount();
  const c = t.client();
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/create-account', body);
  expect(res.statusCode, res.body).toBe(200);
  await c.fetchCsrf();
  return {
    c,
    email: body.email,
    password: body.password,
    customerId: res.json().payload.user.customerId as string,
    auth: new SoftAuthenticator(TEST_ORIGIN),
  };
}

type Account = Awaited<ReturnType<typeof account>>;

async function enableByPasskey(a: Account) {
  const res = await a.c.post('/api/account/two-step/enable', { method: 'PASSKEY' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().payload.recoveryCodes).toHaveLength(10);
}

async function passwordStep(a: Account) {
  const c = t.client();
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/signin', { email: a.email, password: a.password });
  expect(res.statusCode, res.body).toBe(200);
  return { c, pending: res.json().payload.twoStep };
}

async function secondStepOptions(c: TestClient, pendingToken: string) {
  const res = await c.post('/api/authentication/two-step/passkey/options', { pendingToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.options;
}

describe('a passkey as the second step', () => {
  it('turns two-step on by passkey, and the password then asks for the passkey', async () => {
    const a = await account();
    const none = await a.c.post('/api/account/two-step/enable', { method: 'PASSKEY' });
    expect(codeOf(none)).toBe('PASSKEY_NONE');
    await addPasskey(a.c, a.auth, 'Laptop');
    await enableByPasskey(a);
    expect((await a.c.get('/api/account/two-step')).json().payload).toMatchObject({
      enabled: true,
      method: 'PASSKEY',
      passkeys: 1,
    });

    const mails = (await outboxFor(t.database, a.email)).length;
    const { c, pending } = await passwordStep(a);
    expect(pending).toMatchObject({ method: 'PASSKEY', sentTo: null, passkey: true });
    expect(await outboxFor(t.database, a.email)).toHaveLength(mails); // no code sent
    const options = await secondStepOptions(c, pending.pendingToken);
    expect(options.allowCredentials.map((x: { id: string }) => x.id)).toEqual([
      a.auth.credentials[0]?.id.toString('base64url'),
    ]);
    const done = await c.post('/api/authentication/two-step/passkey', {
      pendingToken: pending.pendingToken,
      response: a.auth.assert(options),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().payload.user.email).toBe(a.email);
    await c.fetchCsrf();
    const events = (await c.get('/api/account/security-history')).json().payload.events;
    expect(events[0]).toMatchObject({ kind: 'passkey.second-step', passkeyName: 'Laptop' });
    const mail = (await outboxFor(t.database, a.email)).at(-1);
    expect(mail).toMatchObject({ kind: 'passkey-sign-in' });
    expect(mail?.text_body).toContain('completed two-step verification after your password');
  });

  it('is offered beside the e-mail code, and refuses a passkey of another account', async () => {
    const a = await account();
    const b = await account();
    await addPasskey(a.c, a.auth);
    await addPasskey(b.c, b.auth);
    // Two-step by e-mail, as the account holder turns it on (the code verified in this session).
    expect((await a.c.post('/api/account/generateCode?type=EMAIL')).statusCode).toBe(200);
    const code = (await outboxFor(t.database, a.email)).at(-1)?.text_body.match(/\b(\d{6})\b/)?.[1];
    expect((await a.c.post(`/api/account/verifyotp?type=EMAIL&otp=${code}`)).statusCode).toBe(200);
    expect((await a.c.post('/api/account/two-step/enable', { method: 'EMAIL' })).statusCode).toBe(200);

    const { c, pending } = await passwordStep(a);
    expect(pending).toMatchObject({ method: 'EMAIL', passkey: true });
    const options = await secondStepOptions(c, pending.pendingToken);
    const theirs = await c.post('/api/authentication/two-step/passkey', {
      pendingToken: pending.pendingToken,
      response: b.auth.assert(options, { credential: b.auth.credentials[0] }),
    });
    expect(codeOf(theirs)).toBe('PASSKEY_NOT_RECOGNISED');
    expect(theirs.headers['set-cookie'] ?? '').not.toContain('quire_sid=');
    // Another challenge for the right passkey (the first went with the refused answer).
    const again = await secondStepOptions(c, pending.pendingToken);
    const replayed = a.auth.assert(options);
    expect(
      codeOf(
        await c.post('/api/authentication/two-step/passkey', {
          pendingToken: pending.pendingToken,
          response: replayed,
        }),
      ),
    ).toBe('PASSKEY_CHALLENGE_USED');
    const done = await c.post('/api/authentication/two-step/passkey', {
      pendingToken: pending.pendingToken,
      response: a.auth.assert(again),
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('answers 1080 for a pending sign-in that does not exist', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.post('/api/authentication/two-step/passkey/options', {
      pendingToken: 'x'.repeat(43),
    });
    expect(codeOf(res)).toBe('1080');
  });
});

describe('the last way to sign in', () => {
  it('keeps the last passkey while two-step asks for one; another method or a second passkey frees it', async () => {
    const a = await account();
    const first = await addPasskey(a.c, a.auth, 'Laptop');
    await enableByPasskey(a);
    const refused = await a.c.request('DELETE', `/api/account/passkeys/${first.id}`);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'PASSKEY_LAST_SIGN_IN_WAY']);
    const second = await addPasskey(a.c, a.auth, 'Phone');
    expect((await a.c.request('DELETE', `/api/account/passkeys/${first.id}`)).statusCode).toBe(200);
    expect(codeOf(await a.c.request('DELETE', `/api/account/passkeys/${second.id}`))).toBe(
      'PASSKEY_LAST_SIGN_IN_WAY',
    );
    expect((await a.c.request('DELETE', '/api/account/two-step')).statusCode).toBe(200);
    expect((await a.c.request('DELETE', `/api/account/passkeys/${second.id}`)).statusCode).toBe(200);
  });
});

describe('a contributor signs in with a passkey and a share key', () => {
  it("opens a session acting for the sharing author's account", async () => {
    const owner = t.client();
    const me = (await owner.signIn(AUTHOR)).json().payload.user;
    await setSharing(t.database, AUTHOR.email, true);
    const a = await account();
    await addPasskey(a.c, a.auth);
    expect((await invite(owner, { email: a.email, permissions: ['ORDER_COPY'] })).statusCode).toBe(200);
    const key = await shareKeyFor(t.database, a.email);
    const c = t.client();
    await c.fetchCsrf();
    const options = (await c.post('/api/authentication/passkey/options')).json().payload.options;
    const res = await c.post('/api/authentication/passkey/signin', {
      response: a.auth.assert(options),
      authorShareKey: key,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.user.actingFor.customerId).toBe(me.customerId);
  });
});

describe("the administrator's two-step reset", () => {
  it('removes the passkeys too, records it in the audit log and the history, and e-mails the user', async () => {
    const a = await account();
    await addPasskey(a.c, a.auth, 'Laptop');
    await addPasskey(a.c, a.auth, 'Phone');
    await enableByPasskey(a);
    expect((await admin.get(`/api/admin/users/two-step/${a.customerId}`)).json().payload).toMatchObject({
      method: 'PASSKEY',
      passkeys: 2,
    });
    const res = await admin.post('/api/admin/users/reset-two-step', { id: a.customerId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.twoStep).toMatchObject({ enabled: false, passkeys: 0 });
    const left = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from passkeys p join users u on u.id = p.user_id where u.email = ${a.email}`,
      ),
    );
    expect(Number(left[0]?.n)).toBe(0);
    const [entry] = await auditOf(admin, a.customerId);
    expect(entry).toMatchObject({
      action: 'user.reset-two-step',
      before: { twoStepMethod: 'PASSKEY', passkeys: 2 },
      after: { twoStepMethod: null, passkeys: 0 },
    });
    const mail = (await outboxFor(t.database, a.email)).at(-1);
    expect(mail).toMatchObject({ kind: 'two-step-reset' });
    expect(mail?.text_body).toContain('Your 2 passkeys were removed too.');
    const events = (await a.c.get('/api/account/security-history')).json().payload.events;
    expect(events[0]).toMatchObject({ kind: 'two-step.reset', device: 'Support' });
    // The removed passkey signs in nowhere.
    const c = t.client();
    await c.fetchCsrf();
    const options = (await c.post('/api/authentication/passkey/options')).json().payload.options;
    expect(
      codeOf(await c.post('/api/authentication/passkey/signin', { response: a.auth.assert(options) })),
    ).toBe('PASSKEY_NOT_RECOGNISED');
  });

  it('resets an account whose only second factor is a passkey (two-step off)', async () => {
    const a = await account();
    await addPasskey(a.c, a.auth);
    const res = await admin.post('/api/admin/users/reset-two-step', { id: a.customerId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.twoStep.passkeys).toBe(0);
  });
});
