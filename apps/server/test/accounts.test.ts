import { ADMIN_PERMISSION, FEATURE_DESCRIPTIONS, FEATURE_FLAGS, SECURITY_QUESTIONS } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AUTHOR, buildTestApp, countRows, newAccount, type TestApp } from './helpers';

const DEFAULT_ON = FEATURE_FLAGS.filter((f) => FEATURE_DESCRIPTIONS[f].defaultOn);

describe('accounts: create-account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates the account, signs the new user in and answers { user, warnings }', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const body = newAccount({ email: '  Mary.Shelley@Example.COM ' });
    const res = await c.post('/api/authentication/create-account', body);
    expect(res.statusCode).toBe(200);
    const { code, payload, errors } = res.json();
    expect(code).toBe('SUCCESS');
    expect(errors).toEqual([]);
    expect(payload.warnings).toEqual([]);
    expect(payload.user).toMatchObject({
      email: 'mary.shelley@example.com',
      firstName: 'Mary',
      lastName: 'Shelley',
      vendorStatus: 'None',
      businessStatus: 'None',
      vendorNumber: null,
      vendor: null,
      accessList: [],
      approvalDate: null,
    });
    expect(payload.user.customerId).toMatch(/^C\d{9}$/);
    expect(payload.user.permissions).toEqual([...DEFAULT_ON].sort());
    expect(payload.user.permissions).not.toContain(ADMIN_PERMISSION);
    expect(res.body).not.toContain('Quill7Write');
    expect(res.body).not.toContain('argon2');

    const session = await c.get('/api/authentication/session');
    expect(session.json().payload.user.email).toBe('mary.shelley@example.com');
    expect(await countRows(t.database, 'users', "email = 'mary.shelley@example.com'")).toBe(1);
  });

  it('stores argon2id hashes, never the password or the answer', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const body = newAccount();
    await c.post('/api/authentication/create-account', body);
    const { sql } = await import('drizzle-orm');
    const result = await t.database.db.execute(
      sql`select password_hash, secret_answer_hash from users where email = ${body.email}`,
    );
    const row = (result as unknown as { rows: { password_hash: string; secret_answer_hash: string }[] })
      .rows[0]!;
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.secret_answer_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(body.password);
  });

  it('lists every field error at once, keyed by field, with the spec messages', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.post('/api/authentication/create-account', {
      email: '',
      password: 'Quill7Write',
      firstName: '',
      lastName: '',
      secretQuestion: '',
      secretAnswer: '',
      accountType: 'OTHER',
    });
    expect(res.statusCode).toBe(400);
    const { code, payload, errors } = res.json();
    expect(payload).toBeNull();
    expect(code).toBe('VALIDATION');
    const byField = Object.fromEntries(errors.map((e: { field: string }) => [e.field, e]));
    expect(byField.email).toEqual({
      code: 'VALIDATION',
      description: 'Please enter the email address.',
      field: 'email',
    });
    expect(byField.firstName.description).toBe('Please enter the first name.');
    expect(byField.lastName.description).toBe('Please enter the last name.');
    expect(byField.secretQuestion.description).toBe('Please enter the security question.');
    expect(byField.secretAnswer.description).toBe('Please enter the security answer.');
    expect(byField.accountType.description).toBe('Please choose an account type.');
  });

  it.each([
    [
      'short1A',
      'Your password must be 8-15 characters and contain at least one uppercase letter and at least one number.',
      'VALIDATION',
    ],
    ['lowercase1only', 'Your password must contain at least one upper case letter', 'VALIDATION'],
    ['NoNumbersHere', 'Your password must contain at least one number.', 'VALIDATION'],
  ])('rejects the password %s with the spec message', async (password, description, errorCode) => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.post('/api/authentication/create-account', newAccount({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ code: errorCode, description, field: 'password' });
  });

  it('rejects a password equal to the e-mail with 1241', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.post(
      '/api/authentication/create-account',
      newAccount({ email: 'Ab1cdefg@x.io', password: 'Ab1cdefg@x.io' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      code: '1241',
      description: "Your password can't be the same as your username.",
      field: 'password',
    });
  });

  it('rejects a common password (case-insensitively) with 1240', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const body = newAccount({ password: 'Password1' });
    const res = await c.post('/api/authentication/create-account', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: '1240',
      payload: null,
      errors: [
        {
          code: '1240',
          description:
            'This password is too common for our security requirements. Please enter a new password.',
          field: 'password',
        },
      ],
    });
    expect(await countRows(t.database, 'users', `email = '${body.email}'`)).toBe(0);
  });

  it('rejects a security answer equal to the password with code 2', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.post(
      '/api/authentication/create-account',
      newAccount({ secretAnswer: 'Quill7Write' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      code: '2',
      description: 'Your security answer does not meet the requirements. Please try again.',
      field: 'secretAnswer',
    });
  });

  it('answers 409 30006 on the email field for an existing e-mail, in any case', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.post(
      '/api/authentication/create-account',
      newAccount({ email: 'AUTHOR@example.com' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: '30006',
      payload: null,
      errors: [
        { code: '30006', description: 'An account with this email address already exists', field: 'email' },
      ],
    });
    expect(await countRows(t.database, 'users', "email = 'author@example.com'")).toBe(1);
  });

  it('without a CSRF token answers 403 CSRF_INVALID and creates no user', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const body = newAccount();
    const res = await c.post('/api/authentication/create-account', body, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
    expect(await countRows(t.database, 'users', `email = '${body.email}'`)).toBe(0);
  });
});

