import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EBOOK_PRICE_BANDS, EBOOK_ROYALTY_BANDS, ebookQuote, ebookRoyaltyRate } from './ebook';
import { compareMoney, isPositiveMoney, normalizeMoney, ratePercent } from './money';
import { PERSONAL_QUANTITY_MAX, PRINT_MESSAGES, personalQuantity, personalQuantityProblem } from './print';

/** Cents as an amount string: 490 → "4.90", 5 → "0.05". */
const centsText = (c: number) => `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}`;
const centsArb = fc.integer({ min: 0, max: 99_999_999 });

describe('normalizeMoney', () => {
  it('gives two decimals: "4.9" → "4.90", 12 → "12.00", "0" → "0.00"', () => {
    expect(normalizeMoney('4.9')).toBe('4.90');
    expect(normalizeMoney(' 4.9 ')).toBe('4.90');
    expect(normalizeMoney('4.90')).toBe('4.90');
    expect(normalizeMoney(12)).toBe('12.00');
    expect(normalizeMoney('012.5')).toBe('12.50');
    expect(normalizeMoney('.5')).toBe('0.50');
    expect(normalizeMoney('0')).toBe('0.00');
    expect(normalizeMoney('1,234.5')).toBe('1234.50');
    expect(normalizeMoney(new Decimal('9.99'))).toBe('9.99');
  });

  it('rounds more than two decimals half up to the cent, where binary floats would not', () => {
    expect(normalizeMoney('1.005')).toBe('1.01');
    expect(normalizeMoney(1.005)).toBe('1.01'); // (1.005).toFixed(2) is "1.00"
    expect(normalizeMoney('4.994')).toBe('4.99');
    expect(normalizeMoney(0.1 + 0.2)).toBe('0.30');
  });

  it('is null for a missing or blank amount, and refuses what is no amount', () => {
    expect(normalizeMoney(null)).toBeNull();
    expect(normalizeMoney(undefined)).toBeNull();
    expect(normalizeMoney('  ')).toBeNull();
    expect(() => normalizeMoney('abc')).toThrow(RangeError);
    expect(() => normalizeMoney(Number.NaN)).toThrow(RangeError);
  });

  it('keeps every amount of whole cents exactly, and is idempotent (property)', () => {
    fc.assert(
      fc.property(centsArb, (c) => {
        const text = centsText(c);
        const short = text.replace(/0$/, '');
        expect(normalizeMoney(text)).toBe(text);
        expect(normalizeMoney(short)).toBe(text);
        expect(normalizeMoney(normalizeMoney(short))).toBe(text);
        expect(new Decimal(normalizeMoney(c / 100) as string).times(100).toNumber()).toBe(c);
      }),
    );
  });
});

describe('compareMoney and isPositiveMoney', () => {
  it('compare exactly, whatever the spelling', () => {
    expect(compareMoney('4.9', '4.90')).toBe(0);
    expect(compareMoney('4.89', '4.9')).toBe(-1);
    expect(compareMoney(10, '9.99')).toBe(1);
    expect(compareMoney('', '1')).toBeNull();
    expect(compareMoney(null, '1')).toBeNull();
    expect(isPositiveMoney('0.00')).toBe(false);
    expect(isPositiveMoney('0.01')).toBe(true);
    expect(isPositiveMoney('')).toBe(false);
    expect(isPositiveMoney(null)).toBe(false);
  });

  it('order amounts as their cents do (property)', () => {
    fc.assert(
      fc.property(centsArb, centsArb, (a, b) => {
        expect(compareMoney(centsText(a), centsText(b))).toBe(Math.sign(a - b) as -1 | 0 | 1);
        expect(isPositiveMoney(centsText(a))).toBe(a > 0);
      }),
    );
  });
});

describe('ratePercent', () => {
  it('shows a rate as a percentage to at most two decimals', () => {
    expect(ratePercent('0.65')).toBe('65%');
    expect(ratePercent('0.40')).toBe('40%');
    expect(ratePercent('1.00')).toBe('100%');
    expect(ratePercent('0.3456')).toBe('34.56%');
    expect(ratePercent('0.12345')).toBe('12.35%');
    expect(ratePercent('0.00')).toBe('0%');
    expect(ratePercent('-0.05')).toBe('-5%');
    expect(ratePercent('x')).toBe('');
  });

  it('is the rate’s hundredths exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        const rate = new Decimal(bp).dividedBy(10_000).toString();
        expect(ratePercent(rate)).toBe(`${new Decimal(bp).dividedBy(100).toString()}%`);
      }),
    );
  });
});

describe('eBook royalty rate', () => {
  it('is 1 − share, two decimals, for every band', () => {
    expect(EBOOK_ROYALTY_BANDS.map((b) => b.royaltyRate)).toEqual(['1.00', '0.40', '0.65', '0.40']);
    expect(EBOOK_ROYALTY_BANDS.map(({ royaltyRate: _, ...b }) => b)).toEqual([...EBOOK_PRICE_BANDS]);
    expect(ebookRoyaltyRate('0.35')).toBe('0.65');
    expect(() => ebookRoyaltyRate('1.5')).toThrow(RangeError);
  });

  it('is the quote’s royalty rate (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 99, max: 19_999 }), (c) => {
        const price = centsText(c);
        const band = EBOOK_ROYALTY_BANDS.find(
          (b) => new Decimal(price).gte(b.min) && new Decimal(price).lte(b.max),
        );
        if (band) expect(ebookQuote(price).royalty_rate).toBe(band.royaltyRate);
      }),
    );
  });
});

describe('the personal-quote quantity rule', () => {
  it('takes 1 to 9,999 copies written with digits', () => {
    expect(personalQuantity('10')).toBe(10);
    expect(personalQuantity(' 10 ')).toBe(10);
    expect(personalQuantity(1)).toBe(1);
    expect(personalQuantity(PERSONAL_QUANTITY_MAX)).toBe(9999);
    for (const bad of ['0', '10000', '1.5', '-1', '1e3', '', 'ten', null, undefined, 1.5])
      expect(personalQuantityProblem(bad)).toBe(PRINT_MESSAGES.quantity);
    expect(personalQuantityProblem('25')).toBeNull();
  });

  it('accepts exactly the whole numbers from 1 to the maximum (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 20_000 }), (n) => {
        const ok = n >= 1 && n <= PERSONAL_QUANTITY_MAX;
        expect(personalQuantity(String(n))).toBe(ok ? n : null);
        expect(personalQuantityProblem(n) === null).toBe(ok);
      }),
    );
  });
});
