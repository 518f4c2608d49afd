import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The category calls of the categories step (spec 1 §7, /api/book). */

export interface CategoryNode {
  categoryId: string;
  name: string;
  categoryCrumbs: string;
  bottomLevel: boolean;
  bisac: string | null;
}

type CategoryReply = CategoryNode[] | { categories: CategoryNode[] };

/** The category calls answer a list, or an object holding one; both read as a list. */
export function categoryList(reply: CategoryReply | null | undefined) {
  if (!reply) return [];
  return Array.isArray(reply) ? reply : (reply.categories ?? []);
}

export function exploreCategories(
  audienceType: string,
  subjectType: string,
  parentCategory: string | null,
  signal?: AbortSignal,
) {
  return api.get<CategoryReply>('/api/book/explore-categories', {
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
  return api.get<CategoryReply>('/api/book/search-categories', {
    query: { query, audienceType, subjectType, pageNum: 1, recordsPerPage: 20 },
    signal,
  });
}

/** The children of a category (or the top level, parent null) for an audience and subject type. */
export const exploreCategoriesQuery = (audience: string, subject: string, parent: string | null) =>
  queryOptions({
    queryKey: ['categories', 'explore', audience, subject, parent] as const,
    queryFn: ({ signal }) => exploreCategories(audience, subject, parent, signal).then(categoryList),
  });

/** Categories matching a text, for an audience and subject type. */
export const searchCategoriesQuery = (text: string, audience: string, subject: string) =>
  queryOptions({
    queryKey: ['categories', 'search', audience, subject, text] as const,
    queryFn: ({ signal }) => searchCategories(text, audience, subject, signal).then(categoryList),
  });
