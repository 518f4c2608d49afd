import { vi } from 'vitest';

type Reply = { status?: number; body: unknown; headers?: Record<string, string> };

/** Stubs global fetch with envelope answers by "METHOD /path"; records the calls. */
export function mockApi(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: { key: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body, headers: new Headers(init.headers) });
    const route = routes[key];
    if (!route) throw new TypeError(`Failed to fetch ${key}`);
    const reply = typeof route === 'function' ? route(body) : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', 'x-server-time': String(Date.now()), ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const ok = (payload: unknown): Reply => ({ body: { code: 'SUCCESS', payload, errors: [] } });
export const fail = (
  status: number,
  ...errors: { code: string; description: string; field?: string }[]
): Reply => ({
  status,
  body: { code: errors[0]?.code, payload: null, errors },
});
