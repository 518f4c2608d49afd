import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { NOT_PROBED, OWN_CALLS, type ProbeRole, REFUSED_ANYWAY } from './csrf-probes.calls';
import {
  fingerprint,
  getProbesOf,
  type Probe,
  type ProbeTarget,
  probesOf,
  storedFiles,
} from './csrf-probes.forms';
import type { RegisteredRoute, TestApp, TestClient } from './helpers';
import type { Call, Outcome, Row } from './role-matrix.outcomes';
import { fork, type MatrixContext, matrixTestApp, setUpMatrix } from './role-matrix.setup';
import { ROWS } from './role-matrix.table';

/**
 * CSRF probes (decision 053). Every state-changing route Fastify registers — every POST, PUT, PATCH
 * and DELETE, and every GET guarded by stateChangingGet (decision 033) — is sent from a signed-in
 * session (the demo author, who owns the ids in the call; an administrator for /api/admin) in every
 * form a forged or careless request may take (csrf-probes.forms.ts): text/plain, a urlencoded form,
 * multipart, odd JSON media types, JSON with another session's valid token, JSON with none, and the
 * path spelled with a percent-encoded letter. Every probe is refused with 403 CSRF_INVALID — the
 * check runs before the body is parsed, so the media type never decides — and the database and the
 * file store are exactly as before.
 *
 * The calls (URL with real ids, a body that passes the schema) are the role × endpoint table's
 * (role-matrix.table.ts), made as the caller that may make them; OWN_CALLS (csrf-probes.calls.ts)
 * where the table has no row or its call would not succeed. A state-changing route with no call and
 * not in NOT_PROBED, or a call the route would refuse anyway and not in REFUSED_ANYWAY, each with
 * its reason, FAILS the first tests.
 *
 * Not cookie-authenticated, and checked as such below: the retailers' API (an API key, never the
 * session: a session with its valid token is refused 401), and the public calls before a session
 * (sign-in, create account, forgot password…), which still need the token of the visitor's
 * anonymous cookie: probed from a signed-out visitor they are refused 403 CSRF_INVALID too.
 */

let t: TestApp;
let ctx: MatrixContext;

