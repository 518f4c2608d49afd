import { REAUTHENTICATION_WINDOW_MS } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, MINUTE, newAccount, type TestApp, type TestClient } from './helpers';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

async function freshAccount(t: TestApp) {
  const body = newAccount();
  const c = t.client();
  await c.fetchCsrf();
  expect((await c.post('/api/authentication/create-account', body)).statusCode).toBe(200);
  return { email: body.email, password: body.password };
}

async function signInAs(t: TestApp, creds: { email: string; password: string }, userAgent: string) {
  const c = t.client();
  await c.fetchCsrf();
  const res = await c.post('/api/authentication/signin', creds, { headers: { 'user-agent': userAgent } });
  expect(res.statusCode).toBe(200);
  await c.fetchCsrf();
  return c;
}

describe('signed-in sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the sessions with device, IP, times and which is this one', async () => {
    const creds = await freshAccount(t);
    const a = await signInAs(t, creds, CHROME);
    await signInAs(t, creds, FIREFOX);
    const res = await a.get('/api/account/sessions');
    expect(res.statusCode).toBe(200);
    const list = res.json().payload.sessions as Array<Record<string, unknown>>;
    // The create-account session, Chrome and Firefox.
    expect(list).toHaveLength(3);
    const mine = list.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ device: 'Chrome on Windows', userAgent: CHROME, ip: '127.0.0.1' });
    expect(list.map((s) => s.device)).toContain('Firefox on Linux');
    for (const s of list) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(String(s.createdAt))).not.toBeNaN();
      expect(Date.parse(String(s.lastSeenAt))).not.toBeNaN();
    }
    // Neither the cookie nor its hash is shown.
    expect(res.body).not.toContain(a.cookies.get('quire_sid')!);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const creds = await freshAccount(t);
    const a = await signInAs(t, creds, CHROME);
    const b = await signInAs(t, creds, FIREFOX);
    const res = await a.post('/api/account/sessions/sign-out-others');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.signedOut).toBe(2);
    expect((await b.get('/api/account/sessions')).json().code).toBe('1080');
    const left = (await a.get('/api/account/sessions')).json().payload.sessions;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it('signs out one session; another user cannot (404); unknown id 404; bad id 400', async () => {
    const creds = await freshAccount(t);
    const a = await signInAs(t, creds, CHROME);
    const b = await signInAs(t, creds, FIREFOX);
    const list = (await a.get('/api/account/sessions')).json().payload.sessions as Array<{
      id: string;
      device: string;
    }>;
    const firefox = list.find((s) => s.device === 'Firefox on Linux')!;

    const stranger = await signInAs(t, await freshAccount(t), CHROME);
    const foreign = await stranger.request('DELETE', `/api/account/sessions/${firefox.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await b.get('/api/account/sessions')).statusCode).toBe(200);

    expect((await a.request('DELETE', `/api/account/sessions/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await a.request('DELETE', '/api/account/sessions/not-a-uuid')).statusCode).toBe(400);

    const res = await a.request('DELETE', `/api/account/sessions/${firefox.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ current: false });
    expect((await b.get('/api/account/sessions')).json().code).toBe('1080');
  });

  it('signing out this session from the list clears its cookie', async () => {
    const a = await signInAs(t, await freshAccount(t), CHROME);
    const me = (await a.get('/api/account/sessions'))
      .json()
      .payload.sessions.find((s: { current: boolean }) => s.current);
    const res = await a.request('DELETE', `/api/account/sessions/${me.id}`);
    expect(res.json().payload).toEqual({ current: true });
    expect(a.cookies.get('quire_sid')).toBeUndefined();
  });

  it('signed out: 401', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await anon.get('/api/account/sessions')).statusCode).toBe(401);
    expect((await anon.post('/api/account/sessions/sign-out-others')).statusCode).toBe(401);
    expect((await anon.request('DELETE', `/api/account/sessions/${crypto.randomUUID()}`)).statusCode).toBe(
      401,
    );
    expect((await anon.post('/api/account/reauthenticate', { password: 'x' })).statusCode).toBe(401);
  });
});

describe('re-authentication', () => {
  let t: TestApp;
  let c: TestClient;
  let creds: { email: string; password: string };
  beforeAll(async () => {
    t = await buildTestApp();
    creds = await freshAccount(t);
    c = await signInAs(t, creds, CHROME);
  });
  afterAll(() => t.close());

  const profileBody = (over: Record<string, unknown> = {}) => ({
    firstName: 'Mary',
    lastName: 'Shelley',
    email: creds.email,
    emailOptedIn: true,
    cellPhoneNumber: '',
    secretQuestion: 'What city were you born in?',
    ...over,
  });

  it('a sensitive change later than 5 minutes after sign-in needs the password again', async () => {
    t.clock.advance(REAUTHENTICATION_WINDOW_MS + MINUTE);
    const refused = await c.put('/api/account/profile', profileBody({ cellPhoneNumber: '202-555-0143' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REAUTHENTICATION_REQUIRED');
    // A name alone needs no re-authentication.
    expect((await c.put('/api/account/profile', profileBody({ firstName: 'Mari' }))).statusCode).toBe(200);
  });

  it('a wrong password answers 30004; bad input 400', async () => {
    const wrong = await c.post('/api/account/reauthenticate', { password: 'Nope1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('30004');
    const empty = await c.post('/api/account/reauthenticate', { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({
      field: 'password',
      description: 'Please enter a password.',
    });
  });

  it('the right password opens a 5-minute window', async () => {
    const res = await c.post('/api/account/reauthenticate', { password: creds.password });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().payload.until) - t.clock.now().getTime()).toBeGreaterThan(4 * MINUTE);
    expect(
      (await c.put('/api/account/profile', profileBody({ cellPhoneNumber: '2025550143' }))).statusCode,
    ).toBe(200);
    t.clock.advance(REAUTHENTICATION_WINDOW_MS + 1000);
    const late = await c.put('/api/account/profile', profileBody({ cellPhoneNumber: '' }));
    expect(late.json().code).toBe('REAUTHENTICATION_REQUIRED');
  });

  it('counts towards the sign-in lock', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await c.post('/api/account/reauthenticate', { password: 'Nope1234' })).json().code);
    expect(codes).toEqual(['30004', '30004', '30004', '30004', 'ACCOUNT_LOCKED']);
    const locked = await c.post('/api/account/reauthenticate', { password: creds.password });
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
  });
});

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists every account-holder endpoint, with its body', async () => {
    const doc = (await t.client().get('/api/docs/json')).json();
    const ops: Array<[string, string, boolean]> = [
      ['/api/account/profile', 'get', false],
      ['/api/account/profile', 'put', true],
      ['/api/account/confirm-email', 'post', true],
      ['/api/account/reauthenticate', 'post', true],
      ['/api/account/sessions', 'get', false],
      ['/api/account/sessions/{id}', 'delete', false],
      ['/api/account/sessions/sign-out-others', 'post', false],
      ['/api/account/preferences', 'get', false],
      ['/api/authentication/save-prefs', 'post', true],
      ['/api/authentication/retrieve_email_preferences/{id}', 'post', false],
      ['/api/account/addressbook', 'get', false],
      ['/api/account/addressbook', 'put', true],
      ['/api/account/addressbook', 'post', true],
      ['/api/account/payment-methods', 'get', false],
      ['/api/admin/account-reset-lockout', 'delete', false],
      ['/api/admin/override-reset-lockout', 'get', false],
      ['/api/admin/lockout-status', 'get', false],
    ];
    for (const [path, method, hasBody] of ops) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeTruthy();
      expect(op.summary.length, `${method} ${path} summary`).toBeGreaterThan(10);
      if (hasBody) expect(op.requestBody, `${method} ${path} body`).toBeTruthy();
    }
    expect(JSON.stringify(doc.paths['/api/account/profile'].put.requestBody)).toContain('currentPassword');
  });
});
