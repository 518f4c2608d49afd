import { storefrontEndpoints as e } from '@quire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STOREFRONT_CSP } from './storefront.page';
import type { PageAnswer, StorefrontService } from './storefront.service';

/** A page on sale may be cached briefly by browsers and shared caches; taking it off sale shows within minutes. */
export const PAGE_CACHE = 'public, max-age=300';
/** A missing page is re-checked soon: the book may go on sale any minute. */
export const MISSING_CACHE = 'public, max-age=60';

/** The query string of a request ('?…' or ''), kept through a redirect. */
const searchOf = (request: FastifyRequest) => {
  const q = request.url.indexOf('?');
  return q === -1 ? '' : request.url.slice(q);
};

function send(reply: FastifyReply, answer: PageAnswer) {
  if (answer.status === 301) {
    return reply.code(301).header('cache-control', PAGE_CACHE).redirect(answer.location, 301);
  }
  return reply
    .code(answer.status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', STOREFRONT_CSP)
    .header('cache-control', answer.status === 200 ? PAGE_CACHE : MISSING_CACHE)
    .send(answer.html);
}

/**
 * The public product pages (HTML for people and link previews, not the JSON API, so hidden from
 * the API reference; documented in this module's README). No session, no CSRF: read-only and
 * anonymous. Registered as routes, so the web app's fallback to index.html never answers them.
 */
export const storefrontRoutes: FastifyPluginAsyncZod<{ storefront: StorefrontService }> = async (
  app,
  { storefront },
) => {
  app.get(e.book.path, { schema: { hide: true, params: e.book.params } }, async (request, reply) =>
    send(reply, await storefront.page(request.params.id, null, searchOf(request))),
  );

  app.get(e.page.path, { schema: { hide: true, params: e.page.params } }, async (request, reply) =>
    send(reply, await storefront.page(request.params.id, request.params.slug, searchOf(request))),
  );

  // A slug never holds a dot, so this address is never a book's page.
  app.get(e.cover.path, { schema: { hide: true, params: e.cover.params } }, async (request, reply) => {
    const cover = await storefront.cover(request.params.id);
    if (!cover) return send(reply, { status: 404, html: storefront.notAvailable() });
    return reply.code(200).headers(cover.headers).send(cover.stream);
  });
};
