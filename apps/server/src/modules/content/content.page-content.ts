import {
  appError,
  BANNER_PAGES,
  type BannerPage,
  contentModulesEndpoints as e,
  type LoggedInUser,
  type SiteMessage,
  success,
} from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { optionalUser } from '../access';
import type { AdBannersService } from './content.banners.service';
import type { SiteModulesService } from './content.modules.service';

/**
 * Private (the answer holds the reader's own messages) and revalidated on every use: a message
 * dismissed a moment ago must not come back from the browser's cache.
 */
export const PAGE_CONTENT_CACHE = 'private, no-cache';

export interface PageContentDeps {
  modules: Pick<SiteModulesService, 'showing'>;
  banners: Pick<AdBannersService, 'showing'>;
  /** The signed-in reader's current site messages (the broadcast messages' service answers them). */
  messagesFor: (user: LoggedInUser | null) => Promise<SiteMessage[]>;
}

const isPage = (page: string): page is BannerPage => (BANNER_PAGES as readonly string[]).includes(page);

/**
 * What a page shows of the site's content, in one request (spec 1 §7 page-banners/{page}): the
 * modules and banners active now and aimed at it, and the signed-in reader's messages (none for a
 * visitor). A page that is not one of the banner pages answers 404.
 */
export function createPageContent({ modules, banners, messagesFor }: PageContentDeps) {
  return {
    async forPage(user: LoggedInUser | null, page: string) {
      if (!isPage(page)) throw appError('NOT_FOUND', { field: 'page' });
      const [shownModules, shownBanners, messages] = await Promise.all([
        modules.showing(page),
        banners.showing(page),
        user ? messagesFor(user) : Promise.resolve([]),
      ]);
      return { page, modules: shownModules, banners: shownBanners, messages };
    },
  };
}
export type PageContent = ReturnType<typeof createPageContent>;

/** GET /api/project/page-banners/{page}: signed in or not. */
export const pageContentRoutes: FastifyPluginAsyncZod<{ pageContent: PageContent }> = async (
  app,
  { pageContent },
) => {
  app.get(
    e.pageBanners.path,
    {
      preValidation: optionalUser,
      schema: {
        tags: ['content'],
        summary: "A page's site modules, ad banners and the reader's site messages, in one request",
        description: `Signed in or not. page is one of ${BANNER_PAGES.join(', ')}; any other answers 404. Modules and banners: active, started and not ended, aimed at the page; modules by position. messages: the signed-in reader's current site messages (none for a visitor). Cache-Control: ${PAGE_CONTENT_CACHE}.`,
        params: e.pageBanners.params,
        response: responses(e.pageBanners.response, 400, 401, 404),
      },
    },
    async (request, reply) => {
      const answer = await pageContent.forPage(request.user ?? null, request.params.page);
      reply.header('cache-control', PAGE_CONTENT_CACHE).header('vary', 'cookie');
      return success(answer);
    },
  );
};
