import type {
  BodyOf,
  PromoPublisher,
  PromoPublisherRole,
  promotionTradeEndpoints,
  QueryOf,
  ResponseOf,
} from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/**
 * The publishers administrators enter merchandising nominations for, and the trade publishers'
 * nominations (spec 3 §7 "Promotions and publishers"). "march" in the paths is the spec's "merch".
 */

type Trade = typeof promotionTradeEndpoints;

export type { PromoPublisher };

/** The publishers list as the screen asks it (no search: undefined). */
export type PublishersQuery = Record<
  Extract<keyof QueryOf<Trade['publishers']>, 'pageNum' | 'recordsPerPage'>,
  number
> &
  Record<Extract<keyof QueryOf<Trade['publishers']>, 'searchText'>, string | undefined>;
export type PublishersPage = ResponseOf<Trade['publishers']>;
export type PublisherInput = BodyOf<Trade['publisherUpdate']>['publisher'];
export type PublisherOption = ResponseOf<Trade['publisherOptions']>['options'][number];

/** One publisher's tab of trade requests, a page of it. */
export type TradeListQuery = Record<
  Extract<keyof QueryOf<Trade['tradeList']>, 'vendorNumber' | 'status'>,
  string
> &
  Record<Extract<keyof QueryOf<Trade['tradeList']>, 'pageNum' | 'recordsPerPage'>, number>;
export type TradeListPage = ResponseOf<Trade['tradeList']>;
/** The requests add-march-promos made, one a row. */
export type TradeAdded = ResponseOf<Trade['tradeAdd']>['promos'];
export type TradeRowInput = BodyOf<Trade['tradeAdd']>['payload'][number];
export type TradeStatusBody = BodyOf<Trade['tradeStatus']>;

export const tradeKeys = {
  publishers: ['admin', 'promo-publishers'] as const,
  publisherList: (q: PublishersQuery) => ['admin', 'promo-publishers', 'list', q] as const,
  options: (role: PromoPublisherRole) => ['admin', 'promo-publishers', 'options', role] as const,
  requests: ['admin', 'trade-promos'] as const,
  requestList: (q: TradeListQuery) => ['admin', 'trade-promos', 'list', q] as const,
};

export const publishersQuery = (q: PublishersQuery) =>
  queryOptions({
    queryKey: tradeKeys.publisherList(q),
    queryFn: ({ signal }) => api.get<PublishersPage>('/api/admin/get-publishers', { query: q, signal }),
    placeholderData: keepPreviousData,
  });

/** The dropdown's publishers of one role: value the vendor number, label the name. */
export const publisherOptionsQuery = (userRole: PromoPublisherRole) =>
  queryOptions({
    queryKey: tradeKeys.options(userRole),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Trade['publisherOptions']>>('/api/admin/get-publisher-options-details', {
          query: { userRole },
          signal,
        })
        .then((p) => p.options),
  });

/** PUT publisher-update: adds (no id) or changes a publisher; answers it as saved. */
export function savePublisher(publisher: PublisherInput, onError?: ErrorHandler) {
  return api
    .put<ResponseOf<Trade['publisherUpdate']>>('/api/admin/publisher-update', { publisher }, { onError })
    .then((p) => p.publisher);
}

/** DELETE publishers-delete; 409 while the publisher has pending or running trade requests. */
export function deletePublisher(vendorNumber: string, onError?: ErrorHandler) {
  return api.delete<ResponseOf<Trade['publisherDelete']>>('/api/admin/publishers-delete', {
    query: { vendorNumber },
    onError,
  });
}

export const tradeListQuery = (q: TradeListQuery) =>
  queryOptions({
    queryKey: tradeKeys.requestList(q),
    queryFn: ({ signal }) => api.get<TradeListPage>('/api/admin/trade-march-promos', { query: q, signal }),
    placeholderData: keepPreviousData,
  });

/** POST add-march-promos: every row saved, or none (each problem on `payload.N.field`). */
export function addTradePromos(
  vendorNumber: string,
  definitionId: string,
  payload: TradeRowInput[],
  onError?: ErrorHandler,
) {
  return api
    .post<ResponseOf<Trade['tradeAdd']>>(
      '/api/admin/add-march-promos',
      { payload },
      { query: { vendorNumber, definitionId }, onError },
    )
    .then((p) => p.promos);
}

/** The review of trade requests; its answer's changeId is undone with undo-promo-status. */
export const updateTradeStatus = (body: TradeStatusBody) =>
  api.put<ResponseOf<Trade['tradeStatus']>>('/api/admin/update-trade-promo-status', body);
