import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AUTHOR, buildTestApp, HOUR, newAccount, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';

async function freshClient(t: TestApp) {
  const body = newAccount();
  const c = t.client();
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/create-account', body);
  expect(res.statusCode).toBe(200);
  await c.fetchCsrf();
  return {
    c,
    email: body.email,
    password: body.password,
    customerId: res.json().payload.user.customerId as string,
  };
}

const QUESTION = 'What city were you born in?';

function profileOf(email: string, over: Record<string, unknown> = {}) {
  return {
    firstName: 'Mary',
    lastName: 'Shelley',
    email,
    emailOptedIn: true,
    cellPhoneNumber: '',
    secretQuestion: QUESTION,
    ...over,
  };
}

const linkIn = (text: string) => /token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];

describe('GET/PUT /api/account/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the profile without password or answer', async () => {
    const { c, email, customerId } = await freshClient(t);
    const res = await c.get('/api/account/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({
      customerId,
      email,
      pendingEmail: null,
      firstName: 'Mary',
      lastName: 'Shelley',
      secretQuestion: QUESTION,
      emailOptedIn: true,
      cellPhoneNumber: '',
    });
    expect(res.body).not.toMatch(/argon2|password|London/i);
  });

  it('saves names, opt-in and the phone formatted 3-3-4', async () => {
    const { c, email } = await freshClient(t);
    const res = await c.put(
      '/api/account/profile',
      profileOf(email, { firstName: ' Mari ', emailOptedIn: false, cellPhoneNumber: '1 (202) 555 0143' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({
      profile: { firstName: 'Mari', emailOptedIn: false, cellPhoneNumber: '202-555-0143' },
      emailVerificationSent: false,
      signedOutSessions: 0,
    });
    expect((await c.get('/api/authentication/session')).json().payload.user.firstName).toBe('Mari');
  });

  it('reports every field error on its key in the spec words', async () => {
    const { c, email } = await freshClient(t);
    const res = await c.put(
      '/api/account/profile',
      profileOf(email, {
        firstName: '',
        email: 'nope',
        cellPhoneNumber: '123',
        password: 'short',
        secretAnswer: 'ab',
      }),
    );
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(
      res.json().errors.map((e: { field: string; description: string }) => [e.field, e.description]),
    );
    expect(byField).toEqual({
      firstName: 'Please enter the first name.',
      email: 'Please enter a valid email address.',
      cellPhoneNumber: 'Please enter a valid mobile phone number.',
      password:
        'Your password must be 8-15 characters and contain at least one uppercase letter and at least one number.',
      currentPassword: 'Please enter your current password.',
      secretAnswer: 'Your security answer does not meet the requirements. Please try again.',
    });
  });

  it('changes the password with the current one; other sessions end; the new one signs in', async () => {
    const { c, email, password } = await freshClient(t);
    const other = t.client();
    await other.signIn({ email, password });
    const wrong = await c.put(
      '/api/account/profile',
      profileOf(email, { password: 'Newer2Pass', currentPassword: 'Wrong1Pass' }),
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0]).toMatchObject({ code: '30004', field: 'currentPassword' });
    const common = await c.put(
      '/api/account/profile',
      profileOf(email, { password: 'Password1', currentPassword: password }),
    );
    expect(common.json().code).toBe('1240');

    const res = await c.put(
      '/api/account/profile',
      profileOf(email, { password: 'Newer2Pass', currentPassword: password }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.signedOutSessions).toBe(1);
    expect((await other.get('/api/account/profile')).json().code).toBe('1080');
    expect((await c.get('/api/account/profile')).statusCode).toBe(200);
    const again = t.client();
    await again.fetchCsrf();
    expect((await again.post('/api/authentication/signin', { email, password })).statusCode).toBe(401);
    await again.signIn({ email, password: 'Newer2Pass' });
  });

  it('wrong current passwords count towards the sign-in lock, shown on currentPassword', async () => {
    const { c, email, password } = await freshClient(t);
    const codes = [];
    for (let i = 0; i < 5; i++) {
      const res = await c.put(
        '/api/account/profile',
        profileOf(email, { password: 'Newer2Pass', currentPassword: 'Wrong1Pass' }),
      );
      codes.push(res.json().errors[0]);
    }
    expect(codes.map((e) => e.code)).toEqual(['30004', '30004', '30004', '30004', 'ACCOUNT_LOCKED']);
    expect(codes.every((e) => e.field === 'currentPassword')).toBe(true);
    const locked = await c.put(
      '/api/account/profile',
      profileOf(email, { password: 'Newer2Pass', currentPassword: password }),
    );
    expect(locked.json().errors[0]).toMatchObject({ code: 'ACCOUNT_LOCKED', field: 'currentPassword' });
  });

  it('a new security question needs an answer', async () => {
    const { c, email } = await freshClient(t);
    const res = await c.put(
      '/api/account/profile',
      profileOf(email, { secretQuestion: 'What was the make of your first car?' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: 'secretAnswer',
      description: 'Please enter the security answer.',
    });
    const ok = await c.put(
      '/api/account/profile',
      profileOf(email, { secretQuestion: 'What was the make of your first car?', secretAnswer: 'Volvo' }),
    );
    expect(ok.json().payload.profile.secretQuestion).toBe('What was the make of your first car?');
  });

  it('a new e-mail changes once the link sent to it is followed, once', async () => {
    const { c, email } = await freshClient(t);
    const next = `renamed${Date.now()}@example.com`;
    const res = await c.put('/api/account/profile', profileOf(email, { email: next }));
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({
      emailVerificationSent: true,
      profile: { email, pendingEmail: next },
    });

    const [message] = await outboxFor(t.database, next);
    expect(message?.kind).toBe('email-change');
    const token = decodeURIComponent(linkIn(message!.text_body)!);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only a hash of the token is stored.
    const stored = JSON.stringify(await t.database.db.execute(sql`select token_hash from email_changes`));
    expect(stored).not.toContain(token);

    const anon = t.client();
    await anon.fetchCsrf();
    expect((await anon.post('/api/account/confirm-email', { token: 'wrong' })).json().code).toBe(
      'EMAIL_CHANGE_LINK_INVALID',
    );
    const confirmed = await anon.post('/api/account/confirm-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().payload).toEqual({ email: next });
    expect((await c.get('/api/account/profile')).json().payload).toMatchObject({
      email: next,
      pendingEmail: null,
    });
    expect((await outboxFor(t.database, email)).map((m) => m.kind)).toContain('email-changed');
    // Single use.
    expect((await anon.post('/api/account/confirm-email', { token })).statusCode).toBe(400);
  });

  it('an address taken by another account before the link is followed answers 30006 and changes nothing', async () => {
    const { c, email } = await freshClient(t);
    const next = `raced${Date.now()}@example.com`;
    await c.put('/api/account/profile', profileOf(email, { email: next }));
    const token = decodeURIComponent(linkIn((await outboxFor(t.database, next))[0]!.text_body)!);
    const other = t.client();
    await other.fetchCsrf();
    expect(
      (await other.post('/api/authentication/create-account', newAccount({ email: next }))).statusCode,
    ).toBe(200);
    const anon = t.client();
    await anon.fetchCsrf();
    const res = await anon.post('/api/account/confirm-email', { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('30006');
    expect((await c.get('/api/account/profile')).json().payload.email).toBe(email);
  });

  it('an expired link changes nothing', async () => {
    const { c, email } = await freshClient(t);
    const next = `late${Date.now()}@example.com`;
    await c.put('/api/account/profile', profileOf(email, { email: next }));
    const token = decodeURIComponent(linkIn((await outboxFor(t.database, next))[0]!.text_body)!);
    t.clock.advance(25 * HOUR);
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await anon.post('/api/account/confirm-email', { token })).json().code).toBe(
      'EMAIL_CHANGE_LINK_INVALID',
    );
    await c.signIn({ email, password: 'Quill7Write' });
    expect((await c.get('/api/account/profile')).json().payload.email).toBe(email);
  });

  it("asking for another account's address answers the same and only tells that address's owner", async () => {
    const { c, email } = await freshClient(t);
    const before = (await outboxFor(t.database, AUTHOR.email)).length;
    const res = await c.put('/api/account/profile', profileOf(email, { email: AUTHOR.email }));
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.emailVerificationSent).toBe(true);
    const sent = await outboxFor(t.database, AUTHOR.email);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)?.kind).toBe('email-change-refused');
    expect(sent.at(-1)?.text_body).not.toMatch(/token=/);
  });

  it('signed out: 401', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await anon.get('/api/account/profile')).statusCode).toBe(401);
    expect((await anon.put('/api/account/profile', profileOf('a@b.co'))).statusCode).toBe(401);
  });
});

