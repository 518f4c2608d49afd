import { AUDIENCES, SUBJECT_TYPES, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalParam } from '../../lib/query';
import { responses } from '../../plugins/envelope';
import { optionalUser } from '../access';
import type { CatalogService } from './catalog.service';

const tags = ['catalog'];
const categorySchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  categoryCrumbs: z.string(),
  bottomLevel: z.boolean(),
  bisac: z.string().nullable(),
  audience: z.string(),
  subjectType: z.string(),
  parentCategoryId: z.string().nullable(),
});
const list = z.object({ categories: z.array(categorySchema) });
const audienceType = optionalParam(z.enum(AUDIENCES));
const subjectType = optionalParam(z.enum(SUBJECT_TYPES));
const parent = optionalParam(z.string().max(64));

/** Categories (under /api/book/) and languages: reference data, readable without signing in. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/project/getAllLanguages',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'The languages a book may be written in, English first',
        response: responses(
          z.object({ languages: z.array(z.object({ code: z.string(), name: z.string() })) }),
        ),
      },
    },
    async () => success({ languages: await catalog.languages() }),
  );

  app.get(
    '/api/book/ebook-categories',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Children of a category (top level of every tree without parentCategoryId)',
        querystring: z.object({ parentCategoryId: parent }),
        response: responses(list, 400),
      },
    },
    async (request) => success({ categories: await catalog.children(request.query.parentCategoryId, {}) }),
  );

  app.get(
    '/api/book/explore-categories',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Explore one tree (audience × subject type) level by level',
        querystring: z.object({ audienceType, subjectType, parentCategory: parent }),
        response: responses(list, 400),
      },
    },
    async (request) =>
      success({
        categories: await catalog.children(request.query.parentCategory, {
          audience: request.query.audienceType,
          subjectType: request.query.subjectType,
        }),
      }),
  );

  app.get(
    '/api/book/categories',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Categories of a tree for a project type (every type shares the trees)',
        querystring: z.object({
          projectType: optionalParam(z.enum(['PRINT', 'POD', 'EBOOK'])),
          audienceType,
          subjectType,
          parentCategory: parent,
        }),
        response: responses(list, 400),
      },
    },
    async (request) =>
      success({
        categories: await catalog.children(request.query.parentCategory, {
          audience: request.query.audienceType,
          subjectType: request.query.subjectType,
        }),
      }),
  );

  app.get(
    '/api/book/search-categories',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Search bottom-level categories by words of their crumbs (tolerates small typos), paged',
        querystring: z.object({
          query: z.string().trim().min(1).max(100),
          audienceType,
          subjectType,
          pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
          recordsPerPage: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: responses(
          z.object({
            totalCount: z.number().int(),
            pageNum: z.number().int(),
            recordsPerPage: z.number().int(),
            categories: z.array(categorySchema),
          }),
          400,
        ),
      },
    },
    async (request) => {
      const q = request.query;
      return success(
        await catalog.search(
          q.query,
          { audience: q.audienceType, subjectType: q.subjectType },
          q.pageNum,
          q.recordsPerPage,
        ),
      );
    },
  );
};
