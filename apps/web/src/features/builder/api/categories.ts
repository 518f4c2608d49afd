import type { CatalogCategory, catalogEndpoints, ResponseOf } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The category calls of the categories step (spec 1 §7, /api/book). */

export type CategoryNode = CatalogCategory;
type Explore = typeof catalogEndpoints.exploreCategories;
type Search = typeof catalogEndpoints.searchCategories;

/** The categories of an answer (none when there is no answer). */
export function categoryList(reply: ResponseOf<Explore> | ResponseOf<Search> | null | undefined) {
  return reply?.categories ?? [];
}

export function exploreCategories(
  audienceType: string,
  subjectType: string,
  parentCategory: string | null,
  signal?: AbortSignal,
) {
  return api.get<ResponseOf<Explore>>('/api/book/explore-categories', {
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
  return api.get<ResponseOf<Search>>('/api/book/search-categories', {
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
