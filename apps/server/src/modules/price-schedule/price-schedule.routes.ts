import { AppError, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import {
  deleteBodySchema,
  scheduledPriceSchema,
  submitBodySchema,
  upcomingChangeSchema,
} from './price-schedule.schemas';
import type { PriceScheduleService } from './price-schedule.service';

const tags = ['projects', 'scheduled prices'];

/** Scheduled prices (spec 1 §7), under /api/project like the other project calls. */
export const priceScheduleRoutes: FastifyPluginAsyncZod<{ schedules: PriceScheduleService }> = async (
  app,
  { schedules },
) => {
  app.get(
    '/api/project/scheduled-prices',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "An eBook's scheduled prices by start (TMD_PRICE_CHNG); the window new ones must start in is priceUpdateWindow",
        querystring: z.object({ projectId: z.string().max(40) }),
        response: responses(
          z.object({ scheduledPrices: z.array(scheduledPriceSchema) }),
          400,
          401,
          403,
          404,
          409,
        ),
      },
    },
    async (request) => {
      const scheduledPrices = await schedules.list(currentUser(request), request.query.projectId);
      return success({ scheduledPrices });
    },
  );

  app.get(
    '/api/project/scheduled-prices/upcoming',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'The next price change of each of these books that has one coming (the dashboard badge); projectIds is a comma-separated list of at most 100 ids',
        querystring: z.object({ projectIds: z.string().max(4000).default('') }),
        response: responses(z.object({ changes: z.array(upcomingChangeSchema) }), 400, 401, 403),
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
    '/api/project/scheduled-price-submit',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Schedules a price change of an eBook (no id), or changes one (id): start and end in New York time to the minute; every problem comes back on its field',
        body: submitBodySchema,
        response: responses(z.object({ scheduledPrice: scheduledPriceSchema }), 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      success({ scheduledPrice: await schedules.submit(currentUser(request), request.body) }),
  );

  app.delete(
    '/api/project/scheduled-price-delete',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Removes a scheduled price; changes not yet made will not happen. {id, projectId} in the body, or in the query string',
        body: deleteBodySchema.nullish(),
        querystring: deleteBodySchema.partial(),
        response: responses(z.object({ deleted: z.literal(true), id: z.string() }), 400, 401, 403, 404),
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
