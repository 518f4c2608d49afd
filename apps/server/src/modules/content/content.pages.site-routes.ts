import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { STATIC_PAGE_SLUGS } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentPagesSite } from './content.pages.site';
import { PAGES_CSP } from './content.pages.view';

/** A page may be cached briefly; an administrator's save shows within a minute. */
export const PAGE_CACHE = 'public, max-age=60';
/** The XML sitemap changes as books go on and off sale; crawlers read it now and then. */
export const SITEMAP_CACHE = 'public, max-age=3600';

/**
 * The static pages for visitors (HTML, not the JSON API, so hidden from the API reference): /{slug}
 * for each footer page, /sitemap.xml, and / (index.html with the home page's content in it). No
 * session, no CSRF: read-only and anonymous. Registered as routes, so the web app's fallback to
 * index.html never answers them; HEAD answers too.
 */
export const contentPagesSiteRoutes: FastifyPluginAsyncZod<{
  site: ContentPagesSite;
  webDist: string;
}> = async (app, { site, webDist }) => {
  for (const slug of STATIC_PAGE_SLUGS) {
    app.get(`/${slug}`, { schema: { hide: true } }, async (_request, reply) => {
      const answer = await site.page(slug);
      return reply
        .code(answer.status)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PAGES_CSP)
        .header('cache-control', answer.status === 200 ? PAGE_CACHE : 'no-cache')
        .send(answer.html);
    });
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .code(200)
      .type('application/xml; charset=utf-8')
      .header('cache-control', SITEMAP_CACHE)
      .send(await site.sitemap()),
  );

  // The web app's index.html, as the web app plugin serves it (no-cache), with the home page inside;
  // before the web app is built, that plugin's own page.
  // Built or not is decided at start, as the web app plugin decides it (its assets are served or not).
  const built = existsSync(join(webDist, 'index.html'));
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const page = built ? await site.home(webDist) : null;
    if (page === null) return app.notFound(request, reply);
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
};
