import { ADMIN_PERMISSION, retailEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission } from '../access';
import type { RetailerKeysService } from './retail.service';

const tags = ['retail'];

/** The administrators' calls on retailers' API keys (/api/admin/retailer-keys). */
export const retailerKeyRoutes: FastifyPluginAsyncZod<{ keys: RetailerKeysService }> = async (
  app,
  { keys },
) => {
  app.get(
    e.keys.path,
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags,
        summary: "The retailers' API keys, newest first, revoked ones included (administrators)",
        description:
          'Each key shows its name, its first characters (prefix), who issued it and when, when it was last used (to the minute) and when it was revoked. The whole key is never shown again after it is issued.',
        response: responses(e.keys.response, 401, 403),
      },
    },
    async (request) => success({ keys: await keys.list(currentUser(request)) }),
  );

  app.post(
    e.createKey.path,
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags,
        summary:
          'Issues an API key for a retailer; the whole key is in this answer only (administrators; audited)',
        description:
          "`secret` is the key the retailer's system sends as `Authorization: Bearer <key>` to /api/retail. Quire keeps only its SHA-256 and its first 8 characters (`prefix`): copy it now, a lost key is revoked and a new one issued.",
        body: e.createKey.body,
        response: responses(e.createKey.response, 400, 401, 403),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await keys.issue(currentUser(request), request.body.name));
    },
  );

  app.delete(
    e.revokeKey.path,
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags,
        summary:
          "Revokes a retailer's API key: calls with it answer 401 from now on (administrators; audited)",
        description:
          'The key stays listed with its revocation time; its redemptions stay as they are. Revoking a revoked key answers it unchanged. An unknown id answers 404.',
        params: e.revokeKey.params,
        response: responses(e.revokeKey.response, 400, 401, 403, 404),
      },
    },
    async (request) => success({ key: await keys.revoke(currentUser(request), request.params.id) }),
  );
};
