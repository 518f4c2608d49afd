import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import OrderDetailsPage from './routes/OrderDetailsPage';
import { AUTHOR, AUTHOR_REASONS, CANCELLED, ORDER } from './test-fixtures';

const details = (orderNumber = 'Q1001') =>
  renderWithProviders(
    <Routes>
      <Route path="/order-history/:orderNumber" element={<OrderDetailsPage />} />
    </Routes>,
    { route: `/order-history/${orderNumber}` },
  );

const base = {
  'GET /api/authentication/session': ok({ user: AUTHOR }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
  'GET /api/admin/orderhistory/order-cancel-reasons': ok({ reasons: AUTHOR_REASONS }),
};

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

describe('order details', () => {
  it('shows every totals entry, the items, shipping, card, payment and progress', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/orderhistory/details/Q1001': ok({ order: ORDER, sandboxPrinter: true }),
    });
    details();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Q1001' })).toBeTruthy();
    // The author's request names no customer.
    expect(calls.find((c) => c.key.startsWith('GET /api/admin/orderhistory/details'))).toBeTruthy();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const pairs = [...totals.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Items', '$104.50'],
      ['Discount', '$1.00'],
      ['Items after discount', '$103.50'],
      ['Shipping', '$5.99'],
      ['Handling', '$2.00'],
      ['Tax (IL sales tax 6.25%)', '$6.97'],
      ['Order total', '$118.46'],
      ['Total before tax', '$111.49'],
    ]);
    const items = screen.getByRole('region', { name: 'Items' });
    const moon = within(items).getByRole('rowheader', { name: 'The Moon Book' }).closest('tr') as HTMLElement;
    expect(
      within(moon)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ProofNot for resale', '2', '$4.25', '$8.50']);
    const tides = within(items).getByRole('rowheader', { name: 'Tides' }).closest('tr') as HTMLElement;
    expect(tides.textContent).not.toContain('Not for resale');
    const shipping = screen.getByRole('region', { name: 'Shipping' });
    expect(shipping.textContent).toContain('1 Main Street');
    expect(shipping.textContent).toContain('Springfield, IL 62701');
    expect(shipping.textContent).toContain('Standard ($5.99)');
    expect(shipping.textContent).toContain('Expected delivery December 7, 2026 to December 9, 2026');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('Visa ending in 4242');
    expect(payment.textContent).toContain('Authorised');
    expect(payment.textContent).not.toContain('Refunded');
    const progress = screen.getByRole('list', { name: 'Order progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Placed November 27, 2026, 5:00 PM EST (done)',
      'Production starts November 30, 2026, 9:00 AM EST (to come)',
      'Not shipped yet (to come)',
      'Not delivered yet (to come)',
    ]);
    expect(screen.getByRole('heading', { name: 'Status: Placed' })).toBeTruthy();
    expect(screen.getByText('You can cancel this order until November 30, 2026, 9:00 AM EST.')).toBeTruthy();
    // Authors never see the sandbox printer's button.
    expect(screen.queryByRole('button', { name: 'Move to next step (sandbox printer)' })).toBeNull();
  });

  it('a shipped order shows its tracking number, the capture and no Cancel button', async () => {
    const shipped = {
      ...ORDER,
      status: 'SHIPPED',
      cancellableUntil: null,
      shippingDate: '2026-12-02T22:00:00.000Z',
      tracking: { carrier: 'UPS', trackingNumber: '1Z999' },
      payment: { ...ORDER.payment, state: 'CAPTURED' },
    };
    mockApi({
      ...base,
      'GET /api/admin/orderhistory/details/Q1001': ok({ order: shipped, sandboxPrinter: false }),
    });
    details();
    const progress = await screen.findByRole('list', { name: 'Order progress' });
    expect(progress.textContent).toContain('Production started November 30, 2026, 9:00 AM EST');
    expect(progress.textContent).toContain('Shipped December 2, 2026, 5:00 PM EST');
    expect(progress.textContent).toContain('Tracking number: UPS 1Z999');
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('Charged');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.queryByText(/You can cancel this order/)).toBeNull();
  });

  it('a cancelled order shows the cancellation: reason, comment, by whom and when', async () => {
    mockApi({
      ...base,
      'GET /api/admin/orderhistory/details/Q1001': ok({
        order: { ...CANCELLED, payment: { state: 'REFUNDED', amount: '118.46', refunded: '118.46' } },
        sandboxPrinter: false,
      }),
    });
    details();
    const section = await screen.findByRole('region', { name: 'Cancellation' });
    expect([...section.querySelectorAll('dd')].map((d) => d.textContent)).toEqual([
      'Other (please explain)',
      'Wrong trim size',
      'The author',
      'November 28, 2026, 10:00 AM EST',
    ]);
    const payment = screen.getByRole('region', { name: 'Payment' }).textContent;
    expect(payment).toContain('Refunded$118.46');
    expect(screen.getByRole('heading', { name: 'Status: Cancelled' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('an order that is not there (or not the author’s) is the not-found page', async () => {
    mockApi({
      ...base,
      'GET /api/admin/orderhistory/details/Q404': fail(404, {
        code: 'NOT_FOUND',
        description: 'No such order.',
      }),
    });
    details('Q404');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});

describe('cancelling an order', () => {
  async function openDialog() {
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order Q1001' });
    await within(dialog).findByRole('button', { name: 'Cancel This Order' });
    return dialog;
  }

  it('needs a reason, and a comment for Other; sends them; a server error lands on its field', async () => {
    let reply = fail(400, { code: 'VALIDATION', description: 'Please keep it kind.', field: 'comment' });
    let current = ORDER;
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/orderhistory/details/Q1001': () => ok({ order: current, sandboxPrinter: false }),
      'POST /api/admin/orderhistory/cancelOrder': () => reply,
    });
    details();
    const dialog = await openDialog();
    const reason = within(dialog).getByLabelText(/Reason/) as HTMLSelectElement;
    expect([...reason.options].map((o) => o.textContent)).toEqual([
      'Choose a reason',
      'I ordered by mistake',
      'Other (please explain)',
    ]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel This Order' }));
    });
    expect(await within(dialog).findByText('Please choose a reason for the cancellation.')).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'OTHER' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel This Order' }));
    });
    expect(await within(dialog).findByText('Please tell us why you are cancelling this order.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/admin/orderhistory/cancelOrder')).toBe(false);

    const comment = within(dialog).getByLabelText(/Comment/);
    fireEvent.change(comment, { target: { value: 'Wrong trim size' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel This Order' }));
    });
    expect(await within(dialog).findByText('Please keep it kind.')).toBeTruthy();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.key === 'POST /api/admin/orderhistory/cancelOrder')!.body).toEqual({
      orderNumber: 'Q1001',
      reasonCode: 'OTHER',
      comment: 'Wrong trim size',
    });

    reply = ok({ order: CANCELLED });
    current = CANCELLED;
    fireEvent.change(comment, { target: { value: 'Wrong trim size, sorry' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel This Order' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Order Q1001 is cancelled.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Status: Cancelled' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cancellation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('a refusal of the order itself (production started) is said in the dialog', async () => {
    mockApi({
      ...base,
      'GET /api/admin/orderhistory/details/Q1001': ok({ order: ORDER, sandboxPrinter: false }),
      'POST /api/admin/orderhistory/cancelOrder': fail(409, {
        code: 'ORDER_NOT_CANCELLABLE',
        description: 'This order can no longer be cancelled: production has started.',
      }),
    });
    details();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'ORDERED_BY_MISTAKE' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel This Order' }));
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This order can no longer be cancelled: production has started.',
    );
  });

  it('Keep Order closes the dialog without a request and gives the focus back', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/orderhistory/details/Q1001': ok({ order: ORDER, sandboxPrinter: false }),
    });
    details();
    const opener = await screen.findByRole('button', { name: 'Cancel Order' });
    opener.focus();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(calls.some((c) => c.key === 'POST /api/admin/orderhistory/cancelOrder')).toBe(false);
  });
});
