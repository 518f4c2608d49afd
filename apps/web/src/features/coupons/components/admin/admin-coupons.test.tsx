import type { Coupon, LoggedInUser } from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { fail, mockApi, ok } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import type { MismatchedCoupon } from '../../api/admin';
import AdminCouponMismatchPage from './AdminCouponMismatch';
import { AdminUserCoupons } from './AdminUserCoupons';

const ADMIN = {
  customerId: 'C000000009',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  permissions: ['ADMIN_PERMISSION'],
} as unknown as LoggedInUser;
const AUTHOR = { ...ADMIN, customerId: 'C000000001', permissions: [] } as unknown as LoggedInUser;

const session = (user: LoggedInUser) => ({ 'GET /api/authentication/session': ok({ user }) });
const LIST = 'GET /api/admin/users/projectCoupons';
const MISMATCH = 'GET /api/admin/users/projectCoupons/mismatch';

function coupon(over: Partial<Coupon> = {}): Coupon {
  return {
    id: 'cp1',
    couponCode: 'SPRING2026',
    startDate: '03/05/2026',
    endDate: '03/20/2026',
    eanList: ['9780000000001', '9780000000002'],
    status: 'ACTIVE',
    promoKind: 'X_PERCENT_OFF_COUPON',
    percentOff: 25,
    redemptionLimit: 1000,
    redemptions: 12,
    campaignLabel: 'Newsletter',
    endedEarly: false,
    titles: [
      { ean: '9780000000001', projectId: 'p1', title: 'Moonlight', listPrice: '4.99', onSale: true },
      { ean: '9780000000002', projectId: 'p2', title: 'Sunrise', listPrice: '3.99', onSale: false },
    ],
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...over,
  };
}

const COUNTS = { ACTIVE: 21, SCHEDULED: 1, EXPIRED: 0 };
const page = (coupons: Coupon[], totalCount: number, counts = COUNTS) => ok({ coupons, totalCount, counts });

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

const where = () => screen.getByTestId('where').textContent;

const asked = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map((c) => new URL(String(c[0]), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams));

