import { success, systemEndpoints } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../../plugins/envelope';
import type { SystemService } from './system.service';

const { health } = systemEndpoints;

export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (app, { system }) => {
  app.get(
    health.path,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and readiness: the database answers',
        response: { 200: successSchema(health.response) },
      },
    },
    async () => success(await system.health()),
  );
};
