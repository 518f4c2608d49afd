import type { ResponseOf, ultraPremiumEndpoints } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';
import { adminKeys } from './admin';

/** Ultra Premium print (spec 3 §7, admin users): a book's comparison and its conversion. */

type UltraPremium = typeof ultraPremiumEndpoints;

export type UltraPremiumCompare = ResponseOf<UltraPremium['compare']>;
export type UltraPremiumSide = UltraPremiumCompare['current'];
export type UltraPremiumResult = ResponseOf<UltraPremium['convert']>;

export const ultraPremiumKey = (projectId: string) => [...adminKeys.all, 'ultra-premium', projectId] as const;

/** The book's print option beside its Ultra Premium version, and whether it may convert. */
export const ultraPremiumQuery = (projectId: string) =>
  queryOptions({
    queryKey: ultraPremiumKey(projectId),
    queryFn: () =>
      api.get<UltraPremiumCompare>(
        `/api/admin/users/getUltraPremiumCompareable/${encodeURIComponent(projectId)}`,
      ),
  });

/** Converts the book; a refusal reaches `onError` with its reasons. */
export const convertToUltraPremium = (projectId: string, onError?: ErrorHandler) =>
  api.post<UltraPremiumResult>(
    `/api/admin/users/ultraPremiumConvert/${encodeURIComponent(projectId)}`,
    undefined,
    { onError },
  );
