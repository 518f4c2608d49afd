import {
  OTP_MAX_SENDS,
  OTP_MAX_WRONG,
  REAUTHENTICATION_WINDOW_MS,
  SECOND_STEP_MAX_WRONG,
} from '@quire/domain';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildTestApp, MINUTE, newAccount, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';

const base = loadConfig({});
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    jobs: { ...base.jobs, mode: 'off' },
    rateLimits: {
      signIn: { max: 1000, windowMs: 60_000 },
      createAccount: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

type Res = { json(): { errors?: { code: string }[] } };
const codes = (res: Res) => (res.json().errors ?? []).map((e: { code: string }) => e.code);
const PHONE = '202-555-0143';

async function rows(query: ReturnType<typeof sql>) {
  const result = await t.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/** A new account, signed in (create-account counts as entering the password). */
async function account(): Promise<{ c: TestClient; email: string; password: string }> {
  const body = newAccount();
  const c = t.client();
  await c.fetchCsrf();
  expect((await c.post('/api/authentication/create-account', body)).statusCode).toBe(200);
  await c.fetchCsrf();
  return { c, email: body.email, password: body.password };
}

/** The code of the latest message to `to` (e-mail address or mobile number). */
async function lastCode(to: string): Promise<string> {
  const mails = await outboxFor(t.database, to);
  const code = mails.at(-1)?.text_body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function verifyEmail(c: TestClient, email: string) {
  expect((await c.post('/api/account/generateCode?type=EMAIL')).statusCode).toBe(200);
  const res = await c.post(`/api/account/verifyotp?type=EMAIL&otp=${await lastCode(email)}`);
  expect(res.statusCode, res.body).toBe(200);
}

async function passwordStep(creds: { email: string; password: string }) {
  const c = t.client();
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/signin', creds);
  return { c, res };
}

function totpAt(secret: string, at: Date) {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

async function signedInUser(c: TestClient) {
  return (await c.get('/api/authentication/session')).json().payload.user;
}

describe('signed out', () => {
  it('answers 401 on every account call and 1080 on a made-up pending sign-in', async () => {
    const c = t.client();
    await c.fetchCsrf();
    for (const [method, url] of [
      ['POST', '/api/account/generateCode?type=EMAIL'],
      ['POST', '/api/account/resendCode?type=EMAIL'],
      ['POST', '/api/account/verifyotp?type=EMAIL&otp=123456'],
      ['GET', '/api/account/two-step'],
      ['POST', '/api/account/two-step/totp'],
      ['POST', '/api/account/two-step/recovery-codes'],
      ['DELETE', '/api/account/two-step'],
    ] as const)
      expect((await c.request(method, url)).statusCode, url).toBe(401);
    expect((await c.post('/api/account/two-step/enable', { method: 'EMAIL' })).statusCode).toBe(401);
    expect((await c.post('/api/account/two-step/totp/confirm', { code: '123456' })).statusCode).toBe(401);
    const pendingToken = 'x'.repeat(43);
    const res = await c.post('/api/authentication/two-step/verify', {
      pendingToken,
      method: 'CODE',
      code: '123456',
    });
    expect(codes(res)).toEqual(['1080']);
    expect(codes(await c.post('/api/authentication/two-step/resend', { pendingToken }))).toEqual(['1080']);
  });
});

describe('the verification dialog (generateCode, resendCode, verifyotp)', () => {
  it('refuses bad input on its key with the spec message', async () => {
    const { c } = await account();
    const res = await c.post('/api/account/verifyotp?type=EMAIL&otp=12a');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: 'otp',
      description: 'Please enter the one-time code.',
    });
    expect((await c.post('/api/account/verifyotp?type=FAX&otp=123456')).statusCode).toBe(400);
    expect((await c.post('/api/account/generateCode?type=FAX')).statusCode).toBe(400);
    const phone = await c.post('/api/account/resendCode?type=SMS&mobileNumber=102-555-0143');
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors[0]).toMatchObject({
      field: 'mobileNumber',
      description: 'Please enter a valid mobile phone number.',
    });
  });

  it('e-mails a 6-digit code kept only as an HMAC; wrong is 1090, right succeeds once', async () => {
    const { c, email } = await account();
    const sent = await c.post('/api/account/generateCode?type=EMAIL');
    expect(sent.json().payload).toEqual({ sentTo: email });
    const code = await lastCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await rows(
      sql`select c.* from one_time_codes c join users u on u.id = c.user_id where u.email = ${email}`,
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    const bad = await c.post(`/api/account/verifyotp?type=EMAIL&otp=${wrong(code)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      code: '1090',
      field: 'otp',
      description: 'Incorrect code. Please try again',
    });
    const ok = await c.post(`/api/account/verifyotp?type=EMAIL&otp=${code}`);
    expect(ok.json().payload).toEqual({ success: true, code: 'VERIFIED' });
    const again = await c.post(`/api/account/verifyotp?type=EMAIL&otp=${code}`);
    expect(codes(again)).toEqual(['1090']);
    expect(again.json().errors[0].description).toMatch(/expired or was replaced/);
  });

  it('a code expires after 10 minutes and a new one replaces the old', async () => {
    const { c, email } = await account();
    await c.post('/api/account/generateCode?type=EMAIL');
    const first = await lastCode(email);
    t.clock.advance(10 * MINUTE + 1000);
    expect(codes(await c.post(`/api/account/verifyotp?type=EMAIL&otp=${first}`))).toEqual(['1090']);
    await c.post('/api/account/resendCode?type=EMAIL');
    await c.post('/api/account/resendCode?type=EMAIL');
    const latest = await lastCode(email);
    const mails = await outboxFor(t.database, email);
    const previous = mails.at(-2)?.text_body.match(/\b(\d{6})\b/)?.[1] as string;
    if (previous !== latest)
      expect(codes(await c.post(`/api/account/verifyotp?type=EMAIL&otp=${previous}`))).toEqual(['1090']);
    expect((await c.post(`/api/account/verifyotp?type=EMAIL&otp=${latest}`)).statusCode).toBe(200);
  });

  it(`after ${OTP_MAX_WRONG} wrong entries answers 1091 and sends a new code; ${OTP_MAX_SENDS} codes an hour, then 1085`, async () => {
    const { c, email, password } = await account();
    await c.post('/api/account/generateCode?type=EMAIL');
    const first = await lastCode(email);
    for (let i = 1; i < OTP_MAX_WRONG; i++)
      expect(codes(await c.post(`/api/account/verifyotp?type=EMAIL&otp=${wrong(first)}`))).toEqual(['1090']);
    const burned = await c.post(`/api/account/verifyotp?type=EMAIL&otp=${wrong(first)}`);
    expect(codes(burned)).toEqual(['1091']);
    // The burned code's replacement went out at once.
    // Beside the new account's welcome e-mail.
    expect((await outboxFor(t.database, email)).filter((m) => m.kind === 'two-step-code')).toHaveLength(2);
    const second = await lastCode(email);
    if (second !== first)
      expect(codes(await c.post(`/api/account/verifyotp?type=EMAIL&otp=${first}`))).toEqual(['1090']);
    for (let i = 2; i < OTP_MAX_SENDS; i++)
      expect((await c.post('/api/account/resendCode?type=EMAIL')).statusCode).toBe(200);
    const limited = await c.post('/api/account/resendCode?type=EMAIL');
    expect(limited.statusCode).toBe(429);
    expect(codes(limited)).toEqual(['1085']);
    // An hour later (a new session: the old one idled out), codes go out again.
    t.clock.advance(61 * MINUTE);
    await c.signIn({ email, password });
    expect((await c.post('/api/account/resendCode?type=EMAIL')).statusCode).toBe(200);
  });

  it('adds a mobile number: 1077 until an e-mail code is verified, then a text whose code saves it', async () => {
    const { c, email } = await account();
    const early = await c.post(
      `/api/account/resendCode?type=SMS&mobileNumber=${encodeURIComponent('(202) 555-0143')}`,
    );
    expect(codes(early)).toEqual(['1077']);
    expect(codes(await c.post('/api/account/resendCode?type=SMS'))).toEqual(['1082']);
    await verifyEmail(c, email);
    const sent = await c.post('/api/account/generateCode?type=SMS&mobileNumber=2025550143');
    expect(sent.json().payload).toEqual({ sentTo: '***-***-0143' });
    const text = (await outboxFor(t.database, PHONE)).at(-1);
    expect(text).toMatchObject({ channel: 'sms', kind: 'two-step-code' });
    const ok = await c.post(`/api/account/verifyotp?type=SMS&otp=${await lastCode(PHONE)}`);
    expect(ok.json().payload).toEqual({ success: true, code: 'MOBILE_UPDATED' });
    expect((await c.get('/api/account/profile')).json().payload.cellPhoneNumber).toBe(PHONE);
    expect((await c.get('/api/account/two-step')).json().payload).toMatchObject({
      enabled: false,
      mobileNumber: '***-***-0143',
    });
  });

  it('a new mobile number needs a recent re-authentication', async () => {
    const { c, email } = await account();
    t.clock.advance(REAUTHENTICATION_WINDOW_MS + 1000);
    await verifyEmail(c, email);
    const res = await c.post('/api/account/resendCode?type=SMS&mobileNumber=2025550143');
    expect(codes(res)).toEqual(['REAUTHENTICATION_REQUIRED']);
  });
});

describe('two-step by e-mail', () => {
  it('turns on after a verified code, gives ten single-use recovery codes, and asks a second step at sign-in', async () => {
    const { c, email, password } = await account();
    expect(codes(await c.post('/api/account/two-step/enable', { method: 'EMAIL' }))).toEqual(['1077']);
    await verifyEmail(c, email);
    const on = await c.post('/api/account/two-step/enable', { method: 'EMAIL' });
    expect(on.statusCode, on.body).toBe(200);
    const recovery = on.json().payload.recoveryCodes as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const stored = await rows(
      sql`select r.code_hash from two_step_recovery_codes r join users u on u.id = r.user_id where u.email = ${email}`,
    );
    expect(stored).toHaveLength(10);
    for (const code of recovery) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    expect((await c.get('/api/account/two-step')).json().payload).toMatchObject({
      enabled: true,
      method: 'EMAIL',
      recoveryCodesLeft: 10,
    });

    // The password step: no session, a pending sign-in and a code by e-mail.
    const before = (await outboxFor(t.database, email)).length;
    const { c: b, res } = await passwordStep({ email, password });
    expect(res.statusCode).toBe(200);
    const pending = res.json().payload.twoStep;
    expect(pending).toMatchObject({ method: 'EMAIL', sentTo: email });
    expect(res.json().payload.user).toBeUndefined();
    expect(b.cookies.has('quire_sid')).toBe(false);
    expect(await signedInUser(b)).toBeNull();
    expect(await outboxFor(t.database, email)).toHaveLength(before + 1);
    const code = await lastCode(email);
    // The token is kept only as its hash.
    expect(JSON.stringify(await rows(sql`select * from pending_sign_ins`))).not.toContain(
      pending.pendingToken,
    );

    const bad = await b.post('/api/authentication/two-step/verify', {
      ...pending,
      method: 'CODE',
      code: wrong(code),
    });
    expect(codes(bad)).toEqual(['1090']);
    const done = await b.post('/api/authentication/two-step/verify', {
      pendingToken: pending.pendingToken,
      method: 'CODE',
      code,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().payload.user.email).toBe(email);
    expect((await signedInUser(b)).email).toBe(email);
    // The pending sign-in is used up.
    const stranger = t.client();
    await stranger.fetchCsrf();
    const reused = await stranger.post('/api/authentication/two-step/verify', {
      pendingToken: pending.pendingToken,
      method: 'CODE',
      code,
    });
    expect(codes(reused)).toEqual(['1080']);

    // A recovery code instead, once.
    const second = await passwordStep({ email, password });
    const p2 = second.res.json().payload.twoStep;
    const viaRecovery = await second.c.post('/api/authentication/two-step/verify', {
      pendingToken: p2.pendingToken,
      method: 'RECOVERY',
      code: recovery[0]?.toUpperCase(),
    });
    expect(viaRecovery.statusCode, viaRecovery.body).toBe(200);
    const third = await passwordStep({ email, password });
    const p3 = third.res.json().payload.twoStep;
    const spent = await third.c.post('/api/authentication/two-step/verify', {
      pendingToken: p3.pendingToken,
      method: 'RECOVERY',
      code: recovery[0],
    });
    expect(codes(spent)).toEqual(['1090']);
    expect((await c.get('/api/account/two-step')).json().payload.recoveryCodesLeft).toBe(9);
    // 'Send a New Code' during sign-in.
    const resent = await third.c.post('/api/authentication/two-step/resend', {
      pendingToken: p3.pendingToken,
    });
    expect(resent.json().payload).toEqual({ sentTo: email });
    const fresh = await lastCode(email);
    expect(
      (
        await third.c.post('/api/authentication/two-step/verify', {
          pendingToken: p3.pendingToken,
          method: 'CODE',
          code: fresh,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a wrong password answers 30004 as for any account (two-step is not revealed)', async () => {
    const { c, email, password } = await account();
    await verifyEmail(c, email);
    await c.post('/api/account/two-step/enable', { method: 'EMAIL' });
    const { res } = await passwordStep({ email, password: `${password}x` });
    expect(codes(res)).toEqual(['30004']);
  });

  it(`the ${SECOND_STEP_MAX_WRONG}th wrong second step ends the pending sign-in (1087); wrong steps count towards the lock`, async () => {
    const { c, email, password } = await account();
    await verifyEmail(c, email);
    await c.post('/api/account/two-step/enable', { method: 'EMAIL' });
    const { c: b, res } = await passwordStep({ email, password });
    const pending = res.json().payload.twoStep;
    const code = await lastCode(email);
    for (let i = 1; i < SECOND_STEP_MAX_WRONG; i++)
      expect(
        codes(
          await b.post('/api/authentication/two-step/verify', {
            pendingToken: pending.pendingToken,
            method: 'CODE',
            code: wrong(code),
          }),
        ),
      ).toEqual(['1090']);
    const last = await b.post('/api/authentication/two-step/verify', {
      pendingToken: pending.pendingToken,
      method: 'CODE',
      code: wrong(code),
    });
    expect(last.statusCode).toBe(429);
    expect(codes(last)).toEqual(['1087']);
    expect(
      codes(
        await b.post('/api/authentication/two-step/verify', {
          pendingToken: pending.pendingToken,
          method: 'CODE',
          code,
        }),
      ),
    ).toEqual(['1080']);
    // Two more wrong second steps reach the sign-in lock (5 failures): then even the right code is refused.
    const again = await passwordStep({ email, password });
    const p2 = again.res.json().payload.twoStep;
    const right = await lastCode(email);
    await again.c.post('/api/authentication/two-step/verify', {
      pendingToken: p2.pendingToken,
      method: 'CODE',
      code: wrong(right),
    });
    const locked = await again.c.post('/api/authentication/two-step/verify', {
      pendingToken: p2.pendingToken,
      method: 'CODE',
      code: wrong(right),
    });
    expect(codes(locked)).toEqual(['ACCOUNT_LOCKED']);
    const refused = await again.c.post('/api/authentication/two-step/verify', {
      pendingToken: p2.pendingToken,
      method: 'CODE',
      code: right,
    });
    expect(codes(refused)).toEqual(['ACCOUNT_LOCKED']);
    expect(await signedInUser(again.c)).toBeNull();
  });

  it('past the hourly send limit the password step still stands without a code; a recovery code completes it', async () => {
    const { c, email, password } = await account();
    await verifyEmail(c, email);
    const recovery = (await c.post('/api/account/two-step/enable', { method: 'EMAIL' })).json().payload
      .recoveryCodes as string[];
    for (let i = 1; i < OTP_MAX_SENDS; i++)
      expect((await c.post('/api/account/resendCode?type=EMAIL')).statusCode).toBe(200);
    const before = (await outboxFor(t.database, email)).length;
    const { c: b, res } = await passwordStep({ email, password });
    const pending = res.json().payload.twoStep;
    expect(pending).toMatchObject({ method: 'EMAIL', sentTo: null });
    expect(await outboxFor(t.database, email)).toHaveLength(before);
    const resend = await b.post('/api/authentication/two-step/resend', {
      pendingToken: pending.pendingToken,
    });
    expect(codes(resend)).toEqual(['1085']);
    const done = await b.post('/api/authentication/two-step/verify', {
      pendingToken: pending.pendingToken,
      method: 'RECOVERY',
      code: recovery[3],
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('a pending sign-in expires after 10 minutes', async () => {
    const { c, email, password } = await account();
    await verifyEmail(c, email);
    await c.post('/api/account/two-step/enable', { method: 'EMAIL' });
    const { c: b, res } = await passwordStep({ email, password });
    const code = await lastCode(email);
    t.clock.advance(10 * MINUTE + 1000);
    const late = await b.post('/api/authentication/two-step/verify', {
      pendingToken: res.json().payload.twoStep.pendingToken,
      method: 'CODE',
      code,
    });
    expect(codes(late)).toEqual(['1080']);
  });
});

describe('two-step by text message', () => {
  it('turns on for the verified mobile number and texts the sign-in code', async () => {
    const { c, email, password } = await account();
    const phone = '303-555-0199';
    await verifyEmail(c, email);
    await c.post(`/api/account/generateCode?type=SMS&mobileNumber=${phone}`);
    expect((await c.post(`/api/account/verifyotp?type=SMS&otp=${await lastCode(phone)}`)).statusCode).toBe(
      200,
    );
    expect((await c.post('/api/account/two-step/enable', { method: 'SMS' })).statusCode).toBe(200);
    const { c: b, res } = await passwordStep({ email, password });
    const pending = res.json().payload.twoStep;
    expect(pending).toMatchObject({ method: 'SMS', sentTo: '***-***-0199' });
    const done = await b.post('/api/authentication/two-step/verify', {
      pendingToken: pending.pendingToken,
      method: 'CODE',
      code: await lastCode(phone),
    });
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe('two-step by authenticator app', () => {
  it('sets up with a QR code, confirms with a TOTP, signs in with one, never the same step twice', async () => {
    const { c, email, password } = await account();
    const setup = await c.post('/api/account/two-step/totp');
    expect(setup.statusCode, setup.body).toBe(200);
    const { otpauthUri, qrCode, manualKey } = setup.json().payload;
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    const secret = new URL(otpauthUri).searchParams.get('secret') as string;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*algorithm=SHA1&digits=6&period=30/);
    expect(manualKey.replace(/ /g, '')).toBe(secret);
    expect((await c.get('/api/account/two-step')).json().payload).toMatchObject({
      enabled: false,
      totpPending: true,
    });

    expect(
      codes(
        await c.post('/api/account/two-step/totp/confirm', { code: wrong(totpAt(secret, t.clock.now())) }),
      ),
    ).toEqual(['1090']);
    expect((await c.post('/api/account/two-step/totp/confirm', { code: 'abc' })).statusCode).toBe(400);
    const on = await c.post('/api/account/two-step/totp/confirm', { code: totpAt(secret, t.clock.now()) });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().payload.recoveryCodes).toHaveLength(10);

    // The secret is sealed at rest (AES-256-GCM), never in clear.
    const [row] = await rows(
      sql`select s.* from two_step_settings s join users u on u.id = s.user_id where u.email = ${email}`,
    );
    expect(row).toMatchObject({ method: 'TOTP', totp_pending_sealed: null });
    expect(String(row?.totp_sealed)).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret);

    // The step used to confirm is spent; the next step signs in once.
    const { c: b, res } = await passwordStep({ email, password });
    const pending = res.json().payload.twoStep;
    expect(pending).toMatchObject({ method: 'TOTP', sentTo: null });
    const sameStep = await b.post('/api/authentication/two-step/verify', {
      pendingToken: pending.pendingToken,
      method: 'TOTP',
      code: totpAt(secret, t.clock.now()),
    });
    expect(codes(sameStep)).toEqual(['1090']);
    t.clock.advance(30_000);
    const code = totpAt(secret, t.clock.now());
    const done = await b.post('/api/authentication/two-step/verify', {
      pendingToken: pending.pendingToken,
      method: 'TOTP',
      code,
    });
    expect(done.statusCode, done.body).toBe(200);
    const other = await passwordStep({ email, password });
    const replay = await other.c.post('/api/authentication/two-step/verify', {
      pendingToken: other.res.json().payload.twoStep.pendingToken,
      method: 'TOTP',
      code,
    });
    expect(codes(replay)).toEqual(['1090']);
    // One step of drift is accepted (the phone's clock 30 s behind). The clock goes on to the middle
    // of a 30 s step first: a request that crossed a step's end would find the code two steps old.
    t.clock.advance(60_000);
    t.clock.advance((45_000 - (t.clock.now().getTime() % 30_000)) % 30_000);
    const drift = await other.c.post('/api/authentication/two-step/verify', {
      pendingToken: other.res.json().payload.twoStep.pendingToken,
      method: 'TOTP',
      code: totpAt(secret, new Date(t.clock.now().getTime() - 30_000)),
    });
    expect(drift.statusCode, drift.body).toBe(200);
  });

  it('two second steps racing with the same TOTP: exactly one opens a session', async () => {
    const { c, email, password } = await account();
    const uri = (await c.post('/api/account/two-step/totp')).json().payload.otpauthUri as string;
    const secret = new URL(uri).searchParams.get('secret') as string;
    await c.post('/api/account/two-step/totp/confirm', { code: totpAt(secret, t.clock.now()) });
    t.clock.advance(30_000);
    const a = await passwordStep({ email, password });
    const b = await passwordStep({ email, password });
    const code = totpAt(secret, t.clock.now());
    const results = await Promise.all(
      [a, b].map(({ c: client, res }) =>
        client.post('/api/authentication/two-step/verify', {
          pendingToken: res.json().payload.twoStep.pendingToken,
          method: 'TOTP',
          code,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('changing or turning off needs a recent re-authentication; off means no second step', async () => {
    const { c, email, password } = await account();
    const secret = new URL(
      (await c.post('/api/account/two-step/totp')).json().payload.otpauthUri,
    ).searchParams.get('secret') as string;
    await c.post('/api/account/two-step/totp/confirm', { code: totpAt(secret, t.clock.now()) });
    t.clock.advance(REAUTHENTICATION_WINDOW_MS + 1000);
    for (const res of [
      await c.request('DELETE', '/api/account/two-step'),
      await c.post('/api/account/two-step/recovery-codes'),
      await c.post('/api/account/two-step/totp'),
      await c.post('/api/account/two-step/enable', { method: 'EMAIL' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(codes(res)).toEqual(['REAUTHENTICATION_REQUIRED']);
    }
    expect((await c.post('/api/account/reauthenticate', { password })).statusCode).toBe(200);
    const fresh = await c.post('/api/account/two-step/recovery-codes');
    expect(fresh.json().payload.recoveryCodes).toHaveLength(10);
    const off = await c.request('DELETE', '/api/account/two-step');
    expect(off.json().payload).toEqual({ enabled: false });
    const [row] = await rows(
      sql`select s.* from two_step_settings s join users u on u.id = s.user_id where u.email = ${email}`,
    );
    expect(row).toMatchObject({ method: null, totp_sealed: null });
    expect(codes(await c.post('/api/account/two-step/recovery-codes'))).toEqual(['NOT_FOUND']);
    const again = await passwordStep({ email, password });
    expect(again.res.json().payload.user.email).toBe(email);
  });
});

describe('OpenAPI', () => {
  it('lists every two-step endpoint with its query or body', async () => {
    const doc = (await t.client().get('/api/docs/json')).json();
    for (const [path, method] of [
      ['/api/account/generateCode', 'post'],
      ['/api/account/resendCode', 'post'],
      ['/api/account/verifyotp', 'post'],
      ['/api/account/two-step', 'get'],
      ['/api/account/two-step', 'delete'],
      ['/api/account/two-step/enable', 'post'],
      ['/api/account/two-step/totp', 'post'],
      ['/api/account/two-step/totp/confirm', 'post'],
      ['/api/account/two-step/recovery-codes', 'post'],
      ['/api/authentication/two-step/verify', 'post'],
      ['/api/authentication/two-step/resend', 'post'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.summary).toBeTruthy();
    }
    expect(
      doc.paths['/api/account/verifyotp'].post.parameters.map((p: { name: string }) => p.name).sort(),
    ).toEqual(['otp', 'type']);
    expect(doc.paths['/api/authentication/two-step/verify'].post.requestBody).toBeDefined();
  });
});
