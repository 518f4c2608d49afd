import { AppError } from '@quire/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientEnvironment, createApiClient } from './api-client';

type Reply = { status?: number; body?: unknown; headers?: Record<string, string>; raw?: string };

function envelope(payload: unknown) {
  return { code: 'SUCCESS', payload, errors: [] };
}
function failure(status: number, ...errors: { code: string; description: string; field?: string }[]) {
  return { status, body: { code: errors[0]!.code, payload: null, errors } };
}

function setup(routes: Record<string, Reply[] | Reply>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const entry = queues.get(key);
    const reply = Array.isArray(entry) ? entry.shift() : entry;
    if (!reply) throw new TypeError(`Failed to fetch ${key}`);
    const text = reply.raw ?? JSON.stringify(reply.body ?? envelope(null));
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  const env: ApiClientEnvironment = {
    fetch: fetchMock as unknown as typeof fetch,
    now: () => 1_000_000,
    clearUser: vi.fn(),
    navigate: vi.fn(),
    showErrorDialog: vi.fn(),
    showSessionExpired: vi.fn(),
    showSearchExhausted: vi.fn(),
    storeContributorMessage: vi.fn(),
    authorShareKey: () => 'share-123',
  };
  return { client: createApiClient(env), env, calls, fetchMock };
}

const TOKEN = { body: envelope({ token: 'tok-1' }) };

