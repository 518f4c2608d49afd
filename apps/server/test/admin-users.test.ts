import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, customerIdOf, targetAccount } from './admin-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

/**
 * Role × endpoint: every admin-users call (spec 3 §7) and the /api/authentication look-ups, for
 * the signed-out visitor (401), an author (403), the administrator (success), an unknown id (404)
 * and bad input (400 with the field).
 */
type Method = 'GET' | 'POST' | 'PUT';
interface Case {
  name: string;
  method: Method;
  url: (id: string) => string;
  body?: (ctx: Ctx) => unknown;
  /** What an unknown target looks like (null: the call names no single target). */
  unknown: { url?: string; body?: unknown; status?: number; code?: string } | null;
  bad: { url?: string; body?: unknown; field: string; code?: string };
}
interface Ctx {
  target: string;
  vendor: string;
  projectId: string;
}

const U = '/api/admin/users';
const UNKNOWN = 'C999999999';
const UNKNOWN_PROJECT = '00000000-0000-4000-8000-000000000000';

const CASES: Case[] = [
  {
    name: 'search',
    method: 'POST',
    url: () => `${U}/search`,
    body: () => ({ search: 'example.com' }),
    unknown: null,
    bad: { body: { filter: 'Everyone' }, field: 'filter' },
  },
  {
    name: 'details',
    method: 'GET',
    url: (id) => `${U}/details/${id}`,
    unknown: { url: `${U}/details/${UNKNOWN}` },
    bad: { url: `${U}/details/${'x'.repeat(41)}`, field: 'id' },
  },
  {
    name: 'account',
    method: 'GET',
    url: (id) => `${U}/account/${id}`,
    unknown: { url: `${U}/account/${UNKNOWN}` },
    bad: { url: `${U}/account/${'x'.repeat(41)}`, field: 'id' },
  },
  {
    name: 'projects',
    method: 'GET',
    url: (id) => `${U}/projects/${id}?pageNum=1`,
    unknown: { url: `${U}/projects/${UNKNOWN}` },
    bad: { url: `${U}/projects/C1?projectsOption=Hats`, field: 'projectsOption' },
  },
  {
    name: 'change-user-role',
    method: 'POST',
    url: () => `${U}/change-user-role`,
    body: (c) => ({ id: c.target, role: 'AUTHOR' }),
    unknown: { body: { id: UNKNOWN, role: 'AUTHOR' } },
    bad: { body: { id: 'C1', role: 'KING' }, field: 'role' },
  },
  {
    name: 'set-account-permissions',
    method: 'POST',
    url: () => `${U}/set-account-permissions`,
    body: (c) => ({ userId: c.target, hasFreeIsbnAccess: 0 }),
    unknown: { body: { userId: UNKNOWN, hasFreeIsbnAccess: 0 } },
    bad: { body: { userId: 'C1', hasFreeIsbnAccess: 0, authorAccess: 0 }, field: 'authorAccess' },
  },
  {
    name: 'change-business-status',
    method: 'POST',
    url: () => `${U}/change-business-status`,
    body: (c) => ({ vendorNum: c.vendor, status: 'Active', reason: 'Checked' }),
    unknown: { body: { vendorNum: 'V0000000', status: 'Active', reason: 'r' } },
    bad: { body: { vendorNum: 'V1', status: 'OnHold', reason: '  ' }, field: 'reason' },
  },
  {
    name: 'deactivate-user',
    method: 'POST',
    url: () => `${U}/deactivate-user`,
    body: (c) => ({ id: c.target, reason: 'user request' }),
    unknown: { body: { id: UNKNOWN, reason: 'user request' } },
    bad: { body: { id: 'C1', reason: 'bored' }, field: 'reason' },
  },
  {
    name: 'update-email',
    method: 'PUT',
    url: () => `${U}/update-email`,
    body: (c) => ({ vendorNumber: c.vendor, emailAddress: 'matrix.vendor@example.com', swap: false }),
    unknown: {
      body: { vendorNumber: 'V0000000', emailAddress: 'x@example.com' },
      status: 400,
      code: '15014',
    },
    bad: { body: { vendorNumber: 'V1', emailAddress: 'not-an-email' }, field: 'emailAddress', code: '15015' },
  },
  {
    name: 'generate-password-reset-token',
    method: 'GET',
    url: (id) => `${U}/generate-password-reset-token/${id}`,
    unknown: { url: `${U}/generate-password-reset-token/${UNKNOWN}` },
    bad: { url: `${U}/generate-password-reset-token/${'x'.repeat(41)}`, field: 'id' },
  },
  {
    name: 'enable-free-correction',
    method: 'GET',
    url: (id) => `${U}/enable-free-correction/${id}`,
    unknown: { url: `${U}/enable-free-correction/${UNKNOWN}` },
    bad: { url: `${U}/enable-free-correction/${'x'.repeat(41)}`, field: 'id' },
  },
  ...(['repushFiles', 'repushBookFiles', 'syncWithPM'] as const).map(
    (kind): Case => ({
      name: kind,
      method: 'GET',
      url: () => `${U}/${kind}/PROJECT`,
      unknown: { url: `${U}/${kind}/${UNKNOWN_PROJECT}` },
      bad: { url: `${U}/${kind}/${'x'.repeat(41)}`, field: 'id' },
    }),
  ),
  {
    name: 'retrieve_user',
    method: 'GET',
    url: (id) => `/api/authentication/retrieve_user/${id}`,
    unknown: { url: `/api/authentication/retrieve_user/${UNKNOWN}` },
    bad: { url: `/api/authentication/retrieve_user/${'x'.repeat(41)}`, field: 'id' },
  },
  {
    name: 'retrieve_email',
    method: 'GET',
    url: (id) => `/api/authentication/retrieve_email/${id}`,
    unknown: { url: `/api/authentication/retrieve_email/${UNKNOWN}` },
    bad: { url: `/api/authentication/retrieve_email/${'x'.repeat(41)}`, field: 'id' },
  },
  {
    name: 'pubid_email',
    method: 'GET',
    url: () => '/api/authentication/pubid_email/VENDOR',
    unknown: { url: '/api/authentication/pubid_email/V0000000' },
    bad: { url: `/api/authentication/pubid_email/${'x'.repeat(41)}`, field: 'id' },
  },
  {
    name: 'search_email',
    method: 'POST',
    url: () => '/api/authentication/search_email',
    body: () => ({ search: 'example.com' }),
    unknown: null,
    bad: { body: { search: '' }, field: 'search' },
  },
  {
    name: 'audit-log',
    method: 'GET',
    url: () => '/api/admin/audit-log',
    unknown: null,
    bad: { url: '/api/admin/audit-log?to=someday', field: 'to' },
  },
];

