import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUP, ORDER } from '../features/orders/test-fixtures';
import { api } from '../lib/api-client';
import { appPaths } from '../test/app-paths';
import { mockApi, ok } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import AdminOrderRoute from './admin-order-route';
import AdminUserRoute from './admin-user-route';
import { LeftNav } from './layout/LeftNav';

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

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

describe('the orders feature in the app', () => {
  it("the admin user page's Orders tab lists that account's orders", async () => {
    const { fetchMock } = mockApi({
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/admin/users/details/C000000001': ok(USER),
      'GET /api/admin/orderhistory': ok({ totalCount: 1, orderGroups: [GROUP] }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/users/:customerId" element={<AdminUserRoute />} />
      </Routes>,
      { route: '/admin/users/C000000001?tab=orders' },
    );
    expect((await screen.findByRole('tab', { name: 'Orders' })).getAttribute('aria-selected')).toBe('true');
    // The tab's list is its own chunk, loaded when the tab opens.
    const link = await screen.findByRole('link', { name: 'Q1001' }, { timeout: 8000 });
    expect(link.getAttribute('href')).toBe('/admin/users/C000000001/orders/Q1001');
    const asked = fetchMock.mock.calls
      .map((c) => new URL(String(c[0]), 'http://localhost'))
      .find((u) => u.pathname === '/api/admin/orderhistory');
    expect(asked?.searchParams.get('customerId')).toBe('C000000001');
  });

  it('the admin order page is for administrators only and asks nothing for anyone else', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: AUTHOR }),
      'GET /api/admin/orderhistory/details/Q1001': ok({ order: ORDER, sandboxPrinter: true }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/users/:customerId/orders/:orderNumber" element={<AdminOrderRoute />} />
      </Routes>,
      { route: '/admin/users/C000000001/orders/Q1001' },
    );
    expect(await screen.findByText('This page is for administrators.')).toBeTruthy();
    expect(calls.some((c) => c.key.includes('/orderhistory'))).toBe(false);
  });

  it('routes /order-history, its details and the admin order page', () => {
    const paths = appPaths();
    expect(paths).toEqual(
      expect.arrayContaining([
        'order-history',
        'order-history/:orderNumber',
        'admin/users/:customerId/orders/:orderNumber',
      ]),
    );
  });

  it('the signed-in navigation links to Order History', async () => {
    mockApi({ 'GET /api/authentication/session': ok({ user: AUTHOR }) });
    renderWithProviders(<LeftNav id="nav" open />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect((await within(nav).findByRole('link', { name: 'Order History' })).getAttribute('href')).toBe(
      '/order-history',
    );
  });
});
