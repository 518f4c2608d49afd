import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import CartPage from './routes/CartPage';
import { ADDRESS, bookAddress, makeCart, STANDARD, shippedCart, USER } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const base = {
  'GET /api/authentication/session': ok({ user: USER }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
  'GET /api/cart/shipping-methods': ok({ shippingMethods: [STANDARD] }),
};

const accepted = (cart = shippedCart()) =>
  ok({ accepted: true, addressValidation: { status: 'VALID', problems: [], suggestion: null }, cart });

describe('cart page', () => {
  it('shows every total as soon as an address is chosen, before any card is asked for', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/cart/checkoutPage': ok({ cart: makeCart(), addresses: [bookAddress], shippingMethods: [] }),
      'POST /api/cart/shipping-address-nickname': accepted(),
    });
    renderWithProviders(<CartPage />, { route: '/cart' });
    expect(await screen.findByText('Tide Tables')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Order Summary' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue to Payment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Ship to this address' }));
    const totals = await screen.findByTestId('totals');
    const text = totals.textContent ?? '';
    for (const part of [
      'Items',
      'Discount',
      'Items after discount',
      'Shipping',
      'Handling',
      'New York sales tax',
      'Order total',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('$15.85');
    expect(text).toContain('$0.36');
    expect(totals.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByLabelText(/Card Number/)).toBeNull();
    expect(calls.find((c) => c.key === 'POST /api/cart/shipping-address-nickname')?.body).toEqual({
      nickname: 'Home',
    });
    // The methods with price and delivery dates, and the way on to payment.
    expect(
      await screen.findByLabelText(/Standard: \$4\.99, arrives December 7, 2026 – December 11, 2026/),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue to Payment' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('a ZIP code of another state opens the validation dialog; accepting sends the corrected address', async () => {
    const sent = { ...ADDRESS, state: 'NJ' };
    const { calls } = mockApi({
      ...base,
      'GET /api/cart/checkoutPage': ok({ cart: makeCart(), addresses: [], shippingMethods: [] }),
      'POST /api/cart/shipping-address': (body) =>
        (body as { state: string }).state === 'NJ'
          ? ok({
              accepted: false,
              addressValidation: {
                status: 'INVALID',
                problems: [
                  {
                    code: 'ZIP_STATE_MISMATCH',
                    field: 'state',
                    description:
                      'The ZIP code 10118 is in NY, not NJ. Please check the state or the ZIP code.',
                    suggestedValue: 'NY',
                  },
                ],
                suggestion: ADDRESS,
              },
              cart: makeCart(),
            })
          : accepted(),
    });
    renderWithProviders(<CartPage />, { route: '/cart' });
    const form = await screen.findByRole('form', { name: 'Enter a new address' });
    const w = within(form);
    await userEvent.type(w.getByLabelText('Nickname (optional)'), sent.nickname);
    await userEvent.type(w.getByLabelText('First Name'), sent.firstName);
    await userEvent.type(w.getByLabelText('Last Name'), sent.lastName);
    await userEvent.type(w.getByLabelText('Address'), sent.address1);
    await userEvent.type(w.getByLabelText('City'), sent.city);
    await userEvent.selectOptions(w.getByLabelText('State or Province'), 'NJ');
    await userEvent.type(w.getByLabelText('ZIP or Postal Code'), sent.postalCode);
    await userEvent.type(w.getByLabelText('Phone Number'), sent.phoneNumber);
    await userEvent.click(w.getByRole('button', { name: 'Ship to this address' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please check your address' });
    expect(within(dialog).getByText(/The ZIP code 10118 is in NY, not NJ/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use Suggested Address' }));
    await screen.findByTestId('totals');
    const posts = calls.filter((c) => c.key === 'POST /api/cart/shipping-address').map((c) => c.body);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual(ADDRESS);
    expect(screen.queryByRole('dialog', { name: 'Please check your address' })).toBeNull();
  });

  it('removes a line with quantity 0 and shows the empty cart with a link to My Books', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/cart/checkoutPage': ok({ cart: makeCart(), addresses: [], shippingMethods: [] }),
      'PUT /api/cart/update': ok({ cart: makeCart({ projects: [], completeness: 'EMPTY' }) }),
    });
    renderWithProviders(<CartPage />, { route: '/cart' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Tide Tables (Author copy)' }));
    expect((await screen.findByRole('link', { name: 'Go to My Books' })).getAttribute('href')).toBe(
      '/projects',
    );
    expect(calls.find((c) => c.key === 'PUT /api/cart/update')?.body).toEqual({
      projectId: 'p1',
      itemType: 'AUTHOR_COPY',
      quantity: 0,
    });
  });

  it('a quantity the server refuses is not kept', async () => {
    mockApi({
      ...base,
      'GET /api/cart/checkoutPage': ok({ cart: makeCart(), addresses: [], shippingMethods: [] }),
      'PUT /api/cart/update': fail(409, {
        code: 'CART_MAX_PROOFS',
        description: 'You can order at most 3 proofs of a book.',
      }),
    });
    renderWithProviders(<CartPage />, { route: '/cart' });
    const qty = (await screen.findByLabelText('Quantity of Tide Tables')) as HTMLInputElement;
    await userEvent.clear(qty);
    await userEvent.type(qty, '5{Enter}');
    await waitFor(() => expect(qty.value).toBe('2'));
  });
});
