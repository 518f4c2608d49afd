import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_ITEM_TYPES } from './items';
import { SHIPPING_METHODS } from './shipping';
import { US_STATE_SALES_TAX } from './tax-rates';
import { cartTotals, HANDLING_CHARGE, type TotalsLine } from './totals';

const centsText = (c: number) => `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}`;
const lineArb: fc.Arbitrary<TotalsLine> = fc.record({
  type: fc.constantFrom(...CART_ITEM_TYPES),
  quantity: fc.integer({ min: 1, max: 50 }),
  unitPrice: fc.integer({ min: 0, max: 50_000 }).map(centsText),
});
const destinationArb = fc.option(
  fc.oneof(
    fc.constantFrom(...Object.keys(US_STATE_SALES_TAX)).map((state) => ({ country: 'US', state })),
    fc
      .constantFrom('GB', 'DE', 'FR', 'IE', 'IT', 'NL', 'ES', 'BE', 'CA', 'AU', 'NZ')
      .map((country) => ({ country })),
  ),
  { nil: null },
);
const methodArb = fc.option(fc.constantFrom(...SHIPPING_METHODS), { nil: null });
const d = (s: string) => new Decimal(s);

describe('cartTotals', () => {
  it('a proof and two copies to New York by standard shipping, to the cent', () => {
    const t = cartTotals({
      items: [
        { type: 'PROOF', quantity: 1, unitPrice: '4.15' },
        { type: 'AUTHOR_COPY', quantity: 2, unitPrice: '4.15' },
      ],
      destination: { country: 'US', state: 'NY' },
      shippingMethod: 'STANDARD',
    });
    // items 12.45; shipping 3.99 + 2 × 0.99 = 5.97; handling 1.99; before tax 20.41; 4 % → 0.8164 → 0.82
    expect(t).toMatchObject({
      cartItemTotal: '12.45',
      discountTotal: '0.00',
      cartItemTotalMinusDiscount: '12.45',
      shipping: '5.97',
      handlingCharge: HANDLING_CHARGE,
      orderTotalMinusTax: '20.41',
      orderTaxTotal: '0.82',
      orderTotal: '21.23',
      tax: { rate: '0.04', label: 'NY sales tax' },
    });
  });

  it('without an address there is no shipping and no tax; an empty cart costs nothing', () => {
    const t = cartTotals({
      items: [{ type: 'AUTHOR_COPY', quantity: 1, unitPrice: '5.00' }],
      destination: null,
      shippingMethod: 'STANDARD',
    });
    expect(t).toMatchObject({ shipping: '0.00', orderTaxTotal: '0.00', orderTotal: '6.99', tax: null });
    const empty = cartTotals({
      items: [],
      destination: { country: 'US', state: 'CA' },
      shippingMethod: 'PRIORITY',
    });
    expect(empty).toMatchObject({
      cartItemTotal: '0.00',
      shipping: '0.00',
      handlingCharge: '0.00',
      orderTotal: '0.00',
    });
  });

  it('a discount is taken off the items, never below zero', () => {
    const t = cartTotals({
      items: [{ type: 'AUTHOR_COPY', quantity: 1, unitPrice: '3.00', discount: '5.00' }],
      destination: null,
      shippingMethod: null,
    });
    expect(t).toMatchObject({ discountTotal: '3.00', cartItemTotalMinusDiscount: '0.00' });
  });

  it('property: the totals add up exactly, whatever the items, destination and method', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        destinationArb,
        methodArb,
        (items, destination, shippingMethod) => {
          const t = cartTotals({ items, destination, shippingMethod });
          const sum = items.reduce((s, l) => s.plus(d(l.unitPrice).times(l.quantity)), new Decimal(0));
          expect(t.cartItemTotal).toBe(sum.toFixed(2));
          expect(d(t.cartItemTotalMinusDiscount).eq(d(t.cartItemTotal).minus(t.discountTotal))).toBe(true);
          expect(
            d(t.orderTotalMinusTax).eq(
              d(t.cartItemTotalMinusDiscount).plus(t.shipping).plus(t.handlingCharge),
            ),
          ).toBe(true);
          expect(d(t.orderTotal).eq(d(t.orderTotalMinusTax).plus(t.orderTaxTotal))).toBe(true);
          const rate = t.tax ? d(t.tax.rate) : new Decimal(0);
          // The tax is the rate on the total before tax, to the nearest cent.
          expect(d(t.orderTaxTotal).minus(d(t.orderTotalMinusTax).times(rate)).abs().lte('0.005')).toBe(true);
          if (!destination || !shippingMethod) expect(t.shipping).toBe('0.00');
          if (!destination) expect(t.orderTaxTotal).toBe('0.00');
          for (const v of [t.cartItemTotal, t.shipping, t.handlingCharge, t.orderTaxTotal, t.orderTotal]) {
            expect(v).toMatch(/^\d+\.\d{2}$/);
          }
        },
      ),
    );
  });
});