describe('accounts: sign-in, session, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('signs the demo author in with the LoggedIn user of spec 3 §3', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.post('/api/authentication/signin', {
      email: 'Author@Example.com',
      password: AUTHOR.password,
    });
    expect(res.statusCode).toBe(200);
    const { user, warnings } = res.json().payload;
    expect(warnings).toEqual([]);
    expect(user).toMatchObject({
      email: 'author@example.com',
      firstName: 'Ada',
      lastName: 'Author',
      vendorStatus: 'Active',
      businessStatus: 'Active',
      vendorNumber: 'V1000001',
      vendor: { canRefer: false, isPreOrderAvailable: false },
      preferences: {},
      accessList: [],
    });
    expect(typeof user.approvalDate).toBe('string');
    expect(Object.keys(user).sort()).toEqual(
      [
        'accessList',
        'actingFor',
        'analyticsAccess',
        'approvalDate',
        'authorAccess',
        'businessStatus',
        'customerId',
        'email',
        'firstName',
        'lastName',
        'permissions',
        'preSellDays',
        'preferences',
        'vendor',
        'vendorNumber',
        'vendorStatus',
      ].sort(),
    );
    const cookie = (
      res.cookies as {
        name: string;
        httpOnly?: boolean;
        sameSite?: string;
        path?: string;
        secure?: boolean;
      }[]
    ).find((k) => k.name === 'quire_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(c.cookies.get('quire_sid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('the admin holds ADMIN_PERMISSION and the default-on flags', async () => {
    const c = t.client();
    const res = await c.signIn(ADMIN);
    const { permissions } = res.json().payload.user;
    expect(permissions).toContain(ADMIN_PERMISSION);
    for (const flag of DEFAULT_ON) expect(permissions).toContain(flag);
  });

  it('signintrade signs in the same way', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.post('/api/authentication/signintrade', AUTHOR);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.user.email).toBe(AUTHOR.email);
  });

  it('a wrong password and an unknown e-mail answer the identical 401 30004', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const wrong = await c.post('/api/authentication/signin', { email: AUTHOR.email, password: 'Wrong2026' });
    const unknown = await c.post('/api/authentication/signin', {
      email: 'nobody@example.com',
      password: 'Wrong2026',
    });
    const expected = {
      code: '30004',
      payload: null,
      errors: [
        { code: '30004', description: 'Your password is not correct for this account.', field: 'password' },
      ],
    };
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
    expect(wrong.cookies.find((k) => k.name === 'quire_sid')).toBeUndefined();
  });

  it('bad sign-in input answers 400 with every field error', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.post('/api/authentication/signin', { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['email', 'password']);
    expect(res.json().errors).toContainEqual({
      code: 'VALIDATION',
      description: 'Please enter a valid email address.',
      field: 'email',
    });
  });

  it('issues a new session id at every sign-in and deletes the old session', async () => {
    const c = t.client();
    await c.signIn(AUTHOR);
    const first = c.cookies.get('quire_sid')!;
    await c.signIn(AUTHOR);
    const second = c.cookies.get('quire_sid')!;
    expect(second).not.toBe(first);
    const stale = t.client();
    stale.cookies.set('quire_sid', first);
    const res = await stale.get('/api/authentication/session');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('1080');
    expect((await c.get('/api/authentication/session')).json().payload.user.email).toBe(AUTHOR.email);
  });

  it('GET session answers { user: null } when signed out', async () => {
    const res = await t.client().get('/api/authentication/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'SUCCESS', payload: { user: null }, errors: [] });
  });

  it('logout deletes the session and clears the cookie', async () => {
    const c = t.client();
    await c.signIn(AUTHOR);
    const sid = c.cookies.get('quire_sid')!;
    const res = await c.get('/api/authentication/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ signedOut: true });
    const cleared = res.cookies.find((k) => k.name === 'quire_sid');
    expect(cleared?.value).toBe('');
    expect(c.cookies.has('quire_sid')).toBe(false);
    expect((await c.get('/api/authentication/session')).json().payload.user).toBeNull();
    const replay = t.client();
    replay.cookies.set('quire_sid', sid);
    expect((await replay.get('/api/authentication/session')).json().code).toBe('1080');
  });

  it('logout when signed out still answers signedOut', async () => {
    const res = await t.client().get('/api/authentication/logout');
    expect(res.json()).toEqual({ code: 'SUCCESS', payload: { signedOut: true }, errors: [] });
  });

  it('GET security_questions lists the questions', async () => {
    const res = await t.client().get('/api/account/security_questions');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ questions: [...SECURITY_QUESTIONS] });
  });
});
