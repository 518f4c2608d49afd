import { ADMIN_PERMISSION, accessEndpoints, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { optionalUser, requirePermission } from './access.guards';
import type { AccessService } from './access.service';

const { featureModel, setGlobalFlag } = accessEndpoints;

export const accessRoutes: FastifyPluginAsyncZod<{ access: AccessService }> = async (app, { access }) => {
  app.get(
    featureModel.path,
    {
      preValidation: optionalUser,
      schema: {
        tags: ['access'],
        summary: 'The global feature model; `enabled` is per user when signed in',
        response: responses(featureModel.response, 401),
      },
    },
    async (request) => success({ features: await access.featureModel(request.user?.permissions ?? null) }),
  );

  app.put(
    setGlobalFlag.path,
    {
      preValidation: requirePermission(ADMIN_PERMISSION),
      schema: {
        tags: ['access', 'admin'],
        summary: 'Switch a feature flag on or off for everyone (administrators)',
        params: setGlobalFlag.params,
        body: setGlobalFlag.body,
        response: responses(setGlobalFlag.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success({ feature: await access.setGlobalFlag(request.params.flag, request.body.enabled) }),
  );
};