describe('e-mail preferences', () => {
  let t: TestApp;
  let author: TestClient;
  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
  });
  afterAll(() => t.close());

  const prefs = { marketing: true, promotions: false, salesReports: true, productUpdates: false };

  it('reads the defaults with the choices, saves, and reads them back', async () => {
    const { c } = await freshClient(t);
    const first = (await c.get('/api/account/preferences')).json().payload;
    expect(first.emailPreferences).toEqual({
      marketing: false,
      promotions: true,
      salesReports: true,
      productUpdates: true,
    });
    expect(first.options.map((o: { key: string }) => o.key)).toEqual([
      'marketing',
      'promotions',
      'salesReports',
      'productUpdates',
    ]);
    const saved = await c.post('/api/authentication/save-prefs', {
      emailPreferences: prefs,
      emailOptedIn: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payload).toEqual({ emailOptedIn: false, emailPreferences: prefs });
    expect((await c.get('/api/account/preferences')).json().payload).toMatchObject({
      emailOptedIn: false,
      emailPreferences: prefs,
    });
  });

  it('bad input: 400 on the key', async () => {
    const res = await author.post('/api/authentication/save-prefs', {
      emailPreferences: { ...prefs, marketing: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('emailPreferences.marketing');
  });

  it('retrieve_email_preferences: own account, admin for anyone, 404 for another or unknown', async () => {
    const { c, customerId } = await freshClient(t);
    const own = await c.post(`/api/authentication/retrieve_email_preferences/${customerId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().payload.customerId).toBe(customerId);

    const someoneElse = await author.post(`/api/authentication/retrieve_email_preferences/${customerId}`);
    expect(someoneElse.statusCode).toBe(404);

    const admin = t.client();
    await admin.signIn(ADMIN);
    expect(
      (await admin.post(`/api/authentication/retrieve_email_preferences/${customerId}`)).statusCode,
    ).toBe(200);
    expect((await admin.post('/api/authentication/retrieve_email_preferences/C000000000')).statusCode).toBe(
      404,
    );
  });

  it('signed out: 401', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await anon.get('/api/account/preferences')).statusCode).toBe(401);
    expect((await anon.post('/api/authentication/save-prefs', { emailPreferences: prefs })).statusCode).toBe(
      401,
    );
    expect((await anon.post('/api/authentication/retrieve_email_preferences/C1')).statusCode).toBe(401);
  });
});
