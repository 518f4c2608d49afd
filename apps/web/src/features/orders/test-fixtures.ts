import type { LoggedInUser } from '@quire/domain';
import type { Order, OrderGroup } from './api/orders';

/** Orders as the API answers them, for this feature's tests. */

export const AUTHOR = {
  customerId: 'C000000001',
  email: 'author@example.com',
  firstName: 'Ann',
  lastName: 'Author',
  permissions: [],
} as unknown as LoggedInUser;

export const ADMIN = {
  customerId: 'C000000009',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  permissions: ['ADMIN_PERMISSION'],
} as unknown as LoggedInUser;

/** Placed Friday 27 November 2026 at 5:00 PM New York time; production starts Monday at 9:00 AM. */
export const PLACED_AT = '2026-11-27T22:00:00.000Z';
export const PRODUCTION_AT = '2026-11-30T14:00:00.000Z';

export const GROUP: OrderGroup = {
  orderNumber: 'Q1001',
  orderDate: PLACED_AT,
  status: 'PLACED',
  customerId: 'C000000001',
  email: null,
  items: [
    { projectId: 'P1', title: 'The Moon Book', itemType: 'PROOF', quantity: 2 },
    { projectId: 'P2', title: 'Tides', itemType: 'AUTHOR_COPY', quantity: 10 },
  ],
  orderTotal: '124.50',
  paymentState: 'AUTHORISED',
  cancellableUntil: PRODUCTION_AT,
  trackingNumber: null,
};

export const SHIPPED_GROUP: OrderGroup = {
  ...GROUP,
  orderNumber: 'Q1000',
  status: 'SHIPPED',
  items: [{ projectId: 'P2', title: 'Tides', itemType: 'AUTHOR_COPY', quantity: 1 }],
  orderTotal: '9.99',
  paymentState: 'CAPTURED',
  cancellableUntil: null,
  trackingNumber: '1Z999',
};

export const ORDER: Order = {
  orderNumber: 'Q1001',
  orderDate: PLACED_AT,
  shippingDate: null,
  status: 'PLACED',
  customerId: 'C000000001',
  items: [
    {
      projectId: 'P1',
      title: 'The Moon Book',
      itemType: 'PROOF',
      quantity: 2,
      unitPrice: '4.25',
      lineTotal: '8.50',
      notForResale: true,
    },
    {
      projectId: 'P2',
      title: 'Tides',
      itemType: 'AUTHOR_COPY',
      quantity: 10,
      unitPrice: '9.60',
      lineTotal: '96.00',
      notForResale: false,
    },
  ],
  shippingInformation: {
    shippingAddress: {
      nickname: 'Home',
      firstName: 'Ann',
      lastName: 'Author',
      company: '',
      address1: '1 Main Street',
      address2: 'Apt 4',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'US',
      phoneNumber: '217-555-0100',
    },
    shippingMethod: {
      code: 'STANDARD',
      label: 'Standard',
      price: '5.99',
      earliestDelivery: '2026-12-07',
      latestDelivery: '2026-12-09',
      minBusinessDays: 5,
      maxBusinessDays: 7,
    },
  },
  paymentMethod: {
    cardType: 'Visa',
    lastFourDigits: '4242',
    expirationMonth: '03',
    expirationYear: '2029',
    billingAddress: {
      firstName: 'Ann',
      lastName: 'Author',
      company: '',
      address1: '1 Main Street',
      address2: '',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'US',
      phoneNumber: '217-555-0100',
    },
  },
  tax: { rate: '0.0625', label: 'IL sales tax 6.25%' },
  handlingCharge: '2.00',
  totals: {
    cartItemTotal: '104.50',
    discountTotal: '1.00',
    cartItemTotalMinusDiscount: '103.50',
    shipping: '5.99',
    handlingCharge: '2.00',
    orderTaxTotal: '6.97',
    orderTotal: '118.46',
    orderTotalMinusTax: '111.49',
  },
  productionStartsAt: PRODUCTION_AT,
  cancellableUntil: PRODUCTION_AT,
  tracking: null,
  deliveredAt: null,
  payment: { state: 'AUTHORISED', amount: '118.46', refunded: '0.00' },
  cancellation: null,
};

export const CANCELLED: Order = {
  ...ORDER,
  status: 'CANCELLED',
  cancellableUntil: null,
  payment: { ...ORDER.payment, state: 'VOIDED' },
  cancellation: {
    reasonCode: 'OTHER',
    reason: 'Other (please explain)',
    comment: 'Wrong trim size',
    cancelledAt: '2026-11-28T15:00:00.000Z',
    cancelledBy: 'AUTHOR',
  },
};

export const AUTHOR_REASONS = [
  { code: 'ORDERED_BY_MISTAKE', label: 'I ordered by mistake', commentRequired: false },
  { code: 'OTHER', label: 'Other (please explain)', commentRequired: true },
];
