import { describe, expect, it } from 'vitest';
import { billingAddressStates, cardExpiryProblem } from './payment-method';

// 15 June 2026, noon in New York.
const NOW = new Date('2026-06-15T16:00:00Z');

describe('cardExpiryProblem', () => {
  it('takes this month to December of this year plus 10', () => {
    expect(cardExpiryProblem('6', '2026', NOW)).toBeNull();
    expect(cardExpiryProblem('06', '26', NOW)).toBeNull();
    expect(cardExpiryProblem('12', '2036', NOW)).toBeNull();
  });

  it('puts last month on the month, a year out of range or not a year on the year', () => {
    expect(cardExpiryProblem('5', '2026', NOW)?.field).toBe('expirationMonth');
    expect(cardExpiryProblem('13', '2027', NOW)?.field).toBe('expirationMonth');
    expect(cardExpiryProblem('1', '2037', NOW)?.field).toBe('expirationYear');
    expect(cardExpiryProblem('12', '2025', NOW)?.field).toBe('expirationYear');
    expect(cardExpiryProblem('1', '20x7', NOW)?.field).toBe('expirationYear');
  });
});

describe('billingAddressStates', () => {
  it('names the states of the US and Canada, none elsewhere, null outside the list', () => {
    expect(billingAddressStates('us')).toContainEqual({ code: 'NY', name: 'New York' });
    expect(billingAddressStates('CA')).toContainEqual({ code: 'QC', name: 'Quebec' });
    expect(billingAddressStates('GB')).toEqual([]);
    expect(billingAddressStates('XX')).toBeNull();
  });
});
