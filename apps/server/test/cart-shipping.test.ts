import { ADDRESS_CHECK_MESSAGES } from '@quire/domain';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBooks, failure, NY_ADDRESS } from './cart-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

/**
 * The cart's shipping (spec 1 §7 "Cart"): a new address or one of the address book by nickname,
 * checked first (a problem answers the address-validation outcome with a suggested correction);
 * shipping and tax in the totals as soon as an address is chosen; the methods with New York
 * business-day delivery dates. The cart holds an author copy and a proof of the demo POD book.
 */
describe('the cart: shipping address, methods and tax', () => {
  let t: TestApp;
  let author: TestClient;
  let book: { id: string };
  let unit: string;

  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
    ({ book, unit } = await demoBooks(author));
    await add(author, { projectId: book.id });
    await add(author, { projectId: book.id, itemType: 'PROOF' });
  });
  afterAll(() => t.close());

  const add = (c: TestClient, body: Record<string, unknown>) => c.post('/api/cart/add', body);

  it('a ZIP code of another state is not kept: the answer names the problem and suggests the state', async () => {
    const res = await author.post('/api/cart/shipping-address', { ...NY_ADDRESS, state: 'NJ' });
    expect(res.statusCode).toBe(200);
    const answer = res.json().payload;
    expect(answer.accepted).toBe(false);
    expect(answer.addressValidation).toEqual({
      status: 'INVALID',
      problems: [
        {
          code: 'ZIP_STATE_MISMATCH',
          field: 'state',
          description: ADDRESS_CHECK_MESSAGES.zipState('10118', ['NY'], 'NJ'),
          suggestedValue: 'NY',
        },
      ],
      suggestion: { ...NY_ADDRESS, company: '' },
    });
    expect(answer.cart.shippingGroups[0].shippingAddress).toBeNull();
  });

  it('a malformed postcode gets its corrected form; a missing unit number is named', async () => {
    const ca = (
      await author.post('/api/cart/shipping-address', {
        ...NY_ADDRESS,
        country: 'CA',
        state: 'ON',
        city: 'Ottawa',
        postalCode: 'k1a0b1',
        phoneNumber: '613-555-0100',
      })
    ).json().payload;
    expect(ca.accepted).toBe(false);
    expect(ca.addressValidation.problems[0]).toMatchObject({
      code: 'POSTCODE_MALFORMED',
      suggestedValue: 'K1A 0B1',
    });
    expect(ca.addressValidation.suggestion.postalCode).toBe('K1A 0B1');
    const gb = (
      await author.post('/api/cart/shipping-address', {
        ...NY_ADDRESS,
        country: 'GB',
        state: '',
        postalCode: 'sw1a1aa',
        phoneNumber: '020 7946 0000',
      })
    ).json().payload;
    expect(gb.addressValidation.suggestion.postalCode).toBe('SW1A 1AA');
    const unitless = (
      await author.post('/api/cart/shipping-address', { ...NY_ADDRESS, address2: 'Apt' })
    ).json().payload;
    expect(unitless.accepted).toBe(false);
    expect(unitless.addressValidation).toMatchObject({
      problems: [{ code: 'UNIT_MISSING', field: 'address2', description: ADDRESS_CHECK_MESSAGES.unit }],
      suggestion: null,
    });
    const bad = await author.post('/api/cart/shipping-address', { ...NY_ADDRESS, firstName: '' });
    expect(failure(bad)).toMatchObject({ status: 400, field: 'firstName' });
  });

  it('an accepted address brings shipping and tax into the totals at once, exact to the cent', async () => {
    const res = await author.post('/api/cart/shipping-address', NY_ADDRESS);
    const answer = res.json().payload;
    expect(answer.accepted).toBe(true);
    expect(answer.cart.completeness).toBe('NEEDS_SHIPPING_METHOD');
    expect(answer.cart.tax).toEqual({ rate: '0.04', label: 'NY sales tax' });
    const items = new Decimal(unit).times(2);
    const before = items.plus('1.99');
    const tax = before.times('0.04').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(answer.cart.totals).toEqual({
      cartItemTotal: items.toFixed(2),
      cartItemTotalMinusDiscount: items.toFixed(2),
      discountTotal: '0.00',
      handlingCharge: '1.99',
      orderTaxTotal: tax.toFixed(2),
      orderTotal: before.plus(tax).toFixed(2),
      orderTotalMinusTax: before.toFixed(2),
      shipping: '0.00',
    });
  });

  /** The New York date `days` weekdays after today in New York, counted one day at a time. */
  function businessDaysAhead(days: number): string {
    const ny = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(t.clock.now());
    const d = new Date(`${ny}T12:00:00Z`);
    let left = days;
    while (left > 0) {
      d.setUTCDate(d.getUTCDate() + 1);
      if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left -= 1;
    }
    return d.toISOString().slice(0, 10);
  }

  it('lists the shipping methods with price and New York business-day delivery dates', async () => {
    const methods = (await author.get('/api/cart/shipping-methods')).json().payload.shippingMethods;
    expect(methods).toEqual([
      {
        code: 'STANDARD',
        label: 'Standard',
        price: '4.98',
        earliestDelivery: businessDaysAhead(5),
        latestDelivery: businessDaysAhead(8),
        minBusinessDays: 5,
        maxBusinessDays: 8,
      },
      {
        code: 'EXPEDITED',
        label: 'Expedited',
        price: '9.48',
        earliestDelivery: businessDaysAhead(3),
        latestDelivery: businessDaysAhead(5),
        minBusinessDays: 3,
        maxBusinessDays: 5,
      },
      {
        code: 'PRIORITY',
        label: 'Priority',
        price: '16.98',
        earliestDelivery: businessDaysAhead(2),
        latestDelivery: businessDaysAhead(3),
        minBusinessDays: 2,
        maxBusinessDays: 3,
      },
    ]);
  });

  it('a chosen method adds its price; the totals still add up exactly', async () => {
    const bad = await author.post('/api/cart/shipping-method', { shippingMethod: 'ROCKET' });
    expect(failure(bad)).toMatchObject({ status: 400, field: 'shippingMethod' });
    const cart = (await author.post('/api/cart/shipping-method', { shippingMethod: 'EXPEDITED' })).json()
      .payload.cart;
    expect(cart).toMatchObject({ shippingMethodSet: true, completeness: 'NEEDS_PAYMENT_METHOD' });
    expect(cart.shippingGroups[0].shippingMethod).toMatchObject({ code: 'EXPEDITED', price: '9.48' });
    const before = new Decimal(unit).times(2).plus('9.48').plus('1.99');
    const tax = before.times('0.04').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(cart.totals).toMatchObject({
      shipping: '9.48',
      orderTotalMinusTax: before.toFixed(2),
      orderTaxTotal: tax.toFixed(2),
      orderTotal: before.plus(tax).toFixed(2),
    });
  });

  it('ships to an address-book address by nickname; an unknown nickname is 404', async () => {
    const saved = await author.put('/api/account/addressbook', {
      ...NY_ADDRESS,
      nickname: 'Studio',
      address1: '1 Stephens Street',
      address2: '',
      city: 'Los Angeles',
      state: 'CA',
      postalCode: '90012',
    });
    expect(saved.statusCode).toBe(200);
    const answer = (await author.post('/api/cart/shipping-address-nickname', { nickname: 'studio' })).json()
      .payload;
    expect(answer.accepted).toBe(true);
    expect(answer.cart.shippingGroups[0].shippingAddress).toMatchObject({ nickname: 'Studio', state: 'CA' });
    expect(answer.cart.tax).toEqual({ rate: '0.0725', label: 'CA sales tax' });
    const missing = await author.post('/api/cart/shipping-address-nickname', { nickname: 'Nowhere' });
    expect(failure(missing)).toMatchObject({ status: 404, field: 'nickname' });
    expect(failure(await author.post('/api/cart/shipping-address-nickname', {}))).toMatchObject({
      status: 400,
      field: 'nickname',
    });
  });

  it('the checkout page answers the cart, the address book and the methods to the chosen address', async () => {
    const page = (await author.get('/api/cart/checkoutPage')).json().payload;
    expect(page.cart.projects).toHaveLength(2);
    expect(page.addresses.map((a: { nickname: string }) => a.nickname)).toContain('Studio');
    expect(page.shippingMethods.map((m: { code: string }) => m.code)).toEqual([
      'STANDARD',
      'EXPEDITED',
      'PRIORITY',
    ]);
  });
});
