import type { EbookQuote, PersonalQuote, PrintQuote, Project } from '@quire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

export type { EbookQuote, PersonalQuote, PrintQuote };

/** The book builder's calls (spec 1 §7, docs/issue-3-contract.md). */

export const projectKey = (id: string) => ['project', id] as const;

export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKey(id),
    queryFn: ({ signal }) => api.get<Project>(`/api/project/${encodeURIComponent(id)}`, { signal }),
    staleTime: 30_000,
  });

export function useProject(id: string | undefined) {
  return useQuery({ ...projectQuery(id ?? ''), enabled: Boolean(id) });
}

/** The save body: `id` absent creates, present updates; any editable field of the project. */
export type ProjectPatch = Partial<Project> & { id?: string };

/** POST /api/project; the saved project replaces the cached one. */
export async function saveProject(patch: ProjectPatch, onError?: ErrorHandler): Promise<Project> {
  const saved = await api.post<Project>('/api/project', patch, { onError });
  queryClient.setQueryData(projectKey(saved.id), saved);
  return saved;
}

export function ebookCost(price: string, signal?: AbortSignal, onError?: ErrorHandler) {
  return api.get<EbookQuote>('/api/project/ebook/cost', { query: { price }, signal, onError });
}

export function printQuote(
  projectId: string,
  price: string | null,
  signal?: AbortSignal,
  onError?: ErrorHandler,
) {
  return api.get<PrintQuote>('/api/project/print/quote', {
    query: { projectId, price: price || undefined },
    signal,
    onError,
  });
}

export interface CategoryNode {
  categoryId: string;
  name: string;
  categoryCrumbs: string;
  bottomLevel: boolean;
  bisac: string | null;
}

export function exploreCategories(
  audienceType: string,
  subjectType: string,
  parentCategory: string | null,
  signal?: AbortSignal,
) {
  return api.get<CategoryNode[] | { categories: CategoryNode[] }>('/api/book/explore-categories', {
    query: { audienceType, subjectType, parentCategory },
    signal,
  });
}

export function searchCategories(
  query: string,
  audienceType: string,
  subjectType: string,
  signal?: AbortSignal,
) {
  return api.get<CategoryNode[] | { categories: CategoryNode[] }>('/api/book/search-categories', {
    query: { query, audienceType, subjectType, pageNum: 1, recordsPerPage: 20 },
    signal,
  });
}

/** The category calls answer a list, or an object holding one; both read as a list. */
export function categoryList(reply: CategoryNode[] | { categories: CategoryNode[] } | null | undefined) {
  if (!reply) return [];
  return Array.isArray(reply) ? reply : (reply.categories ?? []);
}

export function personalQuote(
  projectId: string,
  quantity: string,
  signal?: AbortSignal,
  onError?: ErrorHandler,
) {
  return api.get<PersonalQuote>('/api/project/personal/quote', {
    query: { projectId, quantity },
    signal,
    onError,
  });
}