beforeAll(async () => {
  const base = loadConfig({});
  t = await matrixTestApp({
    // No job runs on its own between the fingerprints; a probe that queued one would still show.
    jobs: { ...base.jobs, mode: 'off' },
    // The retail probes fail the key check on purpose, more often than the per-minute limit allows.
    retailAuth: { ...base.retailAuth, failures: { max: 10_000, windowMs: 60_000 } },
    // Two thousand requests: their log lines would cost more than the checks themselves.
    logLevel: 'warn',
  });
  ctx = await setUpMatrix(t);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyOf = (r: { method: string; route?: string; url?: string }) => `${r.method} ${r.route ?? r.url}`;

const stateChanging = (): RegisteredRoute[] =>
  t.routes.filter((r) => STATE_CHANGING.has(r.method) || (r.method === 'GET' && r.stateChangingGet));

/** Whether a role-matrix outcome lets the caller past authorization. */
const authorized = (o: Outcome | undefined) => o === 'ok' || o === 'ok-raw' || typeof o === 'object';

/** Who makes a row's call: an administrator under /api/admin, else the owner when allowed. */
function roleOf(row: Row): ProbeRole {
  if (row.route.startsWith('/api/admin')) return 'admin';
  if (authorized(row.expect.owner)) return 'owner';
  return authorized(row.expect.admin) ? 'admin' : 'owner';
}

interface Target extends ProbeTarget {
  key: string;
  client: TestClient;
}

const reauthenticated = new Map<ProbeRole, Promise<TestClient>>();
/** One session per role that has just entered its password again (the rows that ask for it). */
function reauthenticatedSession(role: ProbeRole): Promise<TestClient> {
  let session = reauthenticated.get(role);
  if (!session) {
    const caller = ctx.callers[role];
    session = caller.fresh().then(async (c) => {
      const res = await c.post('/api/account/reauthenticate', { password: caller.identity?.password });
      if (res.statusCode !== 200) throw new Error(`reauthenticate answered ${res.statusCode}`);
      return c;
    });
    reauthenticated.set(role, session);
  }
  return session;
}

const others = new Map<ProbeRole, Promise<string>>();
/**
 * A valid token that is not the session's: one of another session of the same account (a token
 * bound to the account, or to nothing, would pass it; one bound to the session does not).
 */
function otherTokenOf(role: ProbeRole): Promise<string> {
  let token = others.get(role);
  if (!token) {
    token = ctx.callers[role].fresh().then((elsewhere) => elsewhere.csrfToken as string);
    others.set(role, token);
  }
  return token;
}

/** Every state-changing route's call, as the caller that may make it (made before any probe). */
async function targets(filter: (route: RegisteredRoute) => boolean): Promise<Target[]> {
  const out: Target[] = [];
  for (const route of stateChanging().filter(filter)) {
    const key = keyOf(route);
    if (NOT_PROBED[key]) continue;
    const own = OWN_CALLS[key];
    const row = ROWS.find((r) => keyOf(r) === key);
    if (!own && !row) continue; // the first test names it
    const role = own ? own.as : roleOf(row as Row);
    const caller = ctx.callers[role];
    const call: Call = own
      ? await own.call(ctx)
      : row?.call
        ? await row.call(ctx, caller)
        : { url: route.url };
    const account = own?.sessions ? await own.sessions(ctx) : null;
    const client = account
      ? account.session
      : row?.session === 'reauthenticated'
        ? await reauthenticatedSession(role)
        : caller.client;
    const otherToken = account ? (account.elsewhere.csrfToken as string) : await otherTokenOf(role);
    out.push({ key, method: route.method, call, client, otherToken });
  }
  return out;
}

async function send(client: TestClient, method: string, probe: Probe): Promise<LightMyRequestResponse> {
  // A copy of the session for each probe: whatever a probe answers (cookies) leaves the next alone.
  return fork(client, t.app).request(method as 'POST', probe.url, {
    csrf: false,
    fetchSite: probe.fetchSite,
    headers: probe.headers,
    ...(probe.payload !== undefined ? { raw: probe.payload } : {}),
  });
}

const codeOf = (res: LightMyRequestResponse): string | undefined => {
  try {
    return res.json().code;
  } catch {
    return undefined;
  }
};

/** Sends every probe of every target; answers what was let through (or answered otherwise). */
async function probeAll(
  list: Target[],
  probesFor: (target: Target) => Probe[],
  refused: (res: LightMyRequestResponse) => boolean,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const target of list) {
    for (const probe of probesFor(target)) {
      const res = await send(target.client, target.method, probe);
      if (!refused(res)) {
        wrong.push(
          `${target.key} [${probe.form}]: ${res.statusCode} ${codeOf(res) ?? res.body.slice(0, 80)}`,
        );
      }
    }
  }
  return wrong;
}

const csrfRefused = (res: LightMyRequestResponse) => res.statusCode === 403 && codeOf(res) === 'CSRF_INVALID';

/** Runs `probe` between two fingerprints of the database and the store; both must be equal. */
async function changesNothing(probe: () => Promise<string[]>): Promise<void> {
  const before = { tables: await fingerprint(t), files: storedFiles(t) };
  const notRefused = await probe();
  const after = { tables: await fingerprint(t), files: storedFiles(t) };
  const tables = [...new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])];
  expect({
    notRefused,
    tablesChanged: tables.filter((k) => before.tables[k] !== after.tables[k]),
    filesAdded: after.files.filter((f) => !before.files.includes(f)),
    filesRemoved: before.files.filter((f) => !after.files.includes(f)),
  }).toEqual({ notRefused: [], tablesChanged: [], filesAdded: [], filesRemoved: [] });
}

describe('the probes cover every state-changing route', () => {
  it('has a call for every state-changing route, or says why it is not probed', () => {
    const registered = stateChanging().map(keyOf);
    const rows = new Set(ROWS.map(keyOf));
    expect(
      registered.filter((k) => !NOT_PROBED[k] && !OWN_CALLS[k] && !rows.has(k)),
      'state-changing routes without a call (add one to OWN_CALLS, or a row to the role matrix)',
    ).toEqual([]);
    expect(
      [...Object.keys(NOT_PROBED), ...Object.keys(OWN_CALLS), ...Object.keys(REFUSED_ANYWAY)].filter(
        (k) => !registered.includes(k),
      ),
      'entries naming no registered state-changing route',
    ).toEqual([]);
  });

  it('makes every call one the route would carry out with the session’s own token, or says why not', () => {
    // The role matrix's outcome for the probing caller: anything but a success changes nothing anyway.
    const cookieRoutes = new Set(
      stateChanging()
        .filter((r) => r.csrf !== 'api-key')
        .map(keyOf),
    );
    const idle = ROWS.filter((row) => cookieRoutes.has(keyOf(row)) && !OWN_CALLS[keyOf(row)])
      .filter((row) => !['ok', 'ok-raw'].includes(String(row.expect[roleOf(row)])))
      .map(keyOf);
    expect(
      idle.filter((k) => !REFUSED_ANYWAY[k]),
      'calls refused anyway: give one with real ids in OWN_CALLS, or the reason in REFUSED_ANYWAY',
    ).toEqual([]);
    expect(
      Object.keys(REFUSED_ANYWAY).filter((k) => !idle.includes(k)),
      'REFUSED_ANYWAY entries whose call now succeeds',
    ).toEqual([]);
  });

  it('finds the state-changing GETs by their guard (decision 033)', () => {
    const gets = stateChanging()
      .filter((r) => r.method === 'GET')
      .map((r) => r.url);
    expect(gets).toEqual(
      expect.arrayContaining([
        '/api/authentication/logout',
        '/api/admin/users/enable-free-correction/:id',
        '/api/admin/users/generate-password-reset-token/:id',
        '/api/admin/users/repushFiles/:id',
        '/api/admin/users/repushBookFiles/:id',
        '/api/admin/users/syncWithPM/:id',
        '/api/admin/override-reset-lockout',
      ]),
    );
  });
});

