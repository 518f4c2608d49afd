import { success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/envelope';
import { requireUser } from '../access';
import type { IsbnService } from './isbn.service';

/** ISBN transfer (spec 1 §7), under its spelling in the spec and the corrected one. */
export const isbnRoutes: FastifyPluginAsyncZod<{ isbn: IsbnService }> = async (app, { isbn }) => {
  for (const path of ['/api/project/tranfer_isbn_project', '/api/project/transfer_isbn_project']) {
    app.post(
      path,
      {
        preHandler: requireUser,
        schema: {
          tags: ['projects', 'isbn'],
          summary: "ISBN transfer from the retail catalogue's publisher (after the confirmation)",
          body: z.object({
            vendornumber: z.string().min(1).max(40),
            isbn: z.string().min(1).max(20),
            customerId: z.string().max(40).optional(),
          }),
          response: responses(
            z.object({
              isbn: z.string(),
              transferred: z.boolean(),
              title: z.string(),
              publisherName: z.string(),
            }),
            400,
            401,
            404,
          ),
        },
      },
      async (request) => success(await isbn.transfer(request.body)),
    );
  }
};
