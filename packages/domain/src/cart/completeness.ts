/**
 * How far the cart is from being submitted (spec 1 §3 Cart "completeness"), the first step missing:
 * no items, then no shipping address, then no shipping method, then no payment method (the payment
 * step, which comes after these), then READY.
 */
export const CART_COMPLETENESS = [
  'EMPTY',
  'NEEDS_SHIPPING_ADDRESS',
  'NEEDS_SHIPPING_METHOD',
  'NEEDS_PAYMENT_METHOD',
  'READY',
] as const;
export type CartCompleteness = (typeof CART_COMPLETENESS)[number];

export function cartCompleteness(state: {
  itemCount: number;
  hasShippingAddress: boolean;
  hasShippingMethod: boolean;
  hasPaymentMethod: boolean;
}): CartCompleteness {
  if (state.itemCount === 0) return 'EMPTY';
  if (!state.hasShippingAddress) return 'NEEDS_SHIPPING_ADDRESS';
  if (!state.hasShippingMethod) return 'NEEDS_SHIPPING_METHOD';
  if (!state.hasPaymentMethod) return 'NEEDS_PAYMENT_METHOD';
  return 'READY';
}
