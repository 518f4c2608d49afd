import { storefrontEndpoints as e, success } from '@quire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { STOREFRONT_CSP } from './storefront.page';
import type { PageAnswer, StorefrontService, Visitor } from './storefront.service';

/**
 * A page on sale may be kept briefly by the visitor's browser (taking it off sale shows within
 * minutes), not by shared caches: each visit reaches Quire and counts once (a reload within the
 * five minutes does not count again).
 */
export const PAGE_CACHE = 'private, max-age=300';
/** A missing page is re-checked soon: the book may go on sale any minute. */
export const MISSING_CACHE = 'public, max-age=60';

/** The query string of a request ('?…' or ''), kept through a redirect. */
const searchOf = (request: FastifyRequest) => {
  const q = request.url.indexOf('?');
  return q === -1 ? '' : request.url.slice(q);
};

/** The visitor's facts analytics keeps: where they came from and, behind a trusted proxy, their country. */
function visitorOf(request: FastifyRequest, countryHeader: string | null): Visitor {
  const country = countryHeader ? request.headers[countryHeader] : undefined;
  return {
    referer: request.headers.referer,
    userAgent: request.headers['user-agent'],
    country: typeof country === 'string' ? country : undefined,
  };
}

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
export const storefrontRoutes: FastifyPluginAsyncZod<{
  storefront: StorefrontService;
  /** ANALYTICS_COUNTRY_HEADER, lower case, or null. */
  countryHeader: string | null;
}> = async (app, { storefront, countryHeader }) => {
  app.get(e.book.path, { schema: { hide: true, params: e.book.params } }, async (request, reply) =>
    send(reply, await storefront.page(request.params.id, null, searchOf(request))),
  );

  app.get(e.page.path, { schema: { hide: true, params: e.page.params } }, async (request, reply) => {
    const answer = await storefront.page(request.params.id, request.params.slug, searchOf(request));
    if (answer.status === 200 && request.method === 'GET') {
      // A visit that cannot be recorded is logged, never a page that fails (the sample likewise).
      await storefront
        .pageVisited(answer.book, visitorOf(request, countryHeader))
        .catch((error: unknown) => request.log.warn({ err: error }, 'product page visit not recorded'));
    }
    return send(reply, answer);
  });

  app.get(
    e.sample.path,
    {
      schema: {
        tags: ['storefront'],
        summary: "An on-sale eBook's free sample for the browser reader (anyone, no account needed)",
        description:
          'The sample by the builder\'s rules: a custom or selected sample whole; the standard one is the opening of the interior (a tenth of the book, never more than a fifth, whole documents). Its files answer under preview.url; the rest of the book does not. Counts as a "sample opened" for analytics. A book not on sale, a print book or one without a sample answers 404.',
        params: e.sample.params,
        response: responses(e.sample.response, 404),
      },
    },
    async (request, reply) => {
      const { sample, book } = await storefront.sample(request.params.id);
      await storefront
        .sampleOpened(book, visitorOf(request, countryHeader))
        .catch((error: unknown) => request.log.warn({ err: error }, 'sample opened not recorded'));
      reply.header('cache-control', 'no-store');
      return success(sample);
    },
  );

  app.get(
    e.sampleFile.path,
    {
      schema: {
        tags: ['storefront'],
        summary: "A file of an on-sale eBook's free sample (its documents, styles, images, fonts); sandboxed",
        params: e.sampleFile.params,
      },
    },
    async (request, reply) => {
      const served = await storefront.sampleFile(
        request.params.id,
        request.params['*'] ?? '',
        request.headers.range,
      );
      if (!served) return send(reply, { status: 404, html: storefront.notAvailable() });
      return reply
        .code(served.status)
        .headers(served.headers)
        .send(served.stream ?? '');
    },
  );

  // A slug never holds a dot, so this address is never a book's page.
  app.get(e.cover.path, { schema: { hide: true, params: e.cover.params } }, async (request, reply) => {
    const cover = await storefront.cover(request.params.id);
    if (!cover) return send(reply, { status: 404, html: storefront.notAvailable() });
    return reply.code(200).headers(cover.headers).send(cover.stream);
  });
};
