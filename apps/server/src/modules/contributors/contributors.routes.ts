import {
  CONTRIBUTOR_PERMISSION_CODES,
  CONTRIBUTOR_STATUSES,
  contributorChangeSchema,
  contributorInviteSchema,
  success,
} from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import { currentUser, optionalUser, requireUser } from '../access';
import type { ContributorsService } from './contributors.service';

const tags = ['contributors'];
const permissionsSchema = z.array(z.enum(CONTRIBUTOR_PERMISSION_CODES));

export const contributorSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    permissions: permissionsSchema,
    status: z.enum(CONTRIBUTOR_STATUSES),
    invitedAt: z.string(),
    expiresAt: z.string(),
    acceptedAt: z.string().nullable(),
  })
  .describe('Contributor');

const invitationSchema = z
  .object({
    author: z.object({ firstName: z.string(), lastName: z.string() }),
    contributor: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    permissions: permissionsSchema,
    status: z.enum(['INVITED', 'ACTIVE', 'EXPIRED', 'REMOVED']),
    expiresAt: z.string(),
  })
  .describe('ContributorInvitation');

const idParams = z.object({ id: z.string().max(100) });

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
    '/api/account/contributors',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "The account's current contributors (a contributor acting for the author: with the access list permission)",
        response: responses(z.object({ contributors: z.array(contributorSchema) }), 401, 403),
      },
    },
    async (request) => success({ contributors: await contributors.list(currentUser(request)) }),
  );

  app.post(
    '/api/account/contributors',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Invite a contributor by e-mail with permissions; the e-mail carries the share-key link /contributor/?authorShareKey=… (409 CONTRIBUTOR_EXISTS for a current contributor with this e-mail)',
        body: contributorInviteSchema,
        response: responses(z.object({ contributor: contributorSchema }), 400, 401, 403, 409),
      },
    },
    async (request) =>
      success({ contributor: await contributors.invite(currentUser(request), request.body) }),
  );

  app.put(
    '/api/account/contributors/:id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Change a contributor's permissions (effective on their next call)",
        params: idParams,
        body: contributorChangeSchema,
        response: responses(z.object({ contributor: contributorSchema }), 400, 401, 403, 404),
      },
    },
    async (request) =>
      success({
        contributor: await contributors.change(currentUser(request), request.params.id, request.body),
      }),
  );

  app.delete(
    '/api/account/contributors/:id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Remove a contributor: the share key stops working and the contributor's next call answers 34007",
        params: idParams,
        response: responses(z.object({ removed: z.literal(true) }), 401, 403, 404),
      },
    },
    async (request) => success(await contributors.revoke(currentUser(request), request.params.id)),
  );

  app.get(
    '/api/authentication/getContributor',
    {
      preValidation: optionalUser,
      schema: {
        tags,
        summary:
          'What the contributor page shows for a share key (queryParam): the author, the invited contributor, the permissions and the status',
        querystring: z.object({ queryParam: z.string().min(1).max(200) }),
        response: responses(invitationSchema, 400, 401, 403),
      },
    },
    async (request) => success(await contributors.invitation(request.query.queryParam)),
  );
};
