import type { AdBanner, contentModulesEndpoints, ParamsOf, ResponseOf, SiteModule } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * What one page shows of the site's content, in one request (spec 1 §7 page-banners/{page}): the
 * site modules aimed at it, its ad banners, and the signed-in reader's site messages. The message
 * bar, the left-navigation modules and the banners of a page all read this one query, so a page
 * asks for it once.
 */

type Modules = typeof contentModulesEndpoints;

export type { AdBanner, SiteModule };
export type PageContent = ResponseOf<Modules['pageBanners']>;
/** The page name: a left-navigation target (projects, ebook-interior, …) or a site page. */
export type ContentPage = ParamsOf<Modules['pageBanners']>['page'];

export const pageContentKeys = {
  all: ['content', 'page'] as const,
  page: (page: ContentPage) => ['content', 'page', page] as const,
};

/** Fresh for a minute: moving between pages of the same target asks nothing more. */
export const PAGE_CONTENT_STALE_MS = 60_000;

export const pageContentQuery = (page: ContentPage) =>
  queryOptions({
    queryKey: pageContentKeys.page(page),
    queryFn: ({ signal }) =>
      api.get<PageContent>(`/api/project/page-banners/${encodeURIComponent(page)}`, { signal }),
    staleTime: PAGE_CONTENT_STALE_MS,
  });
