import type { BodyOf, ContributorPermission, contributorsEndpoints, ResponseOf } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** The author's contributors (paths under /api/account/contributors) and the spec's getContributor. */
type Contributors = typeof contributorsEndpoints;

export const contributorKeys = {
  list: ['contributors'] as const,
  invitation: (key: string) => ['contributor-invitation', key] as const,
};

export const contributorsQuery = queryOptions({
  queryKey: contributorKeys.list,
  queryFn: () =>
    api.get<ResponseOf<Contributors['list']>>('/api/account/contributors').then((p) => p.contributors),
});

export type InviteBody = BodyOf<Contributors['invite']>;

export function inviteContributor(body: InviteBody, onError?: ErrorHandler) {
  return api
    .post<ResponseOf<Contributors['invite']>>('/api/account/contributors', body, { onError })
    .then((p) => p.contributor);
}

export function changeContributor(id: string, permissions: ContributorPermission[], onError?: ErrorHandler) {
  return api
    .put<ResponseOf<Contributors['change']>>(
      `/api/account/contributors/${encodeURIComponent(id)}`,
      { permissions },
      {
        onError,
      },
    )
    .then((p) => p.contributor);
}

export function removeContributor(id: string) {
  return api.delete<ResponseOf<Contributors['remove']>>(
    `/api/account/contributors/${encodeURIComponent(id)}`,
  );
}

/** What the contributor page shows for a share key; an unknown key is handled by the page. */
export function invitationQuery(key: string) {
  return queryOptions({
    queryKey: contributorKeys.invitation(key),
    queryFn: () =>
      api.get<ResponseOf<Contributors['invitation']>>('/api/authentication/getContributor', {
        query: { queryParam: key },
        onError: () => true,
      }),
    retry: false,
  });
}
