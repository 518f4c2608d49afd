import { catalogEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { optionalUser } from '../access';
import type { CatalogService } from './catalog.service';

const tags = ['catalog'];

/** Categories (under /api/book/) and languages: reference data, readable without signing in. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    e.languages.path,
    {
      preValidation: optionalUser,
      schema: {
        tags,
        summary: 'The languages a book may be written in, English first',
        response: responses(e.languages.response),
      },
    },
    async () => success({ languages: await catalog.languages() }),
  );

  app.get(
    e.ebookCategories.path,
    {
      preValidation: optionalUser,
      schema: {
        tags,
        summary: 'Children of a category (top level of every tree without parentCategoryId)',
        querystring: e.ebookCategories.query,
        response: responses(e.ebookCategories.response, 400),
      },
    },
    async (request) => success({ categories: await catalog.children(request.query.parentCategoryId, {}) }),
  );

  app.get(
    e.exploreCategories.path,
    {
      preValidation: optionalUser,
      schema: {
        tags,
        summary: 'Explore one tree (audience × subject type) level by level',
        querystring: e.exploreCategories.query,
        response: responses(e.exploreCategories.response, 400),
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
    e.categories.path,
    {
      preValidation: optionalUser,
      schema: {
        tags,
        summary: 'Categories of a tree for a project type (every type shares the trees)',
        querystring: e.categories.query,
        response: responses(e.categories.response, 400),
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
    e.searchCategories.path,
    {
      preValidation: optionalUser,
      schema: {
        tags,
        summary: 'Search bottom-level categories by words of their crumbs (tolerates small typos), paged',
        querystring: e.searchCategories.query,
        response: responses(e.searchCategories.response, 400),
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
