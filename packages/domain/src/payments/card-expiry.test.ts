import { describe, expect, it } from 'vitest';
import { isCardExpiryAllowed, parseCardExpiry } from './card-expiry';

describe('card expiry', () => {
  it('reads a month of one or two digits and a year of two or four', () => {
    expect(parseCardExpiry('3', '2027')).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiry('03', '27')).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiry('12', '2030')).toEqual({ month: 12, year: 2030 });
  });

  it('refuses what is not a month and a year', () => {
    for (const [m, y] of [
      ['0', '2027'],
      ['13', '2027'],
      ['', '2027'],
      ['1a', '2027'],
      ['03', '202'],
      ['03', ''],
      ['03', '20271'],
    ] as const) {
      expect(parseCardExpiry(m, y), `${m}/${y}`).toBeNull();
    }
  });

  it('allows this year from this month (in New York) to this year plus 10', () => {
    // 1 March 2026, 02:00 UTC is still 28 February in New York.
    const now = new Date('2026-03-01T02:00:00Z');
    expect(isCardExpiryAllowed({ month: 2, year: 2026 }, now)).toBe(true);
    expect(isCardExpiryAllowed({ month: 1, year: 2026 }, now)).toBe(false);
    expect(isCardExpiryAllowed({ month: 1, year: 2027 }, now)).toBe(true);
    expect(isCardExpiryAllowed({ month: 12, year: 2036 }, now)).toBe(true);
    expect(isCardExpiryAllowed({ month: 1, year: 2037 }, now)).toBe(false);
    expect(isCardExpiryAllowed({ month: 12, year: 2025 }, now)).toBe(false);
  });
});
