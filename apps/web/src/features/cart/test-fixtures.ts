import type { Cart, LoggedInUser } from '@quire/domain';

/** A cart as the server answers it, for the cart and checkout tests. */
export const USER = {
  customerId: 'C1',
  email: 'ada@example.com',
  firstName: 'Ada',
  permissions: [],
} as unknown as LoggedInUser;

export const ADDRESS = {
  nickname: 'Home',
  firstName: 'Ada',
  lastName: 'Author',
  company: '',
  address1: '350 Fifth Avenue',
  address2: '',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  country: 'US',
  phoneNumber: '212-555-0100',
};

const ZERO_TOTALS = {
  cartItemTotal: '9.00',
  cartItemTotalMinusDiscount: '9.00',
  discountTotal: '0.00',
  handlingCharge: '0.00',
  orderTaxTotal: '0.00',
  orderTotal: '9.00',
  orderTotalMinusTax: '9.00',
  shipping: '0.00',
};

export const STANDARD = {
  code: 'STANDARD' as const,
  label: 'Standard',
  price: '4.99',
  earliestDelivery: '2026-12-07',
  latestDelivery: '2026-12-11',
  minBusinessDays: 5,
  maxBusinessDays: 9,
};

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  return {
    atgSessionId: 'cart-1',
    customerId: 'C1',
    completeness: 'NEEDS_SHIPPING_ADDRESS',
    maxProofs: 3,
    projects: [
      {
        projectId: 'p1',
        title: 'Tide Tables',
        itemType: 'AUTHOR_COPY',
        quantity: 2,
        unitPrice: '4.50',
        lineTotal: '9.00',
        notForResale: false,
        label: 'Author copy',
        maxQuantity: 9999,
      },
    ],
    shippingMethodSet: false,
    shippingGroups: [{ shippingAddress: null, shippingMethod: null }],
    paymentGroups: [],
    tax: null,
    totals: ZERO_TOTALS,
    ...overrides,
  };
}

/** The cart once shipping to ADDRESS by STANDARD: every total known. */
export const shippedCart = (overrides: Partial<Cart> = {}) =>
  makeCart({
    completeness: 'NEEDS_PAYMENT_METHOD',
    shippingMethodSet: true,
    shippingGroups: [{ shippingAddress: ADDRESS, shippingMethod: STANDARD }],
    tax: { rate: '0.04', label: 'New York sales tax' },
    totals: {
      cartItemTotal: '9.00',
      cartItemTotalMinusDiscount: '9.00',
      discountTotal: '0.00',
      handlingCharge: '1.50',
      orderTaxTotal: '0.36',
      orderTotal: '15.85',
      orderTotalMinusTax: '15.49',
      shipping: '4.99',
    },
    ...overrides,
  });

export const bookAddress = { ...ADDRESS, addressId: 'a1', addressType: 'Mailing' as const };
