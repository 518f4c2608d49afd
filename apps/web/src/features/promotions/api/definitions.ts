import type { BodyOf, PromoDefinition, promotionsEndpoints, QueryOf, ResponseOf } from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** The administrators' promotion definitions (spec 3 §7 "Promotions and publishers"). */

type Definitions = typeof promotionsEndpoints;

export type { PromoDefinition };

type ListParam = keyof QueryOf<Definitions['adminList']>;
/** The list as the screen asks it (every field the server defaults is sent; no search: undefined). */
export type DefinitionsQuery = Record<Extract<ListParam, 'pageNum' | 'recordsPerPage'>, number> &
  Record<Extract<ListParam, 'status' | 'sortBy'>, string> &
  Record<Extract<ListParam, 'searchText'>, string | undefined>;
export type DefinitionsPage = ResponseOf<Definitions['adminList']>;
/** What promotion-update takes: the definition as loaded with the edits; no id creates one. */
export type DefinitionInput = BodyOf<Definitions['adminUpdate']>['promotion'];

export const definitionKeys = {
  all: ['admin', 'promotion-definitions'] as const,
  list: (q: DefinitionsQuery) => ['admin', 'promotion-definitions', 'list', q] as const,
  one: (id: string) => ['admin', 'promotion-definitions', 'one', id] as const,
};

export const definitionsQuery = (q: DefinitionsQuery) =>
  queryOptions({
    queryKey: definitionKeys.list(q),
    queryFn: ({ signal }) =>
      api.get<DefinitionsPage>('/api/admin/get-promotions', {
        query: q,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One definition to edit; `onError` may say a 404 on the page itself. */
export const definitionQuery = (definitionId: string, onError?: ErrorHandler) =>
  queryOptions({
    queryKey: definitionKeys.one(definitionId),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Definitions['adminDetails']>>('/api/admin/get-promotion-details', {
          query: { definitionId },
          signal,
          onError,
        })
        .then((p) => p.promotion),
  });

/** PUT promotion-update: creates (no id) or replaces a definition; answers it as saved. */
export function saveDefinition(promotion: DefinitionInput, onError?: ErrorHandler) {
  return api
    .put<ResponseOf<Definitions['adminUpdate']>>('/api/admin/promotion-update', { promotion }, { onError })
    .then((p) => p.promotion);
}

/** DELETE promotions-delete (the id in the query string); 409 while the definition has nominations. */
export function deleteDefinition(definitionId: string, onError?: ErrorHandler) {
  return api.delete<ResponseOf<Definitions['adminDelete']>>('/api/admin/promotions-delete', {
    query: { definitionId },
    onError,
  });
}
