import type { MercPromoType, PromoSubmission, promotionsEndpoints, ResponseOf } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** The nomination form's calls (spec 2 §7 "Merchandising"), one queryOptions per query. */

type Promotions = typeof promotionsEndpoints;

export type { PromoDefinition, PromoRequest, PromoSubmission, PromoTitleRecord } from '@quire/domain';

export const nominationKeys = {
  all: ['promotions', 'nomination'] as const,
  definitions: (id: string | null) => ['promotions', 'nomination', 'definitions', id] as const,
  rules: (type: MercPromoType, definitionId: string) =>
    ['promotions', 'nomination', 'rules', type, definitionId] as const,
  titles: (q: TitleQuery) => ['promotions', 'nomination', 'titles', q] as const,
  request: (id: string) => ['promotions', 'nomination', 'request', id] as const,
};

/** GET promotion: every current definition, or the one of `id` (a request being edited). */
export const promotionsQuery = (id: string | null = null) =>
  queryOptions({
    queryKey: nominationKeys.definitions(id),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Promotions['promotions']>>('/api/project/promotion', {
          query: { id: id ?? undefined },
          signal,
        })
        .then((p) => p.promotions),
  });

/** GET promo-rules: the chosen definition with its rules, links and field limits. */
export const promoRulesQuery = (mercPromoType: MercPromoType, definitionId: string) =>
  queryOptions({
    queryKey: nominationKeys.rules(mercPromoType, definitionId),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Promotions['rules']>>('/api/project/promo-rules', {
          query: { mercPromoType, definitionId },
          signal,
        })
        .then((p) => p.promotion),
  });

/** searchText or ean; vendorNumber (administrators): the titles of the publisher whose request is edited. */
export type TitleQuery = Partial<Record<'searchText' | 'ean' | 'vendorNumber', string>>;

/** GET promo-titles: on-sale eBooks by words of the title, or the one of an exact EAN. */
export const promoTitlesQuery = (q: TitleQuery) =>
  queryOptions({
    queryKey: nominationKeys.titles(q),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Promotions['titles']>>('/api/project/promo-titles', {
          query: { ...q, limit: 10 },
          signal,
        })
        .then((p) => p.titles),
    staleTime: 30_000,
  });

/** GET promos/:id: a request to edit. */
export const promoRequestQuery = (id: string) =>
  queryOptions({
    queryKey: nominationKeys.request(id),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Promotions['one']>>(`/api/project/promos/${encodeURIComponent(id)}`, { signal })
        .then((p) => p.promo),
  });

/** POST submit-promo: a new nomination, or the pending request of `promo.id` changed. */
export const submitNomination = (promo: PromoSubmission, onError?: ErrorHandler) =>
  api
    .post<ResponseOf<Promotions['submit']>>('/api/project/submit-promo', { promo }, { onError })
    .then((p) => p.promo);
