import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientEnvironment, createApiClient, SESSION_ROTATED_RETRY_MS } from './api-client';
import { sessionExpiry } from './session-expiry';

/** The API client's side of decision 050: the session's ends, background calls, a rotated id. */
type Reply = { status?: number; body: unknown; headers?: Record<string, string> };

const envelope = (payload: unknown) => ({ code: 'SUCCESS', payload, errors: [] });
const ROTATED = {
  status: 401,
  body: {
    code: 'SESSION_ROTATED',
    payload: null,
    errors: [{ code: 'SESSION_ROTATED', description: 'Your Session has Expired. Please sign in again...' }],
  },
};

function setup(routes: Record<string, Reply[]>) {
  const calls: { key: string; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input).split('?')[0]}`;
    calls.push({ key, headers: new Headers(init.headers) });
    const reply = routes[key]?.shift();
    if (!reply) throw new TypeError(`Failed to fetch ${key}`);
    return new Response(JSON.stringify(reply.body), {
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
    authorShareKey: () => null,
  };
  return { client: createApiClient(env), env, calls };
}

const TOKEN = { body: envelope({ token: 'tok-1' }) };

describe('api client and the session (decision 050)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    sessionExpiry.set(null);
  });

  it('keeps the session ends of an answer in local time, and marks background calls', async () => {
    const { client, calls } = setup({
      'GET /api/x': [
        {
          body: envelope(1),
          headers: {
            // The server is 5 s ahead of this browser.
            'x-server-time': String(1_005_000),
            'x-session-idle-expires': new Date(1_005_000 + 1_800_000).toISOString(),
            'x-session-expires': new Date(1_005_000 + 43_200_000).toISOString(),
          },
        },
        { body: envelope(2) },
      ],
    });
    await client.get('/api/x');
    expect(sessionExpiry.get()).toEqual({
      idleAt: 1_000_000 + 1_800_000,
      absoluteAt: 1_000_000 + 43_200_000,
    });
    await client.get('/api/x', { background: true });
    expect(calls[0]?.headers.has('x-background-request')).toBe(false);
    expect(calls[1]?.headers.get('x-background-request')).toBe('1');
    // An answer without the headers (signed out, or a public call) leaves them as they were.
    expect(sessionExpiry.get()?.idleAt).toBe(2_800_000);
  });

  it('sends a call refused with SESSION_ROTATED once more, with the same CSRF token, after a moment', async () => {
    const { client, env, calls } = setup({
      'GET /api/authentication/csrf-token': [TOKEN],
      'POST /api/things': [ROTATED, { body: envelope('done') }],
    });
    const result = client.post('/api/things', { a: 1 });
    await vi.advanceTimersByTimeAsync(SESSION_ROTATED_RETRY_MS);
    await expect(result).resolves.toBe('done');
    const posts = calls.filter((c) => c.key === 'POST /api/things');
    expect(posts.map((c) => c.headers.get('x-csrf-token'))).toEqual(['tok-1', 'tok-1']);
    expect(env.showSessionExpired).not.toHaveBeenCalled();
  });

  it('a second SESSION_ROTATED is a sign-out, as 1080 is', async () => {
    const { client, env } = setup({ 'GET /api/x': [ROTATED, ROTATED] });
    const result = client.get('/api/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(SESSION_ROTATED_RETRY_MS);
    expect(await result).toMatchObject({ code: 'SESSION_ROTATED' });
    expect(env.clearUser).toHaveBeenCalled();
    expect(env.showSessionExpired).toHaveBeenCalledWith('Your Session has Expired. Please sign in again...');
  });
});
