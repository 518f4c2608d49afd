import { success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import { SEARCH_FIELDS, type SearchService } from './search.service';

const tags = ['search'];
const itemSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  ean: z.string().nullable(),
  eans: z.array(z.string()),
  displayIsbn: z.string().nullable(),
  author: z.string().nullable(),
  seriesName: z.string().nullable(),
  param: z.string(),
  projectCoupons: z.array(z.unknown()),
});
const results = z.object({ results: z.array(itemSchema) });
const limit = z.coerce.number().int().min(1).max(50).default(10);
const query = z.string().trim().min(1).max(200);
const field = z.enum(SEARCH_FIELDS);

/** Dashboard search and look-ups (spec 1 §7, spec 3 §3 "Project search item"). */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/api/search/search',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Suggestions for "Search by Title, Author, ISBN, Series" (tolerates small typos)',
        querystring: z.object({ q: query, limit }),
        response: responses(results, 400, 401),
      },
    },
    async (request) =>
      success(await search.search(currentUser(request), request.query.q, request.query.limit)),
  );

  app.get(
    '/api/search/project-searches/:a/:b/:c',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'a = field (all|title|author|isbn|series), b = customer id or "all" (administrators), c = query',
        params: z.object({ a: field, b: z.string().min(1).max(40), c: query }),
        querystring: z.object({ limit }),
        response: responses(results, 400, 401),
      },
    },
    async (request) =>
      success(
        await search.searchAccount(
          currentUser(request),
          request.params.a,
          request.params.b,
          request.params.c,
          request.query.limit,
        ),
      ),
  );

  app.get(
    '/api/search/project-searches-single-user/:a/:c',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "a = field (all|title|author|isbn|series), c = query; the signed-in account's projects",
        params: z.object({ a: field, c: query }),
        querystring: z.object({ limit }),
        response: responses(results, 400, 401),
      },
    },
    async (request) =>
      success(
        await search.searchOwn(currentUser(request), request.params.a, request.params.c, request.query.limit),
      ),
  );

  app.get(
    '/api/search/isbn-lookup/:isbn',
    {
      preHandler: requireUser,
      schema: {
        tags: ['search', 'isbn'],
        summary:
          'What Quire knows about an ISBN: valid, yours, in use, in the retail catalogue, in the free pool',
        params: z.object({ isbn: z.string().min(1).max(20) }),
        response: responses(
          z.object({
            isbn: z.string(),
            isbn13: z.string().nullable(),
            valid: z.boolean(),
            problem: z.string().nullable(),
            status: z.enum(['INVALID', 'AVAILABLE', 'YOURS', 'IN_USE', 'RETAIL', 'QUIRE_POOL']),
            project: z
              .object({ id: z.string(), title: z.string().nullable(), status: z.string() })
              .nullable(),
            retail: z.object({ title: z.string(), publisherName: z.string() }).nullable(),
          }),
          400,
          401,
        ),
      },
    },
    async (request) => success(await search.isbnLookup(currentUser(request), request.params.isbn)),
  );

  app.get(
    '/api/search/series-search',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The author's series whose names resemble q (all of them when q is empty)",
        querystring: z.object({ q: z.string().trim().max(200).default(''), limit }),
        response: responses(
          z.object({
            series: z.array(z.object({ id: z.string(), name: z.string(), projectCount: z.number().int() })),
          }),
          400,
          401,
        ),
      },
    },
    async (request) =>
      success(await search.series(currentUser(request), request.query.q, request.query.limit)),
  );

  app.get(
    '/api/search/contributors',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Contributors already on the author's books whose names resemble q",
        querystring: z.object({ q: z.string().trim().max(200).default(''), limit }),
        response: responses(
          z.object({
            contributors: z.array(
              z.object({
                firstName: z.string(),
                lastName: z.string(),
                role: z.string(),
                email: z.string().nullable(),
              }),
            ),
          }),
          400,
          401,
        ),
      },
    },
    async (request) =>
      success(await search.contributors(currentUser(request), request.query.q, request.query.limit)),
  );
};