describe('api client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns the payload of a SUCCESS envelope and sends same-origin credentials', async () => {
    const { client, calls } = setup({ 'GET /api/health': { body: envelope({ status: 'ok' }) } });
    await expect(client.get('/api/health', { query: { a: 1, b: undefined } })).resolves.toEqual({
      status: 'ok',
    });
    expect(calls[0]!.url).toBe('/api/health?a=1');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(new Headers(calls[0]!.init.headers).has('x-csrf-token')).toBe(false);
  });

  it('fetches the CSRF token lazily once and sends it on state-changing calls', async () => {
    const { client, calls } = setup({
      'GET /api/authentication/csrf-token': TOKEN,
      'POST /api/things': [{ body: envelope(1) }, { body: envelope(2) }],
    });
    await client.post('/api/things', { x: 1 });
    await client.post('/api/things', { x: 2 });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/authentication/csrf-token',
      'POST /api/things',
      'POST /api/things',
    ]);
    expect(new Headers(calls[1]!.init.headers).get('x-csrf-token')).toBe('tok-1');
    expect(calls[1]!.init.body).toBe('{"x":1}');
  });

  it('sends the CSRF token on a GET the spec makes state-changing, and only there', async () => {
    const { client, calls } = setup({
      'GET /api/authentication/csrf-token': TOKEN,
      'GET /api/authentication/logout': { body: envelope(null) },
      'GET /api/health': { body: envelope({ status: 'ok' }) },
    });
    await client.get('/api/authentication/logout', { stateChanging: true });
    await client.get('/api/health');
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/authentication/csrf-token',
      'GET /api/authentication/logout',
      'GET /api/health',
    ]);
    expect(new Headers(calls[1]!.init.headers).get('x-csrf-token')).toBe('tok-1');
    expect(new Headers(calls[2]!.init.headers).has('x-csrf-token')).toBe(false);
  });
  it('refetches the token after resetCsrfToken (sign-in / sign-out)', async () => {
    const { client, calls } = setup({
      'GET /api/authentication/csrf-token': [TOKEN, { body: envelope({ token: 'tok-2' }) }],
      'PUT /api/things': [{ body: envelope(1) }, { body: envelope(2) }],
    });
    await client.put('/api/things');
    client.resetCsrfToken();
    await client.put('/api/things');
    expect(new Headers(calls[3]!.init.headers).get('x-csrf-token')).toBe('tok-2');
  });

  it('retries once with a fresh token after CSRF_INVALID', async () => {
    const { client, calls, env } = setup({
      'GET /api/authentication/csrf-token': [TOKEN, { body: envelope({ token: 'tok-2' }) }],
      'POST /api/things': [
        failure(403, { code: 'CSRF_INVALID', description: 'bad token' }),
        { body: envelope('ok') },
      ],
    });
    await expect(client.post('/api/things')).resolves.toBe('ok');
    expect(calls).toHaveLength(4);
    expect(new Headers(calls[3]!.init.headers).get('x-csrf-token')).toBe('tok-2');
    expect(env.showErrorDialog).not.toHaveBeenCalled();
  });

  it('keeps the server time offset from the x-server-time header', async () => {
    const { client } = setup({
      'GET /api/x': { body: envelope(null), headers: { 'x-server-time': '1005000' } },
    });
    await client.get('/api/x');
    expect(client.serverTimeOffset()).toBe(5000);
    expect(client.serverNow()).toBe(1_005_000);
  });

  it('throws an AppError with the items and shows the Oops dialog when no caller handles it', async () => {
    const items = [
      { code: '0', description: 'An unknown error occurred. Please try again later.' },
      { code: '0', description: 'An unknown error occurred. Please try again later.' },
    ];
    const { client, env } = setup({ 'GET /api/x': failure(500, ...items) });
    const error = await client.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).items).toEqual(items);
    expect((error as AppError).status).toBe(500);
    expect(env.showErrorDialog).toHaveBeenCalledWith(items);
  });

  it('lets a caller handle its own codes (true = handled), else falls back to the dialog', async () => {
    const wrong = failure(401, {
      code: '30004',
      description: 'Your password is not correct for this account.',
      field: 'password',
    });
    const { client, env } = setup({ 'GET /api/a': [wrong, wrong] });
    const handler = vi.fn(() => true);
    await expect(client.get('/api/a', { onError: handler })).rejects.toBeInstanceOf(AppError);
    expect(handler).toHaveBeenCalledOnce();
    expect(env.showErrorDialog).not.toHaveBeenCalled();
    await expect(client.get('/api/a', { onError: () => false })).rejects.toBeInstanceOf(AppError);
    expect(env.showErrorDialog).toHaveBeenCalledOnce();
  });

  it("tells a caller's handler how the client reads the failure, so a screen needs no catalogue", async () => {
    const expired = failure(401, { code: '1080', description: 'Your session has expired.' });
    const other = failure(500, {
      code: '0',
      description: 'An unknown error occurred. Please try again later.',
    });
    const { client, env } = setup({ 'GET /api/a': [expired, other] });
    const seen: string[] = [];
    const inPlace = (_e: AppError, handling: string) => {
      seen.push(handling);
      return handling === 'generic';
    };
    await expect(client.get('/api/a', { onError: inPlace })).rejects.toBeInstanceOf(AppError);
    await expect(client.get('/api/a', { onError: inPlace })).rejects.toBeInstanceOf(AppError);
    expect(seen).toEqual(['session-expired', 'generic']);
    // The ended session still went to the central handling; the other failure stayed in place.
    expect(env.showSessionExpired).toHaveBeenCalledOnce();
    expect(env.showErrorDialog).not.toHaveBeenCalled();
  });

  it('turns a network failure into UNEXPECTED "Unexpected error"', async () => {
    const { client, env } = setup({});
    const error = (await client.get('/api/down').catch((e: unknown) => e)) as AppError;
    expect(error.code).toBe('UNEXPECTED');
    expect(error.items[0]!.description).toBe('Unexpected error');
    expect(env.showErrorDialog).toHaveBeenCalledWith(error.items);
  });

  it('treats a missing code with a non-empty errors list as a failure', async () => {
    const { client } = setup({ 'GET /api/x': { body: { errors: [{ code: '4', description: 'boom' }] } } });
    await expect(client.get('/api/x')).rejects.toMatchObject({ code: '4' });
  });

  it("gives a failure that names only its code the catalogue's words for it", async () => {
    const { client, env } = setup({
      'GET /api/x': { status: 401, body: { code: '30004', payload: null, errors: [] } },
    });
    const error = (await client.get('/api/x').catch((e: unknown) => e)) as AppError;
    const items = [{ code: '30004', description: 'Your password is not correct for this account.' }];
    expect(error.items).toEqual(items);
    expect(env.showErrorDialog).toHaveBeenCalledWith(items);
  });

  it('1080: clears the user, says the session expired, goes to /sign-in after 5 s', async () => {
    const { client, env } = setup({ 'GET /api/x': failure(401, { code: '1080', description: 'expired' }) });
    await client.get('/api/x').catch(() => undefined);
    expect(env.clearUser).toHaveBeenCalled();
    expect(env.showSessionExpired).toHaveBeenCalledWith('Your Session has Expired. Please sign in again...');
    vi.advanceTimersByTime(4999);
    expect(env.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(env.navigate).toHaveBeenCalledWith('/sign-in');
    expect(env.showErrorDialog).not.toHaveBeenCalled();
  });

  it('34007 with the contributor text: stores the message, logs out, contributor page after 2 s', async () => {
    const { client, env, calls } = setup({
      'GET /api/x': failure(403, { code: '34007', description: 'Please contact the author for access' }),
      'GET /api/authentication/logout': { body: envelope({ signedOut: true }) },
    });
    await client.get('/api/x').catch(() => undefined);
    expect(env.storeContributorMessage).toHaveBeenCalledWith(
      'You do not have access to this account. Please contact the author for access.',
    );
    expect(env.clearUser).toHaveBeenCalled();
    expect(calls.some((c) => c.url === '/api/authentication/logout')).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(env.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(env.navigate).toHaveBeenCalledWith('/contributor/?authorShareKey=share-123');
  });

  it('ignores bare 34007 and 19004', async () => {
    const { client, env } = setup({
      'GET /api/a': failure(403, { code: '34007', description: 'Something else' }),
      'GET /api/b': failure(200, { code: '19004', description: 'x' }),
    });
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(AppError);
    await expect(client.get('/api/b')).rejects.toBeInstanceOf(AppError);
    vi.runAllTimers();
    expect(env.showErrorDialog).not.toHaveBeenCalled();
    expect(env.navigate).not.toHaveBeenCalled();
    expect(env.clearUser).not.toHaveBeenCalled();
  });

  it('23007 / 23008 open the search-exhausted modal', async () => {
    const { client, env } = setup({
      'GET /api/s': failure(422, { code: '23008', description: 'exhausted' }),
    });
    await client.get('/api/s').catch(() => undefined);
    expect(env.showSearchExhausted).toHaveBeenCalledWith([{ code: '23008', description: 'exhausted' }]);
    expect(env.showErrorDialog).not.toHaveBeenCalled();
  });

  it('UNAUTHORIZED clears the user and goes to /sign-in', async () => {
    const { client, env } = setup({
      'GET /api/p': failure(401, { code: 'UNAUTHORIZED', description: 'sign in' }),
    });
    await client.get('/api/p').catch(() => undefined);
    expect(env.clearUser).toHaveBeenCalled();
    expect(env.navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('a non-JSON answer becomes the unknown error', async () => {
    const { client } = setup({ 'GET /api/html': { status: 502, raw: '<html>Bad gateway</html>' } });
    await expect(client.get('/api/html')).rejects.toMatchObject({ code: '0', status: 502 });
  });
});
