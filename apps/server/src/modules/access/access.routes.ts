import { ADMIN_PERMISSION, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import { optionalUser, requirePermission } from './access.guards';
import type { AccessService } from './access.service';

const featureSchema = z.object({ flag: z.string(), description: z.string(), enabled: z.boolean() });

export const accessRoutes: FastifyPluginAsyncZod<{ access: AccessService }> = async (app, { access }) => {
  app.get(
    '/api/feature_model',
    {
      preValidation: optionalUser,
      schema: {
        tags: ['access'],
        summary: 'The global feature model; `enabled` is per user when signed in',
        response: responses(z.object({ features: z.array(featureSchema) }), 401),
      },
    },
    async (request) => success({ features: await access.featureModel(request.user?.permissions ?? null) }),
  );

  app.put(
    '/api/admin/feature_model/:flag',
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags: ['access', 'admin'],
        summary: 'Switch a feature flag on or off for everyone (administrators)',
        params: z.object({ flag: z.string().max(100) }),
        body: z.object({ enabled: z.boolean() }),
        response: responses(z.object({ feature: featureSchema }), 400, 401, 403, 404),
      },
    },
    async (request) =>
      success({ feature: await access.setGlobalFlag(request.params.flag, request.body.enabled) }),
  );
};
