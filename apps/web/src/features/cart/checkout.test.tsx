import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Ref, useImperativeHandle } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CheckoutRoute from '../../app/checkout-route';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { OrderTokenHandle } from './components/OrderToken';
import { shippedCart, USER } from './test-fixtures';

// The proof-of-work widget is ALTCHA's web component; here each solution is a numbered token.
let solved = 0;
vi.mock('./components/OrderToken', () => ({
  OrderToken: ({ ref }: { ref: Ref<OrderTokenHandle> }) => {
    useImperativeHandle(ref, () => ({ take: async () => `token-${++solved}` }));
    return null;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
  solved = 0;
});

const CARD = '4457010200000007';
const YEAR = String(new Date().getFullYear() + 1);
const ORDER = { orderNumber: 'Q-1001' };

const registered = {
  response: '870',
  message: 'Success',
  paypageRegistrationId: 'reg-123',
  firstSix: '445701',
  lastFour: '0007',
  type: 'VI',
  expMonth: '01',
  expYear: YEAR,
};

function routes(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/authentication/session': ok({ user: USER }),
    'GET /api/authentication/csrf-token': ok({ token: 't1' }),
    'GET /api/cart/checkoutPage': ok({ cart: shippedCart(), addresses: [], shippingMethods: [] }),
    'GET /api/cart/eProtectId': ok({
      paypageId: 'sandbox',
      gateway: 'WORLDPAY_TEST',
      registrationUrl: '/sandbox/eprotect/register',
      expirationYears: [String(new Date().getFullYear()), YEAR],
    }),
    'GET /api/cart/billing-address-countries': ok({ countries: [{ code: 'US', name: 'United States' }] }),
    'GET /api/cart/billing-address-states/US': ok({ states: [{ code: 'NY', name: 'New York' }] }),
    'POST /sandbox/eprotect/register': { body: registered },
    'PUT /api/cart/payment-method': ok({ cart: shippedCart({ completeness: 'READY' }) }),
    ...extra,
  });
}

function renderCheckout() {
  return renderWithProviders(
    <Routes>
      <Route path="/checkout" element={<CheckoutRoute />} />
      <Route path="/order-history/:orderNumber" element={<p>Order page</p>} />
    </Routes>,
    { route: '/checkout' },
  );
}

async function enterCard(number = CARD) {
  await userEvent.type(await screen.findByLabelText(/Card Number/), number);
  await userEvent.selectOptions(screen.getByLabelText(/Expiration Year/), YEAR);
  await userEvent.selectOptions(screen.getByLabelText(/Expiration Month/), '01');
  await userEvent.click(screen.getByRole('button', { name: 'Use This Card' }));
}

const apiBodies = (calls: { key: string; body: unknown }[]) =>
  calls.filter((c) => c.key.split(' ')[1]?.startsWith('/api/')).map((c) => JSON.stringify(c.body ?? ''));

