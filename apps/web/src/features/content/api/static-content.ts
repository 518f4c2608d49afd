import type { contentPagesEndpoints, ResponseOf, StaticPage } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The published version of a static page (spec 3 §7 `static_content` with url): the footer's
 * pages and the visitors' home page's copy. A failure is the screen's to show (a missing page is
 * a 404, anything else a load error with Try Again), never the central error dialog.
 */

type Pages = typeof contentPagesEndpoints;
export type StaticContentAnswer = ResponseOf<Pages['staticContent']>;
export type { StaticPage };

export const staticContentKeys = {
  all: ['static-content'] as const,
  page: (url: string) => ['static-content', url] as const,
};

export const staticContentQuery = (url: string) =>
  queryOptions({
    queryKey: staticContentKeys.page(url),
    queryFn: ({ signal }) =>
      api
        .get<StaticContentAnswer>('/api/static_content', { query: { url }, signal, onError: () => true })
        .then((answer) => answer.page),
    // Published copy changes rarely; a visitor moving between pages need not ask again.
    staleTime: 5 * 60_000,
  });
