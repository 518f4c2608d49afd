import { projectsEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { ProjectsService } from './projects.service';

const tags = ['projects'];

/** The project calls of spec 1 §7 (prefix /api/project) and the dashboard list. */
export const projectsRoutes: FastifyPluginAsyncZod<{ projects: ProjectsService }> = async (
  app,
  { projects },
) => {
  app.get(
    e.list.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "The dashboard's projects, paged and sorted: those of the account the user works in (an administrator's own too); each says whether it may be deleted",
        querystring: e.list.query,
        response: responses(e.list.response, 400, 401),
      },
    },
    async (request) => success(await projects.list(currentUser(request), request.query)),
  );

  app.get(
    e.get.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'One project',
        params: e.get.params,
        response: responses(e.get.response, 401, 404),
      },
    },
    async (request) => success(await projects.get(currentUser(request), request.params.id)),
  );

  app.post(
    e.save.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Save a project: no id creates, an id updates; answers the saved project with its print quote at the saved list price (null for eBooks and incomplete print specifications)',
        body: e.save.body,
        response: responses(e.save.response, 400, 401, 404, 409),
      },
    },
    async (request) =>
      success(await projects.save(currentUser(request), request.body as Record<string, unknown>)),
  );

  app.delete(
    e.remove.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Delete a project; 409 with PENDING_ORDER, PENDING_ORDER_STATUS_BLOCK, PROJECT_IN_CART or STATUS_BLOCK',
        params: e.remove.params,
        response: responses(e.remove.response, 401, 404, 409),
      },
    },
    async (request) => success(await projects.remove(currentUser(request), request.params.id)),
  );

  app.post(
    e.removeFromSearch.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Delete a project from the dashboard search (same rules as DELETE /api/project/{id})',
        body: e.removeFromSearch.body,
        response: responses(e.removeFromSearch.response, 400, 401, 404, 409),
      },
    },
    async (request) => success(await projects.remove(currentUser(request), request.body.projectId)),
  );

  app.put(
    e.setStatus.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Set a project to EDIT (status EDITING) or ORDER (status ORDERED)',
        body: e.setStatus.body,
        response: responses(e.setStatus.response, 400, 401, 404),
      },
    },
    async (request) =>
      success(await projects.setStatus(currentUser(request), request.body.id, request.body.status)),
  );

  app.post(
    e.acknowledgePageCountChanged.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Clear the page-count-changed flag and its warning',
        body: e.acknowledgePageCountChanged.body,
        response: responses(e.acknowledgePageCountChanged.response, 400, 401, 404),
      },
    },
    async (request) =>
      success(await projects.acknowledgePageCountChanged(currentUser(request), request.body.projectId)),
  );

  app.get(
    e.bookSizeMatch.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Whether a cover format fits a page size (the project's own when not given)",
        params: e.bookSizeMatch.params,
        querystring: e.bookSizeMatch.query,
        response: responses(e.bookSizeMatch.response, 401, 404),
      },
    },
    async (request) =>
      success(
        await projects.bookSizeMatch(
          currentUser(request),
          request.params.id,
          request.query.cover_format,
          request.query.page_size,
        ),
      ),
  );

  app.get(
    e.ebookCost.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['projects', 'pricing'],
        summary: 'eBook royalty quote: price, royalty_rate = 1 − share, net_royalty (exact, half up)',
        querystring: e.ebookCost.query,
        response: responses(e.ebookCost.response, 400, 401),
      },
    },
    async (request) => success(projects.ebookCost(request.query.price)),
  );

  for (const quote of [e.printCost, e.printQuote]) {
    app.get(
      quote.path,
      {
        preValidation: requireUser,
        schema: {
          tags: ['projects', 'pricing'],
          summary: "Print quote from the project's spec or explicit fields: cost, floor price, royalty",
          querystring: quote.query,
          response: responses(quote.response, 400, 401, 404),
        },
      },
      async (request) => success(await projects.printQuote(currentUser(request), request.query)),
    );
  }

  app.get(
    e.personalQuote.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['projects', 'pricing'],
        summary: 'The cost of personal-use copies',
        querystring: e.personalQuote.query,
        response: responses(e.personalQuote.response, 400, 401, 404),
      },
    },
    async (request) => success(await projects.personalQuote(currentUser(request), request.query)),
  );

  app.get(
    e.isbnOptions.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['projects', 'isbn'],
        summary: 'Free-ISBN policy, usage and whether this project may take one',
        querystring: e.isbnOptions.query,
        response: responses(e.isbnOptions.response, 401, 404),
      },
    },
    async (request) => success(await projects.isbnOptions(currentUser(request), request.query.projectId)),
  );

  app.post(
    e.freeIsbn.path,
    {
      preValidation: requireUser,
      schema: {
        tags: ['projects', 'isbn'],
        summary:
          "Give a print book the next ISBN of Quire's free pool (21054 over the limit, 21046 none left)",
        params: e.freeIsbn.params,
        response: responses(e.freeIsbn.response, 401, 404, 409),
      },
    },
    async (request) => success(await projects.assignFreeIsbn(currentUser(request), request.params.id)),
  );
};
