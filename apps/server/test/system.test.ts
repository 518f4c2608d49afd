import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDatabaseKind } from './helpers';

describe('system: health, envelope, headers, docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ bodyLimit: 2048 });
  });
  afterAll(() => t.close());

  it('GET /api/health answers the envelope with the database kind and version', async () => {
    const res = await t.client().get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'SUCCESS',
      payload: {
        status: 'ok',
        database: testDatabaseKind() === 'postgres' ? 'postgres' : 'embedded',
        version: '0.1.0',
      },
      errors: [],
    });
  });

  it('every response carries a request id and the server time from the injected clock', async () => {
    t.clock.advance(5 * 60_000);
    const res = await t.client().get('/api/health');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const serverTime = Number(res.headers['x-server-time']);
    expect(Math.abs(serverTime - (Date.now() + 5 * 60_000))).toBeLessThan(5_000);
    const other = await t.client().get('/api/nothing-here');
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
    expect(other.headers['x-server-time']).toBeDefined();
  });

  it('an unknown /api route answers 404 ROUTE_NOT_FOUND in the envelope, for any method', async () => {
    const c = t.client();
    const get = await c.get('/api/no/such/route');
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({
      code: 'ROUTE_NOT_FOUND',
      payload: null,
      errors: [{ code: 'ROUTE_NOT_FOUND', description: 'There is no such API route.' }],
    });
    const del = await c.request('DELETE', '/api/no/such/route');
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('malformed JSON answers 400 MALFORMED_REQUEST', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.request('POST', '/api/authentication/signin', {
      raw: '{"email": "a@b.c", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MALFORMED_REQUEST');
    expect(res.json().payload).toBeNull();
  });

  it('a body over the limit answers 413 PAYLOAD_TOO_LARGE', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.post('/api/authentication/signin', { email: 'a@b.co', password: 'x'.repeat(4000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', payload: null });
  });

  it('an unsupported body type answers 415 in the envelope', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.request('POST', '/api/authentication/signin', {
      raw: 'email=a',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('sends the strict CSP and the other helmet headers', async () => {
    const res = await t.client().get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the OpenAPI document and the reference page outside the envelope', async () => {
    const c = t.client();
    const doc = await c.get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    const paths = Object.keys(spec.paths);
    for (const p of [
      '/api/health',
      '/api/authentication/csrf-token',
      '/api/authentication/session',
      '/api/authentication/create-account',
      '/api/authentication/signin',
      '/api/authentication/signintrade',
      '/api/authentication/logout',
      '/api/account/security_questions',
      '/api/feature_model',
      '/api/admin/feature_model/{flag}',
    ]) {
      expect(paths).toContain(p);
    }
    const create = spec.paths['/api/authentication/create-account'].post;
    expect(create.tags).toContain('accounts');
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('secretAnswer');
    expect(create.responses).toHaveProperty('200');
    expect(create.responses).toHaveProperty('409');
    expect(create.security).toEqual([{ csrfToken: [] }]);
    expect(spec.components.securitySchemes.csrfToken).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-CSRF-Token',
    });
    expect(spec.paths['/api/health'].get.security).toBeUndefined();
    for (const [path, ops] of Object.entries(spec.paths) as [string, Record<string, { tags?: string[] }>][]) {
      for (const op of Object.values(ops)) expect(op.tags?.length, path).toBeGreaterThan(0);
    }

    // Every API route is in the reference, under its OpenAPI path, with its request body when it takes one.
    const documented = new Set(
      Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const missing = t.routes
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}')}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);

    const page = await c.get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The page loads only same-origin scripts, so it works under script-src 'self'.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(page.body).toMatch(/<script src="[^"]*swagger-ui-bundle\.js"/);
  });

  it('outside /api, an unknown page without a build answers the "run npm run build" page', async () => {
    const res = await t.client().get('/projects/42');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run build');
  });

  it('answers 503 SERVICE_UNAVAILABLE while draining for shutdown', async () => {
    t.app.draining = true;
    try {
      const res = await t.client().get('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        errors: [
          { code: 'SERVICE_UNAVAILABLE', description: 'Quire is restarting. Please try again in a moment.' },
        ],
      });
      expect(res.headers.connection).toBe('close');
    } finally {
      t.app.draining = false;
    }
    expect((await t.client().get('/api/health')).statusCode).toBe(200);
  });
});

describe('system: the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'quire-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Quire app</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // A file where an /api path would find it, were the files' route asked.
    mkdirSync(join(dist, 'api'));
    writeFileSync(join(dist, 'api', 'notes.txt'), 'not an API answer');
    t = await buildTestApp({ webDist: dist });
  });
  afterAll(() => t.close());

  it('serves index.html for client routes (SPA fallback) without caching it', async () => {
    for (const path of ['/', '/sign-in', '/projects/ebook-interior?x=1']) {
      const res = await t.client().get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('Quire app');
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.client().get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing file with an extension is a 404, not the app', async () => {
    const res = await t.client().get('/assets/missing.js');
    expect(res.statusCode).toBe(404);
  });

  it('/api routes still answer the envelope', async () => {
    expect((await t.client().get('/api/missing')).json().code).toBe('ROUTE_NOT_FOUND');
    expect((await t.client().get('/api/health')).json().code).toBe('SUCCESS');
  });

  it('an /api path is never looked up among the files (decision 075)', async () => {
    for (const path of ['/api/notes.txt', '/api/missing/deeper', '/api/', '/api']) {
      const res = await t.client().get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code, path).toBe('ROUTE_NOT_FOUND');
    }
    const head = await t.client().request('HEAD', '/api/notes.txt');
    expect(head.statusCode).toBe(404);
  });
});

describe('system: unexpected errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answer 500 code "0" with the generic message, no stack, and are logged with the request id', async () => {
    // The database going away is a real unexpected failure.
    await t.database.close();
    const res = await t.client().get('/api/health');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: '0',
      payload: null,
      errors: [{ code: '0', description: 'An unknown error occurred. Please try again later.' }],
    });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    const reqId = res.headers['x-request-id'] as string;
    const logged = t.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
    expect(logged).toBeDefined();
    expect(logged.reqId).toBe(reqId);
    expect(logged.level).toBe(50);
  });
});
