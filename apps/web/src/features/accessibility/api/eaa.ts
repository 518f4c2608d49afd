import type { accessibilityEndpoints, EaaSearchFilter, ResponseOf } from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/search/eaa-searches/{x}: the account's eBooks by accessibility status (decision 046). */
export type EaaSearchAnswer = ResponseOf<typeof accessibilityEndpoints.eaaSearches>;

export const eaaSearchQuery = (filter: EaaSearchFilter) =>
  queryOptions({
    queryKey: ['eaa-searches', filter] as const,
    queryFn: ({ signal }) =>
      api.get<EaaSearchAnswer>(`/api/search/eaa-searches/${encodeURIComponent(filter)}`, { signal }),
    // The counts of the filter stay while another filter's books load.
    placeholderData: keepPreviousData,
  });
