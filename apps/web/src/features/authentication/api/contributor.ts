import type { contributorsEndpoints, ResponseOf } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/authentication/getContributor (spec 3 §7): what the contributor page shows for a key. */
export function contributorInvitationQuery(key: string) {
  return queryOptions({
    queryKey: ['contributor-invitation', key],
    queryFn: () =>
      api.get<ResponseOf<typeof contributorsEndpoints.invitation>>('/api/authentication/getContributor', {
        query: { queryParam: key },
        // An unknown or unusable key is the page's to explain, not the error dialog's.
        onError: () => true,
      }),
    retry: false,
    enabled: key !== '',
  });
}
