import { type AnalyticsView, type LoggedInUser, VIEW_PAGE, VIEW_TITLES } from '@quire/domain';
import { useLocation, useNavigate } from 'react-router';
import { vi } from 'vitest';
import { api } from '../../lib/api-client';
import { ok } from '../../test/fetch-mock';
import type { AnalyticsAnswer } from './api/analytics';

/** The users, answers and the fetch stub of this feature's tests. */

export const AUTHOR = {
  customerId: 'C000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  permissions: ['SALES_REPORTS', 'SALESRPRT'],
  analyticsAccess: 'CUSTOMER,READING,SITE',
  accessList: [],
} as unknown as LoggedInUser;

/** An author whose account has the sales page only. */
export const SALES_ONLY = { ...AUTHOR, analyticsAccess: 'CUSTOMER' } as LoggedInUser;

/** An answer of `view` for September 1 to November 28, 2026, partly final. */
export function answer(view: AnalyticsView, over: Partial<AnalyticsAnswer> = {}): AnalyticsAnswer {
  return {
    view,
    page: VIEW_PAGE[view],
    title: VIEW_TITLES[view],
    range: { from: '2026-09-01', to: '2026-11-28', grain: 'day' },
    scope: { customerId: 'C000000001', projectId: null, format: null, country: null },
    status: 'PARTLY_FINAL',
    finalThrough: '2026-10-31',
    lastUpdated: '2026-11-28T00:25:00.000Z',
    dataFrom: '2025-02-03',
    notice: null,
    columns: [],
    rows: [],
    totals: null,
    ...over,
  };
}

/** Copies and royalties over three weeks, the last one not final yet. */
export const LINES = answer('AllLineResults', {
  range: { from: '2026-09-01', to: '2026-11-28', grain: 'week' },
  columns: [
    { key: 'period', label: 'Week of', kind: 'day' },
    { key: 'ebookUnits', label: 'eBook copies', kind: 'count' },
    { key: 'printUnits', label: 'Print copies', kind: 'count' },
    { key: 'ebookRoyalty', label: 'eBook royalty', kind: 'money' },
    { key: 'printRoyalty', label: 'Print royalty', kind: 'money' },
  ],
  rows: [
    {
      period: '2026-08-31',
      final: true,
      ebookUnits: 3,
      printUnits: 1,
      ebookRoyalty: '6.27',
      printRoyalty: '2.10',
    },
    {
      period: '2026-10-26',
      final: true,
      ebookUnits: 1200,
      printUnits: 0,
      ebookRoyalty: '2508.00',
      printRoyalty: '0.00',
    },
    {
      period: '2026-11-23',
      final: false,
      ebookUnits: 2,
      printUnits: -1,
      ebookRoyalty: '4.18',
      printRoyalty: '-2.10',
    },
  ],
  totals: { ebookUnits: 1205, printUnits: 0, ebookRoyalty: '2518.45', printRoyalty: '0.00' },
});

export const TOTALS = answer('AllResults', {
  status: 'FINAL',
  columns: [
    { key: 'netUnits', label: 'Copies (net of returns)', kind: 'count' },
    { key: 'royalty', label: 'Royalty', kind: 'money' },
    { key: 'readers', label: 'Readers who bought', kind: 'count' },
  ],
  rows: [{ netUnits: 1205, royalty: '2518.45', readers: 40 }],
});

export const BY_FORMAT = answer('doughnutResults', {
  status: 'ESTIMATED',
  columns: [
    { key: 'name', label: 'Format', kind: 'text' },
    { key: 'units', label: 'Copies (net of returns)', kind: 'count' },
    { key: 'share', label: 'Share of copies', kind: 'percent' },
  ],
  rows: [
    { format: 'EBOOK', name: 'eBook', units: 1205, share: 100 },
    { format: 'PRINT', name: 'Print', units: 0, share: 0 },
  ],
  totals: { units: 1205, share: 100 },
});

export const signedIn = (user: LoggedInUser) => ({
  'GET /api/authentication/session': ok({ user }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
});

type Reply = { status?: number; body: unknown };

/**
 * Stubs fetch: GET /api/analytics answers the view its queryParameter names (empty when the test
 * gives none), the other calls by "METHOD /path". The calls are recorded with their queries.
 */
export function mockAnalytics(
  views: Partial<Record<AnalyticsView, AnalyticsAnswer | Reply>>,
  routes: Record<string, Reply> = {},
) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    let reply: Reply | undefined;
    if (url.pathname === '/api/analytics') {
      const view = url.searchParams.get('queryParameter') as AnalyticsView;
      const given = views[view];
      reply = given && 'body' in given ? given : ok(given ?? answer(view));
    } else reply = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    if (!reply) throw new TypeError(`Failed to fetch ${url.pathname}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', 'x-server-time': String(Date.now()) },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The queries the view `view` was asked with, in order. */
  const queriesOf = (view: AnalyticsView) =>
    calls
      .filter((u) => u.pathname === '/api/analytics' && u.searchParams.get('queryParameter') === view)
      .map((u) => Object.fromEntries(u.searchParams));
  return { calls, fetchMock, queriesOf };
}

export function resetApi() {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
}

/** The address the app is at, and a Back button, to see where a page went and come back. */
export function Where() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="where">{pathname + search}</div>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}
