import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { AdminOrderDetails, AdminOrdersTab } from './components/AdminOrders';
import { ADMIN, CANCELLED, GROUP, ORDER } from './test-fixtures';

const ADMIN_REASONS = [
  { code: 'ORDERED_BY_MISTAKE', label: 'I ordered by mistake', commentRequired: false },
  { code: 'PRINTING_PROBLEM', label: 'The printer cannot produce it', commentRequired: false },
  { code: 'PAYMENT_CONCERN', label: 'A concern with the payment', commentRequired: true },
  { code: 'OTHER', label: 'Other (please explain)', commentRequired: true },
];

const base = {
  'GET /api/authentication/session': ok({ user: ADMIN }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
  'GET /api/admin/orderhistory/order-cancel-reasons': ok({ reasons: ADMIN_REASONS }),
};

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

const IN_PRODUCTION = { ...ORDER, status: 'IN_PRODUCTION' as const, cancellableUntil: null };

const orderPage = () =>
  renderWithProviders(
    <Routes>
      <Route
        path="/admin/users/:customerId/orders/:orderNumber"
        element={<AdminOrderDetails customerId="C000000001" orderNumber="Q1001" />}
      />
    </Routes>,
    { route: '/admin/users/C000000001/orders/Q1001' },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

describe("an account's orders for administrators", () => {
  it("lists that account's orders (customerId in the request), linking to the admin details, beside the tab", async () => {
    const { fetchMock } = mockApi({
      ...base,
      'GET /api/admin/orderhistory': ok({ totalCount: 1, orderGroups: [GROUP] }),
    });
    renderWithProviders(
      <Routes>
        <Route
          path="/admin/users/:customerId"
          element={
            <>
              <AdminOrdersTab customerId="C000000001" />
              <Where />
            </>
          }
        />
      </Routes>,
      { route: '/admin/users/C000000001?tab=orders&sort=total-desc' },
    );
    const link = await screen.findByRole('link', { name: 'Q1001' });
    expect(link.getAttribute('href')).toBe('/admin/users/C000000001/orders/Q1001');
    const asked = fetchMock.mock.calls
      .map((c) => new URL(String(c[0]), 'http://localhost'))
      .filter((u) => u.pathname === '/api/admin/orderhistory')
      .map((u) => Object.fromEntries(u.searchParams));
    expect(asked).toEqual([{ page: '1', limit: '30', sortOption: 'TOTAL_DESC', customerId: 'C000000001' }]);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'PLACED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show Orders' }));
    // The page's tab stays in the address with the list's state.
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/admin/users/C000000001?tab=orders&status=PLACED&sort=total-desc',
      ),
    );
  });

  it('an account without orders says so (no author wording)', async () => {
    mockApi({ ...base, 'GET /api/admin/orderhistory': ok({ totalCount: 0, orderGroups: [] }) });
    renderWithProviders(<AdminOrdersTab customerId="C000000001" />, {
      route: '/admin/users/C000000001?tab=orders',
    });
    expect(await screen.findByText('This account has no orders.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to My Books' })).toBeNull();
  });

  it('asks the details with the customerId and cancels an order in production with an administrators’ reason', async () => {
    let current = IN_PRODUCTION as typeof ORDER;
    const { calls, fetchMock } = mockApi({
      ...base,
      'GET /api/admin/orderhistory/details/Q1001': () => ok({ order: current, sandboxPrinter: false }),
      'POST /api/admin/orderhistory/cancelOrder': () => {
        current = {
          ...CANCELLED,
          cancellation: { ...CANCELLED.cancellation!, cancelledBy: 'ADMINISTRATOR' },
        };
        return ok({ order: current });
      },
    });
    orderPage();
    const cancel = await screen.findByRole('button', { name: 'Cancel Order' });
    const detailsUrl = new URL(
      String(fetchMock.mock.calls.find((c) => String(c[0]).includes('/details/'))![0]),
      'http://localhost',
    );
    expect(detailsUrl.searchParams.get('customerId')).toBe('C000000001');
    // Past the author's deadline: no "until" text, yet the administrator may cancel.
    expect(screen.queryByText(/You can cancel this order until/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the account’s orders' }).getAttribute('href')).toBe(
      '/admin/users/C000000001?tab=orders',
    );
    fireEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order Q1001' });
    const reason = (await within(dialog).findByLabelText(/Reason/)) as HTMLSelectElement;
    expect([...reason.options].map((o) => o.value)).toContain('PRINTING_PROBLEM');
    fireEvent.change(reason, { target: { value: 'PAYMENT_CONCERN' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel This Order' }));
    });
    expect(await within(dialog).findByText('Please tell us why you are cancelling this order.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'Card flagged' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel This Order' }));
    });
    expect(await screen.findByText('Order Q1001 is cancelled.')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/admin/orderhistory/cancelOrder')!.body).toEqual({
      orderNumber: 'Q1001',
      reasonCode: 'PAYMENT_CONCERN',
      comment: 'Card flagged',
      customerId: 'C000000001',
    });
    const section = await screen.findByRole('region', { name: 'Cancellation' });
    expect(section.textContent).toContain('An administrator');
  });

  it('moves a sandbox order to its next step after a confirmation', async () => {
    let current = ORDER;
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/orderhistory/details/Q1001': () => ok({ order: current, sandboxPrinter: true }),
      'POST /api/admin/orderhistory/advance': () => {
        current = IN_PRODUCTION;
        return ok({ order: current });
      },
    });
    orderPage();
    const advance = await screen.findByRole('button', { name: 'Move to next step (sandbox printer)' });
    fireEvent.click(advance);
    const confirm = await screen.findByRole('dialog', { name: 'Move to next step' });
    expect(confirm.textContent).toContain('Move order Q1001 from Placed to the next step?');
    expect(calls.some((c) => c.key === 'POST /api/admin/orderhistory/advance')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move to Next Step' }));
    expect(await screen.findByText('Order Q1001 is now In production.')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/admin/orderhistory/advance')!.body).toEqual({
      orderNumber: 'Q1001',
    });
    expect(await screen.findByRole('heading', { name: 'Status: In production' })).toBeTruthy();
  });

  it('asks nothing when the confirmation is cancelled, and offers no step without the sandbox printer', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/orderhistory/details/Q1001': ok({ order: ORDER, sandboxPrinter: true }),
    });
    const { unmount } = orderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Move to next step (sandbox printer)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Move to next step' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move to next step' })).toBeNull());
    expect(calls.some((c) => c.key === 'POST /api/admin/orderhistory/advance')).toBe(false);
    unmount();

    vi.unstubAllGlobals();
    mockApi({
      ...base,
      'GET /api/admin/orderhistory/details/Q1001': ok({ order: ORDER, sandboxPrinter: false }),
    });
    orderPage();
    await screen.findByRole('button', { name: 'Cancel Order' });
    expect(screen.queryByRole('button', { name: 'Move to next step (sandbox printer)' })).toBeNull();
  });

  it('a cancelled order offers neither cancel nor a next step', async () => {
    mockApi({
      ...base,
      'GET /api/admin/orderhistory/details/Q1001': ok({ order: CANCELLED, sandboxPrinter: true }),
    });
    orderPage();
    await screen.findByRole('heading', { name: 'Status: Cancelled' });
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move to next step (sandbox printer)' })).toBeNull();
  });
});
