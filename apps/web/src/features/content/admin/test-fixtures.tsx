import type { BroadcastMessage, LoggedInUser } from '@quire/domain';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { type mockApi, ok } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';

/** The users, messages and helpers of the admin content screens' tests. */

export const ADMIN = {
  customerId: 'C000000009',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  permissions: ['ADMIN_PERMISSION'],
} as unknown as LoggedInUser;
export const AUTHOR = { ...ADMIN, customerId: 'C000000001', permissions: [] } as unknown as LoggedInUser;

/** The session of `user` and the CSRF token the writes send. */
export const signedIn = (user: LoggedInUser) => ({
  'GET /api/authentication/session': ok({ user }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
});

export function resetApi() {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
  api.configure({ showErrorDialog: (items) => console.error('API error', items) });
}

/**
 * Holds every call to `path` until the answer is released, then answers it with a 500: the page
 * says it is loading first, then that it could not load. The other calls go to the mock's routes.
 */
export function holdThenFail(fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const others = fetchMock.getMockImplementation() as NonNullable<
    ReturnType<typeof fetchMock.getMockImplementation>
  >;
  fetchMock.mockImplementation(async (input, init) => {
    if (new URL(String(input), 'http://localhost').pathname !== path) return others(input, init);
    await gate;
    return new Response(JSON.stringify({ code: 'UNEXPECTED', payload: null, errors: [] }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  });
  return release;
}

/** The "Oops!" dialog replaced by a spy (until resetApi), to tell whether a failure reached it. */
export function spyOnErrorDialog() {
  const oops = vi.fn();
  api.configure({ showErrorDialog: oops });
  return oops;
}

/** resetApi, and forgets what a PAYLOAD that ran would have set. */
export function resetApiAndPayload() {
  resetApi();
  delete (window as { __pwned?: unknown }).__pwned;
}

export const ANN = {
  customerId: 'C000000001',
  email: 'ann@example.com',
  name: 'Ann Author',
  vendorNumber: 'V100',
  publisherName: null,
};
export const BOB = {
  customerId: 'C000000002',
  email: 'bob@example.com',
  name: 'Bob Books',
  vendorNumber: null,
  publisherName: 'Bob Press',
};

export function message(over: Partial<BroadcastMessage> = {}): BroadcastMessage {
  return {
    messageId: 'm1',
    typeId: 2,
    title: 'Maintenance tonight',
    details: '<p>The site is down from <strong>10 PM</strong>.</p>',
    link: '/projects',
    severity: 'INFO',
    startAt: '2027-03-01T09:00:00-05:00',
    endAt: '2027-03-02T09:00:00-05:00',
    status: 'SCHEDULED',
    audience: {
      kind: 'USERS',
      recipients: [ANN, BOB],
      roles: [],
      formats: [],
      countries: [],
      onSaleOnly: false,
      eans: [],
    },
    recipientCount: 2,
    readCount: 1,
    createdAt: '2027-02-01T12:00:00.000Z',
    updatedAt: '2027-02-01T12:00:00.000Z',
    updatedBy: 'admin@example.com',
    ...over,
  };
}

/** The admin frame stands in as a heading and the page's content. */
export function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

/** The address the app is at. */
export function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

/** Pages at their paths, with the address shown. */
export const renderRoutes = (routes: Record<string, ReactNode>, route: string) =>
  renderWithProviders(
    <>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
      <Where />
    </>,
    { route },
  );

/** The query parameters each call to `path` was sent with, in order. */
export const asked = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map((c) => new URL(String(c[0]), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams));

/** Every call to the administrators' API. */
export const adminCalls = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/api/admin/'));

/** A script or handler that ran would set this. */
export const PAYLOAD =
  '<p>Hello <em>authors</em></p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">bad link</a><iframe src="https://evil.example"></iframe>';

export const where = (screen: { getByTestId: (id: string) => HTMLElement }) =>
  screen.getByTestId('where').textContent;
