import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, roundToCents, toCents, toDecimal, toTwoDecimals } from './price';

describe('formatPrice (spec 1 §5)', () => {
  it.each([
    [null, '--'],
    [undefined, '--'],
    ['', '--'],
    ['abc', '--'],
    [Number.NaN, '--'],
    [Number.POSITIVE_INFINITY, '--'],
    [0, '$0.00'],
    [1.5, '$1.50'],
    [-1.5, '(-$1.50)'],
    [1234.5, '$1,234.50'],
    [-1234567.891, '(-$1,234,567.89)'],
    [999.995, '$1,000.00'],
    [1.005, '$1.01'],
    [-1.005, '(-$1.01)'],
    [0.1 + 0.2, '$0.30'],
    [-0.004, '$0.00'],
    ['2.99', '$2.99'],
    ['1,000', '$1,000.00'],
    ['.5', '$0.50'],
    [new Decimal('12.345'), '$12.35'],
  ])('%j → %s', (amount, expected) => {
    expect(formatPrice(amount as never)).toBe(expected);
  });

  it('uses the currency symbol', () => {
    expect(formatPrice(10, 'USD')).toBe('$10.00');
    expect(formatPrice(10, 'GBP')).toBe('£10.00');
    expect(formatPrice(-10, 'EUR')).toBe('(-€10.00)');
  });

  it('matches integer-cents arithmetic for every amount of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const abs = Math.abs(cents);
        const whole = Math.floor(abs / 100).toLocaleString('en-US');
        const frac = String(abs % 100).padStart(2, '0');
        const body = `$${whole}.${frac}`;
        const text = cents / 100;
        expect(formatPrice(`${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${frac}`)).toBe(
          cents < 0 ? `(-${body})` : body,
        );
        expect(formatPrice(text)).toBe(cents < 0 ? `(-${body})` : body);
      }),
    );
  });

  it('always shows two decimals and groups by three', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const out = formatPrice(n);
        expect(out).toMatch(/^(\(-\$\d{1,3}(,\d{3})*\.\d{2}\)|\$\d{1,3}(,\d{3})*\.\d{2})$/);
        // the negative form appears exactly when the amount rounds below zero
        expect(out.startsWith('(')).toBe(toCents(n)! < 0);
      }),
    );
  });
});

/** formatPrice as it was written with decimal.js: the reference the text rounding must match. */
function decimalFormat(amount: number | string | Decimal): string {
  const value = toDecimal(amount);
  if (value === null) return '--';
  const rounded = roundToCents(value);
  const text = rounded.abs().toFixed(2);
  const body = `$${text.slice(0, -3).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${text.slice(-3)}`;
  return rounded.isNegative() && !rounded.isZero() ? `(-${body})` : body;
}

describe('formatPrice without decimal.js', () => {
  it('formats every number as decimal.js rounding did, exponents included', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(formatPrice(n)).toBe(decimalFormat(n));
      }),
    );
    for (const n of [1e21, 1.5e22, -2.5e-7, 5e-3, 4.9999e-3, 0.005, -0.005, 1e-7, 123456789.125])
      expect(formatPrice(n)).toBe(decimalFormat(n));
  });

  it('formats every amount text and Decimal as decimal.js rounding did', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 14 });
    fc.assert(
      fc.property(fc.constantFrom('', '-', '+'), digits, fc.boolean(), digits, (sign, int, point, frac) => {
        const text = `${sign}${int}${point ? '.' : ''}${frac}`;
        expect(formatPrice(text)).toBe(toDecimal(text) === null ? '--' : decimalFormat(text));
        if (toDecimal(text) !== null) expect(formatPrice(new Decimal(text))).toBe(decimalFormat(text));
      }),
    );
    expect(formatPrice(new Decimal('1e-9'))).toBe('$0.00');
    expect(formatPrice(new Decimal('-1.2345e25'))).toBe(decimalFormat(new Decimal('-1.2345e25')));
    expect(formatPrice(new Decimal(Number.NaN))).toBe('--');
  });
});

describe('toTwoDecimals and toCents', () => {
  it('formats an input to two decimals on blur', () => {
    expect(toTwoDecimals('4')).toBe('4.00');
    expect(toTwoDecimals('.5')).toBe('0.50');
    expect(toTwoDecimals('2.995')).toBe('3.00');
    expect(toTwoDecimals('-0.001')).toBe('0.00');
    expect(toTwoDecimals('abc')).toBe('abc');
    expect(toTwoDecimals('')).toBe('');
  });

  it('gives exact cents', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents('0.285')).toBe(29);
    expect(toCents(null)).toBeNull();
    expect(toDecimal(' 1,234.5 ')?.toString()).toBe('1234.5');
  });

  it('round-trips any cents value through toTwoDecimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(toCents(toTwoDecimals((cents / 100).toString()))).toBe(cents);
      }),
    );
  });
});
