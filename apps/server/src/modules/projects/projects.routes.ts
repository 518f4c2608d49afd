import { projectSaveSchema, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalParam } from '../../lib/query';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import {
  ebookQuoteSchema,
  idParams,
  isbnOptionsSchema,
  pageQuery,
  personalQuoteSchema,
  printQuoteSchema,
  projectListPageSchema,
  projectSchema,
  savedProjectSchema,
} from './projects.schemas';
import type { ProjectsService } from './projects.service';

const tags = ['projects'];
const deleted = z.object({ deleted: z.literal(true) });
const quoteFields = {
  projectId: optionalParam(z.string().max(100)),
  price: optionalParam(z.string().max(20)),
  pageSize: optionalParam(z.string().max(20)),
  pageCount: optionalParam(z.string().max(10)),
  printColor: optionalParam(z.string().max(30)),
  paperColor: optionalParam(z.string().max(30)),
  coverFormat: optionalParam(z.string().max(30)),
};

/** The project calls of spec 1 §7 (prefix /api/project) and the dashboard list. */
export const projectsRoutes: FastifyPluginAsyncZod<{ projects: ProjectsService }> = async (
  app,
  { projects },
) => {
  app.get(
    '/api/projects',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The signed-in author's projects, paged and sorted (administrators: every project)",
        querystring: z.object({
          ...pageQuery,
          sort: z.enum(['updated', 'title', 'status', 'created']).default('updated'),
          direction: z.enum(['asc', 'desc']).default('desc'),
          status: optionalParam(z.string().max(40)),
          type: optionalParam(z.enum(['PRINT', 'POD', 'EBOOK'])),
          groupBy: z.enum(['none', 'series', 'group']).default('none'),
        }),
        response: responses(projectListPageSchema, 400, 401),
      },
    },
    async (request) => success(await projects.list(currentUser(request), request.query)),
  );

  app.get(
    '/api/project/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'One project',
        params: idParams,
        response: responses(projectSchema, 401, 404),
      },
    },
    async (request) => success(await projects.get(currentUser(request), request.params.id)),
  );

  app.post(
    '/api/project',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Save a project: no id creates, an id updates; answers the saved project with its print quote at the saved list price (null for eBooks and incomplete print specifications)',
        body: projectSaveSchema,
        response: responses(savedProjectSchema, 400, 401, 404, 409),
      },
    },
    async (request) =>
      success(await projects.save(currentUser(request), request.body as Record<string, unknown>)),
  );

  app.delete(
    '/api/project/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Delete a project; 409 with PENDING_ORDER, PENDING_ORDER_STATUS_BLOCK, PROJECT_IN_CART or STATUS_BLOCK',
        params: idParams,
        response: responses(deleted, 401, 404, 409),
      },
    },
    async (request) => success(await projects.remove(currentUser(request), request.params.id)),
  );

  app.post(
    '/api/project/delete_search_project',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Delete a project from the dashboard search (same rules as DELETE /api/project/{id})',
        body: z.object({
          projectId: z.string().max(100),
          updateIntent: z.string().max(40).optional(),
          customerId: z.string().max(40).optional(),
        }),
        response: responses(deleted, 400, 401, 404, 409),
      },
    },
    async (request) => success(await projects.remove(currentUser(request), request.body.projectId)),
  );

  app.put(
    '/api/project/setstatus',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Set a project to EDIT (status EDITING) or ORDER (status ORDERED)',
        body: z.object({ id: z.string().max(100), status: z.enum(['EDIT', 'ORDER']) }),
        response: responses(projectSchema, 400, 401, 404),
      },
    },
    async (request) =>
      success(await projects.setStatus(currentUser(request), request.body.id, request.body.status)),
  );

  app.post(
    '/api/project/acknowledgePageCountChanged',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Clear the page-count-changed flag and its warning',
        body: z.object({ projectId: z.string().max(100) }),
        response: responses(projectSchema, 400, 401, 404),
      },
    },
    async (request) =>
      success(await projects.acknowledgePageCountChanged(currentUser(request), request.body.projectId)),
  );

  app.get(
    '/api/project/:id/book-size-match',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Whether a cover format fits a page size (the project's own when not given)",
        params: idParams,
        querystring: z.object({
          cover_format: z.string().max(30).optional(),
          page_size: z.string().max(20).optional(),
        }),
        response: responses(z.object({ match: z.boolean() }), 401, 404),
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
    '/api/project/ebook/cost',
    {
      preHandler: requireUser,
      schema: {
        tags: ['projects', 'pricing'],
        summary: 'eBook royalty quote: price, royalty_rate = 1 − share, net_royalty (exact, half up)',
        querystring: z.object({ price: z.string().max(20) }),
        response: responses(ebookQuoteSchema, 400, 401),
      },
    },
    async (request) => success(projects.ebookCost(request.query.price)),
  );

  for (const path of ['/api/project/print/cost', '/api/project/print/quote']) {
    app.get(
      path,
      {
        preHandler: requireUser,
        schema: {
          tags: ['projects', 'pricing'],
          summary: "Print quote from the project's spec or explicit fields: cost, floor price, royalty",
          querystring: z.object(quoteFields),
          response: responses(printQuoteSchema, 400, 401, 404),
        },
      },
      async (request) => success(await projects.printQuote(currentUser(request), request.query)),
    );
  }

  app.get(
    '/api/project/personal/quote',
    {
      preHandler: requireUser,
      schema: {
        tags: ['projects', 'pricing'],
        summary: 'The cost of personal-use copies',
        querystring: z.object({ ...quoteFields, quantity: z.string().max(10).default('1') }),
        response: responses(personalQuoteSchema, 400, 401, 404),
      },
    },
    async (request) => success(await projects.personalQuote(currentUser(request), request.query)),
  );

  app.get(
    '/api/project/ISBNOptions',
    {
      preHandler: requireUser,
      schema: {
        tags: ['projects', 'isbn'],
        summary: 'Free-ISBN policy, usage and whether this project may take one',
        querystring: z.object({ projectId: z.string().max(100).optional() }),
        response: responses(isbnOptionsSchema, 401, 404),
      },
    },
    async (request) => success(await projects.isbnOptions(currentUser(request), request.query.projectId)),
  );

  app.post(
    '/api/project/:id/free-isbn',
    {
      preHandler: requireUser,
      schema: {
        tags: ['projects', 'isbn'],
        summary:
          "Give a print book the next ISBN of Quire's free pool (21054 over the limit, 21046 none left)",
        params: idParams,
        response: responses(projectSchema, 401, 404, 409),
      },
    },
    async (request) => success(await projects.assignFreeIsbn(currentUser(request), request.params.id)),
  );
};
