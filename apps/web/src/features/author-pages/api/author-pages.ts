import type { AuthorBook, AuthorPage, authorPagesEndpoints, BodyOf, ResponseOf } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/**
 * The account's author pages (spec 3 `authorAccess`): the list with the limit and the books a page
 * may show, create, change, delete, and the photo. One queryOptions per query; every type is the
 * contract's.
 */

type Endpoints = typeof authorPagesEndpoints;

export type { AuthorBook, AuthorPage };
export type AuthorPagesAnswer = ResponseOf<Endpoints['list']>;
export type AuthorPageBody = BodyOf<Endpoints['create']>;

const PATH = '/api/account/author-pages';

export const authorPageKeys = { all: ['author-pages'] as const };

/** GET author-pages: the pages, how many the account may keep, and its books. */
export const authorPagesQuery = queryOptions({
  queryKey: authorPageKeys.all,
  queryFn: ({ signal }) => api.get<AuthorPagesAnswer>(PATH, { signal }),
});

/** POST author-pages: a new page. */
export const createAuthorPage = (body: AuthorPageBody, onError?: ErrorHandler) =>
  api.post<ResponseOf<Endpoints['create']>>(PATH, body, { onError }).then((p) => p.page);

/** PUT author-pages/{id}: the page changed (`photo: null` removes the photo). */
export const updateAuthorPage = (id: string, body: AuthorPageBody, onError?: ErrorHandler) =>
  api
    .put<ResponseOf<Endpoints['update']>>(`${PATH}/${encodeURIComponent(id)}`, body, { onError })
    .then((p) => p.page);

/** DELETE author-pages/{id}. */
export const deleteAuthorPage = (id: string) =>
  api.delete<ResponseOf<Endpoints['remove']>>(`${PATH}/${encodeURIComponent(id)}`);

/** POST author-pages/{id}/photo: one image as multipart/form-data ("file"); answers the page. */
export function uploadAuthorPhoto(id: string, file: File, onError?: ErrorHandler) {
  const body = new FormData();
  body.append('file', file, file.name);
  return api
    .post<ResponseOf<Endpoints['photo']>>(`${PATH}/${encodeURIComponent(id)}/photo`, body, { onError })
    .then((p) => p.page);
}
