import type {
  BodyOf,
  Order,
  OrderGroup,
  OrderHistoryQuery,
  ordersEndpoints,
  ResponseOf,
} from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** The order history calls (spec 1 §7 "Orders"), one queryOptions per query. */

type Orders = typeof ordersEndpoints;

export type { Order, OrderGroup };
export type OrderDetails = ResponseOf<Orders['orderDetails']>;
export type CancelReason = ResponseOf<Orders['orderCancelReasons']>['reasons'][number];
export type CancelBody = BodyOf<Orders['cancelOrder']>;

/** The list's query as the screen asks it: unset filters left out. */
export type HistoryQuery = Partial<OrderHistoryQuery> &
  Pick<OrderHistoryQuery, 'page' | 'limit' | 'sortOption'>;

export const orderKeys = {
  all: ['orders'] as const,
  history: (q: HistoryQuery) => ['orders', 'history', q] as const,
  details: (orderNumber: string, customerId?: string) =>
    ['orders', 'details', orderNumber, customerId ?? null] as const,
  reasons: ['orders', 'cancel-reasons'] as const,
};

export const orderHistoryQuery = (q: HistoryQuery) =>
  queryOptions({
    queryKey: orderKeys.history(q),
    queryFn: ({ signal }) =>
      api.get<ResponseOf<Orders['orderHistory']>>('/api/admin/orderhistory', { query: { ...q }, signal }),
    placeholderData: keepPreviousData,
  });

export const orderDetailsQuery = (orderNumber: string, customerId?: string, onError?: ErrorHandler) =>
  queryOptions({
    queryKey: orderKeys.details(orderNumber, customerId),
    queryFn: ({ signal }) =>
      api.get<OrderDetails>(`/api/admin/orderhistory/details/${encodeURIComponent(orderNumber)}`, {
        query: { customerId },
        signal,
        onError,
      }),
  });

/** The reasons the caller may choose: the server answers the author's list or the administrators'. */
export const cancelReasonsQuery = queryOptions({
  queryKey: orderKeys.reasons,
  queryFn: ({ signal }) =>
    api
      .get<ResponseOf<Orders['orderCancelReasons']>>('/api/admin/orderhistory/order-cancel-reasons', {
        signal,
      })
      .then((p) => p.reasons),
  staleTime: 5 * 60_000,
});

export const cancelOrder = (body: CancelBody, onError?: ErrorHandler) =>
  api
    .post<ResponseOf<Orders['cancelOrder']>>('/api/admin/orderhistory/cancelOrder', body, { onError })
    .then((p) => p.order);

/** Administrators, with the sandbox printer: the order's next step now. */
export const advanceOrder = (orderNumber: string) =>
  api
    .post<ResponseOf<Orders['advanceOrder']>>('/api/admin/orderhistory/advance', { orderNumber })
    .then((p) => p.order);
