import { AppError, errorItem, success, systemEndpoints } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLoopbackRequest } from '../../lib/loopback';
import type { TestClock } from '../../lib/test-clock';
import { failureSchema, responses, successSchema } from '../../plugins/envelope';
import type { SystemService } from './system.service';

const { health, devClock } = systemEndpoints;

export const systemRoutes: FastifyPluginAsyncZod<{
  system: SystemService;
  testClock: TestClock | null;
}> = async (app, { system, testClock }) => {
  if (testClock) {
    app.post(
      devClock.path,
      {
        schema: {
          tags: ['system'],
          summary: 'QUIRE_TEST_CLOCK=1 only: moves the server clock forward by advanceHours',
          description:
            'Exists only when the server was started in demo mode with QUIRE_TEST_CLOCK=1 (end-to-end tests of what ' +
            'changes with the date: a coupon going from SCHEDULED to ACTIVE). Answers only a caller on the machine ' +
            'itself. Sessions age with the clock, so a long move signs everyone out.',
          body: devClock.body,
          response: responses(devClock.response, 403),
        },
        preValidation: async (request) => {
          if (!isLoopbackRequest(request.raw)) throw new AppError([errorItem('FORBIDDEN')]);
        },
      },
      async (request) => {
        testClock.advance(request.body.advanceHours * 3_600_000);
        return success({ now: testClock.now().toISOString(), offsetHours: testClock.offsetMs() / 3_600_000 });
      },
    );
  }

  app.get(
    health.path,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and readiness: the database answers',
        description:
          'Answers 200 once the database has answered a query, and 503 DATABASE_UNAVAILABLE (within the ' +
          'connection timeout, 5 s) while it cannot be reached: take the process out of a load balancer then. ' +
          'The process itself keeps running and answers 200 again as soon as the database is back.',
        response: { 200: successSchema(health.response), 503: failureSchema },
      },
    },
    async () => success(await system.health()),
  );
};
