import { describe, expect, it } from 'vitest';
import { cartCompleteness } from './completeness';

describe('cartCompleteness', () => {
  it('names the first step missing', () => {
    const all = { itemCount: 1, hasShippingAddress: true, hasShippingMethod: true, hasPaymentMethod: true };
    expect(cartCompleteness({ ...all, itemCount: 0 })).toBe('EMPTY');
    expect(cartCompleteness({ ...all, hasShippingAddress: false, hasShippingMethod: false })).toBe(
      'NEEDS_SHIPPING_ADDRESS',
    );
    expect(cartCompleteness({ ...all, hasShippingMethod: false })).toBe('NEEDS_SHIPPING_METHOD');
    expect(cartCompleteness({ ...all, hasPaymentMethod: false })).toBe('NEEDS_PAYMENT_METHOD');
    expect(cartCompleteness(all)).toBe('READY');
  });
});
