import { AppError, scheduledPricesEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { PriceScheduleService } from './price-schedule.service';

const tags = ['projects', 'scheduled prices'];

/** Scheduled prices (spec 1 §7), under /api/project like the other project calls. */
export const priceScheduleRoutes: FastifyPluginAsyncZod<{ schedules: PriceScheduleService }> = async (
  app,
  { schedules },
) => {
  app.get(
    e.list.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "An eBook's scheduled prices by start (TMD_PRICE_CHNG); the window new ones must start in is priceUpdateWindow",
        querystring: e.list.query,
        response: responses(e.list.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const scheduledPrices = await schedules.list(currentUser(request), request.query.projectId);
      return success({ scheduledPrices });
    },
  );

  app.get(
    e.upcoming.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'The next price change of each of these books that has one coming (the dashboard badge); projectIds is a comma-separated list of at most 100 ids',
        querystring: e.upcoming.query,
        response: responses(e.upcoming.response, 400, 401, 403),
      },
    },
    async (request) => {
      const ids = request.query.projectIds
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return success({ changes: await schedules.upcoming(currentUser(request), ids) });
    },
  );

  app.post(
    e.submit.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Schedules a price change of an eBook (no id), or changes one (id): start and end in New York time to the minute; every problem comes back on its field',
        body: e.submit.body,
        response: responses(e.submit.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      success({ scheduledPrice: await schedules.submit(currentUser(request), request.body) }),
  );

  app.delete(
    e.remove.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Removes a scheduled price; changes not yet made will not happen. {id, projectId} in the body, or in the query string',
        body: e.remove.body,
        querystring: e.remove.query,
        response: responses(e.remove.response, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const id = request.body?.id ?? request.query.id;
      const projectId = request.body?.projectId ?? request.query.projectId;
      if (!id || !projectId) {
        const missing = [!id ? 'id' : null, !projectId ? 'projectId' : null].filter(Boolean) as string[];
        return reply400(missing);
      }
      return success(await schedules.remove(currentUser(request), { id, projectId }));
    },
  );
};

const MISSING: Record<string, string> = {
  id: 'Please say which scheduled price to delete.',
  projectId: 'Please say which book the scheduled price belongs to.',
};

/** The envelope's field errors for a delete that names no schedule or no book. */
function reply400(fields: string[]): never {
  throw new AppError(
    fields.map((field) => ({ code: 'VALIDATION', description: MISSING[field] as string, field })),
  );
}
