import type { Contributor, ContributorInvitation, ContributorPermission } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/** The author's contributors (paths under /api/account/contributors) and the spec's getContributor. */
export const contributorKeys = {
  list: ['contributors'] as const,
  invitation: (key: string) => ['contributor-invitation', key] as const,
};

export const contributorsQuery = queryOptions({
  queryKey: contributorKeys.list,
  queryFn: () =>
    api.get<{ contributors: Contributor[] }>('/api/account/contributors').then((p) => p.contributors),
});

export interface InviteBody {
  firstName: string;
  lastName: string;
  email: string;
  permissions: ContributorPermission[];
}

export function inviteContributor(body: InviteBody, onError?: ErrorHandler) {
  return api
    .post<{ contributor: Contributor }>('/api/account/contributors', body, { onError })
    .then((p) => p.contributor);
}

export function changeContributor(id: string, permissions: ContributorPermission[], onError?: ErrorHandler) {
  return api
    .put<{ contributor: Contributor }>(
      `/api/account/contributors/${encodeURIComponent(id)}`,
      { permissions },
      {
        onError,
      },
    )
    .then((p) => p.contributor);
}

export function removeContributor(id: string) {
  return api.delete<{ removed: true }>(`/api/account/contributors/${encodeURIComponent(id)}`);
}

/** What the contributor page shows for a share key; an unknown key is handled by the page. */
export function invitationQuery(key: string) {
  return queryOptions({
    queryKey: contributorKeys.invitation(key),
    queryFn: () =>
      api.get<ContributorInvitation>('/api/authentication/getContributor', {
        query: { queryParam: key },
        onError: () => true,
      }),
    retry: false,
  });
}