function at(path: string, element: ReactNode, route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

const userCoupons = (search = '?tab=coupons') =>
  at(
    '/admin/users/:customerId',
    <AdminUserCoupons customerId="C000000001" />,
    `/admin/users/C000000001${search}`,
  );

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

const mismatchPage = (search = '') =>
  at(
    '/admin/coupons/mismatch',
    <AdminCouponMismatchPage frame={Frame} />,
    `/admin/coupons/mismatch${search}`,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

describe("a user's coupons (admin user page, Coupons tab)", () => {
  it('lists the Active coupons with their facts and the counts of each status', async () => {
    const { fetchMock } = mockApi({
      ...session(ADMIN),
      [LIST]: page(
        [
          coupon(),
          coupon({
            id: 'cp2',
            couponCode: 'BOGOFRIEND',
            promoKind: 'BOGO',
            percentOff: null,
            redemptionLimit: null,
            redemptions: 3,
            campaignLabel: null,
            endedEarly: true,
            titles: [
              { ean: '9780000000003', projectId: null, title: 'Gone', listPrice: null, onSale: false },
            ],
          }),
        ],
        21,
      ),
    });
    userCoupons();
    const row = (await screen.findByRole('rowheader', { name: 'SPRING2026' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    ).toEqual([
      '25% off',
      '9780000000001 Moonlight9780000000002 SunriseNot on sale',
      'Mar 05, 2026 – Mar 20, 2026',
      '12 of 1,000',
      'Newsletter',
    ]);
    const check = within(row).getByRole('link', { name: 'Check the titles of SPRING2026' });
    expect(check.getAttribute('href')).toBe('/admin/coupons/mismatch?customerId=C000000001&couponId=cp1');

    const bogo = screen.getByRole('rowheader', { name: 'BOGOFRIEND' }).closest('tr')!;
    expect(bogo.textContent).toContain('Buy one, get one free');
    expect(bogo.textContent).toContain('3 (no limit)');
    expect(bogo.textContent).toContain('Ended early');
    expect(bogo.textContent).toContain('No longer in Quire');
    expect(bogo.textContent).toContain('—');

    expect(screen.getByRole('table', { name: 'Active coupons' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Coupon status' })).getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Active (21)', 'true'],
      ['Scheduled (1)', 'false'],
      ['Expired (0)', 'false'],
    ]);
    expect(screen.getByText('21 coupons')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Coupons of this user whose titles no longer fit' })
        .getAttribute('href'),
    ).toBe('/admin/coupons/mismatch?customerId=C000000001');
    expect(asked(fetchMock, '/api/admin/users/projectCoupons')).toEqual([
      { customerId: 'C000000001', status: 'ACTIVE', pageNumber: '1', recordsPerPage: '20' },
    ]);
  });

  it('pages and switches status through the address, keeping the user page’s tab', async () => {
    const { fetchMock } = mockApi({
      ...session(ADMIN),
      [LIST]: page([coupon()], 21),
    });
    userCoupons();
    await screen.findByRole('rowheader', { name: 'SPRING2026' });
    const pager = screen.getByRole('navigation', { name: 'Pages of active coupons' });
    fireEvent.click(within(pager).getByRole('link', { name: /2/ }));
    await waitFor(() => expect(where()).toBe('/admin/users/C000000001?tab=coupons&page=2'));
    await waitFor(() => expect(asked(fetchMock, '/api/admin/users/projectCoupons')).toHaveLength(2));
    expect(asked(fetchMock, '/api/admin/users/projectCoupons')[1]).toMatchObject({
      status: 'ACTIVE',
      pageNumber: '2',
    });

    // Another status starts again at page 1.
    fireEvent.click(screen.getByRole('tab', { name: /Scheduled/ }));
    await waitFor(() => expect(where()).toBe('/admin/users/C000000001?tab=coupons&status=SCHEDULED'));
    await waitFor(() => expect(asked(fetchMock, '/api/admin/users/projectCoupons')).toHaveLength(3));
    expect(asked(fetchMock, '/api/admin/users/projectCoupons')[2]).toMatchObject({
      status: 'SCHEDULED',
      pageNumber: '1',
    });
    expect(await screen.findByRole('table', { name: 'Scheduled coupons' })).toBeTruthy();
  });

  it('reads the status and page from the address; an empty status says so', async () => {
    const { fetchMock } = mockApi({ ...session(ADMIN), [LIST]: page([], 0) });
    userCoupons('?tab=coupons&status=EXPIRED');
    expect(await screen.findByText('This user has no expired coupons.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Expired (0)' }).getAttribute('aria-selected')).toBe('true');
    expect(asked(fetchMock, '/api/admin/users/projectCoupons')[0]).toMatchObject({ status: 'EXPIRED' });
  });

  it('says when the coupons could not be loaded, and tries again', async () => {
    let failing = true;
    mockApi({
      ...session(ADMIN),
      [LIST]: () =>
        failing ? fail(500, { code: '0', description: 'Something went wrong.' }) : page([coupon()], 1),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    userCoupons();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load this user’s coupons.',
    );
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('rowheader', { name: 'SPRING2026' })).toBeTruthy();
  });

  it('asks nothing for someone who is not an administrator', async () => {
    const { fetchMock } = mockApi({ ...session(AUTHOR), [LIST]: page([coupon()], 1) });
    userCoupons();
    await waitFor(() => expect(asked(fetchMock, '/api/authentication/session')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked(fetchMock, '/api/admin/users/projectCoupons')).toEqual([]);
  });
});

const MISMATCHED: MismatchedCoupon[] = [
  {
    couponId: 'cp1',
    couponCode: 'SPRING2026',
    ownerCustomerId: 'C000000001',
    status: 'ACTIVE',
    titles: [
      {
        ean: '9780000000002',
        title: 'Sunrise',
        reason: 'NOT_ON_SALE',
        detail: 'Taken off sale on Mar 10, 2026.',
      },
      { ean: '9780000000003', title: null, reason: 'NOT_FOUND', detail: '' },
    ],
  },
  {
    couponId: 'cp7',
    couponCode: 'AUTUMNREADS',
    ownerCustomerId: 'C000000002',
    status: 'SCHEDULED',
    titles: [
      { ean: '9780000000009', title: 'Harvest', reason: 'NOT_OWNED', detail: 'Moved to another account.' },
    ],
  },
];

describe('coupon mismatches', () => {
  it("lists every user's mismatched coupons, each title with its reason", async () => {
    const { fetchMock } = mockApi({ ...session(ADMIN), [MISMATCH]: ok({ mismatches: MISMATCHED }) });
    mismatchPage();
    expect(await screen.findByRole('heading', { name: 'Coupon Mismatches' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Coupons whose titles no longer fit' });
    // Sorted by code by default.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['AUTUMNREADS', 'SPRING2026']);
    const spring = within(table).getByRole('rowheader', { name: 'SPRING2026' }).closest('tr')!;
    expect(spring.textContent).toContain('9780000000002 Sunrise');
    expect(spring.textContent).toContain('No longer on sale');
    expect(spring.textContent).toContain('Taken off sale on Mar 10, 2026.');
    expect(spring.textContent).toContain('9780000000003 Unknown title');
    expect(spring.textContent).toContain('No Quire book has this EAN');
    expect(spring.textContent).toContain('Active');
    const autumn = within(table).getByRole('rowheader', { name: 'AUTUMNREADS' }).closest('tr')!;
    expect(autumn.textContent).toContain('No longer the author’s');
    expect(autumn.textContent).toContain('Scheduled');
    expect(
      within(autumn).getByRole('link', { name: 'Coupons of user C000000002' }).getAttribute('href'),
    ).toBe('/admin/users/C000000002?tab=coupons');
    expect(asked(fetchMock, '/api/admin/users/projectCoupons/mismatch')).toEqual([{}]);
    expect(screen.getByText('2 coupons')).toBeTruthy();
  });

  it("asks for one user's or one coupon's from the address, with a way back to all", async () => {
    const { fetchMock } = mockApi({ ...session(ADMIN), [MISMATCH]: ok({ mismatches: [MISMATCHED[0]] }) });
    mismatchPage('?customerId=C000000001&couponId=cp1');
    await screen.findByRole('rowheader', { name: 'SPRING2026' });
    expect(asked(fetchMock, '/api/admin/users/projectCoupons/mismatch')).toEqual([
      { customerId: 'C000000001', couponId: 'cp1' },
    ]);
    expect(screen.getByText('One coupon of user C000000001.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Show every user’s coupons' }));
    await waitFor(() => expect(where()).toBe('/admin/coupons/mismatch'));
    await waitFor(() => expect(asked(fetchMock, '/api/admin/users/projectCoupons/mismatch')).toHaveLength(2));
    expect(asked(fetchMock, '/api/admin/users/projectCoupons/mismatch')[1]).toEqual({});
  });

  it('says plainly when every title still fits', async () => {
    mockApi({ ...session(ADMIN), [MISMATCH]: ok({ mismatches: [] }) });
    mismatchPage('?customerId=C000000001');
    expect(
      await screen.findByText('Every title of this user’s coupons is still on sale and theirs.'),
    ).toBeTruthy();
  });

  it('shows a failed check', async () => {
    mockApi({
      ...session(ADMIN),
      [MISMATCH]: fail(500, { code: '0', description: 'Something went wrong.' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mismatchPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not check the coupons’ titles.',
    );
  });
});
