import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { adminClient, auditOf, customerIdOf } from './admin-helpers';
import { AUTHOR, buildTestApp, newAccount, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';

/**
 * The administrators' account-security actions (decision 026): reactivate a deactivated account, reset a
 * user's two-step verification; and a password reset that leaves two-step verification on.
 */
const U = '/api/admin/users';
let t: TestApp;
let admin: TestClient;
let author: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminClient(t);
  author = t.client();
  await author.signIn(AUTHOR);
});
afterAll(() => t.close());

/** A new account, signed in, with its credentials and customer id. */
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
  };
}

async function signIn(creds: { email: string; password: string }) {
  const c = t.client();
  await c.fetchCsrf();
  return { c, res: await c.post('/api/authentication/signin', creds) };
}

async function lastCode(to: string): Promise<string> {
  const code = (await outboxFor(t.database, to)).at(-1)?.text_body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Turns two-step on by e-mail the way the account holder does; answers the recovery codes. */
async function enableTwoStep(a: { c: TestClient; email: string; password: string }): Promise<string[]> {
  expect((await a.c.post('/api/account/reauthenticate', { password: a.password })).statusCode).toBe(200);
  expect((await a.c.post('/api/account/generateCode?type=EMAIL')).statusCode).toBe(200);
  const verified = await a.c.post(`/api/account/verifyotp?type=EMAIL&otp=${await lastCode(a.email)}`);
  expect(verified.statusCode, verified.body).toBe(200);
  const enabled = await a.c.post('/api/account/two-step/enable', { method: 'EMAIL' });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return enabled.json().payload.recoveryCodes;
}

async function deactivated() {
  const a = await account();
  const res = await admin.post(`${U}/deactivate-user`, { id: a.customerId, reason: 'tos violation' });
  expect(res.statusCode, res.body).toBe(200);
  return a;
}

describe('reactivate-user', () => {
  it('lets a deactivated user sign in again and records the trimmed reason', async () => {
    const a = await deactivated();
    expect((await signIn(a)).res.json().code).toBe('ACCOUNT_DEACTIVATED');
    const res = await admin.post(`${U}/reactivate-user`, { id: a.customerId, reason: '  Appeal accepted  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({
      customerId: a.customerId,
      deactivatedAt: null,
      deactivationReason: null,
    });
    const again = await signIn(a);
    expect(again.res.statusCode, again.res.body).toBe(200);
    expect((await again.c.get('/api/account/profile')).json().payload.email).toBe(a.email);
    const [entry] = await auditOf(admin, a.customerId);
    expect(entry).toMatchObject({
      action: 'user.reactivate',
      actorEmail: 'admin@example.com',
      reason: 'Appeal accepted',
      before: { deactivationReason: 'tos violation' },
      after: { deactivatedAt: null, deactivationReason: null },
    });
    expect(entry?.before.deactivatedAt).toEqual(expect.any(String));
  });

  it('and its audit entry commit together: a failing audit write leaves the account deactivated', async () => {
    const a = await deactivated();
    await t.database.db.execute(
      sql.raw(`create function refuse_audit() returns trigger language plpgsql as
               $$ begin raise exception 'audit refused'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()',
      ),
    );
    try {
      const res = await admin.post(`${U}/reactivate-user`, { id: a.customerId, reason: 'should not stick' });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_audit on audit_log'));
      await t.database.db.execute(sql.raw('drop function refuse_audit()'));
    }
    expect((await signIn(a)).res.json().code).toBe('ACCOUNT_DEACTIVATED');
    expect((await admin.get(`${U}/details/${a.customerId}`)).json().payload.deactivatedAt).not.toBeNull();
  });

  it('asks for a reason in the spec words, refuses an active account, 404 for an unknown one', async () => {
    const a = await deactivated();
    const blank = await admin.post(`${U}/reactivate-user`, { id: a.customerId, reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      expect.objectContaining({
        field: 'reason',
        description: 'Please state the reason for reactivating this user.',
      }),
    ]);
    const long = await admin.post(`${U}/reactivate-user`, { id: a.customerId, reason: 'x'.repeat(501) });
    expect(long.json().errors[0].field).toBe('reason');
    const active = await account();
    const notDeactivated = await admin.post(`${U}/reactivate-user`, { id: active.customerId, reason: 'Why' });
    expect(notDeactivated.statusCode).toBe(400);
    expect(notDeactivated.json().errors[0]).toMatchObject({
      field: 'id',
      description: 'This account is not deactivated.',
    });
    expect((await admin.post(`${U}/reactivate-user`, { id: 'C999999999', reason: 'Why' })).statusCode).toBe(
      404,
    );
    expect(await auditOf(admin, active.customerId)).toEqual([]);
  });

  it('is for administrators only', async () => {
    const a = await deactivated();
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await anon.post(`${U}/reactivate-user`, { id: a.customerId, reason: 'Why' })).statusCode).toBe(
      401,
    );
    expect((await author.post(`${U}/reactivate-user`, { id: a.customerId, reason: 'Why' })).statusCode).toBe(
      403,
    );
    expect((await signIn(a)).res.json().code).toBe('ACCOUNT_DEACTIVATED');
  });
});

describe('two-step verification: the administrator reads and resets it', () => {
  it('turns it off, deletes the recovery codes, e-mails the user through the outbox, and records it', async () => {
    const a = await account();
    const recoveryCodes = await enableTwoStep(a);
    const before = await admin.get(`${U}/two-step/${a.customerId}`);
    expect(before.json().payload).toEqual({
      enabled: true,
      method: 'EMAIL',
      recoveryCodesLeft: 10,
      totpPending: false,
      passkeys: 0,
    });
    expect((await signIn(a)).res.json().payload.twoStep).toBeDefined();

    const res = await admin.post(`${U}/reset-two-step`, { id: a.customerId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toEqual({
      twoStep: { enabled: false, method: null, recoveryCodesLeft: 0, totpPending: false, passkeys: 0 },
      emailed: true,
    });
    // The user signs in with the password alone; the old recovery codes are gone.
    const again = await signIn(a);
    expect(again.res.statusCode).toBe(200);
    expect(again.res.json().payload.user.email).toBe(a.email);
    const left = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from two_step_recovery_codes r join users u on u.id = r.user_id
            where u.customer_id = ${a.customerId}`,
      ),
    );
    expect(Number(left[0]?.n)).toBe(0);
    expect(recoveryCodes).toHaveLength(10);
    const mail = (await outboxFor(t.database, a.email)).at(-1);
    expect(mail).toMatchObject({ kind: 'two-step-reset' });
    expect(mail?.subject).toMatch(/Two-step verification was turned off/);
    expect(mail?.text_body).toMatch(/recovery codes no longer work/);
    const [entry] = await auditOf(admin, a.customerId);
    expect(entry).toMatchObject({
      action: 'user.reset-two-step',
      before: { twoStepMethod: 'EMAIL', recoveryCodesLeft: 10, passkeys: 0 },
      after: { twoStepMethod: null, recoveryCodesLeft: 0, passkeys: 0 },
    });
  });

  it('a failing audit write leaves two-step on and sends no e-mail', async () => {
    const a = await account();
    await enableTwoStep(a);
    const mails = (await outboxFor(t.database, a.email)).length;
    await t.database.db.execute(
      sql.raw(`create function refuse_audit() returns trigger language plpgsql as
               $$ begin raise exception 'audit refused'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()',
      ),
    );
    try {
      expect((await admin.post(`${U}/reset-two-step`, { id: a.customerId })).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_audit on audit_log'));
      await t.database.db.execute(sql.raw('drop function refuse_audit()'));
    }
    expect((await admin.get(`${U}/two-step/${a.customerId}`)).json().payload.enabled).toBe(true);
    expect(await outboxFor(t.database, a.email)).toHaveLength(mails);
  });

  it('refuses when it is off, for oneself, for an unknown user, and for anyone but an administrator', async () => {
    const a = await account();
    const off = await admin.post(`${U}/reset-two-step`, { id: a.customerId });
    expect(off.statusCode).toBe(400);
    expect(off.json().errors[0]).toMatchObject({
      field: 'id',
      description: 'Two-step verification is not on for this account.',
    });
    const me = await customerIdOf(t, 'admin@example.com');
    const self = await admin.post(`${U}/reset-two-step`, { id: me });
    expect(self.json().errors[0]).toMatchObject({
      field: 'id',
      description: 'You cannot reset the two-step verification of your own account.',
    });
    expect((await admin.post(`${U}/reset-two-step`, { id: 'C999999999' })).statusCode).toBe(404);
    expect((await admin.get(`${U}/two-step/C999999999`)).statusCode).toBe(404);
    expect((await admin.post(`${U}/reset-two-step`, {})).json().errors[0].field).toBe('id');

    await enableTwoStep(a);
    expect((await author.post(`${U}/reset-two-step`, { id: a.customerId })).statusCode).toBe(403);
    expect((await author.get(`${U}/two-step/${a.customerId}`)).statusCode).toBe(403);
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await anon.post(`${U}/reset-two-step`, { id: a.customerId })).statusCode).toBe(401);
    expect((await admin.get(`${U}/two-step/${a.customerId}`)).json().payload.enabled).toBe(true);
  });
});

describe('a password reset', () => {
  it('leaves two-step verification on: the new password still needs the second step', async () => {
    const a = await account();
    await enableTwoStep(a);
    const link = await admin.get(`${U}/generate-password-reset-token/${a.customerId}`);
    const token = new URL(link.json().payload.link).searchParams.get('forgotPassToken');
    const anon = t.client();
    await anon.fetchCsrf();
    const updated = await anon.post('/api/authentication/forgot-password-update', {
      forgotPassToken: token,
      password: 'Fresh9Quill',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const { res } = await signIn({ email: a.email, password: 'Fresh9Quill' });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.user).toBeUndefined();
    expect(res.json().payload.twoStep).toMatchObject({ method: 'EMAIL', sentTo: expect.any(String) });
    expect((await admin.get(`${U}/two-step/${a.customerId}`)).json().payload).toMatchObject({
      enabled: true,
      method: 'EMAIL',
      recoveryCodesLeft: 10,
    });
  });
});
