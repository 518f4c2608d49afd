import type {
  BookGroup,
  BookSeries,
  ProjectListItem,
  ProjectListPage,
  projectGroupsEndpoints,
  projectsEndpoints,
  ResponseOf,
} from '@quire/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';
import { type ListState, PAGE_SIZE } from '../lib/list-params';

/**
 * Failures the dashboard shows in place (with a Try Again button) instead of the "Oops!" dialog;
 * the special codes (session expired, search exhausted, …) still get the client's central handling.
 */
export const showInPlace: ErrorHandler = (_error, handling) => handling === 'generic';

/** Every dashboard query lives under this key, so a delete refreshes them all. */
export const PROJECTS_KEY = ['projects'] as const;

/** The query of `GET /api/projects` for a dashboard state (spec 1 §7). */
export function listQuery(state: ListState, limit = PAGE_SIZE) {
  return {
    page: state.page,
    limit,
    sort: state.sort,
    direction: state.direction,
    type: state.type ?? undefined,
    status: state.status ?? undefined,
  };
}

/** One page of the dashboard's list; the previous page stays shown while the next one loads. */
export const projectListQuery = (state: ListState) => {
  const query = listQuery(state);
  return queryOptions({
    queryKey: [...PROJECTS_KEY, 'list', query] as const,
    queryFn: ({ signal }) =>
      api.get<ProjectListPage>('/api/projects', { query, signal, onError: showInPlace }),
    placeholderData: keepPreviousData,
  });
};

export function useProjectList(state: ListState, enabled = true) {
  return useQuery({ ...projectListQuery(state), enabled });
}

/** One book group or series of `GET /api/projectgroups/query` (spec 1 §3, "Project group"). */
export type ProjectGroup = BookGroup | BookSeries;

export type ProjectGroupPage = ResponseOf<typeof projectGroupsEndpoints.query>;

/** The books of a group, in series order when the group lists them by series number. */
export function groupProjects(group: ProjectGroup): ProjectListItem[] {
  if ('projects' in group) return group.projects;
  return group.seriesNumbers.flatMap((s) => s.projects);
}

/** One page of series or book groups. */
export const projectGroupsQuery = (kind: 'series' | 'group', page: number) => {
  const query = { page, limit: PAGE_SIZE, isSeriesQuery: kind === 'series' };
  return queryOptions({
    queryKey: [...PROJECTS_KEY, 'groups', query] as const,
    queryFn: ({ signal }) =>
      api.get<ProjectGroupPage>('/api/projectgroups/query', { query, signal, onError: showInPlace }),
    placeholderData: keepPreviousData,
  });
};

export function useProjectGroups(kind: 'series' | 'group', page: number, enabled = true) {
  return useQuery({ ...projectGroupsQuery(kind, page), enabled });
}

/** `DELETE /api/project/{id}`; the caller's handler sees a refusal first. */
export function deleteProject(id: string, onError: ErrorHandler) {
  return api.delete<ResponseOf<typeof projectsEndpoints.remove>>(`/api/project/${encodeURIComponent(id)}`, {
    onError,
  });
}

/** Deletes a project, then refreshes every dashboard query. */
export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, onError }: { id: string; onError: ErrorHandler }) => deleteProject(id, onError),
    onSettled: () => client.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
