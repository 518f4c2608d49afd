import { PROJECT_TYPES, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { GroupsService } from './groups.service';
import { pageQuery, projectListItemSchema, projectSchema } from './projects.schemas';

const tags = ['projects', 'groups'];
const summary = {
  id: z.string(),
  title: z.string(),
  normalizedTitle: z.string(),
  authorName: z.string().nullable(),
  authorLastName: z.string().nullable(),
  lastUpdated: z.string(),
  versionCount: z.number().int(),
  warnings: z.array(z.string()),
  hasError: z.boolean(),
};
const groupSchema = z.object({ ...summary, projects: z.array(projectListItemSchema) });
const seriesSchema = z.object({
  ...summary,
  seriesNumbers: z.array(
    z.object({
      title: z.string(),
      seriesNumber: z.number().int().nullable(),
      projects: z.array(projectListItemSchema),
    }),
  ),
});

/** Project groups and series (spec 1 §7 "Book, groups and search"). */
export const groupsRoutes: FastifyPluginAsyncZod<{ groups: GroupsService }> = async (app, { groups }) => {
  app.get(
    '/api/projectgroups/query',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Project groups (versions of one title) or, with isSeriesQuery, series with their numbers',
        querystring: z.object({
          ...pageQuery,
          isSeriesQuery: z
            .enum(['true', 'false'])
            .default('false')
            .transform((v) => v === 'true'),
          seriesQuery: z.string().trim().max(200).optional(),
          sortOption: z.string().max(40).optional(),
        }),
        response: responses(
          z.object({
            totalCount: z.number().int(),
            totalProjectsCount: z.number().int(),
            deletedProjectCount: z.number().int(),
            projectGroups: z.array(groupSchema).optional(),
            series: z.array(seriesSchema).optional(),
          }),
          400,
          401,
        ),
      },
    },
    async (request) => success(await groups.query(currentUser(request), request.query)),
  );

  app.get(
    '/api/projectgroups/query-grouped-project/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'One project group with its projects',
        params: z.object({ id: z.string().max(100) }),
        response: responses(groupSchema, 401, 404),
      },
    },
    async (request) => success(await groups.one(currentUser(request), request.params.id)),
  );

  app.get(
    '/api/projectgroups/existing-titles',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The author's titles with the formats each already exists in",
        response: responses(
          z.object({
            titles: z.array(
              z.object({
                groupProjectId: z.string().nullable(),
                title: z.string(),
                projectIds: z.array(z.string()),
                types: z.array(z.string()),
              }),
            ),
          }),
          401,
        ),
      },
    },
    async (request) => success(await groups.existingTitles(currentUser(request))),
  );

  app.put(
    '/api/projectgroups/clone/:groupProjectId/:type',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Start another format of a title, copying the group's book details",
        params: z.object({ groupProjectId: z.string().max(100), type: z.enum(PROJECT_TYPES) }),
        querystring: z.object({
          preOrder: z
            .enum(['true', 'false'])
            .default('false')
            .transform((v) => v === 'true'),
        }),
        response: responses(projectSchema, 400, 401, 404),
      },
    },
    async (request) =>
      success(
        await groups.clone(
          currentUser(request),
          request.params.groupProjectId,
          request.params.type,
          request.query.preOrder,
        ),
      ),
  );
};
