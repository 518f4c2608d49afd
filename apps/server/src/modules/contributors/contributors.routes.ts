import { contributorsEndpoints, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, optionalUser, requireUser } from '../access';
import type { ContributorsService } from './contributors.service';

const tags = ['contributors'];
const e = contributorsEndpoints;

/**
 * Contributors (spec 1 §6, spec 3 §2–§6). The spec shows no paths for the author's list, so they
 * live under /api/account/contributors; getContributor is the spec's. Who may call what is also
 * held by the domain's contributor route rules (a contributor reads the list with "access list"
 * and never changes it).
 */
export const contributorsRoutes: FastifyPluginAsyncZod<{ contributors: ContributorsService }> = async (
  app,
  { contributors },
) => {
  app.get(
    e.list.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "The account's current contributors (a contributor acting for the author: with the access list permission)",
        response: responses(e.list.response, 401, 403),
      },
    },
    async (request) => success({ contributors: await contributors.list(currentUser(request)) }),
  );

  app.post(
    e.invite.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Invite a contributor by e-mail with permissions; the e-mail carries the share-key link /contributor/?authorShareKey=… (409 CONTRIBUTOR_EXISTS for a current contributor with this e-mail)',
        body: e.invite.body,
        response: responses(e.invite.response, 400, 401, 403, 409),
      },
    },
    async (request) =>
      success({ contributor: await contributors.invite(currentUser(request), request.body) }),
  );

  app.put(
    e.change.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Change a contributor's permissions (effective on their next call)",
        params: e.change.params,
        body: e.change.body,
        response: responses(e.change.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success({
        contributor: await contributors.change(currentUser(request), request.params.id, request.body),
      }),
  );

  app.delete(
    e.remove.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Remove a contributor: the share key stops working and the contributor's next call answers 34007",
        params: e.remove.params,
        response: responses(e.remove.response, 401, 403, 404),
      },
    },
    async (request) => success(await contributors.revoke(currentUser(request), request.params.id)),
  );

  app.get(
    e.invitation.path,
    {
      preValidation: optionalUser,
      schema: {
        tags,
        summary:
          'What the contributor page shows for a share key (queryParam): the author, the invited contributor, the permissions and the status',
        querystring: e.invitation.query,
        response: responses(e.invitation.response, 400, 401, 403),
      },
    },
    async (request) => success(await contributors.invitation(request.query.queryParam)),
  );
};