describe('a signed-in session without its own token changes nothing', () => {
  it('the fingerprint sees a change: the same session with its own token saves its preferences', async () => {
    const before = await fingerprint(t);
    const prefs = { marketing: true, promotions: false, salesReports: false, productUpdates: true };
    const res = await fork(ctx.callers.owner.client, t.app).post('/api/authentication/save-prefs', {
      emailPreferences: prefs,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await fingerprint(t);
    expect(Object.keys(before).filter((k) => before[k] !== after[k])).toContain('public.users');
  });

  it('every POST, PUT, PATCH and DELETE refuses every form with 403 CSRF_INVALID', async () => {
    const list = await targets((r) => r.method !== 'GET' && r.csrf !== 'api-key');
    expect(list.length).toBeGreaterThan(100);
    await changesNothing(() => probeAll(list, probesOf, csrfRefused));
  }, 120_000);

  it('every state-changing GET refuses a request that is not same-origin and carries no token of its own', async () => {
    const list = await targets((r) => r.method === 'GET');
    await changesNothing(() => probeAll(list, getProbesOf, csrfRefused));
  }, 60_000);
});

describe('the calls that are not cookie-authenticated', () => {
  it('the public calls before a session still need the anonymous cookie’s token', async () => {
    // Public: the role matrix lets a signed-out visitor past authorization (sign-in, create account, …).
    const apiKey = new Set(
      stateChanging()
        .filter((r) => r.csrf === 'api-key')
        .map(keyOf),
    );
    const publicRows = ROWS.filter(
      (r) => r.method !== 'GET' && authorized(r.expect.anonymous) && !apiKey.has(keyOf(r)),
    );
    const keys = new Set(publicRows.map(keyOf));
    expect(keys).toContain('POST /api/authentication/signin');
    expect(keys).toContain('POST /api/authentication/create-account');
    const anonymous = ctx.callers.anonymous;
    const stranger = await anonymous.fresh();
    const list: Target[] = [];
    for (const row of publicRows) {
      if (NOT_PROBED[keyOf(row)]) continue;
      list.push({
        key: keyOf(row),
        method: row.method,
        call: row.call ? await row.call(ctx, anonymous) : { url: row.route },
        client: anonymous.client,
        // Another visitor's token: bound to that visitor's anonymous cookie, not this one's.
        otherToken: stranger.csrfToken as string,
      });
    }
    await changesNothing(() => probeAll(list, probesOf, csrfRefused));
  }, 60_000);

  it('the retailers’ API refuses a session, its valid token included: 401, or 415 for a body it does not read', async () => {
    const retail = stateChanging().filter((r) => r.csrf === 'api-key');
    expect(retail.map((r) => r.url).sort()).toEqual(
      ['/api/retail/coupons/check', '/api/retail/coupons/redeem', '/api/retail/events'].sort(),
    );
    const admin = ctx.callers.admin;
    const list: Target[] = [];
    for (const route of retail) {
      const row = ROWS.find((r) => keyOf(r) === keyOf(route));
      const own = OWN_CALLS[keyOf(route)];
      const call = own ? await own.call(ctx) : row?.call ? await row.call(ctx, ctx.callers.anonymous) : null;
      if (!call) continue;
      list.push({
        key: keyOf(route),
        method: route.method,
        call,
        client: admin.client,
        otherToken: await otherTokenOf('admin'),
      });
    }
    expect(list.length).toBe(retail.length);
    const keyRefused = (res: LightMyRequestResponse) =>
      (res.statusCode === 401 && codeOf(res) === 'RETAILER_KEY_INVALID') ||
      (res.statusCode === 415 && codeOf(res) === 'UNSUPPORTED_MEDIA_TYPE');
    // The administrator's own session with its own valid token, as the app's client would send it.
    const withOwnToken = (target: Target): Probe[] => [
      ...probesOf(target),
      {
        form: 'the session’s own valid token',
        url: target.call.url,
        headers: { 'content-type': 'application/json', 'x-csrf-token': admin.client.csrfToken as string },
        payload: JSON.stringify(target.call.body ?? {}),
        fetchSite: 'same-origin',
      },
    ];
    await changesNothing(() => probeAll(list, withOwnToken, keyRefused));
  }, 60_000);
});
