import type { ResponseOf, retailEndpoints } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/**
 * The retailers' API keys, issued and revoked by administrators. A key authenticates a retailer's
 * coupon checks and redemptions; the whole key is answered once, when it is issued.
 */

type Retail = typeof retailEndpoints;

export type RetailKey = ResponseOf<Retail['keys']>['keys'][number];
/** The issued key's record and its whole secret (shown this once). */
export type IssuedKey = ResponseOf<Retail['createKey']>;

const PATH = '/api/admin/retailer-keys';

export const retailKeys = { all: ['admin', 'retailer-keys'] as const };

export const retailerKeysQuery = () =>
  queryOptions({
    queryKey: retailKeys.all,
    queryFn: ({ signal }) => api.get<ResponseOf<Retail['keys']>>(PATH, { signal }).then((p) => p.keys),
  });

/** POST: a new key for the named retailer. */
export const issueKey = (name: string, onError?: ErrorHandler) =>
  api.post<IssuedKey>(PATH, { name }, { onError });

/** DELETE: the key stops working now; its record stays. */
export const revokeKey = (id: string, onError?: ErrorHandler) =>
  api
    .delete<ResponseOf<Retail['revokeKey']>>(`${PATH}/${encodeURIComponent(id)}`, { onError })
    .then((p) => p.key);
