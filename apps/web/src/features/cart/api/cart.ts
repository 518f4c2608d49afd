import type { BodyOf, Cart, cartEndpoints, ordersEndpoints, ResponseOf } from '@quire/domain';
import { IDEMPOTENCY_KEY_HEADER } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** The cart's calls (spec 1 §7 "Cart (/api/cart)"), one queryOptions per query. */
type E = typeof cartEndpoints;

export type { Cart };
export type CheckoutPage = ResponseOf<E['checkoutPage']>;
export type AddressAnswer = ResponseOf<E['shippingAddress']>;
export type ShippingAddressBody = BodyOf<E['shippingAddress']>;
export type PaymentMethodBody = BodyOf<E['paymentMethod']>;
export type SubmitOrderBody = BodyOf<typeof ordersEndpoints.submitOrder>;
export type PlacedOrder = ResponseOf<typeof ordersEndpoints.submitOrder>;
export type OrderChallenge = ResponseOf<E['token']>['challenge'];
export type ItemType = BodyOf<E['update']>['itemType'];

export const cartKeys = {
  all: ['cart'] as const,
  page: ['cart', 'checkout-page'] as const,
  shippingMethods: (address: string) => ['cart', 'shipping-methods', address] as const,
  eProtect: ['cart', 'eprotect'] as const,
  countries: ['cart', 'billing-countries'] as const,
  states: (country: string) => ['cart', 'billing-states', country] as const,
};

export const checkoutPageQuery = queryOptions({
  queryKey: cartKeys.page,
  queryFn: () => api.get<CheckoutPage>('/api/cart/checkoutPage'),
});

/** The methods to the chosen address; `address` (the address in words) in the key reads them again when it changes. */
export const shippingMethodsQuery = (address: string) =>
  queryOptions({
    queryKey: cartKeys.shippingMethods(address),
    queryFn: () =>
      api.get<ResponseOf<E['shippingMethods']>>('/api/cart/shipping-methods').then((p) => p.shippingMethods),
  });

/** Where the card form posts the card: the gateway's page id and URL (nothing secret). */
export const eProtectQuery = queryOptions({
  queryKey: cartKeys.eProtect,
  queryFn: () => api.get<ResponseOf<E['eProtectId']>>('/api/cart/eProtectId'),
  staleTime: Number.POSITIVE_INFINITY,
});

export const billingCountriesQuery = queryOptions({
  queryKey: cartKeys.countries,
  queryFn: () =>
    api
      .get<ResponseOf<E['billingAddressCountries']>>('/api/cart/billing-address-countries')
      .then((p) => p.countries),
  staleTime: Number.POSITIVE_INFINITY,
});

export const billingStatesQuery = (country: string) =>
  queryOptions({
    queryKey: cartKeys.states(country),
    queryFn: () =>
      api
        .get<ResponseOf<E['billingAddressStates']>>(
          `/api/cart/billing-address-states/${encodeURIComponent(country)}`,
        )
        .then((p) => p.states),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const updateQuantity = (body: BodyOf<E['update']>, onError?: ErrorHandler) =>
  api.put<ResponseOf<E['update']>>('/api/cart/update', body, { onError });

export const shipToAddress = (body: ShippingAddressBody, onError?: ErrorHandler) =>
  api.post<AddressAnswer>('/api/cart/shipping-address', body, { onError });

export const shipToNickname = (nickname: string, onError?: ErrorHandler) =>
  api.post<AddressAnswer>('/api/cart/shipping-address-nickname', { nickname }, { onError });

export const chooseShippingMethod = (
  shippingMethod: BodyOf<E['shippingMethod']>['shippingMethod'],
  onError?: ErrorHandler,
) => api.post<ResponseOf<E['shippingMethod']>>('/api/cart/shipping-method', { shippingMethod }, { onError });

export const setPaymentMethod = (body: PaymentMethodBody, onError?: ErrorHandler) =>
  api.put<ResponseOf<E['paymentMethod']>>('/api/cart/payment-method', body, { onError });

/** A fresh proof-of-work challenge (the token step); its solution is good for one order. */
export const orderChallenge = (signal?: AbortSignal) =>
  api.get<ResponseOf<E['token']>>('/api/cart/token', { signal }).then((p) => p.challenge);

/** Places the order; the key stays the same across retries of one checkout attempt. */
export const submitOrder = (body: SubmitOrderBody, idempotencyKey: string, onError?: ErrorHandler) =>
  api.post<PlacedOrder>('/api/cart/submit-order', body, {
    onError,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
