import type { Project } from '@quire/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * One project in the query cache (`GET /api/project/{id}`), shared by the features that show or
 * change it: the builder saves it, the files feature refreshes it after an upload, a check, an
 * approval. Queries about one project (its previews, its preflight) live under this key, so
 * invalidating it without `exact` refreshes them too.
 */
export const projectKey = (id: string) => ['project', id] as const;

/** `background`: a poll's reads, which do not keep an idle session alive (decision 050). */
export const projectQuery = (id: string, { background = false } = {}) =>
  queryOptions({
    queryKey: projectKey(id),
    queryFn: ({ signal }) =>
      api.get<Project>(`/api/project/${encodeURIComponent(id)}`, { signal, background }),
    staleTime: 30_000,
  });

/** The project, or nothing while `id` is undefined. */
export function useProject(id: string | undefined) {
  return useQuery({ ...projectQuery(id ?? ''), enabled: Boolean(id) });
}

/**
 * Reload a project after the server changed it (an upload checked, an approval, an acknowledged
 * notice). `exact` reloads the project alone; without it the queries under its key follow.
 */
export function invalidateProject(client: QueryClient, id: string, { exact = false } = {}) {
  return client.invalidateQueries({ queryKey: projectKey(id), exact });
}
