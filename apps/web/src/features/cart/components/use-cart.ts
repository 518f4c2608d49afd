import type { Cart } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type CheckoutPage, cartKeys } from '../api/cart';

/** Puts a cart a call answered into the checkout page's cache entry. */
export function useSetCart() {
  const client = useQueryClient();
  return (cart: Cart) =>
    client.setQueryData<CheckoutPage>(cartKeys.page, (old) => (old ? { ...old, cart } : old));
}

/** Whether the cart may go on to payment: items, an address and a method. */
export const readyForPayment = (cart: Cart) =>
  cart.completeness === 'NEEDS_PAYMENT_METHOD' || cart.completeness === 'READY';
