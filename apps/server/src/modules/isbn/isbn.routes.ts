import { isbnEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requireUser } from '../access';
import type { IsbnService } from './isbn.service';

/** ISBN transfer (spec 1 §7), under its spelling in the spec and the corrected one. */
export const isbnRoutes: FastifyPluginAsyncZod<{ isbn: IsbnService }> = async (app, { isbn }) => {
  for (const transfer of [e.tranferIsbn, e.transferIsbn]) {
    app.post(
      transfer.path,
      {
        preValidation: requireUser,
        schema: {
          tags: ['projects', 'isbn'],
          summary: "ISBN transfer from the retail catalogue's publisher (after the confirmation)",
          body: transfer.body,
          response: responses(transfer.response, 400, 401, 404),
        },
      },
      async (request) => success(await isbn.transfer(currentUser(request), request.body)),
    );
  }
};
