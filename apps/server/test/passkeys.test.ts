import { PASSKEY_CHALLENGE_TTL_MS, REAUTHENTICATION_WINDOW_MS } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { buildTestApp, MINUTE, newAccount, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';
import { addPasskey, SoftAuthenticator, TEST_ORIGIN } from './passkey-helpers';

/**
 * Passkeys (decision 048) with a software authenticator that answers as a real one would (ES256,
 * 'none' attestation, counters): adding, listing, renaming, removing in My Account; signing in with
 * a passkey and no password; and every refusal — a replayed or expired challenge, another site's
 * origin or relying party, a counter that does not grow, a passkey of no account — with a clear
 * code and no session. The second step and the administrator's reset: passkeys-two-step.test.ts.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Res = { statusCode: number; body: string; json(): { code: string; errors?: { code: string }[] } };
const codeOf = (res: Res) => res.json().errors?.[0]?.code;

async function account() {
  const body = newAccount();
  const c = t.client();
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/create-account', body);
  expect(res.statusCode, res.body).toBe(200);
  await c.fetchCsrf();
  return { c, email: body.email, password: body.password, auth: new SoftAuthenticator(TEST_ORIGIN) };
}

async function count(table: 'sessions' | 'passkeys', email: string): Promise<number> {
  const r = await t.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} x join users u on u.id = x.user_id
        where u.email = ${email}`,
  );
  return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
}

/** A browser with no session asking for sign-in options. */
async function signInOptions() {
  const c = t.client();
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/passkey/options');
  expect(res.statusCode, res.body).toBe(200);
  return { c, options: res.json().payload.options };
}

async function history(c: TestClient) {
  return (await c.get('/api/account/security-history')).json().payload.events as {
    kind: string;
    label: string;
    passkeyName: string | null;
  }[];
}

describe('My Account: passkeys', () => {
  it('adds a passkey with its name, lists it, records it and e-mails the author', async () => {
    const a = await account();
    const options = (await a.c.post('/api/account/passkeys/registration-options')).json().payload.options;
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Quire' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(options.challenge).toMatch(/^[\w-]{20,}$/);
    const { json } = a.auth.register(options);
    const res = await a.c.post('/api/account/passkeys', { name: '  Work laptop ', response: json });
    expect(res.statusCode, res.body).toBe(200);
    const { passkey } = res.json().payload;
    expect(passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null, synced: false });

    const list = (await a.c.get('/api/account/passkeys')).json().payload.passkeys;
    expect(list).toEqual([passkey]);
    expect(t.clock.now().getTime() - Date.parse(list[0].createdAt)).toBeLessThan(10_000);
    expect((await history(a.c))[0]).toMatchObject({
      kind: 'passkey.added',
      label: 'Passkey added',
      passkeyName: 'Work laptop',
    });
    const mail = (await outboxFor(t.database, a.email)).at(-1);
    expect(mail).toMatchObject({ kind: 'passkey-added' });
    expect(mail?.text_body).toContain('A passkey named "Work laptop" was added');
    // The key is stored as the authenticator gave it, and never written to the log.
    const stored = rowsOf<{ public_key: Uint8Array }>(
      await t.database.db.execute(sql`select public_key from passkeys where id = ${passkey.id}`),
    )[0];
    expect(stored?.public_key.length).toBeGreaterThan(60);
    const keyText = Buffer.from(stored?.public_key ?? []).toString('base64url');
    expect(t.logs.some((l) => l.includes(keyText) || l.includes(json.response.attestationObject))).toBe(
      false,
    );
  });

  it('refuses the same answer twice, an answer to no challenge of this session, and another origin', async () => {
    const a = await account();
    const options = (await a.c.post('/api/account/passkeys/registration-options')).json().payload.options;
    const wrongOrigin = a.auth.register(options, { origin: 'https://evil.example' }).json;
    const refused = await a.c.post('/api/account/passkeys', { name: 'Phone', response: wrongOrigin });
    expect([refused.statusCode, codeOf(refused)]).toEqual([400, 'PASSKEY_WRONG_ORIGIN']);
    // The challenge went with the refused answer.
    const replay = a.auth.register(options).json;
    expect(codeOf(await a.c.post('/api/account/passkeys', { name: 'Phone', response: replay }))).toBe(
      'PASSKEY_CHALLENGE_USED',
    );
    const other = await account();
    const theirs = (await other.c.post('/api/account/passkeys/registration-options')).json().payload.options;
    const stolen = a.auth.register(theirs).json;
    expect(codeOf(await a.c.post('/api/account/passkeys', { name: 'Phone', response: stolen }))).toBe(
      'PASSKEY_CHALLENGE_USED',
    );
    const fresh = (await a.c.post('/api/account/passkeys/registration-options')).json().payload.options;
    const wrongRp = a.auth.register(fresh, { rpId: 'evil.example' }).json;
    expect(codeOf(await a.c.post('/api/account/passkeys', { name: 'Phone', response: wrongRp }))).toBe(
      'PASSKEY_WRONG_RP',
    );
    expect(await count('passkeys', a.email)).toBe(0);
  });

  it('asks for the password again to add or remove, but not to rename', async () => {
    const a = await account();
    const passkey = await addPasskey(a.c, a.auth);
    t.clock.advance(REAUTHENTICATION_WINDOW_MS + MINUTE);
    const options = await a.c.post('/api/account/passkeys/registration-options');
    expect([options.statusCode, codeOf(options)]).toEqual([403, 'REAUTHENTICATION_REQUIRED']);
    const removal = await a.c.request('DELETE', `/api/account/passkeys/${passkey.id}`);
    expect(codeOf(removal)).toBe('REAUTHENTICATION_REQUIRED');
    const renamed = await a.c.request('PATCH', `/api/account/passkeys/${passkey.id}`, {
      body: { name: 'Old laptop' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().payload.passkey.name).toBe('Old laptop');
    expect((await history(a.c))[0]).toMatchObject({ kind: 'passkey.renamed', passkeyName: 'Old laptop' });

    expect((await a.c.post('/api/account/reauthenticate', { password: a.password })).statusCode).toBe(200);
    const removed = await a.c.request('DELETE', `/api/account/passkeys/${passkey.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await a.c.get('/api/account/passkeys')).json().payload.passkeys).toEqual([]);
    expect((await history(a.c))[0]).toMatchObject({ kind: 'passkey.removed', passkeyName: 'Old laptop' });
    expect((await outboxFor(t.database, a.email)).at(-1)).toMatchObject({ kind: 'passkey-removed' });
  });

  it("answers 404 for another account's passkey or a malformed id, and refuses bad names", async () => {
    const a = await account();
    const b = await account();
    const theirs = await addPasskey(b.c, b.auth);
    for (const id of [theirs.id, 'not-a-uuid']) {
      const rename = await a.c.request('PATCH', `/api/account/passkeys/${id}`, { body: { name: 'Mine' } });
      expect([rename.statusCode, codeOf(rename)]).toEqual([404, 'NOT_FOUND']);
      expect(codeOf(await a.c.request('DELETE', `/api/account/passkeys/${id}`))).toBe('NOT_FOUND');
    }
    expect(await count('passkeys', b.email)).toBe(1);
    for (const name of ['   ', 'x'.repeat(61)]) {
      const res = await b.c.request('PATCH', `/api/account/passkeys/${theirs.id}`, { body: { name } });
      expect(res.statusCode).toBe(400);
    }
  });

  it('needs a signed-in account', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    for (const [method, url] of [
      ['GET', '/api/account/passkeys'],
      ['POST', '/api/account/passkeys/registration-options'],
      ['GET', '/api/account/security-history'],
    ] as const) {
      const res = await anon.request(method, url);
      expect([res.statusCode, codeOf(res)], url).toEqual([401, 'UNAUTHORIZED']);
    }
  });
});

describe('sign-in with a passkey', () => {
  it('signs in with no e-mail and no password, and records and e-mails the sign-in', async () => {
    const a = await account();
    await addPasskey(a.c, a.auth, 'Phone');
    const sessions = await count('sessions', a.email);
    const { c, options } = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await c.post('/api/authentication/passkey/signin', { response: a.auth.assert(options) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.user.email).toBe(a.email);
    expect(await count('sessions', a.email)).toBe(sessions + 1);
    expect((await c.get('/api/authentication/session')).json().payload.user.email).toBe(a.email);
    const [passkey] = (await c.get('/api/account/passkeys')).json().payload.passkeys;
    expect(t.clock.now().getTime() - Date.parse(passkey.lastUsedAt)).toBeLessThan(10_000);
    expect((await history(c))[0]).toMatchObject({ kind: 'passkey.sign-in', passkeyName: 'Phone' });
    const mail = (await outboxFor(t.database, a.email)).at(-1);
    expect(mail).toMatchObject({ kind: 'passkey-sign-in' });
    expect(mail?.text_body).toContain('with your passkey "Phone"');
  });

  it('refuses a replayed answer, an expired challenge, another origin or relying party: no session', async () => {
    const a = await account();
    await addPasskey(a.c, a.auth);
    const sessions = await count('sessions', a.email);
    const refused = async (c: TestClient, response: unknown, code: string) => {
      const res = await c.post('/api/authentication/passkey/signin', { response });
      expect([res.statusCode, codeOf(res)], code).toEqual([400, code]);
      expect(res.headers['set-cookie'] ?? '').not.toContain('quire_sid=');
    };

    const first = await signInOptions();
    const answer = a.auth.assert(first.options);
    expect((await first.c.post('/api/authentication/passkey/signin', { response: answer })).statusCode).toBe(
      200,
    );
    await refused((await signInOptions()).c, answer, 'PASSKEY_CHALLENGE_USED');

    const late = await signInOptions();
    t.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1000);
    await refused(late.c, a.auth.assert(late.options), 'PASSKEY_CHALLENGE_EXPIRED');

    const origin = await signInOptions();
    await refused(
      origin.c,
      a.auth.assert(origin.options, { origin: 'https://evil.example' }),
      'PASSKEY_WRONG_ORIGIN',
    );
    // The refused answer used its challenge up: the right answer to it comes too late.
    await refused(origin.c, a.auth.assert(origin.options), 'PASSKEY_CHALLENGE_USED');

    const rp = await signInOptions();
    await refused(rp.c, a.auth.assert(rp.options, { rpId: 'evil.example' }), 'PASSKEY_WRONG_RP');

    const made = await signInOptions();
    await refused(
      made.c,
      a.auth.assert(made.options, { challenge: 'A'.repeat(43) }),
      'PASSKEY_CHALLENGE_USED',
    );
    expect(await count('sessions', a.email)).toBe(sessions + 1);
  });

  it('refuses a counter that does not grow (a copied passkey), an unknown passkey and another handle', async () => {
    const a = await account();
    const b = await account();
    await addPasskey(a.c, a.auth);
    await addPasskey(b.c, b.auth);
    const ok = await signInOptions();
    expect(
      (
        await ok.c.post('/api/authentication/passkey/signin', {
          response: a.auth.assert(ok.options, { counter: 5 }),
        })
      ).statusCode,
    ).toBe(200);
    const copied = await signInOptions();
    const res = await copied.c.post('/api/authentication/passkey/signin', {
      response: a.auth.assert(copied.options, { counter: 5 }),
    });
    expect([res.statusCode, codeOf(res)]).toEqual([400, 'PASSKEY_COUNTER']);

    const stranger = new SoftAuthenticator(TEST_ORIGIN);
    stranger.register({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'nobody' } });
    const unknown = await signInOptions();
    expect(
      codeOf(
        await unknown.c.post('/api/authentication/passkey/signin', {
          response: stranger.assert(unknown.options),
        }),
      ),
    ).toBe('PASSKEY_NOT_RECOGNISED');

    // A's passkey answering with B's user handle: the handle must name the passkey's own account.
    const handle = await signInOptions();
    const credential = a.auth.credentials[0];
    if (!credential) throw new Error('no credential');
    const forged = a.auth.assert(handle.options, {
      credential: { ...credential, userHandle: b.auth.credentials[0]?.userHandle ?? '' },
    });
    expect(codeOf(await handle.c.post('/api/authentication/passkey/signin', { response: forged }))).toBe(
      'PASSKEY_NOT_RECOGNISED',
    );
  });

  it('signs a deactivated account in nowhere', async () => {
    const a = await account();
    await addPasskey(a.c, a.auth);
    await t.database.db.execute(
      sql`update users set deactivated_at = now(), deactivation_reason = 'user request' where email = ${a.email}`,
    );
    const { c, options } = await signInOptions();
    const res = await c.post('/api/authentication/passkey/signin', { response: a.auth.assert(options) });
    expect([res.statusCode, codeOf(res)]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
  });
});

describe('the OpenAPI reference', () => {
  it('lists every passkey endpoint with its summary and body', async () => {
    const doc = (await t.client().get('/api/docs/json')).json();
    const ops: Array<[string, string, boolean]> = [
      ['/api/account/passkeys', 'get', false],
      ['/api/account/passkeys', 'post', true],
      ['/api/account/passkeys/registration-options', 'post', false],
      ['/api/account/passkeys/{id}', 'patch', true],
      ['/api/account/passkeys/{id}', 'delete', false],
      ['/api/account/security-history', 'get', false],
      ['/api/authentication/passkey/options', 'post', false],
      ['/api/authentication/passkey/signin', 'post', true],
      ['/api/authentication/two-step/passkey/options', 'post', true],
      ['/api/authentication/two-step/passkey', 'post', true],
    ];
    for (const [path, method, hasBody] of ops) {
      const op = doc.paths[path]?.[method];
      expect(op?.summary, `${method} ${path}`).toBeTruthy();
      expect(Boolean(op?.requestBody), `${method} ${path} body`).toBe(hasBody);
    }
    expect(doc.paths['/api/authentication/passkey/signin'].post.description).toContain(
      'PASSKEY_CHALLENGE_USED',
    );
  });
});