describe('admin users: role × endpoint', () => {
  let t: TestApp;
  let admin: TestClient;
  let author: TestClient;
  let ctx: Ctx;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await adminClient(t);
    author = t.client();
    await author.signIn(AUTHOR);
    const target = await targetAccount(t, 'V7000001');
    const projects = (await author.get('/api/projects')).json().payload.projects;
    ctx = { target: target.customerId, vendor: 'V7000001', projectId: projects[0].id };
  });
  afterAll(() => t.close());

  const call = (c: TestClient, method: Method, url: string, body?: unknown) => {
    const u = url.replace('/PROJECT', `/${ctx.projectId}`).replace('/VENDOR', `/${ctx.vendor}`);
    return c.request(method, u, body === undefined ? {} : { body });
  };

  for (const k of CASES) {
    it(`${k.name}: signed out 401, author 403, admin 200, unknown 404, bad input 400`, async () => {
      const body = k.body?.(ctx);
      const anonymous = t.client();
      await anonymous.fetchCsrf();
      const anon = await call(anonymous, k.method, k.url(ctx.target), body);
      expect(anon.statusCode, anon.body).toBe(401);
      expect(anon.json().code).toBe('UNAUTHORIZED');

      const refused = await call(author, k.method, k.url(ctx.target), body);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect(refused.json().payload).toBeNull();

      const ok = await call(admin, k.method, k.url(ctx.target), body);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().code).toBe('SUCCESS');

      if (k.unknown) {
        const missing = await call(admin, k.method, k.unknown.url ?? k.url(ctx.target), k.unknown.body);
        expect(missing.statusCode, missing.body).toBe(k.unknown.status ?? 404);
        expect(missing.json().code).toBe(k.unknown.code ?? 'NOT_FOUND');
      }

      const bad = await call(admin, k.method, k.bad.url ?? k.url(ctx.target), k.bad.body);
      expect(bad.statusCode, bad.body).toBe(400);
      const item = bad.json().errors.find((e: { field?: string }) => e.field === k.bad.field);
      expect(item, bad.body).toBeDefined();
      if (k.bad.code) expect(item.code).toBe(k.bad.code);
    });
  }

  it('the state-changing GETs refuse a request another site makes the browser send', async () => {
    for (const url of [
      `${U}/enable-free-correction/${ctx.target}`,
      `${U}/generate-password-reset-token/${ctx.target}`,
      `${U}/repushFiles/${ctx.projectId}`,
    ]) {
      const crossSite = await admin.get(url, { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.statusCode, url).toBe(403);
      expect(crossSite.json().code).toBe('CSRF_INVALID');
      const own = await admin.get(url, { headers: { 'sec-fetch-site': 'same-origin' } });
      expect(own.statusCode, url).toBe(200);
    }
  });

  it('the OpenAPI reference lists every endpoint, with its body', async () => {
    const doc = (await t.client().get('/api/docs/json')).json();
    const ops: Array<[string, string, boolean]> = [
      [`${U}/search`, 'post', true],
      [`${U}/details/{id}`, 'get', false],
      [`${U}/account/{id}`, 'get', false],
      [`${U}/projects/{id}`, 'get', false],
      [`${U}/change-user-role`, 'post', true],
      [`${U}/set-account-permissions`, 'post', true],
      [`${U}/change-business-status`, 'post', true],
      [`${U}/deactivate-user`, 'post', true],
      [`${U}/reactivate-user`, 'post', true],
      [`${U}/two-step/{id}`, 'get', false],
      [`${U}/reset-two-step`, 'post', true],
      [`${U}/update-email`, 'put', true],
      [`${U}/enable-free-correction/{id}`, 'get', false],
      [`${U}/generate-password-reset-token/{id}`, 'get', false],
      [`${U}/repushFiles/{id}`, 'get', false],
      [`${U}/repushBookFiles/{id}`, 'get', false],
      [`${U}/syncWithPM/{id}`, 'get', false],
      ['/api/authentication/retrieve_user/{id}', 'get', false],
      ['/api/authentication/retrieve_email/{id}', 'get', false],
      ['/api/authentication/pubid_email/{id}', 'get', false],
      ['/api/authentication/search_email', 'post', true],
      ['/api/admin/audit-log', 'get', false],
    ];
    for (const [path, method, body] of ops) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.summary, `${method} ${path}`).toBeTruthy();
      if (body) expect(op.requestBody, `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths[`${U}/projects/{id}`].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'projectsOption',
        'sortOption',
        'searchText',
        'pageNum',
        'recordsPerPage',
        'aggregate',
      ]),
    );
  });

  it('every /api/admin call and the look-ups refuse an author, whatever the input, before reading it', async () => {
    const doc = (await t.client().get('/api/docs/json')).json();
    const mine = new Set(
      CASES.map((k) =>
        k
          .url('x')
          .replace(/\/x(\?.*)?$/, '')
          .replace(/\/PROJECT$/, ''),
      ),
    );
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      const admin =
        path.startsWith('/api/admin/') ||
        /retrieve_user|retrieve_email\/|pubid_email|search_email/.test(path);
      // The order history's calls live under /api/admin as the spec names them but answer the
      // author's own orders too (decision 038; order-history.test.ts): not administrators' alone.
      const authorsToo =
        /^\/api\/admin\/orderhistory(\/details\/\{id\}|\/cancelOrder|\/order-cancel-reasons)?$/.test(path);
      if (!admin || authorsToo) continue;
      for (const method of Object.keys(ops)) {
        const url = path.replace(/\{[^}]+\}/g, 'C000000001');
        const res = await author.request(
          method.toUpperCase() as Method,
          url,
          method === 'get' ? {} : { body: { junk: 1 } },
        );
        expect(res.statusCode, `${method} ${path}`).not.toBeLessThan(400);
        expect(res.statusCode, `${method} ${path}`).toBeLessThan(500);
        const base = path.replace(/\/\{[^}]+\}$/, '');
        if (mine.has(base)) expect(res.json().code, `${method} ${path}`).toBe('FORBIDDEN');
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(CASES.length);
  });

  it('the author is still an author and the admin still an admin afterwards', async () => {
    const me = (await author.get('/api/authentication/session')).json().payload.user;
    expect(me.permissions).not.toContain('ADMIN_PERMISSION');
    expect(await customerIdOf(t, 'author@example.com')).toBe(me.customerId);
  });
});
