import { type ApiErrorItem, clientHandling, type ProjectListItem, type ProjectListPage } from '@quire/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';
import { type ListState, PAGE_SIZE } from '../lib/list-params';

/**
 * Failures the dashboard shows in place (with a Try Again button) instead of the "Oops!" dialog;
 * the special codes (session expired, search exhausted, …) still get the client's central handling.
 */
export const showInPlace: ErrorHandler = (error) => {
  const first: ApiErrorItem = error.items[0] ?? { code: error.code, description: '' };
  return clientHandling(first) === 'generic';
};

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

export function useProjectList(state: ListState, enabled = true) {
  const query = listQuery(state);
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'list', query],
    queryFn: ({ signal }) =>
      api.get<ProjectListPage>('/api/projects', { query, signal, onError: showInPlace }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One series (or book group) of `GET /api/projectgroups/query` (spec 1 §3, "Project group"). */
export interface ProjectGroup {
  id: string;
  title: string | null;
  normalizedTitle?: string | null;
  authorName?: string | null;
  lastUpdated?: string | null;
  versionCount?: number;
  projects?: ProjectListItem[];
  seriesNumbers?: { title?: string | null; seriesNumber: number | null; projects: ProjectListItem[] }[];
  warnings?: string[];
  hasError?: boolean;
}

export interface ProjectGroupPage {
  totalCount: number;
  totalProjectsCount?: number;
  deletedProjectCount?: number;
  projectGroups?: ProjectGroup[];
  series?: ProjectGroup[];
}

/** The books of a group, in series order when the group lists them by series number. */
export function groupProjects(group: ProjectGroup): ProjectListItem[] {
  if (group.projects?.length) return group.projects;
  return (group.seriesNumbers ?? []).flatMap((s) => s.projects);
}

export function useProjectGroups(kind: 'series' | 'group', page: number, enabled = true) {
  const query = { page, limit: PAGE_SIZE, isSeriesQuery: kind === 'series' };
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'groups', query],
    queryFn: ({ signal }) =>
      api.get<ProjectGroupPage>('/api/projectgroups/query', { query, signal, onError: showInPlace }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `DELETE /api/project/{id}`; the caller's handler sees a refusal first. */
export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, onError }: { id: string; onError: ErrorHandler }) =>
      api.delete<{ deleted: boolean }>(`/api/project/${encodeURIComponent(id)}`, { onError }),
    onSettled: () => client.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
