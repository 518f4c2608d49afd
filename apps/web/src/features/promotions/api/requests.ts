import type { BodyOf, promotionsEndpoints, QueryOf, ResponseOf, searchEndpoints } from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The promotion request list's calls (spec 2 §7 "Merchandising"): the list, its type filter, the
 * publisher's delete, the administrators' status change and its undo, and the ISBN look-up the
 * book preview reads.
 */

type Promotions = typeof promotionsEndpoints;

export type RequestListAnswer = ResponseOf<Promotions['list']>;
export type RequestItem = RequestListAnswer['promos'][number];
/** The list's query: the contract's parameters (the schema reads them from the query string). */
export type RequestListQuery = Partial<Record<keyof QueryOf<Promotions['list']>, string | number | boolean>>;
export type StatusChangeBody = BodyOf<Promotions['updateStatus']>;
export type StatusChange = ResponseOf<Promotions['updateStatus']>;
export type IsbnAnswer = ResponseOf<(typeof searchEndpoints)['isbnLookup']>;
export type BookFacts = NonNullable<IsbnAnswer['book']>;

/** The look-up's "nothing has this ISBN" (spec 1 §8): shown in place, not as the error dialog. */
export const ISBN_NOT_FOUND = '21063';

export const requestKeys = {
  all: ['promo-requests'] as const,
  list: (q: RequestListQuery) => ['promo-requests', 'list', q] as const,
  filters: ['promo-requests', 'filters'] as const,
  isbn: (isbn: string) => ['isbn-lookup', isbn] as const,
};

export const requestListQuery = (q: RequestListQuery) =>
  queryOptions({
    queryKey: requestKeys.list(q),
    queryFn: ({ signal }) => api.get<RequestListAnswer>('/api/project/promos', { query: { ...q }, signal }),
    placeholderData: keepPreviousData,
  });

export const promoFiltersQuery = queryOptions({
  queryKey: requestKeys.filters,
  queryFn: ({ signal }) =>
    api
      .get<ResponseOf<Promotions['filters']>>('/api/project/promo-filters', { signal })
      .then((p) => p.filters),
  staleTime: 5 * 60_000,
});

/** The look-up of an ISBN; null when nothing has it (21063), which the screens say in place. */
export const isbnLookupQuery = (isbn: string) =>
  queryOptions({
    queryKey: requestKeys.isbn(isbn),
    queryFn: ({ signal }) =>
      api
        .get<IsbnAnswer>(`/api/search/isbn-lookup/${encodeURIComponent(isbn)}`, {
          signal,
          onError: (e) => e.code === ISBN_NOT_FOUND,
        })
        .catch((e: unknown) => {
          if ((e as { code?: unknown })?.code === ISBN_NOT_FOUND) return null;
          throw e;
        }),
    staleTime: 60_000,
  });

export const deleteRequest = (id: string) =>
  api.delete<ResponseOf<Promotions['remove']>>(`/api/project/delete-promo/${encodeURIComponent(id)}`);

export const updateRequestStatus = (body: StatusChangeBody) =>
  api.put<StatusChange>('/api/project/update-promo-status', body);

export const undoRequestStatus = (changeId: string) =>
  api.put<ResponseOf<Promotions['undoStatus']>>('/api/project/undo-promo-status', { changeId });
