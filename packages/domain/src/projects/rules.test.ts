import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryCountProblem,
  copyrightYearProblem,
  copyrightYears,
  duplicateContributorEmails,
  listPriceProblem,
  pageCountProblem,
} from './rules';
import { bookSizeMatch, pageSizeToPoints, trimSizeOf, trimSizesFor } from './trim';
import { CONTRIBUTOR_ROLES, LANGUAGES, TRIM_SIZES } from './types';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('project rules', () => {
  it('page count is even from 18 to 800', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 1000 }), (n) => {
        expect(pageCountProblem(n) === null).toBe(n % 2 === 0 && n >= 18 && n <= 800);
      }),
    );
    expect(pageCountProblem('19')).toBe('Please enter an even number from 18 to 800.');
    expect(pageCountProblem(20.5)).not.toBeNull();
    expect(pageCountProblem(null)).not.toBeNull();
  });

  it('copyright year runs from 2014 to next year', () => {
    expect(copyrightYearProblem(2014, NOW)).toBeNull();
    expect(copyrightYearProblem('2027', NOW)).toBeNull();
    expect(copyrightYearProblem(2013, NOW)).toBe('Please enter a year from 2014 to 2027.');
    expect(copyrightYearProblem(2028, NOW)).not.toBeNull();
    expect(copyrightYears(NOW)).toHaveLength(14);
    expect(copyrightYears(NOW)[0]).toBe(2027);
    expect(copyrightYears(NOW).at(-1)).toBe(2014);
  });

  it('allows at most 5 categories', () => {
    expect(categoryCountProblem(5)).toBeNull();
    expect(categoryCountProblem(6)).toBe('You can choose up to 5 categories.');
  });

  it('finds later duplicate contributor e-mails, ignoring case and blanks', () => {
    expect(
      duplicateContributorEmails([{ email: 'a@x.co' }, { email: '' }, { email: 'A@X.co ' }, { email: '' }]),
    ).toEqual([2]);
  });

  it('a list price that is not a number gets the digits message, a bad number the price message', () => {
    const digits = 'Please enter numbers only in this field.';
    const price = 'Please enter a price with at most two decimals.';
    for (const v of ['abc', '12a', '$4.99', '4,99€', '.', '1.2.3', Number.NaN])
      expect(listPriceProblem(v)).toBe(digits);
    for (const v of ['4.999', '-1', '-0.01', '10000', 10000.5]) expect(listPriceProblem(v)).toBe(price);
    for (const v of ['0', '4.9', '4.99', '4.990', '1,234.50', '9999.99', 9.9, '', '  ', null]) {
      expect(listPriceProblem(v)).toBeNull();
    }
  });

  it('lists roles and languages as the spec orders them', () => {
    expect(CONTRIBUTOR_ROLES.map((r) => r.code)).toEqual(['A', 'E', 'I', 'T', 'P', 'V', 'L', 'Y', 'other']);
    expect(LANGUAGES[0]).toEqual({ code: 'eng', name: 'English' });
    expect(LANGUAGES).toHaveLength(26);
    expect(LANGUAGES.at(-1)).toEqual({ code: 'wel', name: 'Welsh' });
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(26);
  });
});

describe('trim sizes', () => {
  it('gives points as inches × 72', () => {
    expect(pageSizeToPoints('6x9')).toEqual({ width: 432, height: 648 });
    expect(pageSizeToPoints('5.5x8.5')).toEqual({ width: 396, height: 612 });
    expect(pageSizeToPoints('6.14 x 9.21')).toEqual({ width: 442.08, height: 663.12 });
    expect(pageSizeToPoints('big')).toBeNull();
  });

  it('matches cover formats to page sizes', () => {
    expect(bookSizeMatch('HARDCOVER_DUST_JACKET', '6x9')).toBe(true);
    expect(bookSizeMatch('HARDCOVER', '5x8')).toBe(false);
    expect(bookSizeMatch('SOFTCOVER', '8.5x11')).toBe(true);
    expect(bookSizeMatch('HARDCOVER_DUST_JACKET', '8.5x11')).toBe(false);
    expect(bookSizeMatch('SOFTCOVER', '4x4')).toBe(false);
    expect(bookSizeMatch('SPIRAL', '6x9')).toBe(false);
    expect(trimSizesFor('HARDCOVER_DUST_JACKET').map((t) => t.pageSize)).toEqual([
      '6x9',
      '5.5x8.5',
      '6.14x9.21',
    ]);
  });

  it('classes trims up to 6.14 × 9.21 as standard, larger as large', () => {
    for (const t of TRIM_SIZES) {
      const standard = t.widthIn <= 6.14 && t.heightIn <= 9.21;
      expect(t.trimClass).toBe(standard ? 'STANDARD' : 'LARGE');
      expect(t.pageSize).toBe(`${t.widthIn}x${t.heightIn}`);
      expect(trimSizeOf(t.pageSize)).toBe(t);
      expect(t.coverFormats).toContain('SOFTCOVER');
    }
  });
});
