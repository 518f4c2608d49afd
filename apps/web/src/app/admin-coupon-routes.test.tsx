import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { appPaths } from '../test/app-paths';
import { mockApi, ok } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import AdminCouponMismatchRoute from './admin-coupon-mismatch-route';
import AdminRetailerKeysRoute from './admin-retailer-keys-route';
import AdminUserRoute from './admin-user-route';
import { routes } from './router';

const ADMIN = { customerId: 'C000000009', firstName: 'Ada', permissions: ['ADMIN_PERMISSION'] };
const AUTHOR = { customerId: 'C000000001', firstName: 'Ann', permissions: [] };
const USER = {
  customerId: 'C000000001',
  email: 'author@example.com',
  firstName: 'Ann',
  lastName: 'Author',
  role: 'AUTHOR',
  vendorNumber: null,
  vendorStatus: 'None',
  businessStatus: 'Active',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  deactivatedAt: null,
  deactivationReason: null,
  freeCorrections: 0,
  permissions: [],
};
const COUPON = {
  id: 'cp1',
  couponCode: 'SPRING2026',
  startDate: '03/05/2026',
  endDate: '03/20/2026',
  eanList: ['9780000000001'],
  status: 'ACTIVE',
  promoKind: 'BOGO',
  percentOff: null,
  redemptionLimit: null,
  redemptions: 0,
  campaignLabel: null,
  endedEarly: false,
  titles: [{ ean: '9780000000001', projectId: 'p1', title: 'Moonlight', listPrice: '4.99', onSale: true }],
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const at = (path: string, element: ReactElement, route = path) =>
  renderWithProviders(
    <Routes>
      <Route path={path} element={element} />
    </Routes>,
    { route },
  );

describe('the coupons and retail features in the admin pages', () => {
  it("the admin user page's Coupons tab lists that user's coupons", async () => {
    const { fetchMock } = mockApi({
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/admin/users/details/C000000001': ok(USER),
      'GET /api/admin/users/projectCoupons': ok({
        coupons: [COUPON],
        totalCount: 1,
        counts: { ACTIVE: 1, SCHEDULED: 0, EXPIRED: 2 },
      }),
    });
    at('/admin/users/:customerId', <AdminUserRoute />, '/admin/users/C000000001?tab=coupons');
    expect((await screen.findByRole('tab', { name: 'Coupons' })).getAttribute('aria-selected')).toBe('true');
    // The tab's list is its own chunk, loaded when the tab opens.
    expect(await screen.findByRole('rowheader', { name: 'SPRING2026' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Expired (2)' })).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map((c) => new URL(String(c[0]), 'http://localhost'))
      .find((u) => u.pathname === '/api/admin/users/projectCoupons');
    expect(asked?.searchParams.get('customerId')).toBe('C000000001');
  });

  it('the mismatch view and the retailer keys are in the admin frame, linked from its navigation', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/admin/users/projectCoupons/mismatch': ok({ mismatches: [] }),
      'GET /api/admin/retailer-keys': ok({ keys: [] }),
    });
    at('/admin/coupons/mismatch', <AdminCouponMismatchRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupon Mismatches' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    const mismatch = within(nav).getByRole('link', { name: 'Coupon mismatches' });
    expect(mismatch.getAttribute('href')).toBe('/admin/coupons/mismatch');
    expect(mismatch.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Retailer keys' }).getAttribute('href')).toBe(
      '/admin/retailer-keys',
    );
    expect(
      await screen.findByText('Every title of every coupon is still on sale and its author’s.'),
    ).toBeTruthy();
  });

  it('the retailer keys page is for administrators only and asks nothing for anyone else', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: AUTHOR }),
      'GET /api/admin/retailer-keys': ok({ keys: [] }),
    });
    at('/admin/retailer-keys', <AdminRetailerKeysRoute />);
    expect(await screen.findByText('This page is for administrators.')).toBeTruthy();
    expect(calls.some((c) => c.key.includes('/retailer-keys'))).toBe(false);
  });

  it('routes the mismatch view and the retailer keys', () => {
    const paths = appPaths();
    expect(paths).toEqual(expect.arrayContaining(['admin/coupons/mismatch', 'admin/retailer-keys']));
  });
});

describe('the back office routes', () => {
  it('rank ahead of the wizard route that also matches three segments', () => {
    const last = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;
    expect(last('/admin/broadcast-messages/new')?.path).toBe('broadcast-messages/new');
    expect(last('/admin/users')?.path).toBe('users');
    expect(last('/admin/users/C1/orders/R1')?.path).toBe('users/:customerId/orders/:orderNumber');
    expect(last('/admin')?.index).toBe(true);
    expect(last('/p1/interior')?.path).toBe(':projectId/:section/:child?');
  });
});