describe('checkout', () => {
  it('shows the tokenizer’s error on the card number, with the field-errors message', async () => {
    const { calls } = routes({
      'POST /sandbox/eprotect/register': {
        body: { ...registered, response: '871', paypageRegistrationId: '' },
      },
    });
    renderCheckout();
    expect((await screen.findByTestId('totals')).textContent).toContain('$15.85');
    await enterCard('4457010000000008');
    const field = await screen.findByLabelText(/Card Number/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(
      describedBy.split(' ').some((id) => document.getElementById(id)?.textContent?.includes('not valid')),
    ).toBe(true);
    expect(
      screen.getByText(/Errors were found with the information you entered\./).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(calls.some((c) => c.key === 'PUT /api/cart/payment-method')).toBe(false);
  });

  it('31003 asks for the security code and places the order under the same Idempotency-Key; the card number never goes to /api', async () => {
    let submits = 0;
    const { calls } = routes({
      'POST /api/cart/submit-order': () =>
        ++submits === 1
          ? fail(422, { code: '31003', description: 'Please enter the security code for your card.' })
          : ok({ order: ORDER, replayed: false }),
    });
    renderCheckout();
    await enterCard();
    expect(await screen.findByText(`Paying with VI ending 0007, expires 01/${YEAR}.`)).toBeTruthy();
    const put = calls.find((c) => c.key === 'PUT /api/cart/payment-method');
    expect(put?.body).toMatchObject({ eProtectId: 'reg-123', expirationMonth: '01', expirationYear: YEAR });
    expect(put?.body).toMatchObject({ billingAddress: { firstName: 'Ada', lastName: 'Author' } });

    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    const prompt = await screen.findByRole('dialog', { name: 'Security Code' });
    await userEvent.type(within(prompt).getByLabelText('Security Code (CVV)'), '123');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order page')).toBeTruthy();

    const orders = calls.filter((c) => c.key === 'POST /api/cart/submit-order');
    expect(orders.map((c) => c.body)).toEqual([
      { eProtectId: 'reg-123', recaptchaToken: 'token-1' },
      { eProtectId: 'reg-123', recaptchaToken: 'token-2', cvv: '123' },
    ]);
    const keys = orders.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // The card went to the card field only.
    expect(JSON.stringify(calls.find((c) => c.key === 'POST /sandbox/eprotect/register')?.body)).toContain(
      CARD,
    );
    for (const body of apiBodies(calls)) expect(body).not.toContain(CARD);
  });

  it('31000 shows the decline’s reason; the next attempt has a new Idempotency-Key', async () => {
    const { calls } = routes({
      'POST /api/cart/submit-order': fail(422, {
        code: '31000',
        description: 'Your card was declined: insufficient funds.|51',
      }),
    });
    renderCheckout();
    await enterCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    const reason = await screen.findByText('Your card was declined: insufficient funds.');
    expect(reason.closest('[role="alert"]')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/cart/submit-order')).toHaveLength(2));
    const [a, b] = calls
      .filter((c) => c.key === 'POST /api/cart/submit-order')
      .map((c) => c.headers.get('idempotency-key'));
    expect(a).not.toBe(b);
  });

  it('31002 puts the description on the card number with the field-errors message', async () => {
    routes({
      'POST /api/cart/submit-order': fail(422, {
        code: '31002',
        field: 'cardNumber',
        description:
          'cardNumber|The credit card number that you entered is not valid. Please check your card and try again.',
      }),
    });
    renderCheckout();
    await enterCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText(
        'The credit card number that you entered is not valid. Please check your card and try again.',
      ),
    ).toBeTruthy();
    const general = screen.getByText(
      'Errors were found with the information you entered. Scroll down and correct the errors before resubmitting.',
    );
    expect(general.closest('[role="alert"]')).toBeTruthy();
    expect((await screen.findByLabelText(/Card Number/)).getAttribute('aria-invalid')).toBe('true');
  });

  it('1083 opens the verification dialog and saves the card again once verified', async () => {
    let puts = 0;
    const { calls } = routes({
      'PUT /api/cart/payment-method': () =>
        ++puts === 1
          ? fail(403, {
              code: '1083',
              description: 'Please verify your identity to continue with this payment.',
            })
          : ok({ cart: shippedCart({ completeness: 'READY' }) }),
      'POST /api/account/generateCode': ok({ sentTo: 'a***@example.com' }),
      'POST /api/account/verifyotp': ok({ code: 'VERIFIED' }),
    });
    renderCheckout();
    await enterCard();
    const dialog = await screen.findByRole('dialog', { name: 'Verify it’s you' });
    expect(screen.getByText('Please verify your identity to continue with this payment.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('One-time code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Paying with VI ending 0007/, {}, { timeout: 6000 })).toBeTruthy();
    expect(puts).toBe(2);
    expect(calls.find((c) => c.key === 'POST /api/account/generateCode')).toBeTruthy();
  }, 15_000);
});
