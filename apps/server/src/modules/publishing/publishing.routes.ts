import { success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import { idParams, projectSchema } from '../projects';
import type { PublishingService } from './publishing.service';

const tags = ['publishing'];

const historyEntrySchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    event: z.string(),
    actorKind: z.string(),
    actorCustomerId: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()),
    at: z.string(),
  })
  .describe('HistoryEntry');

/** Publishing calls of spec 1 §7: setsalestatus, requestCorrection; and a book's history (issue 19). */
export const publishingRoutes: FastifyPluginAsyncZod<{ publishing: PublishingService }> = async (
  app,
  { publishing },
) => {
  app.put(
    '/api/project/setsalestatus',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Put a book on sale (onSale true: PROCESSING_ONSALE, then ONSALE when the intake ends) or take it off sale (PROCESSING_OFFSALE, then OFFSALE). Going on sale needs finalContents true (the author confirmed the final interior and cover files); a book that is not ready answers 409 PUBLISH_NOT_READY with one error per problem, whose `field` is the wizard step that fixes it; 1003/1009 when the vendor may not sell. Taking off sale while a coupon is scheduled or running answers 409 COUPON_ON_BOOK unless overridePromoWarning is true. Repeating a request that is under way changes nothing.',
        body: z.object({
          id: z.string().max(100),
          onSale: z.boolean(),
          finalContents: z.boolean().optional(),
          overridePromoWarning: z.boolean().optional(),
        }),
        response: responses(projectSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await publishing.setSaleStatus(currentUser(request), request.body)),
  );

  app.post(
    '/api/project/requestCorrection',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Request a correction of a book on sale: it goes to CORRECTING (still on sale) with correctionType FREE (an administrator enabled a free correction, which is used up) or PAID; publish again with setsalestatus to send the corrected book',
        body: z.object({ id: z.string().max(100) }),
        response: responses(projectSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await publishing.requestCorrection(currentUser(request), request.body.id)),
  );

  app.get(
    '/api/project/:id/history',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "A book's history, oldest first: publishing steps, corrections, scheduled prices applied",
        params: idParams,
        response: responses(z.array(historyEntrySchema), 401, 404),
      },
    },
    async (request) => success(await publishing.history(currentUser(request), request.params.id)),
  );
};
