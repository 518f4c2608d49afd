import { ADMIN_PERMISSION, onixEndpoints as e, onixFeedSince } from '@quire/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { failureSchema } from '../../plugins/envelope';
import { currentUser, requirePermission, requireUser } from '../access';
import type { OnixDownload, OnixService } from './onix.service';

const XML = 'application/xml; charset=utf-8';

/**
 * Responses of a route that answers an ONIX message: the XML itself for 200 (documented under its
 * media type, never serialised as JSON), the failure envelope for the rest.
 */
function xmlResponses(description: string, ...failureStatuses: number[]) {
  const out: Record<number, unknown> = {
    200: {
      description,
      content: {
        'application/xml': {
          schema: e.record.response,
        },
      },
    },
  };
  for (const status of failureStatuses) out[status] = failureSchema;
  return out as Record<number, z.ZodType>;
}

/** An ONIX message as a download; never cached, never sniffed. */
function sendXml(reply: FastifyReply, download: OnixDownload) {
  return reply
    .headers({
      'content-type': XML,
      'content-disposition': `attachment; filename="${download.fileName}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    })
    .send(download.xml);
}

/** ONIX for Books 3.0: a book's record, the trade listing, and the feed of on-sale and off-sale changes. */
export const onixRoutes: FastifyPluginAsyncZod<{ onix: OnixService }> = async (app, { onix }) => {
  app.get(
    e.tradeDownload.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['publishing'],
        summary: "The trade listing of the account's books on sale as one ONIX 3.0 message",
        description:
          "GET trade-download (spec 1 §7): the trade listing of the account's books on sale (ONSALE, LSI_ONSALE) as one ONIX 3.0 message, at most 1,000 books, newest first; an account with none gets a message with <NoProduct/>. Administrators get every account's books; contributors need the project dashboard permission",
        response: xmlResponses('The ONIX message, as an attachment (trade-{time}.xml)', 401, 403),
      },
    },
    async (request, reply) => sendXml(reply, await onix.tradeDownload(currentUser(request))),
  );

  app.get(
    e.record.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['publishing'],
        summary: 'The ONIX 3.0 record of an on-sale book as an XML download',
        description:
          "The ONIX 3.0 record of an on-sale book (ONSALE or LSI_ONSALE) as an XML download: a message with a header and the book's <Product>. For the owner, administrators and contributors with the project dashboard permission; a book not on sale answers ONIX_NOT_ON_SALE (409)",
        params: e.record.params,
        response: xmlResponses(
          'The ONIX message, as an attachment (onix-{isbn or id}.xml)',
          401,
          403,
          404,
          409,
        ),
      },
    },
    async (request, reply) => sendXml(reply, await onix.current(currentUser(request), request.params.id)),
  );

  app.get(
    e.feed.path,
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags: ['admin'],
        summary: 'The ONIX feed (administrators): the books that went on sale or off sale since a moment',
        description:
          'The ONIX feed (administrators): one message with every book that went on sale or off sale since `since`, each as its latest record at or after that moment recorded it (an ONIX message holds one record per book), in the order those records were written, oldest first. An off-sale book is withdrawn from sale (NotificationType 03, PublishingStatus 11, ProductAvailability 46); none: <NoProduct/>. `since` is a day (from midnight in New York) or an instant with its offset. At most `recordsPerPage` records (100, up to 500) per answer: X-Total-Count says how many books the whole feed holds, and while there are more, Link rel="next" gives the next page (`after`, the cursor)',
        querystring: e.feed.query,
        response: xmlResponses('The ONIX message of this page of the feed, as an attachment', 400, 401, 403),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const since = onixFeedSince(q.since) as Date;
      const page = await onix.feed(since, q.after, q.recordsPerPage);
      reply.header('x-total-count', String(page.totalCount));
      if (page.next !== null) {
        const next = new URLSearchParams({
          since: q.since,
          after: String(page.next),
          recordsPerPage: String(q.recordsPerPage),
        });
        reply.header('link', `</api/admin/onix-feed?${next}>; rel="next"`);
      }
      return sendXml(reply, page);
    },
  );
};
