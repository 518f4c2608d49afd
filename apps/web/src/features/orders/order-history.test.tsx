import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import OrderHistoryPage from './routes/OrderHistoryPage';
import { AUTHOR, GROUP, SHIPPED_GROUP } from './test-fixtures';

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

const history = (route = '/order-history') =>
  renderWithProviders(
    <Routes>
      <Route
        path="/order-history"
        element={
          <>
            <OrderHistoryPage />
            <Where />
          </>
        }
      />
      <Route path="/sign-in" element={<p>Sign-in page</p>} />
    </Routes>,
    { route },
  );

const session = ok({ user: AUTHOR });
const page = (totalCount: number, orderGroups = [GROUP, SHIPPED_GROUP]) => ok({ totalCount, orderGroups });

/** The query string of each order-history request, as a plain object. */
function requests(fetchMock: { mock: { calls: unknown[][] } }) {
  return fetchMock.mock.calls
    .map((c) => new URL(String(c[0]), 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/orderhistory')
    .map((u) => Object.fromEntries(u.searchParams));
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

describe('order history: the list state in the address', () => {
  it('asks page 1, 30 a page, newest first by default, with no filter and no customer', async () => {
    const { fetchMock } = mockApi({
      'GET /api/authentication/session': session,
      'GET /api/admin/orderhistory': page(2),
    });
    history();
    await screen.findByRole('link', { name: 'Q1001' });
    expect(requests(fetchMock)).toEqual([{ page: '1', limit: '30', sortOption: 'DATE_DESC' }]);
    expect(where()).toBe('/order-history');
    const date = screen.getByRole('columnheader', { name: /Date/ });
    expect(date.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBeNull();
  });

  it('reads page, sort, type, status and q from the address and sends them', async () => {
    const { fetchMock } = mockApi({
      'GET /api/authentication/session': session,
      'GET /api/admin/orderhistory': page(61),
    });
    history('/order-history?type=PROOF&status=PLACED&q=Moon&sort=total-asc&page=2');
    await screen.findByRole('link', { name: 'Q1001' });
    expect(requests(fetchMock).at(-1)).toEqual({
      page: '2',
      limit: '30',
      sortOption: 'TOTAL_ASC',
      type: 'PROOF',
      status: 'PLACED',
      q: 'Moon',
    });
    expect(where()).toBe('/order-history?type=PROOF&status=PLACED&q=Moon&sort=total-asc&page=2');
    expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('ascending');
    expect((screen.getByLabelText('Order number or title') as HTMLInputElement).value).toBe('Moon');
    const pager = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(within(pager).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/order-history?type=PROOF&status=PLACED&q=Moon&sort=total-asc&page=3',
    );
  });

  it('corrects an invalid page, sort or filter by replacing the address', async () => {
    const { fetchMock } = mockApi({
      'GET /api/authentication/session': session,
      'GET /api/admin/orderhistory': page(2),
    });
    history('/order-history?sort=price-up&page=0&status=LOST&type=PROOF');
    await waitFor(() => expect(where()).toBe('/order-history?type=PROOF'));
    await screen.findByRole('link', { name: 'Q1001' });
    // No request was made with the address before it was corrected.
    expect(requests(fetchMock)).toEqual([{ page: '1', limit: '30', sortOption: 'DATE_DESC', type: 'PROOF' }]);
  });

  it('the default sort and page 1 leave the address; a header turns the sort round', async () => {
    mockApi({ 'GET /api/authentication/session': session, 'GET /api/admin/orderhistory': page(2) });
    history('/order-history?sort=date-desc&page=1');
    await waitFor(() => expect(where()).toBe('/order-history'));
    fireEvent.click(await screen.findByRole('button', { name: /^Total/ }));
    await waitFor(() => expect(where()).toBe('/order-history?sort=total-desc'));
    fireEvent.click(screen.getByRole('button', { name: /^Total/ }));
    await waitFor(() => expect(where()).toBe('/order-history?sort=total-asc'));
    fireEvent.click(screen.getByRole('button', { name: /^Date/ }));
    await waitFor(() => expect(where()).toBe('/order-history'));
  });

  it('the filters go to the address (back to page 1) and Clear Filters removes them', async () => {
    mockApi({ 'GET /api/authentication/session': session, 'GET /api/admin/orderhistory': page(61) });
    history('/order-history?page=2');
    await screen.findByRole('link', { name: 'Q1001' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'CANCELLED' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'AUTHOR_COPY' } });
    fireEvent.change(screen.getByLabelText('Order number or title'), { target: { value: '  Q1001 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show Orders' }));
    await waitFor(() => expect(where()).toBe('/order-history?type=AUTHOR_COPY&status=CANCELLED&q=Q1001'));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(where()).toBe('/order-history'));
  });
});

describe('order history: the rows', () => {
  it('shows number, New York date, items, total, status, payment and the cancel-by time', async () => {
    mockApi({ 'GET /api/authentication/session': session, 'GET /api/admin/orderhistory': page(2) });
    history();
    const link = await screen.findByRole('link', { name: 'Q1001' });
    expect(link.getAttribute('href')).toBe('/order-history/Q1001');
    const row = link.closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'November 27, 2026, 5:00 PM EST',
      'The Moon Book — Proof × 2Tides — Author copy × 10',
      '$124.50',
      'Placed',
      'Authorised',
      'Cancel by November 30, 2026, 9:00 AM EST',
    ]);
    const shipped = (screen.getByRole('link', { name: 'Q1000' }).closest('tr') as HTMLElement).textContent;
    expect(shipped).toContain('Shipped');
    expect(shipped).toContain('Charged');
    expect(shipped).not.toContain('Cancel by');
    expect(screen.getByText('2 orders')).toBeTruthy();
  });

  it('with no orders, says how to order copies and links to My Books', async () => {
    mockApi({ 'GET /api/authentication/session': session, 'GET /api/admin/orderhistory': page(0, []) });
    history();
    expect(await screen.findByText('You have not ordered any copies yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Books' }).getAttribute('href')).toBe('/projects');
  });

  it('with filters and no match, says so instead', async () => {
    mockApi({ 'GET /api/authentication/session': session, 'GET /api/admin/orderhistory': page(0, []) });
    history('/order-history?status=DELIVERED');
    expect(await screen.findByText('No order matches these filters.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to My Books' })).toBeNull();
  });

  it('a failed load says so with Try Again', async () => {
    mockApi({
      'GET /api/authentication/session': session,
      'GET /api/admin/orderhistory': fail(500, { code: '0', description: 'Broken' }),
    });
    history();
    expect(await screen.findByText('We could not load the orders.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('sends a visitor who is not signed in to the sign-in page, asking nothing', async () => {
    const { calls } = mockApi({ 'GET /api/authentication/session': ok({ user: null }) });
    history();
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(calls.some((c) => c.key === 'GET /api/admin/orderhistory')).toBe(false);
  });
});
