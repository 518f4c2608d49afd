import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_TWO_STEP_ORDER_THRESHOLD,
  CHECKOUT_TWO_STEP_TRUST_MINUTES,
  checkoutStepUpCode,
  checkoutTrustSince,
  isCheckoutTrusted,
  isKnownShippingAddress,
  orderNeedsStepUp,
} from './step-up';

const now = new Date('2026-03-02T15:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const on = { method: 'EMAIL' as const, trusted: false, smsReachable: false };

describe('the trust window', () => {
  it('is 30 minutes from the verification', () => {
    expect(CHECKOUT_TWO_STEP_TRUST_MINUTES).toBe(30);
    expect(checkoutTrustSince(now)).toEqual(minutesAgo(30));
    expect(isCheckoutTrusted(minutesAgo(0), now)).toBe(true);
    expect(isCheckoutTrusted(minutesAgo(29.99), now)).toBe(true);
    expect(isCheckoutTrusted(minutesAgo(30), now)).toBe(false);
    expect(isCheckoutTrusted(minutesAgo(31), now)).toBe(false);
  });

  it('no verification, or one from the future, does not trust', () => {
    expect(isCheckoutTrusted(null, now)).toBe(false);
    expect(isCheckoutTrusted(undefined, now)).toBe(false);
    expect(isCheckoutTrusted(minutesAgo(-1), now)).toBe(false);
  });
});

describe('the order threshold', () => {
  it('asks strictly above 250.00, compared as decimals', () => {
    expect(CHECKOUT_TWO_STEP_ORDER_THRESHOLD).toBe('250.00');
    expect(orderNeedsStepUp('250.00')).toBe(false);
    expect(orderNeedsStepUp('250')).toBe(false);
    expect(orderNeedsStepUp('249.99')).toBe(false);
    expect(orderNeedsStepUp('250.01')).toBe(true);
    expect(orderNeedsStepUp('1000')).toBe(true);
    expect(orderNeedsStepUp('not a number')).toBe(false);
  });
});

describe('checkoutStepUpCode', () => {
  it('asks nothing without two-step or in a trusted session', () => {
    for (const trigger of [
      { kind: 'shipping-address' as const },
      { kind: 'payment-method' as const },
      { kind: 'order' as const, orderTotal: '999.00' },
    ]) {
      expect(checkoutStepUpCode(trigger, { ...on, method: null })).toBeNull();
      expect(checkoutStepUpCode(trigger, { ...on, trusted: true })).toBeNull();
    }
  });

  it('a new address 1077, a payment method 1083, an order above the threshold 1084', () => {
    expect(checkoutStepUpCode({ kind: 'shipping-address' }, on)).toBe('1077');
    expect(checkoutStepUpCode({ kind: 'payment-method' }, on)).toBe('1083');
    expect(checkoutStepUpCode({ kind: 'order', orderTotal: '250.01' }, on)).toBe('1084');
    expect(checkoutStepUpCode({ kind: 'order', orderTotal: '250.00' }, on)).toBeNull();
  });

  it('a payment method by text with no number to text answers 1082; e-mail and the app always 1083', () => {
    expect(checkoutStepUpCode({ kind: 'payment-method' }, { ...on, method: 'SMS' })).toBe('1082');
    expect(checkoutStepUpCode({ kind: 'payment-method' }, { ...on, method: 'SMS', smsReachable: true })).toBe(
      '1083',
    );
    expect(checkoutStepUpCode({ kind: 'payment-method' }, { ...on, method: 'TOTP' })).toBe('1083');
    expect(checkoutStepUpCode({ kind: 'shipping-address' }, { ...on, method: 'SMS' })).toBe('1077');
  });
});

describe('isKnownShippingAddress', () => {
  const home = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '350 Fifth Avenue',
    address2: 'Suite 4200',
    city: 'New York',
    state: 'NY',
    postalCode: '10118',
    country: 'US',
  };

  it('matches the same addressee and place whatever the case and spacing', () => {
    expect(isKnownShippingAddress(home, [home])).toBe(true);
    expect(
      isKnownShippingAddress({ ...home, address1: ' 350  fifth AVENUE ', city: 'new york', state: 'ny' }, [
        home,
      ]),
    ).toBe(true);
  });

  it('another street, city, postcode, country or addressee is new; an empty book knows nothing', () => {
    for (const change of [
      { address1: '1 Main Street' },
      { address2: '' },
      { city: 'Brooklyn' },
      { postalCode: '10001' },
      { country: 'CA' },
      { firstName: 'Mallory' },
    ])
      expect(isKnownShippingAddress({ ...home, ...change }, [home])).toBe(false);
    expect(isKnownShippingAddress(home, [])).toBe(false);
  });
});
