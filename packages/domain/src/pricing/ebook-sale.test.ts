import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { EBOOK_PRICE_MESSAGE, ebookQuote, ebookSaleQuote, isValidEbookPrice } from './ebook';

function refusal(price: unknown) {
  try {
    ebookSaleQuote(price as string);
  } catch (e) {
    return e;
  }
  return null;
}

describe('ebookSaleQuote', () => {
  it.each([
    ['0', '0.00', '0.00', '0.00'],
    ['0.00', '0.00', '0.00', '0.00'],
    ['0.01', '0.01', '0.40', '0.00'], // 0.004
    ['0.02', '0.02', '0.40', '0.01'], // 0.008
    ['0.50', '0.50', '0.40', '0.20'],
    ['0.98', '0.98', '0.40', '0.39'], // 0.392
    ['0.99', '0.99', '0.40', '0.40'],
    ['2.98', '2.98', '0.40', '1.19'],
    ['2.99', '2.99', '0.65', '1.94'],
    ['9.99', '9.99', '0.65', '6.49'],
    ['10', '10.00', '0.40', '4.00'],
    ['199.99', '199.99', '0.40', '80.00'],
  ])('quotes a sale at %s', (input, price, royalty_rate, net_royalty) => {
    expect(ebookSaleQuote(input)).toEqual({ price, royalty_rate, net_royalty });
  });

  it('gives a price between bands the rate of the 0.99 band', () => {
    for (let cents = 1; cents <= 98; cents++) {
      const price = (cents / 100).toFixed(2);
      expect(isValidEbookPrice(price)).toBe(false);
      expect(ebookSaleQuote(price).royalty_rate).toBe(ebookQuote('0.99').royalty_rate);
    }
  });

  it('earns nothing on a free copy (a list price of 0 quotes a rate of 1.00, a sale at 0 of 0.00)', () => {
    expect(ebookSaleQuote('0').net_royalty).toBe('0.00');
    expect(ebookSaleQuote('0').royalty_rate).toBe('0.00');
    expect(ebookQuote('0').royalty_rate).toBe('1.00');
  });

  it.each([
    '200',
    '200.00',
    '199.991',
    '1000',
    '-0.01',
    '-1',
    '0.001',
    'abc',
    '',
    null,
    undefined,
    Number.NaN,
  ])('refuses %s with a VALIDATION error on price', (price) => {
    const e = refusal(price);
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).items).toEqual([
      { code: 'VALIDATION', description: EBOOK_PRICE_MESSAGE, field: 'price' },
    ]);
  });

  it('agrees with ebookQuote on every valid list price and never pays a negative royalty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 19999 }), (cents) => {
        const price = (cents / 100).toFixed(2);
        const sale = ebookSaleQuote(price);
        expect(sale.price).toBe(price);
        if (cents > 0 && isValidEbookPrice(price)) expect(sale).toEqual(ebookQuote(price));
        expect(sale.net_royalty).toBe(
          new Decimal(price).times(sale.royalty_rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
        );
        expect(new Decimal(sale.net_royalty).gte(0)).toBe(true);
        expect(new Decimal(sale.net_royalty).lte(price)).toBe(true);
      }),
    );
  });
});
