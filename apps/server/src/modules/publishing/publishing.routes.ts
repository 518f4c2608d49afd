import { publishingEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { PublishingService } from './publishing.service';

const tags = ['publishing'];

/** Publishing calls of spec 1 §7 (setsalestatus, requestCorrection) and a book's history. */
export const publishingRoutes: FastifyPluginAsyncZod<{ publishing: PublishingService }> = async (
  app,
  { publishing },
) => {
  app.put(
    e.setSaleStatus.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Put a book on sale or take it off sale',
        description:
          'Put a book on sale (onSale true: PROCESSING_ONSALE, then ONSALE when the intake ends) or take it off sale (PROCESSING_OFFSALE, then OFFSALE). A book that is not ready is refused with everything that keeps it from going on sale at once (the readiness list): one PUBLISH_NOT_READY error per problem of the book, whose `field` is the wizard step that fixes it, and 1003/1009 (field `vendor`) when the vendor may not sell; 409 when the book has a problem, 403 when only the vendor does. Then going on sale needs finalContents true (the author confirmed the final interior and cover files). Taking off sale while a coupon is scheduled or running answers 409 COUPON_ON_BOOK unless overridePromoWarning is true. Repeating a request that is under way changes nothing.',
        body: e.setSaleStatus.body,
        response: responses(e.setSaleStatus.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await publishing.setSaleStatus(currentUser(request), request.body)),
  );

  app.post(
    e.requestCorrection.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Request a correction of a book on sale',
        description:
          'Request a correction of a book on sale: it goes to CORRECTING (still on sale) with correctionType FREE (an administrator enabled a free correction, which is used up) or PAID; publish again with setsalestatus to send the corrected book',
        body: e.requestCorrection.body,
        response: responses(e.requestCorrection.response, 400, 401, 403, 404, 409),
      },
    },
    async (request) => success(await publishing.requestCorrection(currentUser(request), request.body.id)),
  );

  app.get(
    e.readiness.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'What keeps a book from going on sale',
        description:
          "Everything that keeps the book from going on sale, in the list setsalestatus refuses with: the book's problems (PUBLISH_NOT_READY, step = the wizard step that fixes it), then the vendor account's 1003/1009 (step `vendor`, fixed on the account's vendor page); empty when it may go",
        params: e.readiness.params,
        response: responses(e.readiness.response, 401, 404),
      },
    },
    async (request) => success(await publishing.readiness(currentUser(request), request.params.id)),
  );

  app.get(
    e.history.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "A book's history, oldest first: publishing steps, corrections, scheduled prices applied",
        params: e.history.params,
        response: responses(e.history.response, 401, 404),
      },
    },
    async (request) => success(await publishing.history(currentUser(request), request.params.id)),
  );
};
