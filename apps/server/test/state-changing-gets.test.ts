import { CSRF_HEADER } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { adminClient, targetAccount } from './admin-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

/**
 * Every GET the spec makes change state goes through one guard (plugins/state-changing-get.ts,
 * decision 033): it passes with a valid X-CSRF-Token or a same-origin Sec-Fetch-Site, and refuses
 * (CSRF_INVALID) a request another site makes the browser send, or one without Fetch Metadata
 * and without the token, before anything is written.
 */
describe('state-changing GETs: token or same-origin', () => {
  let t: TestApp;
  let admin: TestClient;
  let target: string;
  let projectId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await adminClient(t);
    target = (await targetAccount(t)).customerId;
    const author = t.client();
    await author.signIn(AUTHOR);
    projectId = (await author.get('/api/projects')).json().payload.projects[0].id;
  });
  afterAll(() => t.close());

  /** What any of these calls would write: audit entries, e-mails, queued checks, sessions, corrections. */
  async function snapshot() {
    const r = await t.database.db.execute(
      sql`select (select count(*) from audit_log)::int as audit,
                 (select count(*) from mail_outbox)::int as mail,
                 (select count(*) from jobs where kind = 'files.preflight')::int as checks,
                 (select count(*) from sessions)::int as sessions,
                 (select coalesce(sum(free_corrections), 0) from users)::int as corrections`,
    );
    return rowsOf<Record<string, number>>(r)[0];
  }

  async function refusedAndNothingChanged(c: TestClient, url: string) {
    for (const attempt of [
      { fetchSite: 'cross-site' },
      { fetchSite: 'same-site' },
      { fetchSite: 'none' },
      { fetchSite: null },
      { fetchSite: null, headers: { [CSRF_HEADER]: 'forged.token' } },
    ]) {
      const before = await snapshot();
      const res = await c.get(url, attempt);
      expect(res.statusCode, `${url} ${JSON.stringify(attempt)}`).toBe(403);
      expect(res.json().code).toBe('CSRF_INVALID');
      expect(await snapshot(), `${url} ${JSON.stringify(attempt)}`).toEqual(before);
    }
  }

  const adminGets = () => [
    `/api/admin/users/enable-free-correction/${target}`,
    `/api/admin/users/generate-password-reset-token/${target}`,
    `/api/admin/users/repushFiles/${projectId}`,
    `/api/admin/users/repushBookFiles/${projectId}`,
    `/api/admin/users/syncWithPM/${projectId}`,
    `/api/admin/override-reset-lockout?customerId=${target}`,
  ];

  it('the administrators’ GETs refuse a cross-site or token-less request and change nothing', async () => {
    for (const url of adminGets()) await refusedAndNothingChanged(admin, url);
  });

  it('the administrators’ GETs work same-origin, and with the token where the browser sends no Fetch Metadata', async () => {
    for (const url of adminGets()) {
      const own = await admin.get(url);
      expect(own.statusCode, `${url} same-origin: ${own.body}`).toBe(200);
      const withToken = await admin.get(url, {
        fetchSite: null,
        headers: { [CSRF_HEADER]: admin.csrfToken as string },
      });
      expect(withToken.statusCode, `${url} token: ${withToken.body}`).toBe(200);
      // The token is what counts: it passes even where the browser says another site sent it.
      const tokenCrossSite = await admin.get(url, {
        fetchSite: 'cross-site',
        headers: { [CSRF_HEADER]: admin.csrfToken as string },
      });
      expect(tokenCrossSite.statusCode, url).toBe(200);
    }
    const details = await admin.get(`/api/admin/users/details/${target}`);
    expect(details.json().payload.freeCorrections).toBe(3);
  });

  it('an author without access hears 403 FORBIDDEN first, not CSRF_INVALID', async () => {
    const author = t.client();
    await author.signIn(AUTHOR);
    const res = await author.get(`/api/admin/users/enable-free-correction/${target}`, {
      fetchSite: 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('sign-out refuses a cross-site or token-less request: the session stays', async () => {
    const c = t.client();
    await c.signIn(AUTHOR);
    await refusedAndNothingChanged(c, '/api/authentication/logout');
    expect((await c.get('/api/authentication/session')).json().payload.user?.email).toBe(AUTHOR.email);
  });

  it('sign-out works same-origin, or with the token', async () => {
    const own = t.client();
    await own.signIn(AUTHOR);
    expect((await own.get('/api/authentication/logout')).statusCode).toBe(200);
    expect((await own.get('/api/authentication/session')).json().payload.user ?? null).toBeNull();

    const token = t.client();
    await token.signIn(AUTHOR);
    const res = await token.get('/api/authentication/logout', {
      fetchSite: null,
      headers: { [CSRF_HEADER]: token.csrfToken as string },
    });
    expect(res.statusCode).toBe(200);
    expect((await token.get('/api/authentication/session')).json().payload.user ?? null).toBeNull();
  });
});
