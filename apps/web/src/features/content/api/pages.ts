import { type BodyOf, contentPagesEndpoints, type EditablePageSlug, type ResponseOf } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';

/**
 * The administrators' static pages (spec 1 §2 and spec 3 §2: the footer's pages, and the home
 * page's content): the list, one page with its versions, a save (a new version), a restore, and
 * the preview of what visitors would see. Paths and shapes come from the contract.
 */

const E = contentPagesEndpoints;
type Endpoints = typeof contentPagesEndpoints;

export type StaticPagesList = ResponseOf<Endpoints['adminList']>['pages'];
export type StaticPageRow = StaticPagesList[number];
export type EditablePage = ResponseOf<Endpoints['adminOne']>['page'];
export type PageVersion = EditablePage['versions'][number];
export type PageInput = BodyOf<Endpoints['save']>['page'];
export type PagePreview = ResponseOf<Endpoints['preview']>;

export const pageKeys = {
  all: ['admin', 'static-pages'] as const,
  list: ['admin', 'static-pages', 'list'] as const,
  one: (url: EditablePageSlug) => ['admin', 'static-pages', 'one', url] as const,
};

export const pagesQuery = queryOptions({
  queryKey: pageKeys.list,
  queryFn: ({ signal }) =>
    api.get<ResponseOf<Endpoints['adminList']>>(E.adminList.path, { signal }).then((p) => p.pages),
});

/** One page with its versions, newest first. */
export const pageQuery = (url: EditablePageSlug) =>
  queryOptions({
    queryKey: pageKeys.one(url),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Endpoints['adminOne']>>(E.adminOne.path, { query: { url }, signal })
        .then((p) => p.page),
  });

/** PUT static-page: saves a new version (published now or at `publishAt`); answers the page. */
export function savePage(url: EditablePageSlug, page: PageInput, onError?: ErrorHandler) {
  return api
    .put<ResponseOf<Endpoints['save']>>(E.save.path, { page }, { query: { url }, onError })
    .then((p) => p.page);
}

/** POST static-page/restore: a new version copying `version`; answers the page. */
export function restorePage(url: EditablePageSlug, version: number, onError?: ErrorHandler) {
  return api
    .post<ResponseOf<Endpoints['restore']>>(E.restore.path, { version }, { query: { url }, onError })
    .then((p) => p.page);
}

/** POST static-page/preview: the title and the sanitised HTML visitors would see. */
export function previewPage(page: PageInput, onError?: ErrorHandler) {
  return api.post<PagePreview>(E.preview.path, { page }, { onError });
}
