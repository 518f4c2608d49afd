import { COUPON_MESSAGES as M } from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../components/toasts';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { Coupon } from './api/coupons';
import CouponSummaryPage from './routes/CouponSummaryPage';
import { AUTHOR, coupon, PUBLISHER, resetApi, sent, signedIn, TIDES_EAN, Where } from './test-fixtures';

vi.mock('../../components/toasts', async (original) => ({
  ...(await original<typeof import('../../components/toasts')>()),
  showToast: vi.fn(() => true),
}));

const LIST = '/api/project/projectCoupons';
const counts = { ACTIVE: 2, SCHEDULED: 1, EXPIRED: 0 };
const list = (coupons: Coupon[], totalCount = coupons.length) => ok({ coupons, totalCount, counts });

const RUNNING = coupon({
  id: 'c2',
  couponCode: 'SUMMER2027',
  status: 'ACTIVE',
  startDate: sent(-2),
  promoKind: 'BOGO',
  percentOff: null,
  redemptionLimit: null,
  redemptions: 7,
  campaignLabel: null,
  eanList: ['9780000000019', TIDES_EAN, '9780000000033'],
  titles: [
    { ean: '9780000000019', projectId: 'p1', title: 'Moonlight', listPrice: '4.99', onSale: true },
    { ean: TIDES_EAN, projectId: 'p2', title: 'Tides', listPrice: '12.99', onSale: true },
    { ean: '9780000000033', projectId: 'p3', title: 'Harbour', listPrice: '2.99', onSale: true },
  ],
});
const SCHEDULED = coupon({ redemptions: 0 });

/** The query of each list request, as a plain object. */
const listQueries = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map((c) => new URL(String(c[0]), 'http://localhost'))
    .filter((u) => u.pathname === LIST)
    .map((u) => Object.fromEntries(u.searchParams));

function setup(
  routes: Parameters<typeof mockApi>[0],
  route = '/projects/coupon/coupon-summary',
  user = AUTHOR,
) {
  const mock = mockApi({ ...signedIn(user), ...routes });
  renderWithProviders(
    <Routes>
      <Route
        path="/projects/coupon/coupon-summary"
        element={
          <>
            <CouponSummaryPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return mock;
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => vi.mocked(showToast).mockClear());
afterEach(resetApi);

describe('the coupon summary', () => {
  it('shows the tabs with their counts and the columns; tab, search, page and order live in the address', async () => {
    const { fetchMock } = setup({ [`GET ${LIST}`]: list([RUNNING], 45) });
    const table = await screen.findByRole('table', { name: 'Coupons: Active' });
    expect(listQueries(fetchMock)).toEqual([
      { status: 'ACTIVE', pageNumber: '1', recordsPerPage: '20', sortOrder: 'asc' },
    ]);
    const tabs = screen.getByRole('tablist', { name: 'Coupon status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Active (2)', 'Scheduled (1)', 'Expired (0)']);
    const row = within(table).getByRole('rowheader', { name: 'SUMMER2027' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Buy one, get one free',
      'Moonlight, Tides and 1 more',
      expect.stringMatching(/^[A-Z][a-z]{2} \d{2}, \d{4}$/),
      expect.stringMatching(/^[A-Z][a-z]{2} \d{2}, \d{4}$/),
      '7',
      '—',
      'EditEnd early',
    ]);
    expect(within(row).getByRole('link', { name: 'Edit: SUMMER2027' }).getAttribute('href')).toBe(
      '/projects/coupon?id=c2',
    );
    expect(within(row).queryByRole('button', { name: 'Delete: SUMMER2027' })).toBeNull();

    // Paging and the start-date order.
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(where()).toBe('/projects/coupon/coupon-summary?page=2'));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)?.pageNumber).toBe('2'));
    fireEvent.click(within(table).getByRole('button', { name: /Start/ }));
    await waitFor(() => expect(where()).toBe('/projects/coupon/coupon-summary?sort=start-desc'));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({ sortOrder: 'desc', pageNumber: '1' }),
    );

    // The search goes to the address and the API as queryParameter.
    await userEvent.type(screen.getByRole('searchbox', { name: /Search by code/ }), 'spring');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where()).toBe('/projects/coupon/coupon-summary?q=spring&sort=start-desc'));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ queryParameter: 'spring' }));

    // Another tab: page 1 and its own order (expired: latest first); the search stays.
    fireEvent.click(within(tabs).getByRole('tab', { name: /Expired/ }));
    await waitFor(() => expect(where()).toBe('/projects/coupon/coupon-summary?status=EXPIRED&q=spring'));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        status: 'EXPIRED',
        pageNumber: '1',
        recordsPerPage: '20',
        sortOrder: 'desc',
        queryParameter: 'spring',
      }),
    );
  });

  it('says when a tab has no coupons, in its own words', async () => {
    setup({ [`GET ${LIST}`]: list([]) }, '/projects/coupon/coupon-summary?status=SCHEDULED');
    expect(await screen.findByText("You don't have any scheduled coupons.")).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Active/ }));
    expect(await screen.findByText("You don't have any active coupons.")).toBeTruthy();
    expect(where()).toBe('/projects/coupon/coupon-summary');
  });

  it('deletes a scheduled coupon only after the confirmation', async () => {
    const { calls, fetchMock } = setup(
      {
        [`GET ${LIST}`]: list([SCHEDULED]),
        'DELETE /api/project/projectCoupons/id': ok({ deleted: true, couponId: 'c1' }),
      },
      '/projects/coupon/coupon-summary?status=SCHEDULED',
    );
    const remove = await screen.findByRole('button', { name: 'Delete: SPRING2027' });
    expect(screen.queryByRole('button', { name: /^End early/ })).toBeNull();
    fireEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Delete Coupon' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

    fireEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Delete Coupon' });
    expect(within(dialog).getByText(/delete the coupon SPRING2027/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ message: M.deleted, tone: 'success' }));
    const deletes = fetchMock.mock.calls
      .map(
        (c) =>
          [new URL(String(c[0]), 'http://localhost'), (c[1] as RequestInit | undefined)?.method] as const,
      )
      .filter(([, method]) => method === 'DELETE')
      .map(([u]) => u.pathname + u.search);
    expect(deletes).toEqual(['/api/project/projectCoupons/id?couponId=c1']);
  });

  it('ends a running coupon early after the confirmation', async () => {
    const { calls } = setup({
      [`GET ${LIST}`]: list([RUNNING]),
      'POST /api/project/coupon/endCoupon': ok({
        coupon: { ...RUNNING, status: 'EXPIRED', endedEarly: true },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'End early: SUMMER2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'End Coupon Early' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End Early' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /api/project/coupon/endCoupon').map((c) => c.body)).toEqual([
        { couponId: 'c2' },
      ]),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ message: M.endedEarly, tone: 'success' }));
  });

  it('links to the coupon form, and to the promo summary for accounts with merchandising', async () => {
    setup({ [`GET ${LIST}`]: list([]) }, '/projects/coupon/coupon-summary', PUBLISHER);
    expect((await screen.findByRole('link', { name: 'Create a coupon' })).getAttribute('href')).toBe(
      '/projects/coupon',
    );
    expect(screen.getByRole('link', { name: 'Merchandising promo summary' }).getAttribute('href')).toBe(
      '/projects/coupon/bn-promo-summary',
    );
  });
});
