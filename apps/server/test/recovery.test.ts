import { SECURITY_QUESTIONS } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { createUnitOfWork } from '../src/db/unit-of-work';
import { sha256 } from '../src/lib/crypto';
import { createServices } from '../src/services';
import { buildTestApp, MINUTE, newAccount, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';

// Every argon2 verification is counted (and still done by the real function).
const { verifySpy } = vi.hoisted(() => ({ verifySpy: vi.fn() }));
vi.mock('../src/modules/accounts/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/modules/accounts/passwords')>();
  return {
    ...real,
    verifySecret: (hash: string, secret: string) => {
      verifySpy(hash, secret);
      return real.verifySecret(hash, secret);
    },
  };
});

const base = loadConfig({});
let t: TestApp;
const QUESTION = 'What city were you born in?';

beforeAll(async () => {
  t = await buildTestApp({
    jobs: { ...base.jobs, mode: 'off' },
    recovery: { rateLimit: { max: 1000, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await t.close();
});

async function anonymous(): Promise<TestClient> {
  const c = t.client();
  await c.fetchCsrf();
  return c;
}

async function createAccount(overrides: Record<string, unknown> = {}) {
  const c = t.client();
  await c.fetchCsrf();
  const body = newAccount(overrides);
  const res = await c.post('/api/authentication/create-account', body);
  expect(res.statusCode).toBe(200);
  await c.fetchCsrf();
  return { client: c, body, customerId: res.json().payload.user.customerId as string };
}

const TOKEN_IN = /forgotPassToken=([A-Za-z0-9_-]+)/;

/** The reset e-mails of an address (a new account has its welcome e-mail too). */
async function resetMails(email: string) {
  return (await outboxFor(t.database, email)).filter((m) => m.kind === 'password-reset');
}

/** Answers the question right and answers the token of the link the outbox holds. */
async function resetLink(email: string): Promise<string> {
  const before = (await outboxFor(t.database, email)).length;
  const res = await (await anonymous()).post('/api/authentication/forgot-password-question-answer', {
    email,
    question: QUESTION,
    answer: 'London',
  });
  expect(res.statusCode, res.body).toBe(200);
  const mails = await outboxFor(t.database, email);
  expect(mails).toHaveLength(before + 1);
  const token = mails.at(-1)?.text_body.match(TOKEN_IN)?.[1];
  if (!token) throw new Error('no link in the e-mail');
  return token;
}

const errorsOf = (res: { json(): { errors: unknown } }) =>
  (res.json().errors as { code: string; field?: string; description: string }[]).map((e) => [
    e.code,
    e.field,
    e.description,
  ]);

async function signInStatus(email: string, password: string): Promise<number> {
  const c = t.client();
  await c.fetchCsrf();
  return (await c.post('/api/authentication/signin', { email, password })).statusCode;
}

describe('forgot-password-question and forgot-password', () => {
  it('answer the account question for a known e-mail', async () => {
    const { body } = await createAccount({ secretQuestion: QUESTION });
    const c = await anonymous();
    const get = await c.get(
      `/api/authentication/forgot-password-question?email=${encodeURIComponent(body.email.toUpperCase())}`,
    );
    expect(get.statusCode).toBe(200);
    expect(get.json().payload).toEqual({ email: body.email, question: QUESTION });
    const post = await c.post('/api/authentication/forgot-password', { email: body.email });
    expect(post.json().payload).toEqual({ email: body.email, question: QUESTION });
  });

  it('answer an unknown e-mail with the same shape: a stable question from the offered list', async () => {
    const c = await anonymous();
    const email = `nobody${Date.now()}@example.com`;
    const first = await c.get(`/api/authentication/forgot-password-question?email=${email}`);
    const again = await c.post('/api/authentication/forgot-password', { email });
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json().payload).sort()).toEqual(['email', 'question']);
    expect(SECURITY_QUESTIONS).toContain(first.json().payload.question);
    expect(again.json().payload).toEqual(first.json().payload);
    // Different e-mails do not all get the same decoy.
    const questions = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const r = await c.get(
        `/api/authentication/forgot-password-question?email=ghost${i}x${Date.now()}@example.com`,
      );
      questions.add(r.json().payload.question);
    }
    expect(questions.size).toBeGreaterThan(1);
  });

  it('refuse a missing or invalid e-mail in the spec words, and a POST without the CSRF token', async () => {
    const c = await anonymous();
    const missing = await c.get('/api/authentication/forgot-password-question');
    expect(missing.statusCode).toBe(400);
    const invalid = await c.post('/api/authentication/forgot-password', { email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(errorsOf(invalid)).toEqual([['VALIDATION', 'email', 'Please enter a valid email address.']]);
    const noCsrf = await t.client().post('/api/authentication/forgot-password', { email: 'a@example.com' });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('forgot-password-question-answer', () => {
  it('e-mails a single-use link with a 256-bit token, stored only as its SHA-256', async () => {
    const { body } = await createAccount();
    const c = await anonymous();
    const res = await c.post('/api/authentication/forgot-password-question-answer', {
      email: body.email,
      question: QUESTION,
      answer: '  LONDON ', // answers compare without case or surrounding spaces
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toEqual({ sent: true });
    const [mail] = await resetMails(body.email);
    expect(mail).toMatchObject({
      kind: 'password-reset',
      subject: 'Reset your Quire password',
      delivery: 'queued',
    });
    expect(mail?.text_body).toContain('60 minutes');
    expect(mail?.text_body).toContain(`${t.config.publicUrl}/forgot-password/reset?forgotPassToken=`);
    const token = mail?.text_body.match(TOKEN_IN)?.[1] ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db.execute(
      sql`select token_hash from password_resets where token_hash in (${token}, ${sha256(token)})`,
    );
    const hashes = (Array.isArray(rows) ? rows : (rows as { rows: { token_hash: string }[] }).rows) as {
      token_hash: string;
    }[];
    expect(hashes.map((r) => r.token_hash)).toEqual([sha256(token)]);
  });

  it('answers a wrong answer, a wrong question and an unknown e-mail identically, and sends nothing', async () => {
    const { body } = await createAccount();
    const c = await anonymous();
    const wrong = await c.post('/api/authentication/forgot-password-question-answer', {
      email: body.email,
      question: QUESTION,
      answer: 'Paris',
    });
    const otherQuestion = await c.post('/api/authentication/forgot-password-question-answer', {
      email: body.email,
      question: SECURITY_QUESTIONS[0],
      answer: 'London',
    });
    const unknown = await c.post('/api/authentication/forgot-password-question-answer', {
      email: `nobody${Date.now()}@example.com`,
      question: QUESTION,
      answer: 'London',
    });
    for (const res of [wrong, otherQuestion, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(wrong.body);
    }
    expect(errorsOf(wrong)).toEqual([
      ['SECURITY_ANSWER_INCORRECT', 'answer', 'That answer does not match our records. Please try again.'],
    ]);
    expect(await resetMails(body.email)).toHaveLength(0);
  });

  it('spends the same argon2 work on an unknown e-mail as on a wrong answer', async () => {
    const { body } = await createAccount();
    const c = await anonymous();
    /** The argon2 parameters of the hashes each attempt verified against. */
    const verified = async (email: string, question = QUESTION) => {
      verifySpy.mockClear();
      const res = await c.post('/api/authentication/forgot-password-question-answer', {
        email,
        question,
        answer: 'Paris',
      });
      expect(res.statusCode).toBe(400);
      return verifySpy.mock.calls.map(([hash]) => String(hash).split('$').slice(1, 4).join('$'));
    };
    const known = await verified(body.email);
    expect(known).toEqual([expect.stringMatching(/^argon2id\$v=19\$m=\d+,t=\d+,p=1$/)]);
    // One verification with the same cost for an unknown e-mail and for a question that is not the account's.
    expect(await verified(`nobody${Date.now()}@example.com`)).toEqual(known);
    expect(await verified(body.email, SECURITY_QUESTIONS[0])).toEqual(known);
  });

  it('answers code 2 for an answer that cannot be a security answer, and field errors for missing ones', async () => {
    const c = await anonymous();
    const weak = await c.post('/api/authentication/forgot-password-question-answer', {
      email: 'a@example.com',
      question: QUESTION,
      answer: 'ab',
    });
    expect(weak.statusCode).toBe(400);
    expect(errorsOf(weak)).toEqual([
      ['2', 'answer', 'Your security answer does not meet the requirements. Please try again.'],
    ]);
    const empty = await c.post('/api/authentication/forgot-password-question-answer', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(
      errorsOf(empty)
        .map((e) => e[1])
        .sort(),
    ).toEqual(['answer', 'email', 'question']);
  });
});

describe('forgot-password-token-check and forgot-password-update', () => {
  it('a link sets a new password once, ends every session of the account and closes its other links', async () => {
    const { client: first, body } = await createAccount();
    const second = t.client();
    await second.signIn({ email: body.email, password: body.password });
    const older = await resetLink(body.email);
    const token = await resetLink(body.email);

    const check = await (await anonymous()).get(
      `/api/authentication/forgot-password-token-check?forgotPassToken=${token}`,
    );
    expect(check.statusCode).toBe(200);
    expect(check.json().payload).toEqual({ valid: true, email: body.email });

    const c = await anonymous();
    const res = await c.post('/api/authentication/forgot-password-update', {
      forgotPassToken: token,
      password: 'Fresh8Ink',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toEqual({ updated: true });

    for (const client of [first, second]) {
      const session = await client.get('/api/authentication/session');
      expect(session.json().code).toBe('1080');
    }
    expect(await signInStatus(body.email, body.password)).toBe(401);
    expect(await signInStatus(body.email, 'Fresh8Ink')).toBe(200);
    const notice = (await outboxFor(t.database, body.email)).at(-1);
    expect(notice).toMatchObject({ kind: 'password-changed', subject: 'Your Quire password was changed' });

    // Reused, and the other open link: refused, and nothing changes.
    for (const used of [token, older]) {
      const again = await c.post('/api/authentication/forgot-password-update', {
        forgotPassToken: used,
        password: 'Other9Ink',
      });
      expect(again.statusCode).toBe(400);
      expect(errorsOf(again)).toEqual([
        [
          'RESET_LINK_INVALID',
          'forgotPassToken',
          'This password reset link is not valid or has expired. Please ask for a new one.',
        ],
      ]);
      const recheck = await c.get(`/api/authentication/forgot-password-token-check?forgotPassToken=${used}`);
      expect(recheck.statusCode).toBe(400);
    }
    expect(await signInStatus(body.email, 'Other9Ink')).toBe(401);
    expect(await signInStatus(body.email, 'Fresh8Ink')).toBe(200);
  });

  it('an expired link is refused and changes nothing', async () => {
    const { body } = await createAccount();
    const token = await resetLink(body.email);
    t.clock.advance(61 * MINUTE);
    try {
      const c = await anonymous();
      const check = await c.get(`/api/authentication/forgot-password-token-check?forgotPassToken=${token}`);
      expect(check.statusCode).toBe(400);
      expect(check.json().code).toBe('RESET_LINK_INVALID');
      const update = await c.post('/api/authentication/forgot-password-update', {
        forgotPassToken: token,
        password: 'Fresh8Ink',
      });
      expect(update.statusCode).toBe(400);
      expect(update.json().code).toBe('RESET_LINK_INVALID');
    } finally {
      t.clock.advance(-61 * MINUTE);
    }
    expect(await signInStatus(body.email, body.password)).toBe(200);
  });

  it('refuses unknown and malformed tokens', async () => {
    const c = await anonymous();
    const unknown = await c.get(
      `/api/authentication/forgot-password-token-check?forgotPassToken=${'A'.repeat(43)}`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('RESET_LINK_INVALID');
    const malformed = await c.get('/api/authentication/forgot-password-token-check?forgotPassToken=a%20b');
    expect(malformed.statusCode).toBe(400);
    expect(errorsOf(malformed)[0]?.[1]).toBe('forgotPassToken');
    const missing = await c.post('/api/authentication/forgot-password-update', { password: 'Fresh8Ink' });
    expect(missing.statusCode).toBe(400);
  });

  it('applies the create-account password rules (spec words, 1240, 1241) and keeps the link usable', async () => {
    const n = String(Date.now()).slice(-5);
    const email = `k${n}@q.io`;
    const { body } = await createAccount({ email });
    const token = await resetLink(body.email);
    const c = await anonymous();
    const cases: Array<[string, string[]]> = [
      ['', ['VALIDATION', 'password', 'Please enter a password.']],
      [
        'short1A',
        [
          'VALIDATION',
          'password',
          'Your password must be 8-15 characters and contain at least one uppercase letter and at least one number.',
        ],
      ],
      ['nocapital1', ['VALIDATION', 'password', 'Your password must contain at least one upper case letter']],
      ['NoNumberHere', ['VALIDATION', 'password', 'Your password must contain at least one number.']],
      [`K${n}@q.io`, ['1241', 'password', "Your password can't be the same as your username."]],
      [
        'Password1',
        [
          '1240',
          'password',
          'This password is too common for our security requirements. Please enter a new password.',
        ],
      ],
    ];
    for (const [password, expected] of cases) {
      const res = await c.post('/api/authentication/forgot-password-update', {
        forgotPassToken: token,
        password,
      });
      expect(res.statusCode, password).toBe(400);
      expect(errorsOf(res), password).toEqual([expected]);
    }
    expect(
      (await c.get(`/api/authentication/forgot-password-token-check?forgotPassToken=${token}`)).statusCode,
    ).toBe(200);
    expect(await signInStatus(body.email, body.password)).toBe(200);
  });
});

describe('issueResetToken (the administrators\' "generate a password-reset token")', () => {
  it('e-mails a working link in the caller transaction, and answers null for an unknown customer', async () => {
    const { body, customerId } = await createAccount();
    const services = createServices(t.database.db, t.config, t.database.kind);
    const uow = createUnitOfWork(t.database.db, () => null);
    const issued = await uow.withTransaction((_r, tx) => services.recovery.issueResetToken(customerId, tx));
    expect(issued?.email).toBe(body.email);
    const [mail] = await resetMails(body.email);
    expect(mail?.text_body).toContain(issued?.link);
    const token = issued?.link.match(TOKEN_IN)?.[1];
    const check = await (await anonymous()).get(
      `/api/authentication/forgot-password-token-check?forgotPassToken=${token}`,
    );
    expect(check.statusCode).toBe(200);
    expect(
      await uow.withTransaction((_r, tx) => services.recovery.issueResetToken('C000000000', tx)),
    ).toBeNull();

    // Rolled back with its caller: no link, no e-mail.
    const before = (await outboxFor(t.database, body.email)).length;
    await expect(
      uow.withTransaction(async (_r, tx) => {
        await services.recovery.issueResetToken(customerId, tx);
        throw new Error('audit failed');
      }),
    ).rejects.toThrow('audit failed');
    expect(await outboxFor(t.database, body.email)).toHaveLength(before);
  });
});

describe('rate limits', () => {
  it('limits answers per address and e-mail', async () => {
    const limited = await buildTestApp({
      jobs: { ...base.jobs, mode: 'off' },
      recovery: { rateLimit: { max: 2, windowMs: 60_000 } },
    });
    try {
      const c = limited.client();
      await c.fetchCsrf();
      const attempt = () =>
        c.post('/api/authentication/forgot-password-question-answer', {
          email: 'someone@example.com',
          question: QUESTION,
          answer: 'Paris',
        });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('wrong answers per e-mail', () => {
  it('are limited from any address, for known and unknown e-mails alike, until the window is over', async () => {
    const limited = await buildTestApp({
      jobs: { ...base.jobs, mode: 'off' },
      trustProxy: true,
      // 2 per address and e-mail, so 6 per e-mail from any address.
      recovery: { rateLimit: { max: 2, windowMs: 15 * MINUTE } },
    });
    try {
      const c = limited.client();
      await c.fetchCsrf();
      const account = newAccount();
      const created = await c.post('/api/authentication/create-account', account);
      expect(created.statusCode).toBe(200);
      await c.fetchCsrf();
      const attempt = (email: string, ip: string, answer = 'Paris') =>
        c.post(
          '/api/authentication/forgot-password-question-answer',
          { email, question: QUESTION, answer },
          { headers: { 'x-forwarded-for': ip } },
        );
      const unknown = `nobody${Date.now()}@example.com`;
      for (const email of [account.email, unknown]) {
        for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
          expect((await attempt(email, ip)).statusCode).toBe(400);
          expect((await attempt(email, ip)).statusCode).toBe(400);
        }
        const locked = await attempt(email, '10.0.0.4', 'London');
        expect(locked.statusCode).toBe(429);
        expect(locked.json().code).toBe('RECOVERY_LOCKED');
        // On the answer field, the same for a known and an unknown e-mail.
        expect(locked.json().errors).toEqual([
          {
            code: 'RECOVERY_LOCKED',
            field: 'answer',
            description: 'Too many wrong answers for this e-mail address. Please try again in 15 minutes.',
          },
        ]);
      }
      // Even the right answer waits for the window; then it works.
      limited.clock.advance(16 * MINUTE);
      const right = await attempt(account.email, '10.0.0.5', 'London');
      expect(right.statusCode, right.body).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the OpenAPI reference', () => {
  it('lists every forgot-password call and the demo mailbox, with their bodies and queries', async () => {
    const spec = (await t.client().get('/api/docs/json')).json();
    const paths = spec.paths as Record<
      string,
      Record<string, { requestBody?: unknown; parameters?: { name: string }[] }>
    >;
    type Body = { content: Record<string, { schema: { properties: object } } | undefined> } | undefined;
    const body = (path: string) => {
      const json = (paths[path]?.post?.requestBody as Body)?.content['application/json'];
      return Object.keys(json?.schema.properties ?? {}).sort();
    };
    const query = (path: string) => (paths[path]?.get?.parameters ?? []).map((p) => p.name).sort();
    expect(body('/api/authentication/forgot-password')).toEqual(['email']);
    expect(body('/api/authentication/forgot-password-question-answer')).toEqual([
      'answer',
      'email',
      'question',
    ]);
    expect(body('/api/authentication/forgot-password-update')).toEqual(['forgotPassToken', 'password']);
    expect(query('/api/authentication/forgot-password-question')).toEqual(['email']);
    expect(query('/api/authentication/forgot-password-token-check')).toEqual(['forgotPassToken']);
    expect(query('/api/dev/mailbox')).toEqual(['limit']);
  });
});
