import { authorPagesEndpoints as e } from '@quire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MISSING_CACHE } from '../storefront';
import { AUTHOR_PAGE_CSP } from './author-pages.page';
import type { AuthorPageAnswer, AuthorPagesPublic } from './author-pages.public';

/**
 * An author page may be kept by browsers and shared caches for five minutes: it counts no visits,
 * and a change shows within minutes.
 */
export const AUTHOR_PAGE_CACHE = 'public, max-age=300';

/** The query string of a request ('?…' or ''), kept through a redirect. */
const searchOf = (request: FastifyRequest) => {
  const q = request.url.indexOf('?');
  return q === -1 ? '' : request.url.slice(q);
};

function send(reply: FastifyReply, answer: AuthorPageAnswer) {
  if (answer.status === 301)
    return reply.code(301).header('cache-control', AUTHOR_PAGE_CACHE).redirect(answer.location, 301);
  return reply
    .code(answer.status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', AUTHOR_PAGE_CSP)
    .header('cache-control', answer.status === 200 ? AUTHOR_PAGE_CACHE : MISSING_CACHE)
    .send(answer.html);
}

/**
 * The public author pages (HTML for people and link previews, not the JSON API, so hidden from the
 * API reference), like the product pages: no session, no CSRF, read-only and anonymous. Registered
 * as routes, so the web app's fallback to index.html never answers them.
 */
export const authorPagesPublicRoutes: FastifyPluginAsyncZod<{ site: AuthorPagesPublic }> = async (
  app,
  { site },
) => {
  app.get(
    e.publicById.path,
    { schema: { hide: true, params: e.publicById.params } },
    async (request, reply) => send(reply, await site.page(request.params.id, null, searchOf(request))),
  );

  app.get(
    e.publicPage.path,
    { schema: { hide: true, params: e.publicPage.params } },
    async (request, reply) =>
      send(reply, await site.page(request.params.id, request.params.slug, searchOf(request))),
  );

  // A slug never holds a dot, so this address is never a page's.
  app.get(
    e.publicPhoto.path,
    { schema: { hide: true, params: e.publicPhoto.params } },
    async (request, reply) => {
      const photo = await site.photo(request.params.id);
      if (!photo) return send(reply, { status: 404, html: site.notFound() });
      return reply.code(200).headers(photo.headers).send(photo.stream);
    },
  );
};
