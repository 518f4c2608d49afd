import { addDays, type LoggedInUser, newYorkDay, sendDayOf } from '@quire/domain';
import type { ReactElement, ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { api } from '../../lib/api-client';
import { type mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { PromoDefinition, PromoRequest, PromoTitleRecord } from './api/nomination';

/** The users, promotions, titles and requests of this feature's tests, and their small helpers. */

export const ADMIN = {
  customerId: 'C000000009',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  permissions: ['ADMIN_PERMISSION'],
} as unknown as LoggedInUser;

/** A publisher whose account may nominate titles (MERCHANDISING). */
export const MERCHANT = {
  customerId: 'C000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  permissions: ['MERCHANDISING'],
} as unknown as LoggedInUser;

/** The session of `user` and the CSRF token the writes send. */
export const signedIn = (user: LoggedInUser) => ({
  'GET /api/authentication/session': ok({ user }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
});

/** After each test: no fetch stub left, and the next test asks for its own CSRF token. */
export function resetApi() {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
}

export const today = () => newYorkDay(new Date());
/** A day counted from today, as the API sends it (MM/DD/YYYY). */
export const sent = (days: number) => sendDayOf(addDays(today(), days));

/** The admin frame stands in as a heading and the page's content. */
export function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

/** The address the app is at, to see where a page went. */
export function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

/** An administrator's page alone at its path. */
export const renderPage = (path: string, page: ReactElement, route = path) =>
  renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
    </Routes>,
    { route },
  );

/** The query parameters each call to `path` was sent with, in order. */
export const asked = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map((c) => new URL(String(c[0]), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams));

/** The nominations the form sent, in order. */
export const submits = (calls: { key: string; body: unknown }[]) =>
  calls
    .filter((c) => c.key === 'POST /api/project/submit-promo')
    .map((c) => (c.body as { promo: unknown }).promo);

/** A monthly promotion on fixed days, as the administrators' screens show it. */
export const DECEMBER: PromoDefinition = {
  id: 'D1',
  mercPromoType: 'LIMITED_TIME_EBOOK',
  merchPromoName: 'December Deals',
  copy: '<b>Big</b> savings',
  kind: 'MONTHLY',
  submitBy: '11/20/2026',
  start: '12/01/2026',
  end: '12/28/2026',
  promoStartDisplayDate: '11/01/2026',
  promoEndDisplayDate: '11/20/2026',
  position: null,
  rules: 'One title per publisher|Price at least $2.99',
  links: 'Terms^https://example.com/terms|https://example.com/faq',
  fields: [
    { name: 'promoPrice', type: 'MONEY', min: '0.99', max: '2.99' },
    { name: 'additionalComments', type: 'TEXT', min: null, max: '2000' },
  ],
  adminOnly: false,
  nominations: 3,
  updatedAt: '2026-11-02T15:00:00.000Z',
};

/** A monthly promotion open today, its days counted from today. */
export function promoDefinition(over: Partial<PromoDefinition>): PromoDefinition {
  return {
    id: 'd1',
    mercPromoType: 'UNDER_2_99',
    merchPromoName: 'eBooks Under $2.99',
    copy: '<p>Great <b>deals</b><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    kind: 'MONTHLY',
    submitBy: sent(10),
    start: sent(20),
    end: sent(40),
    promoStartDisplayDate: sent(-5),
    promoEndDisplayDate: sent(10),
    position: null,
    rules: 'One eBook per nomination|Price between $0.99 and $2.99',
    links: 'Promotion guide^https://example.com/guide|https://example.com/faq',
    fields: [
      { name: 'ean', type: 'TEXT', min: null, max: '13' },
      { name: 'additionalComments', type: 'TEXT', min: null, max: '200' },
    ],
    adminOnly: false,
    nominations: 0,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}

/** A standard promotion: no days of its own. */
export const DAILY = promoDefinition({
  id: 'd2',
  mercPromoType: 'NOOK_DAILY_FIND',
  merchPromoName: 'NOOK Daily Find',
  kind: 'STANDARD',
  submitBy: null,
  start: null,
  end: null,
  promoStartDisplayDate: null,
  promoEndDisplayDate: null,
  copy: 'One title a day.',
});

export const MOON: PromoTitleRecord = {
  projectId: 'p1',
  ean: '9780000000001',
  title: 'Moonlight',
  listPrice: '4.99',
  allowedForMerchPromo: 'true',
  publicationDate: '01/15/2024',
  onSale: true,
  newEans: [],
  newTitle: null,
};

/** A pending request of Moonlight for the daily find, submitted two days ago. */
export function promoRequest(over: Partial<PromoRequest> = {}): PromoRequest {
  return {
    id: 'r1',
    definitionId: 'd2',
    author: 'Ada Lovelace',
    submissionDate: sent(-2),
    ean: MOON.ean,
    title: MOON.title,
    description: 'NOOK Daily Find',
    merchPromoName: 'NOOK Daily Find',
    additionalComments: 'Loved by readers',
    promoPrice: '1.99',
    regularPrice: '4.99',
    preferredStartDate: sent(5),
    preferredEndDate: sent(9),
    startDate: sent(5),
    endDate: sent(9),
    mercPromoType: 'NOOK_DAILY_FIND',
    position: null,
    vendorNumber: null,
    status: 'PENDING',
    flexDate: 'false',
    promoEndDisplayDate: null,
    label: 'Pending',
    reviewBy: sent(3),
    decline: null,
    decidedAt: null,
    projectId: 'p1',
    source: 'QUIRE',
    scheduledPriceId: null,
    ...over,
  };
}
