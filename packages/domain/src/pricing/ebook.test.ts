import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { EBOOK_PRICE_MESSAGE, ebookQuote, ebookShare, isValidEbookPrice } from './ebook';

function refusal(price: unknown) {
  try {
    ebookQuote(price as string);
  } catch (e) {
    return e;
  }
  return null;
}

describe('ebookQuote', () => {
  it.each([
    ['0', '0.00', '1.00', '0.00'],
    ['0.99', '0.99', '0.40', '0.40'],
    ['2.98', '2.98', '0.40', '1.19'],
    ['2.99', '2.99', '0.65', '1.94'],
    ['9.99', '9.99', '0.65', '6.49'],
    ['10', '10.00', '0.40', '4.00'],
    ['199.99', '199.99', '0.40', '80.00'],
  ])('prices %s at the band edge exactly', (input, price, royalty_rate, net_royalty) => {
    expect(ebookQuote(input)).toEqual({ price, royalty_rate, net_royalty });
    expect(ebookQuote(Number(input))).toEqual({ price, royalty_rate, net_royalty });
  });

  it('gives the share of each band', () => {
    expect([0, 0.99, 2.98, 2.99, 9.99, 10, 199.99].map((p) => ebookShare(p))).toEqual([
      '0.00',
      '0.60',
      '0.60',
      '0.35',
      '0.35',
      '0.60',
      '0.60',
    ]);
  });

  it('rounds half up to the cent: 3.10 × 0.65 = 2.015 → 2.02', () => {
    expect(ebookQuote('3.10').net_royalty).toBe('2.02');
    expect(ebookQuote('4.30').net_royalty).toBe('2.80'); // 2.795
  });

  it.each([0.5, 200, 1.999, '0.01', '0.98', '200.00', '-1', 'abc', '', null, undefined, Number.NaN])(
    'refuses %s with a VALIDATION error on price',
    (price) => {
      const e = refusal(price);
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).items).toEqual([
        { code: 'VALIDATION', description: EBOOK_PRICE_MESSAGE, field: 'price' },
      ]);
      expect((e as AppError).status).toBe(400);
    },
  );

  it('names another field when asked', () => {
    expect(() => ebookQuote('200', 'listPrice')).toThrow(AppError);
    try {
      ebookQuote('200', 'listPrice');
    } catch (e) {
      expect((e as AppError).items[0]?.field).toBe('listPrice');
    }
  });

  it('net royalty is price × (1 − share) rounded half up, for every valid cent price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 19999 }), (cents) => {
        const valid = cents === 0 || cents >= 99;
        const price = (cents / 100).toFixed(2);
        expect(isValidEbookPrice(price)).toBe(valid);
        if (!valid) return;
        const q = ebookQuote(price);
        const shareBp = cents === 0 ? 0 : cents < 299 || cents >= 1000 ? 60 : 35;
        // exact integer arithmetic in hundredths of a cent: cents × (100 − share%)
        const hundredths = cents * (100 - shareBp);
        const expected = Math.floor((hundredths + 50) / 100);
        expect(q.net_royalty).toBe((expected / 100).toFixed(2));
        expect(q.royalty_rate).toBe(((100 - shareBp) / 100).toFixed(2));
      }),
    );
  });
});
