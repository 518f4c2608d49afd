import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('locale formatting (jsdom runs as en-US)', () => {
  it('shows dates as MMMM D, YYYY in New York time', () => {
    expect(formatDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatDate(null, 'Pending')).toBe('Pending');
  });

  it('shows prices with the symbol, commas, two decimals and negatives in parentheses', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-1.5)).toBe('(-$1.50)');
    expect(formatMoney(null)).toBe('--');
    expect(formatMoney(3, 'GBP')).toBe('£3.00');
  });
});
