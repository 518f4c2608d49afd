import { accessibilityEndpoints as a11y, searchEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { EaaSearch } from './search.eaa';
import type { SearchService } from './search.service';

const tags = ['search'];

/** Dashboard search and look-ups (spec 1 §7, spec 3 §3 "Project search item"). */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService; eaa: EaaSearch }> = async (
  app,
  { search, eaa },
) => {
  app.get(
    e.search.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Suggestions for "Search by Title, Author, ISBN, Series" (tolerates small typos)',
        querystring: e.search.query,
        response: responses(e.search.response, 400, 401),
      },
    },
    async (request) =>
      success(await search.search(currentUser(request), request.query.q, request.query.limit)),
  );

  app.get(
    e.projectSearches.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'a = field (all|title|author|isbn|series), b = customer id or "all" (administrators), c = query',
        params: e.projectSearches.params,
        querystring: e.projectSearches.query,
        response: responses(e.projectSearches.response, 400, 401),
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
    e.projectSearchesSingleUser.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "a = field (all|title|author|isbn|series), c = query; the signed-in account's projects",
        params: e.projectSearchesSingleUser.params,
        querystring: e.projectSearchesSingleUser.query,
        response: responses(e.projectSearchesSingleUser.response, 400, 401),
      },
    },
    async (request) =>
      success(
        await search.searchOwn(currentUser(request), request.params.a, request.params.c, request.query.limit),
      ),
  );

  app.get(
    e.isbnLookup.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['search', 'isbn'],
        summary:
          'What Quire knows about an ISBN: valid, yours, in use, in the retail catalogue, in the free pool',
        params: e.isbnLookup.params,
        response: responses(e.isbnLookup.response, 400, 401, 404),
      },
    },
    async (request) => success(await search.isbnLookup(currentUser(request), request.params.isbn)),
  );

  app.get(
    e.series.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The author's series whose names resemble q (all of them when q is empty)",
        querystring: e.series.query,
        response: responses(e.series.response, 400, 401),
      },
    },
    async (request) =>
      success(await search.series(currentUser(request), request.query.q, request.query.limit)),
  );

  app.get(
    e.contributors.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Contributors already on the author's books whose names resemble q",
        querystring: e.contributors.query,
        response: responses(e.contributors.response, 400, 401),
      },
    },
    async (request) =>
      success(await search.contributors(currentUser(request), request.query.q, request.query.limit)),
  );
  app.get(
    a11y.eaaSearches.path,
    {
      // Signed in (401), then the account's EAA_ACCESS (403), then the parameters (400).
      preValidation: async (request) => {
        await requireUser(request);
        await eaa.assertFeature(currentUser(request));
      },
      schema: {
        tags: ['search', 'accessibility'],
        summary: "The account's eBooks by accessibility status: x = conformant | partial | missing | all",
        description:
          "The eBooks of the account the caller works in (an administrator's: every account's), each with the status of its accessibility metadata (its EPUB's, with the author's statement over it; decision 046) and how many findings it has, most recently changed first; `counts` gives every status whatever x. conformant: every item EPUB Accessibility 1.1 requires and a WCAG conformance claim; partial: some; missing: none. Needs EAA_ACCESS on the account (administrators do not); a contributor acting for an author needs one of the permissions that show the author's books. An unknown x is 400 on the field x.",
        params: a11y.eaaSearches.params,
        querystring: a11y.eaaSearches.query,
        response: responses(a11y.eaaSearches.response, 400, 401, 403),
      },
    },
    async (request) =>
      success(await eaa.eaaSearches(currentUser(request), request.params.x, request.query.limit)),
  );
};
