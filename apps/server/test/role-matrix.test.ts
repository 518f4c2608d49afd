import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from './helpers';
import type { Outcome, Row } from './role-matrix.outcomes';
import {
  type Caller,
  fork,
  type MatrixContext,
  matrixTestApp,
  ROLES,
  setUpMatrix,
} from './role-matrix.setup';
import { ROWS } from './role-matrix.table';

/**
 * Role × endpoint (decision 025): every account, contributor and administrator endpoint,
 * called by every kind of caller — anonymous, the owner (the demo author), another author (who may
 * share their own account too), a contributor acting for the owner with each of the six
 * contributor permissions alone, and an administrator — answers what the table in
 * role-matrix.table.ts says, and nothing more: no unexpected success.
 *
 * WHICH ROUTES: every route Fastify registers (collected by an `onRoute` hook, `t.routes`), HEAD
 * aside (Fastify adds one per GET). A route without a row FAILS the first test: a new endpoint gets
 * one row saying what each caller must get. The rows live by area: the account, two-step,
 * address-book and contributor calls in role-matrix.table.ts; the administrators' in
 * .admin-table.ts; passkeys, the accessibility search and author pages in their own files; the
 * commerce side in .commerce.ts (the cart, orders, the sandbox card field), .promotions.ts
 * (nominations, eBook coupons), .content.ts (site content and messages, the public pages) and
 * .analytics.ts (dashboards, statements and the retailers' API, whose rows also say what a
 * retailer's system gets with its key: `retailer`); the book side in .projects.ts (projects, groups,
 * ISBN transfer, search, reference data, the health check), .files.ts (uploads, checks, approvals,
 * previews, the cover tools) and .publishing.ts (going on sale, corrections, scheduled prices,
 * ONIX, the vendor calls, the public product pages); the API reference in .docs.ts.
 *
 * How: one app, each caller signed in once; every call is made in a copy of the caller's session
 * (rows marked 'fresh' or 'reauthenticated' in a new one), with a CSRF token, and with a body that
 * passes the schema, so what answers is authorization, not CSRF or validation. The last block
 * checks the order too: an anonymous caller gets 401 before the input is even looked at.
 */
let t: TestApp;
let ctx: MatrixContext;

beforeAll(async () => {
  t = await matrixTestApp();
  ctx = await setUpMatrix(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const keyOf = (r: { method: string; route?: string; url?: string }) => `${r.method} ${r.route ?? r.url}`;

async function sessionFor(caller: Caller, mode: Row['session']): Promise<TestClient> {
  if (!mode) return fork(caller.client, t.app);
  const client = await caller.fresh();
  if (mode === 'reauthenticated' && caller.identity) {
    const res = await client.post('/api/account/reauthenticate', { password: caller.identity.password });
    if (res.statusCode !== 200) throw new Error(`reauthenticate answered ${res.statusCode}: ${res.body}`);
  }
  return client;
}

const NAMED: Record<number, { status: number; code: string }> = {
  401: { status: 401, code: 'UNAUTHORIZED' },
  403: { status: 403, code: 'FORBIDDEN' },
  404: { status: 404, code: 'NOT_FOUND' },
};

/** What is wrong with an answer, or null. */
function judge(res: LightMyRequestResponse, outcome: Outcome): string | null {
  let code: string | undefined;
  try {
    code = res.json().code;
  } catch {
    code = undefined;
  }
  if (outcome === 'ok-raw')
    return res.statusCode === 200 && code === undefined
      ? null
      : `expected 200 and a raw body, got ${res.statusCode} ${code ?? res.body.slice(0, 80)}`;
  const wanted =
    outcome === 'ok'
      ? { status: 200, code: 'SUCCESS' }
      : typeof outcome === 'number'
        ? (NAMED[outcome] as { status: number; code: string })
        : outcome;
  if (res.statusCode === wanted.status && (code ?? null) === wanted.code) return null;
  return `expected ${wanted.status} ${wanted.code}, got ${res.statusCode} ${code ?? res.body.slice(0, 80)}`;
}

describe('the table', () => {
  it('has exactly one row for every route Fastify registers', () => {
    const registered = new Set(t.routes.filter((r) => r.method !== 'HEAD').map(keyOf));
    const rows = ROWS.map(keyOf);
    expect(
      rows.filter((k, i) => rows.indexOf(k) !== i),
      'rows listed twice',
    ).toEqual([]);
    expect(
      [...registered].filter((k) => !rows.includes(k)),
      'routes without a row',
    ).toEqual([]);
    expect(
      rows.filter((k) => !registered.has(k)),
      'rows naming no registered route',
    ).toEqual([]);
  });

  it('states an outcome for every caller on every row', () => {
    for (const row of ROWS) expect(Object.keys(row.expect).sort(), keyOf(row)).toEqual([...ROLES].sort());
  });
});

describe('every caller gets what the table says', () => {
  for (const row of ROWS) {
    it(keyOf(row), async () => {
      const mismatches: string[] = [];
      for (const role of ROLES) {
        const caller = ctx.callers[role];
        const client = await sessionFor(caller, row.session);
        const call = row.call ? await row.call(ctx, caller) : { url: row.route };
        const res = await client.request(row.method, call.url, {
          ...(call.body !== undefined ? { body: call.body } : {}),
          ...(call.raw ? { raw: call.raw } : {}),
          ...(call.headers ? { headers: call.headers } : {}),
          ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
        });
        let problem = judge(res, row.expect[role]);
        const raw = row.expect[role] === 'ok-raw';
        if (!problem && (row.expect[role] === 'ok' || raw) && row.check) {
          try {
            row.check(ctx, caller, raw ? { body: res.body } : res.json().payload);
          } catch (error) {
            problem = `answered someone else's data: ${(error as Error).message}`;
          }
        }
        if (problem) mismatches.push(`${role}: ${problem}`);
      }
      if (row.retailer !== undefined) {
        const call = row.call ? await row.call(ctx, ctx.callers.anonymous) : { url: row.route };
        const res = await t.client().request(row.method, call.url, {
          ...(call.body !== undefined ? { body: call.body } : {}),
          headers: { ...call.headers, authorization: `Bearer ${ctx.retailerKey}` },
          ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
        });
        const problem = judge(res, row.retailer);
        if (problem) mismatches.push(`retailer: ${problem}`);
      }
      expect(mismatches).toEqual([]);
    });
  }
});

describe('an anonymous caller is refused before the input is read', () => {
  // Parameters no schema takes (longer than the 40 characters of an id, not a UUID), no query, and
  // a body no schema accepts: a route that validated before it authenticated would answer 400
  // and describe its fields. (Beyond 100 characters Fastify itself answers 414 for any caller.)
  // The retailers' API likewise refuses a call without a key (its 401) before reading the body.
  for (const row of ROWS.filter((r) => r.expect.anonymous === 401 || r.retailer !== undefined)) {
    it(keyOf(row), async () => {
      const client = fork(ctx.callers.anonymous.client, t.app);
      const url = row.route.replace(/:[A-Za-z]+/g, 'x'.repeat(60));
      const res = await client.request(row.method, url, {
        ...(row.method === 'GET' ? {} : { body: { unexpected: ['x'] } }),
      });
      expect(judge(res, row.retailer !== undefined ? row.expect.anonymous : 401)).toBeNull();
      expect(res.body).not.toMatch(/"field"/);
    });
  }
});
