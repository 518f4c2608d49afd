import { projectGroupsEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { GroupsService } from './groups.service';

const tags = ['projects', 'groups'];

/** Project groups and series (spec 1 §7 "Book, groups and search"). */
export const groupsRoutes: FastifyPluginAsyncZod<{ groups: GroupsService }> = async (app, { groups }) => {
  app.get(
    e.query.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Project groups (versions of one title) or, with isSeriesQuery, series with their numbers',
        querystring: e.query.query,
        response: responses(e.query.response, 400, 401),
      },
    },
    async (request) => success(await groups.query(currentUser(request), request.query)),
  );

  app.get(
    e.one.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'One project group with its projects',
        params: e.one.params,
        response: responses(e.one.response, 401, 404),
      },
    },
    async (request) => success(await groups.one(currentUser(request), request.params.id)),
  );

  app.get(
    e.existingTitles.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The author's titles with the formats each already exists in",
        response: responses(e.existingTitles.response, 401),
      },
    },
    async (request) => success(await groups.existingTitles(currentUser(request))),
  );

  app.put(
    e.clone.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Start another format of a title, copying the group's book details",
        params: e.clone.params,
        querystring: e.clone.query,
        response: responses(e.clone.response, 400, 401, 404),
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
