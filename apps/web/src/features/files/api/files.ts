import type {
  accountsEndpoints,
  BodyOf,
  ElementType,
  filesEndpoints,
  PreflightResult,
  Project,
  projectsEndpoints,
  ResponseOf,
} from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, CSRF_TOKEN_PATH, inPlaceExceptSession } from '../../../lib/api-client';
import { PREFLIGHT_POLL_MS, preflightPhase } from '../lib/rules';

/** The files calls of spec 1 §7 (prefix /api/project) the upload and review screens make. */

/**
 * The screen shows the failure itself (a step's message, a preview's explanation), so the "Oops!"
 * dialog stays away; a lost session or access still goes through the client's central handling.
 */
export const handled = inPlaceExceptSession;

export const preflightKey = (projectId: string, elementType: ElementType) =>
  ['preflight', projectId, elementType] as const;

/**
 * GET preflightstatus, polled every 2 seconds while the check is pending and a file is there
 * (spec 1 §4); a failed call counts as "no result yet" on the page, not as an "Oops!" dialog.
 */
export const preflightQuery = (projectId: string, elementType: ElementType) =>
  queryOptions({
    queryKey: preflightKey(projectId, elementType),
    queryFn: ({ signal }) =>
      api.get<PreflightResult>('/api/project/preflightstatus', {
        query: { projectId, elementType },
        signal,
        onError: handled,
        // Polled: not the user's activity (decision 050).
        background: true,
      }),
    refetchInterval: (q) => {
      const r = q.state.data;
      return r?.data?.file && preflightPhase(r.preFlightCheckStatus) === 'pending'
        ? PREFLIGHT_POLL_MS
        : false;
    },
    refetchOnWindowFocus: false,
    retry: false,
  });

/** POST approve / approveSample {projectId, elementType}; answers the project. */
export function approveFile(projectId: string, elementType: ElementType) {
  const path = elementType === 'SAMPLE' ? '/api/project/approveSample' : '/api/project/approve';
  const body: BodyOf<typeof filesEndpoints.approve> = { projectId, elementType };
  return api.post<Project>(path, body, { onError: handled });
}

/** POST spine: builds the full cover from separate front and back with the chosen spine colour. */
export function buildSpine(projectId: string, spineColor: string) {
  const body: BodyOf<typeof filesEndpoints.spine> = { projectId, spineColor };
  return api.post<Project>('/api/project/spine', body, { onError: handled });
}

/** POST acknowledgePageCountChanged {projectId}: the author has seen the new page count. */
export function acknowledgePageCount(projectId: string) {
  const body: BodyOf<typeof projectsEndpoints.acknowledgePageCountChanged> = { projectId };
  return api.post<Project>('/api/project/acknowledgePageCountChanged', body, { onError: handled });
}

/** POST /{id}/createCustomSample {hrefs}: a sample made of the chosen chapters, in spine order. */
export function createCustomSample(projectId: string, hrefs: string[]) {
  const body: BodyOf<typeof filesEndpoints.createCustomSample> = { hrefs };
  return api.post<Project>(`/api/project/${encodeURIComponent(projectId)}/createCustomSample`, body, {
    onError: handled,
  });
}

/** The session's CSRF token, sent in the multipart body as `authenticityToken`. */
export async function csrfToken(): Promise<string> {
  const reply = await api.get<ResponseOf<typeof accountsEndpoints.csrfToken>>(CSRF_TOKEN_PATH, {
    onError: handled,
  });
  return reply.token;
}
